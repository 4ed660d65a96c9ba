package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The Nameprep vectors of draft-josefsson-idn-test-vectors-00 §4 through the idna2003 profile's own
 * Nameprep step (RFC 3490 §4.1 step 2), one dynamic test per vector.
 *
 * <p>The Nameprep step is package-private engine code, tested here in its own module: ToASCII skips
 * Nameprep for all-ASCII labels (RFC 3490 §4.1 step 1), so vectors such as 4.2 "CAFE" cannot be
 * observed through the public API. (conformance-tests replays the same vectors through the public
 * API where they can be observed.)
 *
 * <p>Data: {@code idna2003/draft-josefsson-nameprep-vectors.tsv}, whose comment lines give its
 * provenance and format: UTF-8, {@code #} comments, a header line, tab-separated columns {@code
 * section}, {@code title}, {@code input_codepoints}, {@code input}, {@code expected_output}, {@code
 * expected} ({@code ok} or {@code error}), {@code draft_note}; in strings printable ASCII is
 * literal, a backslash is {@code \\} and every other code point <code>&#92;u{HEX}</code>. The
 * draft's §7 runs every vector with AllowUnassigned except 4.43, which sets {@code
 * STRINGPREP_NO_UNASSIGNED}.
 */
class Idna2003NameprepVectorsTest {

  private static final String VECTORS = "/idna2003/draft-josefsson-nameprep-vectors.tsv";

  /** One vector; {@code expectedOutput} is {@code null} when the vector expects an error. */
  record Vector(
      String section, String title, String input, String expectedOutput, boolean allowUnassigned) {}

  @TestFactory
  Stream<DynamicTest> nameprepVectors() throws IOException {
    List<Vector> vectors = read();
    assertThat(vectors).hasSizeGreaterThan(40);
    return vectors.stream()
        .map(
            v ->
                DynamicTest.dynamicTest(
                    v.section() + " " + v.title(),
                    () -> {
                      Idna2003Engine engine = new Idna2003Engine(v.allowUnassigned(), false);
                      List<IdnaProblem> problems = new ArrayList<>();
                      String output = engine.nameprep(v.input(), problems);
                      if (v.expectedOutput() != null) {
                        assertThat(problems).isEmpty();
                        assertThat(output).isEqualTo(v.expectedOutput());
                      } else {
                        assertThat(output).isNull();
                        assertThat(problems).isNotEmpty();
                        assertThat(problems)
                            .extracting(IdnaProblem::error)
                            .containsOnly(expectedError(v.title()));
                      }
                    }));
  }

  /** The failure each erroneous vector's title names (RFC 3491 §5, §6, §7). */
  private static IdnaError expectedError(String title) {
    if (title.startsWith("Bidi")) {
      return IdnaError.NAMEPREP_BIDI; // RFC 3454 §6
    }
    if (title.startsWith("Unassigned")) {
      return IdnaError.NAMEPREP_UNASSIGNED; // RFC 3454 §7, Table A.1
    }
    return IdnaError.NAMEPREP_PROHIBITED; // RFC 3454 §5, Appendix C
  }

  private static List<Vector> read() throws IOException {
    InputStream in = Idna2003NameprepVectorsTest.class.getResourceAsStream(VECTORS);
    if (in == null) {
      throw new IllegalStateException("missing test resource " + VECTORS);
    }
    List<Vector> vectors = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      List<String> header = null;
      for (String line; (line = r.readLine()) != null; ) {
        if (line.startsWith("#") || line.isEmpty()) {
          continue;
        }
        List<String> cells = Arrays.asList(line.split("\t", -1));
        if (header == null) {
          header = cells;
          continue;
        }
        assertThat(cells).as(line).hasSameSizeAs(header);
        String section = cells.get(header.indexOf("section"));
        boolean ok = "ok".equals(cells.get(header.indexOf("expected")));
        vectors.add(
            new Vector(
                section,
                cells.get(header.indexOf("title")),
                unescape(cells.get(header.indexOf("input"))),
                ok ? unescape(cells.get(header.indexOf("expected_output"))) : null,
                // draft §7: "Unassigned code point U+E0002" runs with STRINGPREP_NO_UNASSIGNED
                !"4.43".equals(section)));
      }
    }
    return vectors;
  }

  /** Decodes the string escapes: {@code \\} and <code>&#92;u{HEX}</code>. */
  private static String unescape(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        out.append(c);
      } else if (s.startsWith("\\\\", i)) {
        out.append('\\');
        i++;
      } else if (s.startsWith("\\u{", i)) {
        int close = s.indexOf('}', i);
        out.appendCodePoint(Integer.parseInt(s.substring(i + 3, close), 16));
        i = close;
      } else {
        throw new IllegalArgumentException("bad escape at " + i + " in " + s);
      }
    }
    return out.toString();
  }
}
