package org.idna4j.url;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Hostile input is normal input: hosts and URLs of a million characters, of every shape that makes
 * a parser loop, backtrack or report a problem per character, are answered without an exception,
 * with a bounded list of problems, each within a generous timeout ({@code
 * assertTimeoutPreemptively}, since a {@code @Timeout} on a test factory would not cover its
 * dynamic tests) that a quadratic path (10<sup>12</sup> steps) could not meet. No other timing is
 * asserted.
 */
class MillionCharacterInputTest {

  private static final int N = 1_000_000;

  /** At most this many problems in a result: the domain parser's caps plus a few per URL. */
  private static final int MAX_PROBLEMS = 3 * IdnaProblem.MAX_LISTED + 100;

  record Input(String name, String text, Function<String, HostResult> entry) {}

  static List<Input> inputs() {
    Function<String, HostResult> parse = Host::parse;
    Function<String, HostResult> opaque = Host::parseOpaque;
    Function<String, HostResult> url = Host::toAsciiInUrl;
    return List.of(
        new Input("host of letters", "a".repeat(N), parse),
        new Input("host of dots", ".".repeat(N), parse),
        new Input("host of digits and dots", "1.".repeat(N / 2), parse),
        new Input("one huge decimal number", "9".repeat(N), parse),
        new Input("one huge octal number", "0".repeat(N), parse),
        new Input("one huge hex number", "0x" + "f".repeat(N), parse),
        new Input("host of percent-encoded bytes", "%41".repeat(N / 3), parse),
        new Input("host of ill-formed UTF-8", "%FF".repeat(N / 3), parse),
        new Input("host of spaces", " ".repeat(N), parse),
        new Input("host of lone surrogates", "\uD800".repeat(N), parse),
        new Input("host of U+00E9", "é".repeat(N), parse),
        new Input("IPv6 of pieces", "[" + "1:".repeat(N / 2) + "]", parse),
        new Input("IPv6 of colons", "[" + ":".repeat(N) + "]", parse),
        new Input("IPv6 unclosed", "[" + "1".repeat(N), parse),
        new Input("IPv6 with IPv4 dots", "[::" + "1.".repeat(N / 2) + "]", parse),
        new Input("opaque host of U+00E9", "é".repeat(N), opaque),
        new Input("opaque host of controls", "\u0001".repeat(N), opaque),
        new Input("opaque host of lone percent signs", "%".repeat(N), opaque),
        new Input("opaque host of lone surrogates", "\uDC00".repeat(N), opaque),
        new Input("URL with a long host", "http://" + "a".repeat(N) + "/", url),
        new Input("URL with a long Unicode host", "http://" + "é".repeat(N) + "/", url),
        new Input("URL of at signs", "http://" + "@".repeat(N), url),
        new Input("URL of slashes", "http:" + "/".repeat(N), url),
        new Input("URL of backslashes", "http:" + "\\".repeat(N), url),
        new Input("URL of tabs", "http://" + "\t".repeat(N) + "x", url),
        new Input("URL host with tabs", "http://" + "a\t".repeat(N / 2) + "/", url),
        new Input("URL host with spaces and tabs", "http://" + "a \t".repeat(N / 3), url),
        new Input("URL with a long port", "http://x:" + "0".repeat(N), url),
        new Input("URL with long user info", "http://" + "u:".repeat(N / 2) + "@x/", url),
        new Input("URL of spaces", " ".repeat(N), url),
        new Input("URL scheme only", "a".repeat(N) + ":", url),
        new Input("URL with no scheme", "1".repeat(N), url),
        new Input("URL with a long path", "http://x/" + "ä".repeat(N), url),
        new Input("URL with a long IPv6", "http://[" + "1:".repeat(N / 2) + "]/", url),
        new Input("URL with brackets", "http://" + "[".repeat(N), url),
        new Input("opaque URL", "foo://" + "é".repeat(N), url),
        new Input("file URL", "file://" + "é".repeat(N), url));
  }

  /**
   * Per input: generous for a shared 2-core machine (the slowest shape, a million dots through the
   * domain parser, takes about 10 s there), hours short of what quadratic work would need.
   */
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  @TestFactory
  Stream<DynamicTest> aMillionCharactersAreAnsweredInLinearTime() {
    return inputs().stream()
        .map(
            in ->
                DynamicTest.dynamicTest(
                    in.name(),
                    () -> {
                      HostResult r =
                          assertTimeoutPreemptively(TIMEOUT, () -> in.entry().apply(in.text()));
                      assertThat(r.output()).isNotNull();
                      assertThat(r.problems().size() + r.nonFatalProblems().size())
                          .isLessThanOrEqualTo(MAX_PROBLEMS);
                      if (!r.isValid()) {
                        assertThat(r.output()).isSameAs(in.text());
                      }
                    }));
  }
}
