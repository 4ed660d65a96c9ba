package org.idna4j.lgr;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;

/** Loads the LGRs under src/test/resources/lgr (see PROVENANCE.md there) and small inline ones. */
final class TestLgrs {

  private static final ConcurrentHashMap<String, Lgr> CACHE = new ConcurrentHashMap<>();

  static final String LATIN = "rz-lgr-5/lgr-5-latin-script-26may22-en.xml";
  static final String COMMON = "rz-lgr-5/lgr-5-common-26may22-en.xml";

  private TestLgrs() {}

  static InputStream resource(String path) {
    InputStream in = TestLgrs.class.getResourceAsStream("/lgr/" + path);
    if (in == null) {
      throw new IllegalArgumentException("no test resource " + path);
    }
    return in;
  }

  static String text(String path) {
    try (InputStream in = resource(path)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Lgr file(String path) {
    return CACHE.computeIfAbsent(
        path,
        p -> {
          try (InputStream in = resource(p)) {
            return Lgr.parse(in);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }

  static Lgr xml(String xml) {
    try {
      return Lgr.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    } catch (LgrFormatException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  /** Wraps data and rules in a minimal RFC 7940 document. */
  static String doc(String data, String rules) {
    return "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><meta><unicode-version>11.0.0</unicode-version></meta>"
        + "<data>"
        + data
        + "</data><rules>"
        + rules
        + "</rules></lgr>";
  }

  /** "0061 0062" -> "ab". */
  static String cps(String hex) {
    StringBuilder sb = new StringBuilder();
    for (String h : hex.trim().split("\\s+")) {
      if (!h.isEmpty()) {
        sb.appendCodePoint(Integer.parseInt(h, 16));
      }
    }
    return sb.toString();
  }

  /** "ab" -> "0061 0062". */
  static String hex(String s) {
    List<String> out = new ArrayList<>();
    s.codePoints().forEach(cp -> out.add(String.format(Locale.ROOT, "%04X", cp)));
    return String.join(" ", out);
  }

  static String hex(int[] cps) {
    return hex(new String(cps, 0, cps.length));
  }
}
