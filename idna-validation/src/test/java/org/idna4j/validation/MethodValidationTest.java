package org.idna4j.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.executable.ExecutableValidator;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.idna4j.label.IdnaProfile.Preset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Spring-style method validation without Spring: a proxy validates a service's parameters before
 * the call and its return value after it, with the provider's {@link ExecutableValidator} (what
 * Spring's {@code MethodValidationInterceptor} does for a {@code @Validated} bean).
 */
class MethodValidationTest {

  private static ValidatorFactory factory;

  @BeforeAll
  static void start() {
    factory = Validation.buildDefaultValidatorFactory();
  }

  @AfterAll
  static void stop() {
    factory.close();
  }

  /** A registrar's service; the constraints are on the interface, as Spring recommends. */
  interface Registrar {
    @IdnDomainName(asciiOnly = true)
    String register(
        @NotNull @IdnDomainName String domain,
        List<@IdnDomainName(preset = Preset.LOOKUP) String> nameServers);
  }

  /** The implementation; it records what reached it. */
  static final class SimpleRegistrar implements Registrar {
    final List<String> registered = new ArrayList<>();
    final String answer;

    SimpleRegistrar(String answer) {
      this.answer = answer;
    }

    @Override
    public String register(String domain, List<String> nameServers) {
      registered.add(domain);
      return answer;
    }
  }

  /** Wraps {@code target} so that every call is validated, like a Spring proxy. */
  @SuppressWarnings("unchecked")
  static <T> T validated(Class<T> type, T target) {
    ExecutableValidator executables = factory.getValidator().forExecutables();
    InvocationHandler handler =
        (proxy, method, args) -> {
          Set<ConstraintViolation<T>> in = executables.validateParameters(target, method, args);
          if (!in.isEmpty()) {
            throw new ConstraintViolationException(in);
          }
          Object result = invoke(method, target, args);
          Set<ConstraintViolation<T>> out = executables.validateReturnValue(target, method, result);
          if (!out.isEmpty()) {
            throw new ConstraintViolationException(out);
          }
          return result;
        };
    return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler);
  }

  private static Object invoke(Method method, Object target, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @Test
  void validArgumentsReachTheService() {
    SimpleRegistrar impl = new SimpleRegistrar("xn--bcher-kva.example");
    Registrar registrar = validated(Registrar.class, impl);
    assertThat(registrar.register("bücher.example", List.of("ns1.example", "NS2.Example")))
        .isEqualTo("xn--bcher-kva.example");
    assertThat(impl.registered).containsExactly("bücher.example");
  }

  /**
   * Without {@code javac -parameters} the provider names parameters {@code arg0}, {@code arg1}
   * (Spring uses its own parameter-name discovery instead).
   */
  @Test
  void anInvalidParameterStopsTheCallWithItsPathAndProblems() {
    SimpleRegistrar impl = new SimpleRegistrar("x.example");
    Registrar registrar = validated(Registrar.class, impl);
    assertThatThrownBy(
            () -> registrar.register("bücher--.example", List.of("ns1.example", "ns_2 .example")))
        .isInstanceOfSatisfying(
            ConstraintViolationException.class,
            e -> {
              assertThat(e.getConstraintViolations()).hasSize(2);
              assertThat(e.getConstraintViolations())
                  .anySatisfy(
                      c -> {
                        assertThat(c.getPropertyPath()).hasToString("register.arg0");
                        assertThat(c.getMessage())
                            .contains("TRAILING_HYPHEN (V3) in label 0 at offset 7");
                      });
              assertThat(e.getConstraintViolations())
                  .anySatisfy(
                      c -> {
                        assertThat(c.getPropertyPath())
                            .hasToString("register.arg1[1].<list element>");
                        assertThat(c.getMessage())
                            .contains("lookup profile")
                            .contains("NON_LDH_ASCII (U1) in label 0 at offset 4");
                      });
            });
    assertThat(impl.registered).isEmpty();
  }

  @Test
  void aNullParameterIsLeftToNotNull() {
    Registrar registrar = validated(Registrar.class, new SimpleRegistrar("x.example"));
    assertThatThrownBy(() -> registrar.register(null, List.of()))
        .isInstanceOfSatisfying(
            ConstraintViolationException.class,
            e ->
                assertThat(e.getConstraintViolations())
                    .singleElement()
                    .satisfies(
                        c ->
                            assertThat(c.getConstraintDescriptor().getAnnotation())
                                .isInstanceOf(NotNull.class)));
  }

  @Test
  void theReturnValueIsValidated() {
    Registrar registrar = validated(Registrar.class, new SimpleRegistrar("bücher.example"));
    assertThatThrownBy(() -> registrar.register("bücher.example", List.of()))
        .isInstanceOfSatisfying(
            ConstraintViolationException.class,
            e ->
                assertThat(e.getConstraintViolations())
                    .singleElement()
                    .satisfies(
                        c -> {
                          assertThat(c.getPropertyPath()).hasToString("register.<return value>");
                          assertThat(c.getMessage())
                              .contains("NOT_ASCII_FORM in label 0 at offset 0");
                        }));
  }
}
