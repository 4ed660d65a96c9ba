package org.idna4j.url;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays web-platform-tests' {@code url/resources/urltestdata.json} (see {@code
 * wpt/PROVENANCE.md}) for every case whose host the base URL cannot change: every case without a
 * base, and every case whose input, once tabs and newlines and leading and trailing C0 controls and
 * spaces are removed, starts with a scheme and {@code //} (the basic URL parser then reaches the
 * authority state whatever the base is, URL Standard §4.4 scheme state, special relative or
 * authority state, path or authority state, file slash state).
 *
 * <p>For each case: {@link Host#toAsciiInUrl} fails exactly where the URL parser fails (and then
 * returns the caller's input); otherwise its output is the input with one run of code points
 * replaced by the expected {@code hostname} and nothing else touched, that run parses with {@link
 * Host#parse} (special schemes) or {@link Host#parseOpaque} (others) to the same hostname, an
 * unchanged output is the caller's own instance, and converting the output again changes nothing.
 */
class UrlTestDataTest {

  /** A scheme and "//", as the basic URL parser reads it (§4.4 scheme start and scheme states). */
  private static final Pattern SCHEME_AND_AUTHORITY =
      Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*://");

  private static final Set<String> SPECIAL =
      Set.of("ftp:", "file:", "http:", "https:", "ws:", "wss:");

  record Case(int index, JsonNode node) {
    String input() {
      return node.get("input").asText();
    }

    boolean failure() {
      return node.has("failure") && node.get("failure").asBoolean();
    }

    boolean hostIndependentOfBase() {
      if (node.get("base").isNull()) {
        return true;
      }
      return SCHEME_AND_AUTHORITY.matcher(cleaned(input())).find();
    }

    @Override
    public String toString() {
      return "#" + index + " " + escape(input());
    }
  }

  static List<Case> cases() throws IOException {
    ObjectMapper json = new ObjectMapper();
    List<Case> out = new ArrayList<>();
    try (InputStream in = UrlTestDataTest.class.getResourceAsStream("/wpt/urltestdata.json")) {
      JsonNode root = json.readTree(in);
      for (int i = 0; i < root.size(); i++) {
        if (root.get(i).isObject()) {
          out.add(new Case(i, root.get(i)));
        }
      }
    }
    return out;
  }

  /** The input as the basic URL parser's steps 1-3 leave it. */
  static String cleaned(String s) {
    int b = 0;
    int e = s.length();
    while (b < e && s.charAt(b) <= 0x20) {
      b++;
    }
    while (e > b && s.charAt(e - 1) <= 0x20) {
      e--;
    }
    return s.substring(b, e).replaceAll("[\t\n\r]", "");
  }

  @Test
  void theCopyHoldsTheCasesWeExpect() throws IOException {
    List<Case> all = cases();
    long replayed = all.stream().filter(Case::hostIndependentOfBase).count();
    // The file's size as copied (PROVENANCE.md); a different copy changes these numbers.
    assertThat(all).hasSize(891);
    assertThat(replayed).isEqualTo(671);
  }

  @TestFactory
  Stream<DynamicTest> everyCaseWhoseHostTheBaseCannotChange() throws IOException {
    return cases().stream()
        .filter(Case::hostIndependentOfBase)
        .map(c -> DynamicTest.dynamicTest(c.toString(), () -> replay(c)));
  }

  private static void replay(Case c) {
    String input = c.input();
    HostResult r = Host.toAsciiInUrl(input);
    if (c.failure()) {
      assertThat(r.isValid()).as("the URL parser fails: %s", r).isFalse();
      assertThat(r.output()).isSameAs(input);
      assertThat(r.host()).isEmpty();
      return;
    }
    assertThat(r.problems()).as("the URL parser succeeds: %s", r).isEmpty();
    String hostname = c.node().get("hostname").asText();
    boolean special = SPECIAL.contains(c.node().get("protocol").asText());
    String output = r.output();
    int span = replacedSpan(input, output, hostname, special);
    assertThat(span)
        .as("output %s is the input with one run replaced by %s", escape(output), hostname)
        .isGreaterThanOrEqualTo(0);
    // The URL serializer writes "//" after the scheme exactly when the host is not null (URL
    // Standard §4.5 step 2), so href tells a null host from the empty host, which hostname cannot.
    String href = c.node().get("href").asText();
    String protocol = c.node().get("protocol").asText();
    boolean hasHost = href.startsWith("//", protocol.length());
    assertThat(r.host().isPresent())
        .as("a host exactly when href %s has '//' after the scheme", href)
        .isEqualTo(hasHost);
    if (!hasHost) {
      assertThat(hostname).isEmpty();
    } else if (hostname.isEmpty()) {
      assertThat(r.host().map(Host::kind)).hasValue(Host.Kind.EMPTY);
    } else {
      assertThat(r.host()).isPresent();
      assertThat(r.host().get().serialize()).isEqualTo(hostname);
    }
    if (output.equals(input)) {
      assertThat(output).isSameAs(input);
    }
    if (r.hostStart().isPresent()) {
      // hostStart() and hostEnd() say which code points were replaced.
      int start = input.offsetByCodePoints(0, r.hostStart().getAsInt());
      int end = input.offsetByCodePoints(0, r.hostEnd().getAsInt());
      assertThat(input.substring(0, start) + hostname + input.substring(end))
          .as("the run hostStart()..hostEnd() replaced")
          .isEqualTo(output);
    }
    HostResult again = Host.toAsciiInUrl(output);
    assertThat(again.output()).as("converting twice").isSameAs(output);
  }

  /**
   * The start of the run of {@code input} that {@code output} replaces by {@code hostname} (the
   * rest of the two strings equal), or -1; where the run is not empty, it must also parse to {@code
   * hostname} with the host parser of its scheme ("localhost" of a file URL to "").
   */
  static int replacedSpan(String input, String output, String hostname, boolean special) {
    int removed = input.length() - (output.length() - hostname.length());
    if (removed < 0) {
      return -1;
    }
    for (int i = 0; i + hostname.length() <= output.length() && i <= input.length(); i++) {
      if (!input.regionMatches(0, output, 0, i)) {
        return -1; // the common prefix ends before i
      }
      if (i + removed > input.length()
          || !output.startsWith(hostname, i)
          || !input.regionMatches(
              i + removed, output, i + hostname.length(), input.length() - i - removed)) {
        continue;
      }
      String run = input.substring(i, i + removed).replaceAll("[\t\n\r]", "");
      if (run.isEmpty() && hostname.isEmpty()) {
        return i;
      }
      HostResult parsed = special ? Host.parse(run) : Host.parseOpaque(run);
      String expected = special && hostname.isEmpty() ? "localhost" : hostname;
      if (parsed.isValid() && parsed.output().equals(expected)) {
        return i;
      }
    }
    return -1;
  }

  static String escape(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 || (c >= 0x7F && c < 0xA0) || Character.isSurrogate(c)) {
        sb.append(String.format("\\u%04X", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
