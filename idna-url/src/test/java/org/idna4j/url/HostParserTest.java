package org.idna4j.url;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.idna4j.domain.UrlDomainError;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The host parser (URL Standard §3.5) through {@link Host#parse} and {@link Host#parseOpaque}: the
 * standard's own parse-serialize table, percent-decoding, lone surrogates, the opaque-host parser,
 * and the problems with their offsets. The IPv4 and IPv6 parsers have their own tables ({@link
 * Ipv4Test}, {@link Ipv6Test}).
 */
class HostParserTest {

  /** The example table of URL Standard §3 "Hosts (domains and IP addresses)". */
  @ParameterizedTest(name = "{0} -> {1} | {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "EXAMPLE.COM       | example.com        | EXAMPLE.COM",
        "example%2Ecom     | example.com        | example%2Ecom",
        "faß.example       | xn--fa-hia.example | fa%C3%9F.example",
        "0                 | 0.0.0.0            | 0",
        "%30               | 0.0.0.0            | %30",
        "0x                | 0.0.0.0            | 0x",
        "0xffffffff        | 255.255.255.255    | 0xffffffff",
        "[0:0::1]          | [::1]              | [::1]",
        "[0:0::1%5D        | FAILURE            | FAILURE",
        "[0:0::%31]        | FAILURE            | FAILURE",
        "09                | FAILURE            | 09",
        "example.255       | FAILURE            | example.255",
        "example^example   | FAILURE            | FAILURE",
      })
  void theStandardsParseSerializeTable(String input, String notOpaque, String opaque) {
    check(Host.parse(input), input, notOpaque);
    check(Host.parseOpaque(input), input, opaque);
  }

  private static void check(HostResult r, String input, String expected) {
    if (expected.equals("FAILURE")) {
      assertThat(r.isValid()).as(r.toString()).isFalse();
      assertThat(r.host()).isEmpty();
      assertThat(r.output()).isSameAs(input);
      assertThat(r.problems()).isNotEmpty();
    } else {
      assertThat(r.problems()).as(r.toString()).isEmpty();
      assertThat(r.output()).isEqualTo(expected);
      assertThat(r.host().orElseThrow().serialize()).isEqualTo(expected);
      assertThat(r.host().orElseThrow().toString()).isEqualTo(expected);
    }
  }

  @Test
  void kindsOfHost() {
    assertThat(Host.parse("Bücher.example").host().orElseThrow().kind())
        .isEqualTo(Host.Kind.DOMAIN);
    assertThat(Host.parse("127.1").host().orElseThrow().kind()).isEqualTo(Host.Kind.IPV4);
    assertThat(Host.parse("[::1]").host().orElseThrow().kind()).isEqualTo(Host.Kind.IPV6);
    assertThat(Host.parseOpaque("[::1]").host().orElseThrow().kind()).isEqualTo(Host.Kind.IPV6);
    assertThat(Host.parseOpaque("x").host().orElseThrow().kind()).isEqualTo(Host.Kind.OPAQUE);
    assertThat(Host.parseOpaque("").host().orElseThrow().kind()).isEqualTo(Host.Kind.EMPTY);
    assertThat(Host.parseOpaque("").output()).isEmpty();
  }

  @Test
  void theEmptyStringIsNoDomain() {
    // Host parser step 3 asserts a non-empty input; run anyway, the domain parser fails (step 7).
    HostResult r = Host.parse("");
    assertThat(r.isValid()).isFalse();
    assertThat(r.problems()).extracting(IdnaProblem::error).contains(IdnaError.EMPTY_NAME);
  }

  @Test
  void anUnchangedHostIsTheCallersInstance() {
    String ascii = "www.example.com";
    assertThat(Host.parse(ascii).output()).isSameAs(ascii);
    String opaque = "EXAMPLE.com";
    assertThat(Host.parseOpaque(opaque).output()).isSameAs(opaque);
    String ip = "192.168.0.1";
    assertThat(Host.parse(ip).output()).isSameAs(ip);
    String invalid = "exa mple.com";
    assertThat(Host.parse(invalid).output()).isSameAs(invalid);
  }

  @Test
  void aCharSequenceThatIsNoStringWorksTheSame() {
    assertThat(Host.parse(new StringBuilder("Bücher.example")))
        .isEqualTo(Host.parse("Bücher.example"));
    assertThat(Host.parseOpaque(new StringBuilder("faß"))).isEqualTo(Host.parseOpaque("faß"));
    assertThat(Host.parse(new StringBuilder("exa mple")).output()).isEqualTo("exa mple");
  }

  @Test
  void percentDecodingIsReportedAndOffsetsPointAtThePercentSign() {
    HostResult r = Host.parse("exam%70le.org");
    assertThat(r.output()).isEqualTo("example.org");
    assertThat(r.nonFatalProblems())
        .containsExactly(
            new IdnaProblem(
                UrlError.DOMAIN_PERCENT_ENCODED,
                IdnaProblem.NAME_LEVEL,
                4,
                "the host is percent-decoded before it is read as a domain"));
    // "exa%23mple.org" decodes to "exa#mple.org": '#' is forbidden, at the '%' that encodes it.
    HostResult hash = Host.parse("exa%23mple.org");
    assertThat(hash.isValid()).isFalse();
    assertThat(hash.problems())
        .filteredOn(p -> p.error() == UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT)
        .extracting(IdnaProblem::offset)
        .containsExactly(3);
    // A code point after a multi-byte percent-encoded one: "%C3%A9" (é) is one code point of the
    // decoded domain, at input offset 0; the space in the next (ASCII) label is decoded offset 3,
    // input offset 8. (In a label that is not ASCII, the domain parser puts a forbidden code point
    // at the label's start: see the idna-domain README.)
    HostResult after = Host.parse("%C3%A9.x y");
    assertThat(after.problems())
        .filteredOn(p -> p.error() == UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT)
        .extracting(IdnaProblem::offset)
        .containsExactly(8);
  }

  @Test
  void percentEncodedUtf8IsDecodedAsTheStandardsUtf8Decoder() {
    assertThat(Host.parse("%F0%9F%98%80.example").output())
        .isEqualTo(Host.parse("\uD83D\uDE00.example").output())
        .startsWith("xn--");
    assertThat(Host.parse("b%C3%BCcher.example").output()).isEqualTo("xn--bcher-kva.example");
    // Ill-formed UTF-8 becomes U+FFFD, which the domain parser rejects.
    for (String bad : List.of("%C3", "%FF.example", "%ED%A0%80", "%C0%AE", "a%E2%82")) {
      assertThat(Host.parse(bad).isValid()).as(bad).isFalse();
    }
    // Encoding Standard §9.1.1: each maximal ill-formed subsequence is one U+FFFD.
    assertThat(Decoded.of("%E2%82x").text.toString()).isEqualTo("\uFFFDx");
    assertThat(Decoded.of("%F0%9F%98").text.toString()).isEqualTo("\uFFFD");
    assertThat(Decoded.of("%C0%AE").text.toString()).isEqualTo("\uFFFD\uFFFD");
    assertThat(Decoded.of("%ED%A0%80").text.toString()).isEqualTo("\uFFFD\uFFFD\uFFFD");
    assertThat(Decoded.of("%F4%90%80%80").text.toString()).isEqualTo("\uFFFD".repeat(4));
    assertThat(Decoded.of("a%FFb").text.toString()).isEqualTo("a\uFFFDb");
    // No BOM is removed ("without BOM"), and '%' without two hex digits stays.
    assertThat(Decoded.of("%EF%BB%BFa%4").text.toString()).isEqualTo("\uFEFFa%4");
    // Offsets after ill-formed bytes still point into the input: the space is at input offset 8.
    HostResult r = Host.parse("%E2%82.x y");
    assertThat(r.problems())
        .filteredOn(p -> p.error() == UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT)
        .extracting(IdnaProblem::offset)
        .containsExactly(8);
  }

  @Test
  void loneSurrogatesAreReadAsTheReplacementCharacter() {
    assertThat(Host.parse("a\uD800b").isValid()).isFalse();
    assertThat(Host.parse("a\uD800b").problems())
        .extracting(IdnaProblem::error)
        .isEqualTo(Host.parse("a\uFFFDb").problems().stream().map(IdnaProblem::error).toList());
    assertThat(Host.parseOpaque("a\uD800b").output()).isEqualTo("a%EF%BF%BDb");
    assertThat(Host.parseOpaque("a\uDC00").output()).isEqualTo("a%EF%BF%BD");
    // A pair is one code point, not two replacement characters.
    assertThat(Host.parseOpaque("\uD83D\uDE00").output()).isEqualTo("%F0%9F%98%80");
  }

  @Test
  void theOpaqueHostParser() {
    // Step 1: a forbidden host code point fails, reported once at its offset.
    HostResult bad = Host.parseOpaque("exa[mple.org");
    assertThat(bad.problems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(UrlError.HOST_INVALID_CODE_POINT, 3));
    for (String c :
        List.of(
            "\u0000", "\t", "\n", "\r", " ", "#", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^",
            "|")) {
      assertThat(Host.parseOpaque("a" + c + "b").isValid())
          .as("U+%04X", (int) c.charAt(0))
          .isFalse();
    }
    // '%' is no forbidden host code point here (unlike a domain), nor are C0 controls other than
    // NUL, TAB, LF and CR; the controls are percent-encoded.
    assertThat(Host.parseOpaque("a%b").output()).isEqualTo("a%b");
    assertThat(Host.parseOpaque("a\u0001b\u007F").output()).isEqualTo("a%01b%7F");
    // Steps 2 and 3: a code point that is no URL code point, and a '%' without two hex digits,
    // are reported without failing.
    HostResult units = Host.parseOpaque("a%zb\u0001");
    assertThat(units.isValid()).isTrue();
    assertThat(units.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(UrlError.INVALID_URL_UNIT, 1),
            org.assertj.core.groups.Tuple.tuple(UrlError.INVALID_URL_UNIT, 4));
    assertThat(Host.parseOpaque("a%41\uFDD0").nonFatalProblems())
        .extracting(IdnaProblem::offset)
        .containsExactly(4);
    assertThat(Host.parseOpaque("a%41é").nonFatalProblems()).isEmpty();
  }

  @Test
  void problemsArePositionedAndInInputOrder() {
    HostResult r = Host.parse("a b.ex<ample");
    assertThat(r.problems())
        .filteredOn(p -> p.error() == UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT)
        .extracting(IdnaProblem::offset)
        .containsExactly(1, 6);
    assertThat(r.problems()).isSortedAccordingTo(Findings.INPUT_ORDER);
    // Non-fatal problems of the domain parser are passed on: HYPHEN_3_4 in a valid host.
    HostResult hyphens = Host.parse("ab--c.example");
    assertThat(hyphens.isValid()).isTrue();
    assertThat(hyphens.nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(IdnaError.HYPHEN_3_4);
  }

  @Test
  void hostsAreValuesComparedByKindAndSerialization() {
    Host a = Host.parse("EXAMPLE.com").host().orElseThrow();
    Host b = Host.parse("example.COM").host().orElseThrow();
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    // The same text as a domain and as an opaque host are different hosts.
    Host opaque = Host.parseOpaque("example.com").host().orElseThrow();
    assertThat(a.serialize()).isEqualTo(opaque.serialize());
    assertThat(a).isNotEqualTo(opaque);
    assertThat(Host.parse("0x7f.1").host()).isEqualTo(Host.parse("127.0.0.1").host());
  }

  @Test
  void resultsAreValues() {
    assertThat(Host.parse("a.b")).isEqualTo(Host.parse("a.b")).hasSameHashCodeAs(Host.parse("a.b"));
    assertThat(Host.parse("a.b")).isNotEqualTo(Host.parse("a.c"));
    assertThat(Host.parse("0x7f.1").toString())
        .contains("IPV4", "127.0.0.1", "IPV4_NON_DECIMAL_PART");
    assertThat(Host.parse("a.b").problems()).isUnmodifiable();
    assertThat(Host.parse("0x7f.1").nonFatalProblems()).isUnmodifiable();
  }
}
