package org.idna4j.punycode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Generic Bootstring (RFC 3492 §3, §4): parameter validation and other valid instances. */
class BootstringTest {

  /** A valid non-Punycode instance: other thresholds, bias, delimiter and digit order. */
  static final BootstringParameters OTHER =
      BootstringParameters.PUNYCODE.toBuilder()
          .digits("zyxwvutsrqponmlkjihgfedcba9876543210")
          .tmin(2)
          .tmax(20)
          .skew(30)
          .damp(500)
          .initialBias(50)
          .delimiter('_')
          .build();

  /** A base-16 instance whose digits are not all letters, so it cannot carry case annotation. */
  static final BootstringParameters HEX =
      BootstringParameters.PUNYCODE.toBuilder()
          .digits("0123456789abcdef")
          .tmin(1)
          .tmax(8)
          .skew(10)
          .damp(100)
          .initialBias(20)
          .delimiter('.')
          .build();

  @Test
  void punycodeParametersAreThoseOfSection5() {
    BootstringParameters p = BootstringParameters.PUNYCODE;
    assertThat(p.base()).isEqualTo(36);
    assertThat(p.tmin()).isEqualTo(1);
    assertThat(p.tmax()).isEqualTo(26);
    assertThat(p.skew()).isEqualTo(38);
    assertThat(p.damp()).isEqualTo(700);
    assertThat(p.initialBias()).isEqualTo(72);
    assertThat(p.initialN()).isEqualTo(0x80);
    assertThat(p.delimiter()).isEqualTo('-');
    assertThat(p.digits()).isEqualTo("abcdefghijklmnopqrstuvwxyz0123456789");
    assertThat(p.supportsCaseAnnotation()).isTrue();
    assertThat(Bootstring.punycode().parameters()).isSameAs(p);
  }

  @Test
  void toBuilderRebuildsEqualParameters() {
    for (BootstringParameters p :
        new BootstringParameters[] {BootstringParameters.PUNYCODE, OTHER, HEX}) {
      BootstringParameters copy = p.toBuilder().build();
      assertThat(copy).isEqualTo(p).hasSameHashCodeAs(p).hasToString(p.toString());
    }
    assertThat(OTHER).isNotEqualTo(BootstringParameters.PUNYCODE);
    assertThat(Bootstring.of(BootstringParameters.PUNYCODE.toBuilder().build()))
        .isSameAs(Bootstring.punycode());
    assertThat(Bootstring.of(OTHER)).isEqualTo(Bootstring.of(OTHER.toBuilder().build()));
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomStrings.class)
  void otherValidParameterSetsRoundTrip(RandomStrings kind) {
    Random r = new Random(99L * (kind.ordinal() + 1));
    for (BootstringParameters p : new BootstringParameters[] {OTHER, HEX}) {
      Bootstring codec = Bootstring.of(p);
      for (int length : new int[] {1, 10, 63, 200, 3000}) {
        String s = kind.string(r, length);
        String encoded = codec.encode(s);
        assertThat(encoded.chars()).allMatch(c -> c < p.initialN());
        assertThat(codec.decode(encoded)).isEqualTo(s);
      }
    }
  }

  @Test
  void tminZeroRoundTrips() {
    // RFC 3492 §4 allows tmin = 0: digits at thresholds of 0 can never end an integer.
    Bootstring codec =
        Bootstring.of(BootstringParameters.PUNYCODE.toBuilder().tmin(0).initialBias(100).build());
    Random r = new Random(0);
    for (RandomStrings kind : RandomStrings.values()) {
      for (int length : new int[] {1, 30, 500}) {
        String s = kind.string(r, length);
        assertThat(codec.decode(codec.encode(s))).isEqualTo(s);
      }
    }
  }

  @Test
  void parametersChangeTheEncoding() {
    assertThat(Bootstring.of(OTHER).encode("bücher"))
        .isNotEqualTo("bcher-kva")
        .startsWith("bcher_");
    assertThat(Bootstring.of(HEX).encode("bücher"))
        .startsWith("bcher.")
        .matches("bcher\\.[0-9a-f]+");
  }

  @Test
  void caseAnnotationWorksWhereTheDigitsAreLetters() {
    Bootstring codec = Bootstring.of(OTHER);
    assertThat(OTHER.supportsCaseAnnotation()).isTrue();
    Random r = new Random(5);
    int[] cps = RandomStrings.MIXED_WITH_ASCII.codePoints(r, 300);
    boolean[] flags = RoundTripTest.randomFlags(r, cps);
    CaseAnnotatedString decoded = codec.decodeWithCase(codec.encode(cps, flags));
    assertThat(decoded.codePoints()).containsExactly(cps);
    assertThat(decoded.uppercaseFlags()).containsExactly(flags);
  }

  @Test
  void caseAnnotationIsRefusedWhereDigitsAreNotLetters() {
    // RFC 3492 §4: digit-values 0..tmax-1 need uppercase and lowercase forms.
    assertThat(HEX.supportsCaseAnnotation()).isFalse();
    Bootstring codec = Bootstring.of(HEX);
    assertThatThrownBy(() -> codec.encode(new int[] {0xFC}, new boolean[] {true}))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> codec.decodeWithCase("0"))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void decodingIsCaseInsensitiveForLetterDigitsOfAnyInstance() {
    Bootstring codec = Bootstring.of(HEX);
    String encoded = codec.encode("日本語");
    assertThat(codec.decode(encoded.toUpperCase(java.util.Locale.ROOT))).isEqualTo("日本語");
  }

  private static void assertRejected(
      UnaryOperator<BootstringParameters.Builder> change, String messagePart) {
    BootstringParameters.Builder builder = change.apply(BootstringParameters.PUNYCODE.toBuilder());
    assertThatThrownBy(builder::build)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(messagePart);
  }

  @Test
  void section4ConstraintsAreEnforced() {
    // 0 <= tmin <= tmax <= base-1
    assertRejected(b -> b.tmin(-1), "0 <= tmin <= tmax <= base-1");
    assertRejected(b -> b.tmin(27), "0 <= tmin <= tmax <= base-1");
    assertRejected(b -> b.tmax(36), "0 <= tmin <= tmax <= base-1");
    // skew >= 1, damp >= 2
    assertRejected(b -> b.skew(0), "skew >= 1");
    assertRejected(b -> b.damp(1), "damp >= 2");
    // initial_bias mod base <= base - tmin: with tmin 2, 35 mod 36 = 35 > 36 - 2
    assertRejected(b -> b.tmin(2).initialBias(35), "initial_bias mod base <= base - tmin");
    // digits and delimiter: distinct basic code points, ASCII case ignored
    assertRejected(b -> b.digits("abcdefghijklmnopqrstuvwxyz012345678a"), "not distinct");
    assertRejected(b -> b.digits("abcdefghijklmnopqrstuvwxyz012345678A"), "not distinct");
    assertRejected(b -> b.delimiter('a'), "not distinct");
    assertRejected(b -> b.digits("abcdefghijklmnopqrstuvwxyz012345678\u00E9"), "basic code point");
    assertRejected(b -> b.delimiter('\u00E9'), "delimiter must be a basic code point");
  }

  @Test
  void constraintBoundariesThatHoldAreAccepted() {
    BootstringParameters.Builder b = BootstringParameters.PUNYCODE.toBuilder();
    assertThat(b.tmin(0).build().tmin()).isZero();
    assertThat(b.tmin(1).tmax(34).build().tmax()).isEqualTo(34);
    assertThat(b.tmax(26).skew(1).damp(2).build().damp()).isEqualTo(2);
    // initial_bias mod base = base - tmin exactly
    assertThat(b.tmin(2).initialBias(34 + 36).build().initialBias()).isEqualTo(70);
  }

  @Test
  void implementationConstraintsHaveReasons() {
    assertRejected(b -> b.tmin(0).tmax(0), "tmax must be >= 1");
    assertRejected(b -> b.tmax(35), "tmax must be <= base-2");
    assertRejected(b -> b.initialBias(-36), "initialBias must be >= 0");
    assertRejected(b -> b.initialN(0xD801), "initialN must be in 1..0xD800");
    assertRejected(
        b -> b.digits("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789").initialN(0x60),
        "both cases of letter digit");
    assertThatThrownBy(() -> BootstringParameters.PUNYCODE.toBuilder().digits(null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void largerBasicSetWorks() {
    // Latin-1 as basic code points: "bücher" is then all basic.
    Bootstring latin1 =
        Bootstring.of(BootstringParameters.PUNYCODE.toBuilder().initialN(0x100).build());
    assertThat(latin1.encode("bücher")).isEqualTo("bücher-");
    assertThat(latin1.decode(latin1.encode("bücher→"))).isEqualTo("bücher→");
  }
}
