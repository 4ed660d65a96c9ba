package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.idna4j.label.IdnaError;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The edge table of idna-domain/MIGRATION.md ("Edges: empty names, dots and lengths"): every row
 * under each of the four flag combinations (ALLOW_UNASSIGNED × USE_STD3_ASCII_RULES), with the
 * expectation computed here from the real {@code java.net.IDN}. {@link IDN} must return what
 * java.net.IDN returns (or throw where it throws), except for the rows in {@link #ON_PURPOSE},
 * which are the documented security differences; for those the test checks that java.net.IDN really
 * accepts the name and that {@link IDN} rejects it with the listed error.
 */
class IDNEdgeTableTest {

  private static final String L63 = "a".repeat(63);
  private static final String N253 = (L63 + ".").repeat(3) + "a".repeat(61);
  private static final String N254 = N253 + "b";

  /** The rows of the table, by the name MIGRATION.md gives them. */
  private static final Map<String, String> ROWS = new LinkedHashMap<>();

  static {
    ROWS.put("empty", "");
    ROWS.put("root", ".");
    ROWS.put("U+3002 alone", "\u3002");
    ROWS.put("U+FF0E alone", "\uFF0E");
    ROWS.put("U+FF61 alone", "\uFF61");
    ROWS.put("..", "..");
    ROWS.put("leading dot", ".a");
    ROWS.put("trailing dot", "a.");
    ROWS.put("trailing U+3002", "a\u3002");
    ROWS.put("empty label inside", "a..b");
    ROWS.put("two trailing dots", "a..");
    ROWS.put("63-octet label", L63);
    ROWS.put("64-octet label", L63 + "a");
    ROWS.put("63-octet label, trailing dot", L63 + ".");
    ROWS.put("253-octet name", N253);
    ROWS.put("253-octet name, trailing dot", N253 + ".");
    ROWS.put("254-octet name", N254);
    ROWS.put("254-octet name, trailing dot", N254 + ".");
    ROWS.put("xn--", "xn--");
    ROWS.put("xn--a", "xn--a");
  }

  /** The differences on purpose: row, and the error {@link IDN} reports instead of passing it. */
  private static final Map<String, IdnaError> ON_PURPOSE =
      Map.of(
          "254-octet name", IdnaError.NAME_TOO_LONG, // RFC 1034 §3.1, UTS #46 VerifyDnsLength
          "254-octet name, trailing dot", IdnaError.NAME_TOO_LONG,
          "xn--", IdnaError.EMPTY_PUNYCODE, // UTS #46 §4 step 4.3: fake A-label
          "xn--a", IdnaError.DISALLOWED); // decodes to U+0080: fake A-label

  private static final int[] FLAGS = {
    0,
    IDN.ALLOW_UNASSIGNED,
    IDN.USE_STD3_ASCII_RULES,
    IDN.ALLOW_UNASSIGNED | IDN.USE_STD3_ASCII_RULES
  };

  /** java.net.IDN's answer: the output, or null when it throws IllegalArgumentException. */
  private static String jdk(String input, int flags) {
    try {
      return java.net.IDN.toASCII(input, flags);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  @TestFactory
  Stream<DynamicTest> toAsciiIsTheJdksExceptOnPurpose() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<String, String> row : ROWS.entrySet()) {
      for (int flags : FLAGS) {
        String input = row.getValue();
        tests.add(
            DynamicTest.dynamicTest(
                row.getKey() + ", flags " + flags,
                () -> {
                  String expected = jdk(input, flags);
                  IdnaError reason = ON_PURPOSE.get(row.getKey());
                  if (reason != null && expected != null) {
                    assertThatThrownBy(() -> IDN.toASCII(input, flags))
                        .isInstanceOfSatisfying(
                            IdnaException.class,
                            e -> assertThat(e.result().errors()).contains(reason));
                  } else if (expected == null) {
                    assertThatThrownBy(() -> IDN.toASCII(input, flags))
                        .isInstanceOf(IllegalArgumentException.class);
                  } else {
                    assertThat(IDN.toASCII(input, flags)).isEqualTo(expected);
                  }
                }));
      }
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> toUnicodeIsTheJdksOnEveryRow() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<String, String> row : ROWS.entrySet()) {
      for (int flags : FLAGS) {
        String input = row.getValue();
        tests.add(
            DynamicTest.dynamicTest(
                row.getKey() + ", flags " + flags,
                () ->
                    assertThat(IDN.toUnicode(input, flags))
                        .isEqualTo(java.net.IDN.toUnicode(input, flags))));
      }
    }
    return tests.stream();
  }

  /** Each difference on purpose is one: java.net.IDN accepts the row under some flags. */
  @Test
  void everyDifferenceOnPurposeIsReal() {
    for (String row : ON_PURPOSE.keySet()) {
      assertThat(ROWS).containsKey(row);
      boolean jdkAccepts = false;
      for (int flags : FLAGS) {
        jdkAccepts |= jdk(ROWS.get(row), flags) != null;
      }
      assertThat(jdkAccepts).as(row).isTrue();
    }
  }

  @Test
  void theRowsHaveTheirLengths() {
    assertThat(L63).hasSize(63);
    assertThat(N253).hasSize(253);
    assertThat(N254).hasSize(254);
    // the cases, spelled out
    assertThat(IDN.toASCII("")).isEqualTo("");
    assertThat(IDN.toASCII(".")).isEqualTo(".");
    assertThat(IDN.toASCII("\u3002")).isEqualTo(".");
    assertThat(IDN.toASCII("\u3002", IDN.USE_STD3_ASCII_RULES)).isEqualTo(".");
  }
}
