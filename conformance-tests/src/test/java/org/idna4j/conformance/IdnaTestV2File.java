package org.idna4j.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parser for Unicode's {@code IdnaTestV2.txt}, following the format its header documents:
 *
 * <ul>
 *   <li>Seven columns separated by {@code ;}, each trimmed; {@code #} starts a comment.
 *   <li>Characters may be escaped as {@code \\uXXXX} or {@code \\x{XXXX}}; {@code ""} is the empty
 *       string.
 *   <li>Blank toUnicode = the source; blank toUnicodeStatus = [] (no errors).
 *   <li>Blank toAsciiN = the toUnicode value; blank toAsciiNStatus = the toUnicodeStatus value; an
 *       explicit {@code []} = no errors.
 *   <li>Blank toAsciiT = the toAsciiN value; blank toAsciiTStatus = the toAsciiNStatus value.
 * </ul>
 */
final class IdnaTestV2File {

  /** One test line with every blank column resolved. */
  record Line(
      int lineNumber,
      String source,
      String toUnicode,
      Set<String> toUnicodeStatus,
      String toAsciiN,
      Set<String> toAsciiNStatus,
      String toAsciiT,
      Set<String> toAsciiTStatus) {}

  private static final Pattern ESCAPE =
      Pattern.compile("\\\\u([0-9A-Fa-f]{4})|\\\\x\\{([0-9A-Fa-f]{1,6})\\}");
  private static final Pattern VERSION = Pattern.compile("^#\\s*Version:\\s*(\\S+)");

  final String version;
  final List<Line> lines;

  private IdnaTestV2File(String version, List<Line> lines) {
    this.version = version;
    this.lines = lines;
  }

  static IdnaTestV2File load(String resource) {
    try (InputStream in = IdnaTestV2File.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String version = null;
      List<Line> lines = new ArrayList<>();
      String raw;
      int number = 0;
      while ((raw = r.readLine()) != null) {
        number++;
        Matcher v = VERSION.matcher(raw);
        if (version == null && v.find()) {
          version = v.group(1);
        }
        int hash = raw.indexOf('#');
        String body = hash >= 0 ? raw.substring(0, hash) : raw;
        if (body.isBlank()) {
          continue;
        }
        lines.add(parse(number, body));
      }
      return new IdnaTestV2File(version, Collections.unmodifiableList(lines));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Line parse(int number, String body) {
    String[] cols = body.split(";", -1);
    if (cols.length < 7) {
      throw new IllegalArgumentException("line " + number + ": expected 7 columns: " + body);
    }
    String source = value(cols[0]);
    String toUnicode = cols[1].isBlank() ? source : value(cols[1]);
    Set<String> toUnicodeStatus = cols[2].isBlank() ? Set.of() : status(cols[2]);
    String toAsciiN = cols[3].isBlank() ? toUnicode : value(cols[3]);
    Set<String> toAsciiNStatus = cols[4].isBlank() ? toUnicodeStatus : status(cols[4]);
    String toAsciiT = cols[5].isBlank() ? toAsciiN : value(cols[5]);
    Set<String> toAsciiTStatus = cols[6].isBlank() ? toAsciiNStatus : status(cols[6]);
    return new Line(
        number,
        source,
        toUnicode,
        toUnicodeStatus,
        toAsciiN,
        toAsciiNStatus,
        toAsciiT,
        toAsciiTStatus);
  }

  private static String value(String col) {
    String t = col.strip();
    if (t.equals("\"\"")) {
      return "";
    }
    Matcher m = ESCAPE.matcher(t);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String hex = m.group(1) != null ? m.group(1) : m.group(2);
      int cp = Integer.parseInt(hex, 16);
      // An escaped surrogate stays a single UTF-16 code unit (ill-formed input on purpose).
      String rep = cp <= 0xFFFF ? String.valueOf((char) cp) : new String(Character.toChars(cp));
      m.appendReplacement(sb, Matcher.quoteReplacement(rep));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static Set<String> status(String col) {
    String t = col.strip();
    if (!t.startsWith("[") || !t.endsWith("]")) {
      throw new IllegalArgumentException("bad status column: " + col);
    }
    String inner = t.substring(1, t.length() - 1).strip();
    if (inner.isEmpty()) {
      return Set.of();
    }
    Set<String> codes = new TreeSet<>();
    for (String c : inner.split(",")) {
      codes.add(c.strip());
    }
    return Collections.unmodifiableSet(codes);
  }

  /**
   * Compares an actual output with an expected one, treating U+FFFD in the actual value as a
   * wildcard for one code point of the expected value (as the file header allows).
   */
  static boolean outputMatches(String expected, String actual) {
    if (expected.equals(actual)) {
      return true;
    }
    int[] e = expected.codePoints().toArray();
    int[] a = actual.codePoints().toArray();
    if (e.length != a.length) {
      return false;
    }
    for (int i = 0; i < e.length; i++) {
      if (a[i] != e[i] && a[i] != 0xFFFD) {
        return false;
      }
    }
    return true;
  }

  static String escape(String s) {
    StringBuilder sb = new StringBuilder();
    s.codePoints()
        .forEach(
            cp -> {
              if (cp >= 0x20 && cp < 0x7F) {
                sb.appendCodePoint(cp);
              } else {
                sb.append(String.format("\\x{%X}", cp));
              }
            });
    return sb.toString();
  }
}
