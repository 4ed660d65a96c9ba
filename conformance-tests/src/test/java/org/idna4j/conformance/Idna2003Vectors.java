package org.idna4j.conformance;

import java.util.List;

/**
 * The IDNA2003 test vectors of draft-josefsson-idn-test-vectors-00 (February 2003), as parsed into
 * the TSV resources under {@code idna2003/} (same format as the RFC 3492 resources, read with
 * {@link Rfc3492Tsv}).
 *
 * <ul>
 *   <li>{@code draft-josefsson-nameprep-vectors.tsv}, §4: columns {@code section}, {@code title},
 *       {@code input_codepoints}, {@code input}, {@code expected_output}, {@code expected} ({@code
 *       ok} or {@code error}), {@code draft_note}.
 *   <li>{@code draft-josefsson-idna-vectors.tsv}, §5: columns {@code section}, {@code title},
 *       {@code input_codepoints}, {@code input}, {@code toascii_output}.
 * </ul>
 *
 * <p>Flags: the draft's §7 C structures run every Nameprep vector with AllowUnassigned except 4.43,
 * which sets {@code STRINGPREP_NO_UNASSIGNED}; the §5 ToASCII vectors use no flag.
 */
public final class Idna2003Vectors {

  static final String NAMEPREP = "/idna2003/draft-josefsson-nameprep-vectors.tsv";
  static final String TOASCII = "/idna2003/draft-josefsson-idna-vectors.tsv";

  /**
   * One Nameprep vector. {@code expectedOutput} is {@code null} when the vector expects an error.
   */
  public record Nameprep(
      String section, String title, String input, String expectedOutput, boolean allowUnassigned) {}

  /** One ToASCII vector. */
  public record ToAscii(String section, String title, String input, String expectedOutput) {}

  private Idna2003Vectors() {}

  public static List<Nameprep> nameprep() {
    return Rfc3492Tsv.read(NAMEPREP).stream()
        .map(
            r ->
                new Nameprep(
                    r.get("section"),
                    r.get("title"),
                    Rfc3492Tsv.unescape(r.get("input")),
                    "ok".equals(r.get("expected"))
                        ? Rfc3492Tsv.unescape(r.get("expected_output"))
                        : null,
                    // draft §7: "Unassigned code point U+E0002" runs with STRINGPREP_NO_UNASSIGNED
                    !"4.43".equals(r.get("section"))))
        .toList();
  }

  public static List<ToAscii> toAscii() {
    return Rfc3492Tsv.read(TOASCII).stream()
        .map(
            r ->
                new ToAscii(
                    r.get("section"),
                    r.get("title"),
                    Rfc3492Tsv.unescape(r.get("input")),
                    r.get("toascii_output")))
        .toList();
  }
}
