package org.idna4j.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the RFC 3492 TSV test resources under {@code rfc3492/}.
 *
 * <p>Format (documented in each file's comment lines): UTF-8; lines starting with {@code #} are
 * comments; the first other line is the header; columns are separated by tabs. In string columns
 * printable ASCII is literal, a backslash is written {@code \\} and every other code point (space
 * included) <code>&#92;u{HEX}</code>. Code point lists are space-separated {@code u+HEX} (lowercase
 * flag) or {@code U+HEX} (uppercase flag, RFC 3492 Appendix A).
 */
final class Rfc3492Tsv {

  /** One data row: the header's column names and this row's cells. */
  record Row(int lineNumber, List<String> header, List<String> cells) {
    String get(String column) {
      int i = header.indexOf(column);
      if (i < 0) {
        throw new IllegalArgumentException("no column " + column + " in " + header);
      }
      return cells.get(i);
    }
  }

  private Rfc3492Tsv() {}

  static List<Row> read(String resource) {
    InputStream in = Rfc3492Tsv.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("missing test resource " + resource);
    }
    List<Row> rows = new ArrayList<>();
    List<String> header = null;
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      int lineNumber = 0;
      for (String line; (line = r.readLine()) != null; ) {
        lineNumber++;
        if (line.startsWith("#") || line.isEmpty()) {
          continue;
        }
        List<String> cells = Arrays.asList(line.split("\t", -1));
        if (header == null) {
          header = cells;
        } else if (cells.size() != header.size()) {
          throw new IllegalStateException(
              resource
                  + " line "
                  + lineNumber
                  + ": "
                  + cells.size()
                  + " cells, header has "
                  + header.size());
        } else {
          rows.add(new Row(lineNumber, header, cells));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return rows;
  }

  /** Decodes the string escapes: {@code \\} and <code>&#92;u{HEX}</code>. */
  static String unescape(String s) {
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
        int cp = Integer.parseInt(s.substring(i + 3, close), 16);
        if (Character.isBmpCodePoint(cp)) {
          out.append((char) cp); // keeps lone surrogates, which the bad-input vectors need
        } else {
          out.appendCodePoint(cp);
        }
        i = close;
      } else {
        throw new IllegalArgumentException("bad escape at " + i + " in " + s);
      }
    }
    return out.toString();
  }

  /** Parses a {@code u+HEX U+HEX ...} list into code points. */
  static int[] codePoints(String list) {
    return Arrays.stream(list.trim().split(" +"))
        .mapToInt(t -> Integer.parseInt(t.substring(2), 16))
        .toArray();
  }

  /** Parses a {@code u+HEX U+HEX ...} list into case flags: {@code U+} is uppercase. */
  static boolean[] uppercaseFlags(String list) {
    String[] tokens = list.trim().split(" +");
    boolean[] flags = new boolean[tokens.length];
    for (int i = 0; i < tokens.length; i++) {
      if (tokens[i].startsWith("U+")) {
        flags[i] = true;
      } else if (!tokens[i].startsWith("u+")) {
        throw new IllegalArgumentException("not u+HEX or U+HEX: " + tokens[i]);
      }
    }
    return flags;
  }
}
