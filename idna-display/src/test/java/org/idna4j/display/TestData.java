package org.idna4j.display;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the test resources: comment lines start with {@code #}; C++-style escapes decoded. */
final class TestData {
  private TestData() {}

  /** The non-comment lines of a resource of this package, in order. */
  static List<String> lines(String resource) {
    List<String> lines = new ArrayList<>();
    try (InputStream in = TestData.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing " + resource);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.startsWith("#")) {
          lines.add(line);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines;
  }

  /** Decodes {@code \\uXXXX} and {@code \\UXXXXXXXX} as the C++ and JavaScript sources write. */
  static String unescape(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); ) {
      char c = s.charAt(i);
      if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'u') {
        b.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
        i += 6;
      } else if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'U') {
        b.appendCodePoint(Integer.parseInt(s.substring(i + 2, i + 10), 16));
        i += 10;
      } else {
        b.append(c);
        i++;
      }
    }
    return b.toString();
  }
}
