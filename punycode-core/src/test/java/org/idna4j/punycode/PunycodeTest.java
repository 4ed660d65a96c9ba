package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.idna4j.punycode.PunycodeException.Reason;
import org.junit.jupiter.api.Test;

/** RFC 3492 §6.2/§6.3 behaviour of the {@link Punycode} facade at its boundaries. */
class PunycodeTest {

  @Test
  void encodesAndDecodesTheIdnaExample() {
    // The classic IDNA example label; the delta for U+00FC after "bcher" is "kva".
    assertThat(Punycode.encode("bücher")).isEqualTo("bcher-kva");
    assertThat(Punycode.decode("bcher-kva")).isEqualTo("bücher");
  }

  @Test
  void emptyStringEncodesAndDecodesToEmpty() {
    // §6.3: b = 0, so no delimiter and no deltas.
    assertThat(Punycode.encode("")).isEmpty();
    assertThat(Punycode.decode("")).isEmpty();
  }

  @Test
  void allBasicInputGetsATrailingDelimiter() {
    // §6.3: "if b > 0 then output a delimiter", even when nothing follows.
    assertThat(Punycode.encode("abc")).isEqualTo("abc-");
    assertThat(Punycode.decode("abc-")).isEqualTo("abc");
  }

  @Test
  void hyphenAloneEncodesAsTwoHyphens() {
    assertThat(Punycode.encode("-")).isEqualTo("--");
    assertThat(Punycode.decode("--")).isEqualTo("-");
  }

  @Test
  void lonelyDelimiterIsABadDigit() {
    // §6.2: zero code points precede the last delimiter, so it is not consumed and must be a digit.
    assertThatThrownBy(() -> Punycode.decode("-"))
        .isInstanceOfSatisfying(
            PunycodeException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.BAD_DIGIT);
              assertThat(e.index()).isZero();
            });
  }

  @Test
  void onlyNonBasicInputHasNoDelimiter() {
    String encoded = Punycode.encode("ü");
    assertThat(encoded).doesNotContain("-").isEqualTo("tda");
    assertThat(Punycode.decode(encoded)).isEqualTo("ü");
  }

  @Test
  void digitsDecodeInEitherCaseAndEncodeInLowercase() {
    assertThat(Punycode.decode("bcher-KVA")).isEqualTo("bücher");
    assertThat(Punycode.decode("bcher-kVa")).isEqualTo("bücher");
    // Basic code points keep their case (§6.2 copies them verbatim).
    assertThat(Punycode.decode("BCHER-KVA")).isEqualTo("BüCHER");
    assertThat(Punycode.encode("BüCHER")).isEqualTo("BCHER-kva");
  }

  @Test
  void largestCodePointRoundTrips() {
    String max = new String(Character.toChars(Character.MAX_CODE_POINT));
    String encoded = Punycode.encode(max);
    assertThat(Punycode.decode(encoded)).isEqualTo(max);
    String withBasic = "a" + max + "z";
    assertThat(Punycode.decode(Punycode.encode(withBasic))).isEqualTo(withBasic);
  }

  @Test
  void stackTraceIsNotCaptured() {
    assertThatThrownBy(() -> Punycode.decode("!"))
        .isInstanceOfSatisfying(
            PunycodeException.class, e -> assertThat(e.getStackTrace()).isEmpty());
  }
}
