package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.idna4j.psl.PublicSuffixList;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays the Public Suffix List's own tests (publicsuffix/list {@code tests/}, same commit as the
 * bundled list; see {@code psl/PROVENANCE.md}) in both of their forms, one dynamic test per line:
 * {@code checkPublicSuffix(domain, expected)} in {@code test_psl.txt} and {@code domain expected}
 * in {@code tests.txt}. The expected value is the registrable domain; {@code null} means none (and
 * a {@code null} domain is a null input).
 */
class PslOfficialTestsTest {

  private static final PublicSuffixList PSL = PublicSuffixList.bundled();
  private static final int CASES = 78;

  // test_psl.txt: checkPublicSuffix('domain', 'expected'); with null for either
  private static final Pattern CHECK =
      Pattern.compile("checkPublicSuffix\\((null|'[^']*'), (null|'[^']*')\\);");

  private record Case(int line, String domain, String expected) {}

  private static List<Case> read(String resource, boolean jsForm) throws IOException {
    List<Case> cases = new ArrayList<>();
    try (InputStream in = PslOfficialTestsTest.class.getResourceAsStream("/psl/" + resource);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      int lineNumber = 0;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        lineNumber++;
        if (line.isBlank() || line.startsWith("//")) {
          continue;
        }
        String domain;
        String expected;
        if (jsForm) {
          Matcher m = CHECK.matcher(line);
          assertThat(m.matches()).as("%s line %d: %s", resource, lineNumber, line).isTrue();
          domain = unquote(m.group(1));
          expected = unquote(m.group(2));
        } else {
          String[] parts = line.split(" ");
          assertThat(parts).as("%s line %d: %s", resource, lineNumber, line).hasSize(2);
          domain = parts[0].equals("null") ? null : parts[0];
          expected = parts[1].equals("null") ? null : parts[1];
        }
        cases.add(new Case(lineNumber, domain, expected));
      }
    }
    return cases;
  }

  private static String unquote(String token) {
    return token.equals("null") ? null : token.substring(1, token.length() - 1);
  }

  private static Stream<DynamicTest> replay(String resource, boolean jsForm) throws IOException {
    return read(resource, jsForm).stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    resource + ":" + c.line() + " " + c.domain() + " -> " + c.expected(),
                    () -> {
                      assertThat(PSL.registrableDomain(c.domain()))
                          .isEqualTo(Optional.ofNullable(c.expected()));
                      if (c.expected() != null) {
                        // the registrable domain is its own registrable domain
                        assertThat(PSL.registrableDomain(c.expected())).hasValue(c.expected());
                      }
                    }));
  }

  @TestFactory
  Stream<DynamicTest> testPslTxt() throws IOException {
    return replay("test_psl.txt", true);
  }

  @TestFactory
  Stream<DynamicTest> testsTxt() throws IOException {
    return replay("tests.txt", false);
  }

  @Test
  void bothFormsHoldTheSame78Cases() throws IOException {
    List<Case> js = read("test_psl.txt", true);
    List<Case> plain = read("tests.txt", false);
    assertThat(js).hasSize(CASES);
    assertThat(plain).hasSize(CASES);
    for (int i = 0; i < CASES; i++) {
      assertThat(plain.get(i).domain()).isEqualTo(js.get(i).domain());
      assertThat(plain.get(i).expected()).isEqualTo(js.get(i).expected());
    }
  }
}
