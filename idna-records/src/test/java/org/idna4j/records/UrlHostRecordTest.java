package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.idna4j.url.Host;
import org.idna4j.url.HostResult;
import org.junit.jupiter.api.Test;

/**
 * The {@code url_host} record: every field maps {@link Host#toAsciiInUrl} (issue 25), for every
 * host kind, a URL without an authority, and failing URLs; every record validates against its
 * schema file.
 */
class UrlHostRecordTest {

  /** URLs of every host kind, without a host, and failing before and at the host. */
  static final List<String> URLS =
      List.of(
          "http://é@bücher.example:0080/ä?ö#ü",
          "http://0x7f.1/",
          "http://[0:0::1]:8080/",
          "foo://EXAMPLE.com/",
          "file://localhost/x",
          "mailto:a@b.example",
          "https://:443/",
          "http://exa mple.org/",
          "http://ab--c.example/",
          "no scheme",
          "",
          "http://a\uD800.example/\u0001\"\\");

  @Test
  void everyRecordValidates() {
    for (String url : URLS) {
      RecordSchemaTest.assertValid(UrlHostRecord.of(url));
      RecordSchemaTest.assertValid(
          UrlHostRecord.of(
              7L, url, url, List.of(ProblemRecord.line("CRLF_LINE_END", 0, "the line ends"))));
    }
    RecordSchemaTest.assertValid(
        UrlHostRecord.of(
            1L, "\uFFFD", null, List.of(ProblemRecord.line("INVALID_UTF8", 0, "not UTF-8"))));
  }

  @Test
  void theFieldsAreTheLibrarysAnswer() {
    for (String url : URLS) {
      HostResult h = Host.toAsciiInUrl(url);
      UrlHostRecord r = UrlHostRecord.of(url);
      assertThat(r.line()).isNull();
      assertThat(r.input()).isSameAs(url);
      assertThat(r.valid()).as(url).isEqualTo(h.isValid());
      assertThat(r.output()).isEqualTo(h.output());
      assertThat(r.host()).isEqualTo(h.host().map(Host::serialize).orElse(null));
      assertThat(r.hostKind()).isEqualTo(h.host().map(x -> x.kind().name()).orElse(null));
      assertThat(r.hostStart())
          .isEqualTo(h.hostStart().isPresent() ? h.hostStart().getAsInt() : null);
      assertThat(r.hostEnd()).isEqualTo(h.hostEnd().isPresent() ? h.hostEnd().getAsInt() : null);
      assertThat(r.problems()).isEqualTo(ProblemRecord.of(h.problems()));
      assertThat(r.nonFatalProblems()).isEqualTo(ProblemRecord.of(h.nonFatalProblems()));
    }
  }

  @Test
  void theIssuesExampleWithItsHostOffsets() {
    UrlHostRecord r = UrlHostRecord.of("http://é@bücher.example:0080/ä?ö#ü");
    assertThat(r.valid()).isTrue();
    assertThat(r.output()).isEqualTo("http://é@xn--bcher-kva.example:0080/ä?ö#ü");
    assertThat(r.host()).isEqualTo("xn--bcher-kva.example");
    assertThat(r.hostKind()).isEqualTo("DOMAIN");
    // "http://é@" is 9 code points; "bücher.example" 14
    assertThat(r.hostStart()).isEqualTo(9);
    assertThat(r.hostEnd()).isEqualTo(23);
    assertThat(r.nonFatalProblems())
        .extracting(ProblemRecord::error)
        .contains("INVALID_CREDENTIALS");
    assertThat(UrlHostRecord.of("http://[0:0::1]:8080/").hostKind()).isEqualTo("IPV6");
    assertThat(UrlHostRecord.of("http://0x7f.1/").host()).isEqualTo("127.0.0.1");
    assertThat(UrlHostRecord.of("foo://EXAMPLE.com/").hostKind()).isEqualTo("OPAQUE");
    assertThat(UrlHostRecord.of("file://localhost/x").hostKind()).isEqualTo("EMPTY");
  }

  @Test
  void noAuthorityIsValidWithNoHostAndAFailedHostIsStillFound() {
    UrlHostRecord mailto = UrlHostRecord.of("mailto:a@b.example");
    assertThat(mailto.valid()).isTrue();
    assertThat(mailto.host()).isNull();
    assertThat(mailto.hostStart()).isNull();
    UrlHostRecord bad = UrlHostRecord.of("http://exa mple.org/");
    assertThat(bad.valid()).isFalse();
    assertThat(bad.host()).isNull();
    assertThat(bad.output()).isEqualTo("http://exa mple.org/");
    assertThat(bad.hostStart()).isEqualTo(7);
    assertThat(bad.hostEnd()).isEqualTo(19);
  }

  @Test
  void lineProblemsComeFirstAndANotProcessedLineHasAnEmptyOutput() {
    ProblemRecord crlf = ProblemRecord.line("CRLF_LINE_END", 20, "the line ends in CR LF");
    UrlHostRecord r =
        UrlHostRecord.of(3L, "http://exa mple.org/\r", "http://exa mple.org/", List.of(crlf));
    assertThat(r.valid()).isFalse();
    assertThat(r.line()).isEqualTo(3L);
    assertThat(r.problems().get(0)).isEqualTo(crlf);
    assertThat(r.problems()).hasSizeGreaterThan(1);
    ProblemRecord utf8 = ProblemRecord.line("INVALID_UTF8", 0, "not UTF-8");
    UrlHostRecord skipped = UrlHostRecord.of(4L, "\uFFFD", null, List.of(utf8));
    assertThat(skipped.valid()).isFalse();
    assertThat(skipped.output()).isEmpty();
    assertThat(skipped.hostStart()).isNull();
    assertThat(skipped.problems()).containsExactly(utf8);
  }
}
