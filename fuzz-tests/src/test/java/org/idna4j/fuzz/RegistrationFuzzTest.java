package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.concurrent.TimeUnit;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.Timeout;

/**
 * The fuzz target of the registration profile: the profile that registrar pipelines feed with
 * untrusted input, and the one whose per-problem offsets were quadratic. It takes the long mode of
 * {@link FuzzInput#longText(byte[])}, so inputs reach 100,000 repeated characters.
 *
 * <p>Properties: those of {@link IdnaFuzzTest} (no exception, valid exactly when no problem, the
 * ToASCII round trips, offsets inside the input), and the ones that hold because registration maps
 * nothing (RFC 5891 §4: the label must already be an LDH label, a U-label or an A-label):
 *
 * <ul>
 *   <li>a name without {@code xn--} labels that ToUnicode accepts comes back unchanged;
 *   <li>ToASCII only adds the DNS length rules (RFC 5891 §4.2.4, §5.4) to the checks of ToUnicode,
 *       so a name ToASCII accepts is accepted by ToUnicode, and ToUnicode of the ToASCII output is
 *       the ToUnicode output of the name;
 *   <li>a valid ToUnicode output that ToASCII accepts comes back from ToUnicode of its A-label form
 *       unchanged (U-label → A-label → U-label).
 * </ul>
 *
 * The {@code @Timeout} fails a regression seed that takes more than 10 seconds, and in fuzzing mode
 * Jazzer passes it to libFuzzer as the per-input timeout: linear work on 100,000 characters takes
 * milliseconds, quadratic work seconds to minutes.
 */
class RegistrationFuzzTest {

  @Timeout(value = 10, unit = TimeUnit.SECONDS)
  @FuzzTest
  void longInputs(byte[] data) {
    checkAllProperties(IdnaFuzzTest.REGISTRATION, FuzzInput.longText(data));
  }

  /** Asserts the properties of {@link IdnaFuzzTest} and of this class for {@code input}. */
  static void checkAllProperties(Idna registration, String input) {
    DomainResult ascii = registration.toAscii(input);
    DomainResult unicode = registration.toUnicode(input);
    IdnaFuzzTest.checkProperties(registration, input, ascii, unicode);
    if (unicode.isValid() && !hasAceLabel(input)) {
      assertThat(unicode.output()).as("registration maps nothing").isEqualTo(input);
    }
    if (ascii.isValid()) {
      assertThat(unicode.problems()).as("ToUnicode of a name that ToASCII accepts").isEmpty();
      assertThat(registration.toUnicode(ascii.output()).output())
          .as("ToUnicode of the ToASCII output")
          .isEqualTo(unicode.output());
    }
    if (unicode.isValid()) {
      DomainResult aLabels = registration.toAscii(unicode.output());
      if (aLabels.isValid()) {
        assertThat(registration.toUnicode(aLabels.output()).output())
            .as("U-labels through A-labels and back")
            .isEqualTo(unicode.output());
      }
    }
  }

  /**
   * Returns whether a label of {@code name} (split at '.', the only separator of registration)
   * starts with "xn--" in any case.
   */
  static boolean hasAceLabel(String name) {
    int start = 0;
    while (start <= name.length()) {
      if (name.regionMatches(true, start, "xn--", 0, 4)) {
        return true;
      }
      int dot = name.indexOf('.', start);
      if (dot < 0) {
        return false;
      }
      start = dot + 1;
    }
    return false;
  }
}
