package org.idna4j.display;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.idna4j.label.RestrictionLevel;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays Firefox's {@code test_idn_urls.js} ({@code firefox-idn-urls.tsv}) against {@link
 * DisplayPolicy#firefox} at the three profiles the test covers, as the test does: the name and its
 * punycode form, each with {@code .com} appended, display as the name where the profile's column is
 * true and as the punycode form where it is false.
 */
class FirefoxTableTest {

  private static final String UNCOMMON =
      "Unicode 18 data (ICU4J 79.1): Identifier_Type=Uncommon_Use, so Identifier_Status=Restricted,"
          + " which Firefox's GetIdentifierType rejects; the table predates that data:";

  private static final String BOPOMOFO =
      "Unicode 18 data (ICU4J 79.1): the Bopomofo letters are Identifier_Type=Limited_Use, so"
          + " Identifier_Status=Restricted; Firefox's GetIdentifierType rejects a Restricted"
          + " character, and its test table predates that data";

  /**
   * Rows (by name; the rows' true columns) where this policy shows something else than Firefox's
   * table, each with its reason; {@link #everyDisagreementStillDisagrees} fails when one starts to
   * agree.
   */
  static final Map<String, String> DISAGREEMENTS =
      Map.ofEntries(
          Map.entry("注音符号bopomofoㄅㄆㄇㄈ", BOPOMOFO),
          Map.entry("注音符号ㄅㄆㄇㄈbopomofo", BOPOMOFO),
          Map.entry("bopomofo注音符号ㄅㄆㄇㄈ", BOPOMOFO),
          Map.entry("bopomofoㄅㄆㄇㄈ注音符号", BOPOMOFO),
          Map.entry("ㄅㄆㄇㄈ注音符号bopomofo", BOPOMOFO),
          Map.entry("ㄅㄆㄇㄈbopomofo注音符号", BOPOMOFO),
          Map.entry("注音符号ㄅbopomofo", BOPOMOFO),
          Map.entry("ㄅbopomofo注音符号", BOPOMOFO),
          Map.entry("𠀀𠀁𠀂", UNCOMMON + " U+20000..U+20002 (CJK Extension B)"),
          Map.entry("䕮䕵䕶䕱.ascii", UNCOMMON + " U+456E U+4575 U+4576 U+4571 (CJK Extension A)"),
          Map.entry("ascii.䕮䕵䕶䕱", UNCOMMON + " CJK Extension A"),
          Map.entry("中国123.䕮䕵䕶䕱", UNCOMMON + " CJK Extension A"),
          Map.entry("䕮䕵䕶䕱.中国123", UNCOMMON + " CJK Extension A"),
          Map.entry("xn--accountlogin.䕮䕵䕶䕱", UNCOMMON + " CJK Extension A"),
          Map.entry("䕮䕵䕶䕱.xn--accountlogin", UNCOMMON + " CJK Extension A"));

  static final RestrictionLevel[] LEVELS = {
    RestrictionLevel.ASCII,
    RestrictionLevel.HIGHLY_RESTRICTIVE,
    RestrictionLevel.MODERATELY_RESTRICTIVE
  };

  record Row(String name, String punycode, String[] expected) {}

  static List<Row> rows() {
    List<Row> rows = new ArrayList<>();
    for (String line : TestData.lines("firefox-idn-urls.tsv")) {
      String[] f = line.split("\t", -1);
      rows.add(new Row(TestData.unescape(f[0]), f[1], new String[] {f[2], f[3], f[4]}));
    }
    return rows;
  }

  static String key(Row row, RestrictionLevel level) {
    return row.name();
  }

  /** What Firefox's test expects for one input; null when the column is "-". */
  static String expected(Row row, int column) {
    String e = row.expected()[column];
    if (e.equals("-")) {
      return null;
    }
    String url = row.name() + ".com";
    String punycodeUrl = row.punycode() + ".com";
    if (!punycodeUrl.startsWith("xn--") && !punycodeUrl.contains(".xn--")) {
      return punycodeUrl; // the name normalizes to ASCII
    }
    return e.equals("true") ? url : punycodeUrl;
  }

  @TestFactory
  Stream<DynamicTest> firefoxTable() {
    List<DynamicTest> tests = new ArrayList<>();
    for (Row row : rows()) {
      for (int i = 0; i < LEVELS.length; i++) {
        String want = expected(row, i);
        RestrictionLevel level = LEVELS[i];
        if (want == null
            || (DISAGREEMENTS.containsKey(key(row, level)) && "true".equals(row.expected()[i]))) {
          continue;
        }
        DisplayPolicy policy = DisplayPolicy.firefox(level);
        tests.add(
            DynamicTest.dynamicTest(
                key(row, level) + " " + level,
                () -> {
                  assertThat(policy.toDisplay(row.name() + ".com")).isEqualTo(want);
                  assertThat(policy.toDisplay(row.punycode() + ".com")).isEqualTo(want);
                }));
      }
    }
    return tests.stream();
  }

  @Test
  void everyDisagreementStillDisagrees() {
    for (Row row : rows()) {
      for (int i = 0; i < LEVELS.length; i++) {
        if (DISAGREEMENTS.containsKey(key(row, LEVELS[i])) && "true".equals(row.expected()[i])) {
          assertThat(DisplayPolicy.firefox(LEVELS[i]).toDisplay(row.name() + ".com"))
              .as(key(row, LEVELS[i]))
              .isNotEqualTo(expected(row, i));
        }
      }
    }
  }
}
