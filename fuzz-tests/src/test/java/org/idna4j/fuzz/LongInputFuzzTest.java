package org.idna4j.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * The long mode of the fuzz targets: the same properties as {@link IdnaFuzzTest}, {@link
 * PunycodeFuzzTest} and {@link ConfusablesFuzzTest}, on strings that {@link
 * FuzzInput#longText(byte[])} builds by repeating a fuzzed fragment up to 100,000 characters.
 * Registration has its own target, {@link RegistrationFuzzTest}.
 *
 * <p>The {@code @Timeout} fails a regression seed that takes more than 10 seconds, and in fuzzing
 * mode Jazzer passes it to libFuzzer as the per-input timeout: linear work on 100,000 characters
 * takes milliseconds, quadratic work seconds to minutes.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class LongInputFuzzTest {

  @FuzzTest
  void uts46(byte[] data) {
    IdnaFuzzTest.checkProperties(IdnaFuzzTest.UTS46, FuzzInput.longText(data));
  }

  @FuzzTest
  void lookup(byte[] data) {
    IdnaFuzzTest.checkProperties(IdnaFuzzTest.LOOKUP, FuzzInput.longText(data));
  }

  @FuzzTest
  void whatwgUrl(byte[] data) {
    IdnaFuzzTest.checkProperties(IdnaFuzzTest.WHATWG_URL, FuzzInput.longText(data));
  }

  @FuzzTest
  void transitional(byte[] data) {
    IdnaFuzzTest.checkProperties(IdnaFuzzTest.TRANSITIONAL, FuzzInput.longText(data));
  }

  @FuzzTest
  void idna2003(byte[] data) {
    IdnaFuzzTest.checkProperties(IdnaFuzzTest.IDNA2003, FuzzInput.longText(data));
  }

  @FuzzTest
  void uts46WithConfusables(byte[] data) {
    IdnaFuzzTest.checkProperties(IdnaFuzzTest.UTS46_WITH_CONFUSABLES, FuzzInput.longText(data));
  }

  @FuzzTest
  void registrationWithConfusables(byte[] data) {
    RegistrationFuzzTest.checkAllProperties(
        IdnaFuzzTest.REGISTRATION_WITH_CONFUSABLES, FuzzInput.longText(data));
  }

  @FuzzTest
  void punycodeDecode(byte[] data) {
    PunycodeFuzzTest.checkDecode(FuzzInput.longText(data));
  }

  @FuzzTest
  void punycodeEncode(byte[] data) {
    PunycodeFuzzTest.checkEncode(FuzzInput.longText(data));
  }

  @FuzzTest
  void skeleton(byte[] data) {
    ConfusablesFuzzTest.checkSkeleton(FuzzInput.longText(data));
  }
}
