package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays web-platform-tests' {@code url/resources/toascii.json} (see {@code
 * src/test/resources/wpt/PROVENANCE.md}) through {@link Idna#whatwgUrl()}, the way wpt's harness
 * runs it through the URL parser: percent-decode and UTF-8 decode the host (URL Standard §3.5 host
 * parser steps 4-5), run the domain parser with beStrict = false, and hand a result that ends in a
 * number to the IPv4 parser. An entry's {@code output} is the expected host, or {@code null} for
 * failure.
 *
 * <p>The copy predates whatwg/url pull request 914 (2026): the entries of {@link
 * #CHANGED_BY_WHATWG_URL_914} expect failure, which the current domain parser (step 5: an ASCII
 * domain is returned lowercased whatever ToASCII says) no longer gives; for those the expectation
 * is the lowercased input, as in the updated wpt file.
 */
class WptToAsciiTest {

  /**
   * The ASCII inputs whose ToASCII fails and which contain no forbidden domain code point: the file
   * (before wpt pull request 60476) expects failure, the current URL Standard returns them
   * lowercased. Written out, not computed, so that a newer copy of the file shows up here.
   */
  static final Set<String> CHANGED_BY_WHATWG_URL_914 =
      Set.of(
          "xn--a",
          "xn--a.xn--zca",
          "xn--ls8h=",
          "xn--1ug.example",
          "xn--a-yoc",
          "xn--zn7c.com",
          "xn--");

  /**
   * Entries where IDNA4J knowingly gives another answer than the file, with the reason. Each is
   * asserted to still differ, so the list cannot go stale.
   */
  static final Map<String, String> KNOWN_DEVIATIONS =
      Map.of(
          "1.\u064A",
          "the file expects 1.xn--mhb; IDNA4J fails it with BIDI_FIRST_CHARACTER (B1): the"
              + " name is a Bidi domain name (RFC 5893 §1.4, an AL character) and its label \"1\""
              + " starts with EN, against RFC 5893 §2 rule 1, as IdnaTestV2-18.0.0.txt line 454"
              + " (0a.\u05D0 -> [B1]) requires of UTS #46 ToASCII with CheckBidi");

  /** One entry: input and expected output (null for failure). */
  record Entry(String comment, String input, String output) {}

  static List<Entry> entries() {
    List<Entry> out = new ArrayList<>();
    for (Object item : (List<?>) new Json(read("/wpt/toascii.json")).value()) {
      if (item instanceof Map<?, ?> m) { // strings between the objects are comments
        out.add(
            new Entry(
                (String) m.get("comment"), (String) m.get("input"), (String) m.get("output")));
      }
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> everyEntry() {
    List<Entry> entries = entries();
    assertThat(entries).hasSize(47);
    return entries.stream()
        .map(
            e ->
                DynamicTest.dynamicTest(
                    describe(e.input()),
                    () -> {
                      String expected =
                          CHANGED_BY_WHATWG_URL_914.contains(e.input())
                              ? e.input().toLowerCase(Locale.ROOT)
                              : e.output();
                      if (KNOWN_DEVIATIONS.containsKey(e.input())) {
                        assertThat(hostParser(e.input()))
                            .as(KNOWN_DEVIATIONS.get(e.input()))
                            .isNotEqualTo(expected);
                        assertThat(Idna.whatwgUrl().toAscii(e.input()).errors())
                            .containsExactly(org.idna4j.label.IdnaError.BIDI_FIRST_CHARACTER);
                        return;
                      }
                      assertThat(hostParser(e.input())).as(describe(e.input())).isEqualTo(expected);
                    }));
  }

  /**
   * The list of changed entries is not stale: each is in the file, ASCII, and expects failure
   * there.
   */
  @Test
  void theChangedEntriesAreTheFilesAsciiFailures() {
    Map<String, String> byInput = new LinkedHashMap<>();
    for (Entry e : entries()) {
      byInput.put(e.input(), e.output());
    }
    for (String input : CHANGED_BY_WHATWG_URL_914) {
      assertThat(byInput).containsKey(input);
      assertThat(byInput.get(input)).as(input).isNull();
      assertThat(input.chars().allMatch(c -> c < 0x80)).as(input).isTrue();
      // and the strict domain parser (beStrict = true) still fails on them
      assertThat(Idna.whatwgUrlStrict().toAscii(input).isValid()).as(input).isFalse();
    }
    // the examples among them
    assertThat(hostParser("xn--a")).isEqualTo("xn--a");
    assertThat(hostParser("xn--a.xn--zca")).isEqualTo("xn--a.xn--zca");
    assertThat(hostParser("xn--1ug.example")).isEqualTo("xn--1ug.example");
    assertThat(hostParser("xn--a.ß")).isNull();
  }

  /**
   * URL Standard §3.5 host parser for a special URL's domain, steps 4-9: percent-decode, UTF-8
   * decode, the domain parser (beStrict = false), and the IPv4 parser for a result that ends in a
   * number (which fails on every such entry of the file: none is an IPv4 address).
   *
   * @return the host, or null for failure
   */
  static String hostParser(String input) {
    String domain = new String(percentDecode(input), StandardCharsets.UTF_8);
    DomainResult r = Idna.whatwgUrl().toAscii(domain);
    if (!r.isValid()) {
      return null;
    }
    String ascii = r.output();
    if (endsInANumber(ascii)) {
      boolean ipv4 = true;
      for (String part : ascii.split("\\.")) {
        ipv4 &= !part.isEmpty() && part.chars().allMatch(c -> c >= '0' && c <= '9');
      }
      assertThat(ipv4).as("an IPv4 address in toascii.json: " + ascii).isFalse();
      return null; // the IPv4 parser: a non-numeric part is a failure
    }
    return ascii;
  }

  /** URL Standard §3.5 "ends in a number checker". */
  private static boolean endsInANumber(String s) {
    List<String> parts = new ArrayList<>(List.of(s.split("\\.", -1)));
    if (parts.size() > 1 && parts.get(parts.size() - 1).isEmpty()) {
      parts.remove(parts.size() - 1);
    }
    String last = parts.get(parts.size() - 1);
    return last.matches("[0-9]+") || last.matches("0[xX][0-9A-Fa-f]*");
  }

  /** URL Standard §1.3 "percent-decode" of the UTF-8 encoding of {@code s}. */
  private static byte[] percentDecode(String s) {
    byte[] in = s.getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream out = new ByteArrayOutputStream(in.length);
    for (int i = 0; i < in.length; i++) {
      if (in[i] == '%'
          && i + 2 < in.length
          && Character.digit(in[i + 1], 16) >= 0
          && Character.digit(in[i + 2], 16) >= 0) {
        out.write(Character.digit(in[i + 1], 16) * 16 + Character.digit(in[i + 2], 16));
        i += 2;
      } else {
        out.write(in[i]);
      }
    }
    return out.toByteArray();
  }

  private static String describe(String s) {
    StringBuilder b = new StringBuilder();
    s.codePoints()
        .forEach(
            cp ->
                b.append(
                    cp >= 0x20 && cp < 0x7F
                        ? String.valueOf((char) cp)
                        : String.format("\\u{%X}", cp)));
    return b.length() > 80 ? b.substring(0, 77) + "..." : b.toString();
  }

  private static String read(String resource) {
    try (InputStream in =
        Objects.requireNonNull(WptToAsciiTest.class.getResourceAsStream(resource), resource)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A reader for the JSON of RFC 8259 that the file uses: arrays, objects, strings (with the
   * escapes of §7), {@code null}, {@code true} and {@code false}; numbers are not needed.
   */
  static final class Json {
    private final String s;
    private int i;

    Json(String s) {
      this.s = s;
    }

    Object value() {
      skipSpace();
      char c = s.charAt(i);
      switch (c) {
        case '[':
          {
            i++;
            List<Object> list = new ArrayList<>();
            skipSpace();
            if (s.charAt(i) == ']') {
              i++;
              return list;
            }
            do {
              list.add(value());
              skipSpace();
            } while (s.charAt(i++) == ',');
            return list;
          }
        case '{':
          {
            i++;
            Map<String, Object> map = new LinkedHashMap<>();
            skipSpace();
            if (s.charAt(i) == '}') {
              i++;
              return map;
            }
            do {
              skipSpace();
              String key = (String) value();
              skipSpace();
              expect(':');
              map.put(key, value());
              skipSpace();
            } while (s.charAt(i++) == ',');
            return map;
          }
        case '"':
          return string();
        default:
          for (String word : new String[] {"null", "true", "false"}) {
            if (s.startsWith(word, i)) {
              i += word.length();
              return word.equals("null") ? null : Boolean.valueOf(word);
            }
          }
          throw new IllegalArgumentException("unexpected '" + c + "' at " + i);
      }
    }

    private String string() {
      expect('"');
      StringBuilder b = new StringBuilder();
      for (char c = s.charAt(i++); c != '"'; c = s.charAt(i++)) {
        if (c != '\\') {
          b.append(c);
          continue;
        }
        char e = s.charAt(i++);
        switch (e) {
          case 'u':
            b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
            i += 4;
            break;
          case 'n':
            b.append('\n');
            break;
          case 't':
            b.append('\t');
            break;
          case 'r':
            b.append('\r');
            break;
          case 'b':
            b.append('\b');
            break;
          case 'f':
            b.append('\f');
            break;
          default:
            b.append(e); // " \ /
        }
      }
      return b.toString();
    }

    private void expect(char c) {
      if (s.charAt(i++) != c) {
        throw new IllegalArgumentException("expected '" + c + "' at " + (i - 1));
      }
    }

    private void skipSpace() {
      while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
        i++;
      }
    }
  }
}
