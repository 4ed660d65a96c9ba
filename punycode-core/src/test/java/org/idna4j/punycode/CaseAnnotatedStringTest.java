package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Mixed-case annotation (RFC 3492 Appendix A) as seen through {@link CaseAnnotatedString}. */
class CaseAnnotatedStringTest {

  @Test
  void annotationDoesNotAlterTheCodePoints() {
    // Appendix A: "These annotations do not alter the code points returned by decoders".
    CaseAnnotatedString s = Punycode.decodeWithCase("b1abfaaepdrnnbgefbaDotcwatmq2g4l");
    assertThat(s.toString()).isEqualTo("почемужеонинеговорятпорусски");
    assertThat(s.length()).isEqualTo(28);
    assertThat(s.isUppercase(0)).isTrue();
    assertThat(s.codePointAt(0)).isEqualTo(0x43F);
    assertThat(s.toDisplayString()).isEqualTo("Почемужеонинеговорятпорусски");
  }

  @Test
  void basicLettersCarryTheirOwnCase() {
    // Appendix A: "the decoder copies them verbatim".
    String encoded = Punycode.encode("Aüb");
    CaseAnnotatedString s = Punycode.decodeWithCase(encoded);
    assertThat(s.uppercaseFlags()).containsExactly(true, false, false);
    assertThat(s.toString()).isEqualTo("Aüb");
    // The last digit of the delta annotates the non-basic code point.
    String lastDigitUpper =
        encoded.substring(0, encoded.length() - 1)
            + Character.toUpperCase(encoded.charAt(encoded.length() - 1));
    assertThat(Punycode.decodeWithCase(lastDigitUpper).uppercaseFlags())
        .containsExactly(true, true, false);
  }

  @Test
  void flagsForceTheCaseOfBasicLettersWhenEncoding() {
    // Appendix A: annotations "influence the uppercase/lowercase form of ASCII letters".
    int[] cps = "aB-ü".codePoints().toArray();
    String plain = Punycode.encode("ab-ü");
    assertThat(plain).startsWith("ab--");
    String delta = plain.substring(4);
    assertThat(Punycode.encode(cps, new boolean[] {true, false, false, true}))
        .isEqualTo(
            "Ab--"
                + delta.substring(0, delta.length() - 1)
                + Character.toUpperCase(delta.charAt(delta.length() - 1)));
    assertThat(Punycode.encode(cps, new boolean[] {false, false, false, false})).isEqualTo(plain);
  }

  @Test
  void accessorsReturnCopies() {
    CaseAnnotatedString s = Punycode.decodeWithCase(Punycode.encode("Aüb"));
    s.codePoints()[0] = 'x';
    s.uppercaseFlags()[0] = false;
    assertThat(s.codePointAt(0)).isEqualTo('A');
    assertThat(s.isUppercase(0)).isTrue();
  }

  @Test
  void equalityCoversCodePointsAndFlags() {
    assertThat(Punycode.decodeWithCase("bcher-kva"))
        .isEqualTo(Punycode.decodeWithCase("bcher-KVA".toLowerCase(Locale.ROOT)))
        .hasSameHashCodeAs(Punycode.decodeWithCase("bcher-kva"));
    assertThat(Punycode.decodeWithCase("bcher-kvA"))
        .isNotEqualTo(Punycode.decodeWithCase("bcher-kva"));
  }
}
