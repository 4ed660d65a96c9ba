package org.idna4j.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays Unicode's UTS #46 conformance file {@code IdnaTestV2.txt} (Unicode 18.0.0): for every
 * line, toUnicode and toAsciiN through {@link Idna#uts46()} and toAsciiT through {@link
 * Idna#transitional()}, comparing the output (U+FFFD in ours as a wildcard, as the file header
 * allows) and the <em>exact</em> set of status codes (each problem's {@code uts46Code()}). The file
 * says an implementation need only record that some error occurred; this test holds us to the
 * codes.
 *
 * <p>Lines listed in {@code uts46/IdnaTestV2-allowlist.txt} are known deviations: their tests
 * assert that the deviation is still there, so an entry that starts passing fails the build until
 * it is removed from the list.
 */
class IdnaTestV2Test {

  private static final String FILE = "/uts46/IdnaTestV2-18.0.0.txt";
  private static final String ALLOWLIST = "/uts46/IdnaTestV2-allowlist.txt";

  private static final AtomicInteger passed = new AtomicInteger();
  private static final AtomicInteger failed = new AtomicInteger();
  private static final AtomicInteger allowlisted = new AtomicInteger();

  enum Column {
    TO_UNICODE("toUnicode"),
    TO_ASCII_N("toAsciiN"),
    TO_ASCII_T("toAsciiT");

    final String label;

    Column(String label) {
      this.label = label;
    }
  }

  @TestFactory
  Stream<DynamicTest> idnaTestV2() {
    IdnaTestV2File file = IdnaTestV2File.load(FILE);
    Map<String, String> allow = allowlist();
    return file.lines.stream()
        .flatMap(
            line ->
                Stream.of(Column.values())
                    .map(
                        col -> {
                          String key = line.lineNumber() + ":" + col.label;
                          String name =
                              "line "
                                  + line.lineNumber()
                                  + " "
                                  + col.label
                                  + ": "
                                  + IdnaTestV2File.escape(line.source());
                          return DynamicTest.dynamicTest(
                              name, () -> run(line, col, allow.get(key)));
                        }));
  }

  private static void run(IdnaTestV2File.Line line, Column col, String allowReason) {
    String expected;
    Set<String> expectedStatus;
    DomainResult r;
    switch (col) {
      case TO_UNICODE:
        expected = line.toUnicode();
        expectedStatus = line.toUnicodeStatus();
        r = Idna.uts46().toUnicode(line.source());
        break;
      case TO_ASCII_N:
        expected = line.toAsciiN();
        expectedStatus = line.toAsciiNStatus();
        r = Idna.uts46().toAscii(line.source());
        break;
      default:
        expected = line.toAsciiT();
        expectedStatus = line.toAsciiTStatus();
        r = Idna.transitional().toAscii(line.source());
        break;
    }
    Set<String> actualStatus = new TreeSet<>();
    for (IdnaProblem p : r.problems()) {
      p.error().uts46Code().ifPresent(actualStatus::add);
    }
    boolean outputOk = IdnaTestV2File.outputMatches(expected, r.output());
    boolean statusOk = actualStatus.equals(new TreeSet<>(expectedStatus));
    String report =
        "line "
            + line.lineNumber()
            + " "
            + col.label
            + "\n  source:   "
            + IdnaTestV2File.escape(line.source())
            + "\n  expected: "
            + IdnaTestV2File.escape(expected)
            + " "
            + new TreeSet<>(expectedStatus)
            + "\n  actual:   "
            + IdnaTestV2File.escape(r.output())
            + " "
            + actualStatus
            + "\n  problems: "
            + r.problems();
    if (allowReason != null) {
      allowlisted.incrementAndGet();
      assertTrue(
          !(outputOk && statusOk),
          "allowlisted line now passes; remove it from "
              + ALLOWLIST
              + " ("
              + allowReason
              + "):\n"
              + report);
      return;
    }
    if (outputOk && statusOk) {
      passed.incrementAndGet();
    } else {
      failed.incrementAndGet();
      fail(report);
    }
  }

  /** Reads {@code line:column reason} entries; {@code #} starts a comment. */
  private static Map<String, String> allowlist() {
    Map<String, String> allow = new LinkedHashMap<>();
    try (InputStream in = IdnaTestV2Test.class.getResourceAsStream(ALLOWLIST)) {
      if (in == null) {
        return allow;
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String raw;
      while ((raw = r.readLine()) != null) {
        String t = raw.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        String[] parts = t.split("\\s+", 2);
        allow.put(parts[0], parts.length > 1 ? parts[1] : "");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return allow;
  }

  @AfterAll
  static void printCounts() {
    System.out.printf(
        "IdnaTestV2-18.0.0: %d passed, %d failed, %d allowlisted (known deviations)%n",
        passed.get(), failed.get(), allowlisted.get());
  }
}
