package org.idna4j.email;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Million-character inputs of every shape the parser branches on are answered in linear time (the
 * generous timeout catches a quadratic blow-up: a million squared is hours), never throw, and list
 * a bounded number of problems.
 */
class HostileInputTest {

  private static final int N = 1_000_000;

  /** The cap of our own problems, the first of each other error, the domain's, and the marker. */
  private static final int MOST_LISTED =
      2 * (IdnaProblem.MAX_LISTED + IdnaError.values().length + EmailError.values().length) + 2;

  private static final List<EmailOptions> OPTIONS =
      List.of(
          EmailOptions.defaults(),
          EmailOptions.rfc5321().toBuilder().displayName(true).build(),
          EmailOptions.builder().eai(EmailOptions.Eai.ASCII).build(),
          EmailOptions.builder().eai(EmailOptions.Eai.IDN_DOMAIN).build());

  record Shape(String name, IntFunction<String> make) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static final List<Shape> SHAPES =
      List.of(
          new Shape("long local part", n -> "a".repeat(n) + "@example.com"),
          new Shape("long domain", n -> "a@" + "b".repeat(n) + ".com"),
          new Shape("many labels", n -> "a@" + "b.".repeat(n / 2) + "com"),
          new Shape("many dots", n -> ".".repeat(n) + "@" + ".".repeat(n)),
          new Shape("many at signs", n -> "@".repeat(n)),
          new Shape("many quotes", n -> "\"".repeat(n) + "@x.com"),
          new Shape("open quote", n -> "\"" + "a".repeat(n)),
          new Shape("quoted", n -> "\"" + "a ".repeat(n / 2) + "\"@example.com"),
          new Shape("escapes", n -> "\"" + "\\".repeat(n) + "\"@example.com"),
          new Shape("angle brackets", n -> "<".repeat(n) + "a@b.com" + ">".repeat(n)),
          new Shape("display name", n -> "a.".repeat(n / 2) + " <a@example.com>"),
          new Shape("combining marks", n -> "\u0301".repeat(n) + "@" + "\u0301".repeat(n)),
          new Shape("< and marks", n -> "<\u0338".repeat(n / 2) + "@example.com"),
          new Shape("NFC specials", n -> "\u037E".repeat(n) + "@example.com"),
          new Shape("non-ASCII", n -> "é".repeat(n) + "@" + "ü".repeat(n) + ".com"),
          new Shape("supplementary", n -> "\uD835\uDC9C(".repeat(n / 3) + "@\uD83D\uDE09.com"),
          new Shape("lone surrogates", n -> "\uD800".repeat(n) + "@" + "\uDC00".repeat(n)),
          new Shape("unsafe", n -> "\u200D".repeat(n) + "@" + "\u202E".repeat(n)),
          new Shape("literal", n -> "a@[" + "1.".repeat(n / 2) + "]"),
          new Shape("IPv6 literal", n -> "a@[IPv6:" + "1:".repeat(n / 2) + "]"),
          new Shape("A-labels", n -> "a@" + "xn--a.".repeat(n / 6) + "com"),
          new Shape("fullwidth", n -> "ａ".repeat(n) + "＠" + "ｂ".repeat(n)));

  static Stream<Shape> shapes() {
    return SHAPES.stream();
  }

  @ParameterizedTest
  @MethodSource("shapes")
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aMillionCharactersOfEveryShape(Shape shape) {
    String input = shape.make().apply(N);
    int codePoints = input.codePointCount(0, input.length());
    for (EmailOptions options : OPTIONS) {
      EmailResult r = EmailAddress.parse(input, options);
      assertThat(r.isValid()).as(shape.name()).isFalse();
      assertThat(r.problems()).hasSizeLessThanOrEqualTo(MOST_LISTED);
      assertThat(r.problems()).allSatisfy(p -> assertThat(p.offset()).isBetween(0, codePoints));
      assertThat(r.normalized()).isSameAs(input);
    }
  }
}
