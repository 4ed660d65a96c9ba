package org.idna4j.url;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import org.idna4j.domain.UrlDomainError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Host#toAsciiInUrl}: the examples, the authority as the basic URL parser finds it
 * without a base (URL Standard §4.4), exactly the host replaced, and problems with their offsets
 * into the whole URL.
 */
class ToAsciiInUrlTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // issue 25's examples
        "http://é@bücher.example:0080/ä?ö#ü     | http://é@xn--bcher-kva.example:0080/ä?ö#ü",
        "http://0x7f.1/                          | http://127.0.0.1/",
        // scheme case, userinfo with ':' and '@', IPv6 with a port, backslashes
        "HTTP://Bücher.EXAMPLE/Ä                 | HTTP://xn--bcher-kva.example/Ä",
        "https://a:b@c@Bücher.example/           | https://a:b@c@xn--bcher-kva.example/",
        "http://[0:0::1]:8080/x                  | http://[::1]:8080/x",
        "http://[::FFFF:127.0.0.1]/              | http://[::ffff:7f00:1]/",
        "http:\\\\Bücher.example\\path            | http:\\\\xn--bcher-kva.example\\path",
        "https:Bücher.example                    | https:xn--bcher-kva.example",
        "ws:///Bücher.example?q                  | ws:///xn--bcher-kva.example?q",
        "http://Bücher.example:/                 | http://xn--bcher-kva.example:/",
        "http://Bücher.example#frag@x            | http://xn--bcher-kva.example#frag@x",
        "http://Bücher.example?x:y@z             | http://xn--bcher-kva.example?x:y@z",
        "http://exam%70le.org/%70                | http://example.org/%70",
        "http://１２７.０.０.１/                   | http://127.0.0.1/",
        // other schemes: opaque hosts, and '\' is no slash there
        "foo://faß.example/ä                     | foo://fa%C3%9F.example/ä",
        "foo://[::0:1]:99/                       | foo://[::1]:99/",
        "git://Bücher.example/x\\y               | git://B%C3%BCcher.example/x\\y",
        // file: no port, localhost is the empty host
        "file://localhost/etc                    | file:///etc",
        "file://LOCALHOST/etc                    | file:///etc",
        "file://Bücher.example/x                 | file://xn--bcher-kva.example/x",
        "FILE:\\\\0x7f.1\\x                       | FILE:\\\\127.0.0.1\\x",
      })
  void theHostIsReplacedAndNothingElse(String url, String expected) {
    HostResult r = Host.toAsciiInUrl(url);
    assertThat(r.problems()).as(r.toString()).isEmpty();
    assertThat(r.output()).isEqualTo(expected);
    assertThat(Host.toAsciiInUrl(expected).output()).as("converting twice").isSameAs(expected);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "https://example.com/",
        "https://user:pw@www.example.com:8443/a/b?c=d#e",
        "mailto:someone@Bücher.example",
        "data:text/plain,Bücher",
        "javascript:alert(1)",
        "urn:isbn:0451450523",
        "file:///C:/Users/x",
        "file:/x",
        "file:C:/x",
        "file://C:/x",
        "file://c|/x",
        "foo:///x",
        "foo://",
        "foo:/x",
        "foo:x",
        "foo://EXAMPLE.COM/",
        "http://127.0.0.1:80/",
        "http://[2001:db8::1]/",
      })
  void urlsThatNeedNoChangeComeBackAsTheCallersInstance(String url) {
    HostResult r = Host.toAsciiInUrl(url);
    assertThat(r.isValid()).as(r.toString()).isTrue();
    assertThat(r.output()).isSameAs(url);
  }

  @Test
  void theReadmeExample() {
    HostResult r = Host.toAsciiInUrl("http://é@bücher.example:0080/ä?ö#ü");
    assertThat(r.output()).isEqualTo("http://é@xn--bcher-kva.example:0080/ä?ö#ü");
    assertThat(r.host().orElseThrow().kind()).isEqualTo(Host.Kind.DOMAIN);
    assertThat(r.host().orElseThrow().serialize()).isEqualTo("xn--bcher-kva.example");
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(tuple(UrlError.INVALID_CREDENTIALS, 8));
  }

  @Test
  void theHostsPlaceInTheInputIsGivenInCodePoints() {
    HostResult r = Host.toAsciiInUrl("http://é@bücher.example:0080/");
    assertThat(r.hostStart()).hasValue(9);
    assertThat(r.hostEnd()).hasValue(23);
    // Found for an invalid host too, so that a tool can mark it.
    HostResult bad = Host.toAsciiInUrl("https://u\uD83D\uDE00@exa mple.org/");
    assertThat(bad.isValid()).isFalse();
    assertThat(bad.hostStart()).hasValue(11);
    assertThat(bad.hostEnd()).hasValue(23);
    assertThat(Host.toAsciiInUrl("mailto:a@b").hostStart()).isEmpty();
    assertThat(Host.toAsciiInUrl("example.com").hostEnd()).isEmpty();
    HostResult empty = Host.toAsciiInUrl("file:///x");
    assertThat(empty.hostStart()).hasValue(7).isEqualTo(empty.hostEnd());
    assertThat(Host.parse("b\uD83D\uDE00.example").hostStart()).hasValue(0);
    assertThat(Host.parse("b\uD83D\uDE00.example").hostEnd()).hasValue(10);
    HostResult tabs = Host.toAsciiInUrl("http://a\tb/");
    assertThat(tabs.hostStart()).hasValue(7);
    assertThat(tabs.hostEnd()).hasValue(10);
  }

  @Test
  void aUrlWithoutAuthorityHasNoHost() {
    assertThat(Host.toAsciiInUrl("mailto:a@b.example").host()).isEmpty();
    assertThat(Host.toAsciiInUrl("data:,x").host()).isEmpty();
    // Not special, one slash: the path state, the host stays null (URL Standard §4.4).
    assertThat(Host.toAsciiInUrl("foo:/x").host()).isEmpty();
    assertThat(Host.toAsciiInUrl("foo:/x").hostStart()).isEmpty();
    assertThat(Host.toAsciiInUrl("file://c:/x").nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(UrlError.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST);
    assertThat(Host.toAsciiInUrl("https://Bücher.example/").host().orElseThrow())
        .isEqualTo(Host.parse("bücher.example").host().orElseThrow());
  }

  /**
   * A scheme that is not special followed by "//" and an empty authority has the empty host: the
   * host state host-parses the empty buffer with isOpaque, and the opaque-host parser returns the
   * empty string (URL Standard §4.4 host state step 3.4, §3.5 step 2). WPT: {@code sc://?x} and
   * {@code sc://} have href {@code sc://...}, which the serializer writes only for a host that is
   * not null.
   */
  @ParameterizedTest(name = "{0}: the empty host at {1}")
  @CsvSource({
    "git://, 6",
    "x-app:///path, 8",
    "foo://?q, 6",
    "foo://#f, 6",
    "foo:///x, 6",
    "'  foo:// ', 8",
  })
  void aSchemeThatIsNotSpecialWithAnEmptyAuthorityHasTheEmptyHost(String url, int at) {
    HostResult r = Host.toAsciiInUrl(url);
    assertThat(r.isValid()).isTrue();
    assertThat(r.host().map(Host::kind)).hasValue(Host.Kind.EMPTY);
    assertThat(r.host().orElseThrow().serialize()).isEmpty();
    assertThat(r.output()).isSameAs(url);
    assertThat(r.hostStart()).hasValue(at).isEqualTo(r.hostEnd());
  }

  /**
   * Every file URL has a host: the file state sets it to the empty host and only a file host other
   * than {@code localhost} replaces it (URL Standard §4.4 file state step 2, file host state steps
   * 1.1-1.3). So {@code file:///x} and {@code file://localhost/x}, which serialize alike, both have
   * the empty host, as do {@code file:x} and a Windows drive letter where the host would be.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "file:///x, 7, 7, file:///x",
    "file://localhost/x, 7, 16, file:///x",
    "FILE://LOCALHOST/x, 7, 16, FILE:///x",
    "file://, 7, 7, file://",
    "file:x, -1, -1, file:x",
    "file:/x, -1, -1, file:/x",
    "file:, -1, -1, file:",
    "file://c:/x, 7, 7, file://c:/x",
  })
  void everyFileUrlHasAHostTheEmptyOneWhenNoneIsGiven(
      String url, int start, int end, String output) {
    HostResult r = Host.toAsciiInUrl(url);
    assertThat(r.isValid()).isTrue();
    assertThat(r.host().map(Host::kind)).hasValue(Host.Kind.EMPTY);
    assertThat(r.output()).isEqualTo(output);
    // -1 in the table: the URL has no authority in its text, so no offsets
    assertThat(r.hostStart().orElse(-1)).isEqualTo(start);
    assertThat(r.hostEnd().orElse(-1)).isEqualTo(end);
    assertThat(Host.toAsciiInUrl("file://example.com/x").host().orElseThrow())
        .isEqualTo(Host.parse("example.com").host().orElseThrow());
  }

  @Test
  void aWindowsDriveLetterWhereTheHostWouldBeIsReportedAndStartsThePath() {
    HostResult r = Host.toAsciiInUrl("file://c:/x");
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error)
        .containsExactly(UrlError.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST);
    assertThat(r.output()).isEqualTo("file://c:/x");
  }

  @ParameterizedTest(name = "{0}: {1} at {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "example.com/x               | MISSING_SCHEME_NON_RELATIVE_URL | 0",
        "//example.com/x             | MISSING_SCHEME_NON_RELATIVE_URL | 0",
        "1http://example.com/        | MISSING_SCHEME_NON_RELATIVE_URL | 0",
        "http                        | MISSING_SCHEME_NON_RELATIVE_URL | 0",
        "http://                     | HOST_MISSING                    | 7",
        "https://:443/               | HOST_MISSING                    | 8",
        "https://user:pass@/         | HOST_MISSING                    | 18",
        "foo://@/                    | HOST_MISSING                    | 7",
        "foo://:1/                   | HOST_MISSING                    | 6",
        "https://example.org:70000/  | PORT_OUT_OF_RANGE               | 20",
        "https://example.org:65536   | PORT_OUT_OF_RANGE               | 20",
        "https://example.org:7z      | PORT_INVALID                    | 21",
        "https://example.org:1:2     | PORT_INVALID                    | 21",
        "https://example.org:-1      | PORT_INVALID                    | 20",
        "foo://example.org:1\\x      | PORT_INVALID                    | 19",
        "https://exa mple.org/       | FORBIDDEN_DOMAIN_CODE_POINT     | 11",
        "https://u@exa%23mple.org/   | FORBIDDEN_DOMAIN_CODE_POINT     | 13",
        "https://[::1/               | IPV6_UNCLOSED                   | 8",
        "https://1.2.3.4.5/          | IPV4_TOO_MANY_PARTS             | 16",
        "foo://exa<mple/             | HOST_INVALID_CODE_POINT         | 9",
        "git://host\\x/              | HOST_INVALID_CODE_POINT         | 10",
        "file://exa:mple/            | FORBIDDEN_DOMAIN_CODE_POINT     | 10",
        "file://host:80/             | FORBIDDEN_DOMAIN_CODE_POINT     | 11",
        "file://u@host/              | FORBIDDEN_DOMAIN_CODE_POINT     | 8",
      })
  void invalidUrlsReturnTheInputWithTheReason(String url, String error, int offset) {
    HostResult r = Host.toAsciiInUrl(url);
    assertThat(r.isValid()).isFalse();
    assertThat(r.output()).isSameAs(url);
    assertThat(r.host()).isEmpty();
    // UrlError and UrlDomainError constants side by side: matched by name
    assertThat(r.problems())
        .filteredOn(p -> p.error().name().equals(error))
        .extracting(IdnaProblem::offset)
        .containsExactly(offset);
  }

  @Test
  void portsAreDigitsUpTo65535WhateverTheirSpelling() {
    assertThat(Host.toAsciiInUrl("http://x:65535/").isValid()).isTrue();
    assertThat(Host.toAsciiInUrl("http://x:000000000000000000000000065535/").isValid()).isTrue();
    assertThat(Host.toAsciiInUrl("http://x:0/").isValid()).isTrue();
    assertThat(Host.toAsciiInUrl("http://x:/").isValid()).isTrue();
    assertThat(Host.toAsciiInUrl("http://x:65536/").isValid()).isFalse();
    assertThat(Host.toAsciiInUrl("http://x:99999999999999999999999/").isValid()).isFalse();
    assertThat(Host.toAsciiInUrl("http://Bücher.example:0080/").output())
        .isEqualTo("http://xn--bcher-kva.example:0080/");
  }

  @Test
  void tabsAndNewlinesAreSkippedAndTheHostsOwnAreReplacedWithIt() {
    HostResult r = Host.toAsciiInUrl("ht\ttp://B\nücher.example\r/x\ty");
    assertThat(r.output()).isEqualTo("ht\ttp://xn--bcher-kva.example\r/x\ty");
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(tuple(UrlError.INVALID_URL_UNIT, 2));
    // A problem of the host counts the URL's code points, the skipped ones included.
    HostResult bad = Host.toAsciiInUrl("http://e\tx a.example/");
    assertThat(bad.problems())
        .filteredOn(p -> p.error() == UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT)
        .extracting(IdnaProblem::offset)
        .containsExactly(10);
  }

  @Test
  void leadingAndTrailingControlsAndSpacesStayOutsideTheHost() {
    HostResult r = Host.toAsciiInUrl(" \u0000http://Bücher.example/ \u001F");
    assertThat(r.output()).isEqualTo(" \u0000http://xn--bcher-kva.example/ \u001F");
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(tuple(UrlError.INVALID_URL_UNIT, 0), tuple(UrlError.INVALID_URL_UNIT, 24));
  }

  @Test
  void offsetsCountCodePointsOfTheWholeUrl() {
    // U+1F600 in the user name is one code point (two chars).
    HostResult r = Host.toAsciiInUrl("http://\uD83D\uDE00@exa mple.com/");
    assertThat(r.problems())
        .filteredOn(p -> p.error() == UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT)
        .extracting(IdnaProblem::offset)
        .containsExactly(12);
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .startsWith(tuple(UrlError.INVALID_CREDENTIALS, 8));
  }

  @Test
  void nonFatalProblemsOfTheUrlAndTheHostInInputOrder() {
    HostResult r = Host.toAsciiInUrl("http:\\\\u@0x7F.1:0080\\");
    assertThat(r.output()).isEqualTo("http:\\\\u@127.0.0.1:0080\\");
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(
            tuple(UrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, 5),
            tuple(UrlError.INVALID_CREDENTIALS, 8),
            tuple(UrlError.IPV4_TOO_FEW_PARTS, 9),
            tuple(UrlError.IPV4_NON_DECIMAL_PART, 9));
    HostResult file = Host.toAsciiInUrl("file:\\\\x/");
    assertThat(file.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(
            tuple(UrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, 5),
            tuple(UrlError.INVALID_REVERSE_SOLIDUS, 5),
            tuple(UrlError.INVALID_REVERSE_SOLIDUS, 6));
  }

  @Test
  void aCharSequenceThatIsNoStringWorksTheSame() {
    StringBuilder sb = new StringBuilder("http://Bücher.example/");
    assertThat(Host.toAsciiInUrl(sb)).isEqualTo(Host.toAsciiInUrl("http://Bücher.example/"));
    assertThat(Host.toAsciiInUrl(new StringBuilder("mailto:x")).output()).isEqualTo("mailto:x");
  }
}
