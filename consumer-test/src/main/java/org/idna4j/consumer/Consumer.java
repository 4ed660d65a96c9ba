package org.idna4j.consumer;

import java.io.ByteArrayInputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.lgr.Lgr;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.validation.IdnDomainName;

/**
 * Runs IDNA4J as an application would, on the module path or on the class path, and checks that the
 * libraries work there (their resources load, the label engine's hooks install themselves, the
 * records serialize). On the module path it also checks what only the module path can show: every
 * library is a named, explicit module; ICU4J is an automatic one; {@code org.idna4j.label.internal}
 * is closed to everyone but {@code org.idna4j.domain}. The build runs it twice, each time in a JVM
 * of its own: with {@code --module-path} only (no class path) and the argument {@code module-path},
 * and with {@code -cp} only and the argument {@code class-path}. Any failed check ends it with a
 * non-zero status.
 */
public final class Consumer {

  private final List<String> failures = new ArrayList<>();
  private int checks;

  private Consumer() {}

  /**
   * Runs every check of one way of running.
   *
   * @param args {@code module-path} or {@code class-path}: how the JVM was started
   */
  public static void main(String[] args) {
    String mode = args.length == 1 ? args[0] : "";
    Consumer c = new Consumer();
    switch (mode) {
      case "module-path" -> c.modulePath();
      case "class-path" -> c.classPath();
      default -> {
        System.err.println("usage: Consumer module-path|class-path");
        System.exit(2);
      }
    }
    c.libraries();
    if (!c.failures.isEmpty()) {
      System.err.println(mode + " consumer: FAILED " + c.failures.size() + " of " + c.checks);
      c.failures.forEach(f -> System.err.println("  " + f));
      System.exit(1);
    }
    System.out.println(mode + " consumer: all " + c.checks + " checks hold");
  }

  private void check(boolean ok, String what) {
    checks++;
    if (!ok) {
      failures.add(what);
    }
  }

  private void classPath() {
    check(!Consumer.class.getModule().isNamed(), "the consumer runs on the class path");
    check(!Idna.class.getModule().isNamed(), "the libraries are on the class path");
    check(
        ModuleLayer.boot().findModule("org.idna4j.domain").isEmpty(),
        "no library is on the module path");
  }

  private void modulePath() {
    check(Consumer.class.getModule().isNamed(), "the consumer runs as a named module");
    check(System.getProperty("java.class.path", "").isEmpty(), "nothing is on the class path");
    for (String name :
        List.of(
            "org.idna4j.punycode",
            "org.idna4j.label",
            "org.idna4j.domain",
            "org.idna4j.psl",
            "org.idna4j.lgr",
            "org.idna4j.validation",
            "org.idna4j.records")) {
      Optional<Module> m = ModuleLayer.boot().findModule(name);
      check(m.isPresent(), name + " is resolved on the module path");
      m.ifPresent(
          mod ->
              check(
                  !mod.getDescriptor().isAutomatic(),
                  name + " is an explicit module (module-info.class), not an automatic one"));
    }
    Optional<ModuleDescriptor> icu =
        ModuleLayer.boot().findModule("com.ibm.icu").map(Module::getDescriptor);
    check(icu.map(ModuleDescriptor::isAutomatic).orElse(false), "ICU4J is an automatic module");

    Module label = IdnaProfile.class.getModule();
    Module domain = Idna.class.getModule();
    check(label.isExported("org.idna4j.label"), "org.idna4j.label is exported");
    check(
        !label.isExported("org.idna4j.label.internal"),
        "org.idna4j.label.internal is not exported to everyone");
    check(
        label.isExported("org.idna4j.label.internal", domain),
        "org.idna4j.label.internal is exported to org.idna4j.domain");
    check(
        !label.isExported("org.idna4j.label.internal", Consumer.class.getModule()),
        "org.idna4j.label.internal is not exported to this module");
    check(cannotInstallLabelAccess(), "LabelAccess.install cannot be called from outside");
  }

  private void libraries() {
    DomainResult r = Idna.lookup().toAscii("Bücher.example");
    check(r.isValid() && r.output().equals("xn--bcher-kva.example"), "ToASCII of Bücher.example");
    check(r.labels().equals(List.of("xn--bcher-kva", "example")), "labels() is a JDK list");
    DomainResult bad = Idna.uts46().toAscii("a..b");
    check(bad.errors().contains(IdnaError.EMPTY_LABEL), "errors() of a..b");
    check(
        bad.problems().getClass().getName().startsWith("java.util."),
        "problems() is a JDK collection, not a third-party one");
    check(rejectsChange(bad.problems()), "problems() cannot be changed");
    check(NameRules.ACE_PREFIX.equals("xn--"), "NameRules is public API");

    PublicSuffixList psl = PublicSuffixList.bundled();
    check(
        psl.registrableDomain("www.example.co.uk").equals(Optional.of("example.co.uk")),
        "the bundled Public Suffix List loads from its jar");

    String lgrXml =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
            + "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><meta><version>1</version></meta>"
            + "<data><char cp=\"0061\"/><char cp=\"0062\"/></data></lgr>";
    try {
      Lgr lgr = Lgr.parse(new ByteArrayInputStream(lgrXml.getBytes(StandardCharsets.UTF_8)));
      check(lgr.evaluate("ab").isValid(), "an LGR parsed here accepts ab");
      check(!lgr.evaluate("ac").isValid(), "an LGR parsed here rejects ac");
    } catch (RuntimeException | org.idna4j.lgr.LgrFormatException e) {
      check(false, "an LGR parses: " + e);
    }

    check(IdnDomainName.class.isAnnotation(), "idna-validation's constraint is readable");

    String record = RecordJson.toJson(CheckRecord.of(Idna.lookup(), 1L, "B\u00FCcher.example"));
    check(
        record.contains("\"ascii\":\"xn--bcher-kva.example\"")
            && record.contains("\"problems\":[]"),
        "idna-records writes a check record");
  }

  private static boolean rejectsChange(List<?> list) {
    try {
      list.clear();
      return false;
    } catch (UnsupportedOperationException expected) {
      return true;
    }
  }

  /**
   * Tries what the module system must refuse: swapping the label engine through the public static
   * {@code LabelAccess.install}. The class loads, but its package is not exported to this module,
   * so the call fails with {@link IllegalAccessException}.
   */
  private static boolean cannotInstallLabelAccess() {
    try {
      Class<?> access = Class.forName("org.idna4j.label.internal.LabelAccess");
      Method install = access.getMethod("install", access);
      install.invoke(null, (Object) null);
      return false;
    } catch (IllegalAccessException expected) {
      return true;
    } catch (ClassNotFoundException | NoSuchMethodException | InvocationTargetException e) {
      return false;
    }
  }
}
