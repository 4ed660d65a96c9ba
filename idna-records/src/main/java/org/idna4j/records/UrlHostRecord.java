package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.url.Host;
import org.idna4j.url.HostResult;

/**
 * The host of one URL converted in place ({@link Host#toAsciiInUrl}): {@code idna url-host --format
 * jsonl}, {@code idna check --url --format jsonl}, {@code GET /api/v1/url-host} and Spark's {@code
 * idna_url_host}. {@link #of(Long, String, String, List)} is the one mapping every face runs.
 *
 * <p>The host offsets are code points of {@code input}, as every offset of the vocabulary is; they
 * are set whenever the URL parser reached the host, also when the host is invalid (so that a tool
 * can mark it), and null when the URL has no authority ({@code mailto:}) or fails before its host
 * (no scheme).
 *
 * @param line the 1-based line of the URL (CLI bulk input); null where there is none
 * @param input the URL as given (an undecodable line as decoded with U+FFFD)
 * @param valid whether there are no problems
 * @param output the URL with its host converted; the URL unchanged when invalid; empty when the
 *     input was not processed
 * @param host the host's serialization ({@link Host#serialize()}), or null when there is no valid
 *     host
 * @param hostKind the host's {@link Host.Kind} name ({@code DOMAIN}, {@code IPV4}, {@code IPV6},
 *     {@code OPAQUE}, {@code EMPTY}), or null when there is no valid host
 * @param hostStart the code-point offset of the host in {@code input}, or null
 * @param hostEnd the code-point offset just after the host in {@code input}, or null
 * @param problems the input's own problems, then the URL's, in input order
 * @param nonFatalProblems the URL Standard's validation errors that do not fail the URL
 */
public record UrlHostRecord(
    @FieldDoc(
            value = "1-based line of the URL in bulk input; null where there is none",
            nullable = true)
        Long line,
    @FieldDoc("the URL as given") String input,
    @FieldDoc("whether there are no problems") boolean valid,
    @FieldDoc(
            "the URL with its host converted; the input unchanged when invalid;"
                + " empty when the input was not processed")
        String output,
    @FieldDoc(value = "the host's serialization; null when there is no valid host", nullable = true)
        String host,
    @FieldDoc(
            value = "DOMAIN, IPV4, IPV6, OPAQUE or EMPTY; null when there is no valid host",
            nullable = true)
        String hostKind,
    @FieldDoc(
            value =
                "code-point offset of the host in the input (also of an invalid host);"
                    + " null when the URL has no authority or fails before its host",
            nullable = true)
        Integer hostStart,
    @FieldDoc(
            value = "code-point offset just after the host in the input; or null",
            nullable = true)
        Integer hostEnd,
    @FieldDoc("every problem, in input order") List<ProblemRecord> problems,
    @FieldDoc("URL Standard validation errors that do not fail the URL")
        List<ProblemRecord> nonFatalProblems)
    implements Shaped {

  /** The record type {@code url_host}. */
  public static final Shape SHAPE =
      Shape.of(
          UrlHostRecord.class,
          "url_host",
          "The host of one URL converted in place (URL Standard host parser): the converted URL,"
              + " the host, where it stands in the input, and every problem.");

  /**
   * Converts the host of one URL.
   *
   * <p><b>Security considerations:</b> as {@link Host#toAsciiInUrl}: linear in the URL's length,
   * never throws on bad data; the record repeats the input, so a caller bounds what it accepts.
   *
   * @param url the URL
   * @return the record, with no line
   * @throws NullPointerException if {@code url} is null
   */
  public static UrlHostRecord of(String url) {
    return of(null, url, url, List.of());
  }

  /**
   * Converts the host of one input whose URL may have been refused before (the CLI's line
   * problems): the input's problems come first and make it invalid.
   *
   * @param line the 1-based line, or null
   * @param input the input as given
   * @param url the URL to convert, or null when the input is not processed
   * @param inputProblems the input's own problems, before the URL's
   * @return the record
   */
  public static UrlHostRecord of(
      Long line, String input, String url, List<ProblemRecord> inputProblems) {
    if (url == null) {
      return new UrlHostRecord(
          line,
          input,
          inputProblems.isEmpty(),
          "",
          null,
          null,
          null,
          null,
          List.copyOf(inputProblems),
          List.of());
    }
    HostResult r = Host.toAsciiInUrl(url);
    List<ProblemRecord> problems = inputProblems;
    if (!r.isValid()) {
      List<ProblemRecord> all = new ArrayList<>(inputProblems);
      all.addAll(ProblemRecord.of(r.problems()));
      problems = all;
    }
    Host h = r.host().orElse(null);
    return new UrlHostRecord(
        line,
        input,
        problems.isEmpty(),
        r.output(),
        h == null ? null : h.serialize(),
        h == null ? null : h.kind().name(),
        r.hostStart().isPresent() ? r.hostStart().getAsInt() : null,
        r.hostEnd().isPresent() ? r.hostEnd().getAsInt() : null,
        List.copyOf(problems),
        ProblemRecord.of(r.nonFatalProblems()));
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
