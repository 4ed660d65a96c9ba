package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The IDNA2008 classification of the registration profile (RFC 5892 §3, computed by {@link Rfc5892}
 * from ICU4J's Unicode 18 data) against the UTS #46 mapping table's IDNA2008 annotations, {@code
 * IdnaMappingTable-18.0.0.txt} (UTS #46 §5).
 *
 * <p>Format (UTS #46 §5, "IDNA Mapping Table"): {@code #} starts a comment; each data line is
 * {@code code point or range ; status [; mapping] [; IDNA2008 status]}. For status {@code valid},
 * the fourth field is empty when the code points are valid under IDNA2008 too, {@code NV8} when
 * IDNA2008 disallows them (mostly symbols and punctuation) and {@code XV8} when IDNA2008 excludes
 * them because of a later Unicode change. Only {@code valid} lines carry the annotation, so only
 * they are compared: valid without annotation must be PVALID, CONTEXTJ or CONTEXTO; NV8 and XV8
 * must be DISALLOWED.
 *
 * <p>The comparison runs twice: on {@code Rfc5892} directly (package-private engine code), and
 * through the public {@link IdnaProfile#registration()} profile, one label per code point.
 */
class IdnaMappingTableNv8Test {

  private static final String TABLE = "/uts46/IdnaMappingTable-18.0.0.txt";

  /**
   * Known, explained mismatches. Each entry is the code point and why the two sources disagree;
   * {@link #everyAllowlistedMismatchStillExists()} fails as soon as one stops disagreeing.
   */
  private static final Map<Integer, String> ALLOWLIST =
      Map.of(
          0x002E,
          "FULL STOP: UTS #46 marks it valid because it is the label separator, handled before"
              + " any label is validated (UTS #46 §4 step 3); inside a label RFC 5892 §3 gives"
              + " DISALLOWED (General_Category Po, not LetterDigits) and UTS #46 §4.1 criterion 5"
              + " rejects it too.");

  record Mismatch(int codePoint, String annotation, Rfc5892Category category) {
    @Override
    public String toString() {
      return String.format(
          "U+%04X table:%s rfc5892:%s",
          codePoint, annotation.isEmpty() ? "valid" : annotation, category);
    }
  }

  @Test
  void rfc5892ClassificationAgreesWithNv8AndXv8Annotations() throws IOException {
    int valid = 0;
    int nv8 = 0;
    int xv8 = 0;
    List<Mismatch> mismatches = new ArrayList<>();
    Map<Rfc5892DerivedProperty, Integer> validByProperty = new TreeMap<>();
    for (Line line : readValidLines()) {
      for (int cp = line.first; cp <= line.last; cp++) {
        Rfc5892Category category = Rfc5892.category(cp);
        Rfc5892DerivedProperty property = category.property();
        boolean disallowed =
            property == Rfc5892DerivedProperty.DISALLOWED
                || property == Rfc5892DerivedProperty.UNASSIGNED;
        switch (line.annotation) {
          case "" -> {
            valid++;
            validByProperty.merge(property, 1, Integer::sum);
          }
          case "NV8" -> nv8++;
          case "XV8" -> xv8++;
          default -> throw new IllegalStateException("unknown IDNA2008 status " + line.annotation);
        }
        if (disallowed == line.annotation.isEmpty()) {
          mismatches.add(new Mismatch(cp, line.annotation, category));
        }
      }
    }
    List<Mismatch> unexplained =
        mismatches.stream().filter(m -> !ALLOWLIST.containsKey(m.codePoint())).toList();
    System.out.printf(
        "IdnaMappingTable-18.0.0 vs RFC 5892 (ICU4J Unicode %s): %d valid code points"
            + " (%s), %d NV8, %d XV8; %d mismatches, %d of them allowlisted %s%n",
        com.ibm.icu.lang.UCharacter.getUnicodeVersion(),
        valid,
        validByProperty,
        nv8,
        xv8,
        mismatches.size(),
        mismatches.size() - unexplained.size(),
        mismatches);
    assertThat(valid).as("valid code points compared").isGreaterThan(100_000);
    assertThat(nv8).as("NV8 code points compared").isGreaterThan(5_000);
    assertThat(xv8).as("XV8 code points compared").isPositive();
    assertThat(unexplained).isEmpty();
  }

  /**
   * The same comparison through the public registration profile: a one-code-point label is reported
   * {@link IdnaError#DISALLOWED} (for ASCII: {@link IdnaError#NON_LDH_ASCII}) at offset 0 exactly
   * when the table says NV8 or XV8. Other problems of such a label (a leading combining mark, a
   * failed CONTEXTO rule, the Bidi Rule) are not about classification and are ignored.
   */
  @Test
  void registrationProfileDisallowsExactlyTheNv8AndXv8CodePoints() throws IOException {
    LabelProcessor registration = LabelProcessor.of(IdnaProfile.registration());
    int compared = 0;
    List<String> mismatches = new ArrayList<>();
    for (Line line : readValidLines()) {
      for (int cp = line.first; cp <= line.last; cp++) {
        if (ALLOWLIST.containsKey(cp)) {
          continue;
        }
        LabelResult result = registration.toUnicode(new String(Character.toChars(cp)));
        // RFC 5891 §4.2.3.1 reports non-LDH ASCII as NON_LDH_ASCII, everything else DISALLOWED
        IdnaError expected = cp < 0x80 ? IdnaError.NON_LDH_ASCII : IdnaError.DISALLOWED;
        boolean disallowed =
            result.problems().stream().anyMatch(p -> p.error() == expected && p.offset() == 0);
        compared++;
        if (disallowed == line.annotation.isEmpty()) {
          mismatches.add(String.format("U+%04X %s %s", cp, line.annotation, result.problems()));
        }
      }
    }
    System.out.printf(
        "IdnaMappingTable-18.0.0 vs IdnaProfile.registration(): %d code points, %d mismatches%n",
        compared, mismatches.size());
    assertThat(compared).isGreaterThan(100_000);
    assertThat(mismatches).isEmpty();
  }

  @Test
  void everyAllowlistedMismatchStillExists() throws IOException {
    for (Map.Entry<Integer, String> entry : ALLOWLIST.entrySet()) {
      int cp = entry.getKey();
      Line line =
          readValidLines().stream()
              .filter(l -> l.first <= cp && cp <= l.last)
              .findFirst()
              .orElseThrow(
                  () ->
                      new AssertionError(
                          String.format("U+%04X is no longer valid in the table", cp)));
      Rfc5892DerivedProperty property = Rfc5892.property(cp);
      boolean disallowed = property == Rfc5892DerivedProperty.DISALLOWED;
      assertThat(disallowed == line.annotation.isEmpty())
          .as(
              "U+%04X still mismatches (%s); remove it from the allowlist otherwise",
              cp, entry.getValue())
          .isTrue();
    }
  }

  private record Line(int first, int last, String annotation) {}

  private static List<Line> readValidLines() throws IOException {
    List<Line> lines = new ArrayList<>();
    InputStream in = IdnaMappingTableNv8Test.class.getResourceAsStream(TABLE);
    if (in == null) {
      throw new IllegalStateException("missing test resource " + TABLE);
    }
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String raw; (raw = r.readLine()) != null; ) {
        int hash = raw.indexOf('#');
        String data = (hash >= 0 ? raw.substring(0, hash) : raw).trim();
        if (data.isEmpty()) {
          continue;
        }
        String[] fields = data.split(";", -1);
        if (!fields[1].trim().equals("valid")) {
          continue;
        }
        String[] range = fields[0].trim().split("\\.\\.");
        int first = Integer.parseInt(range[0], 16);
        int last = range.length > 1 ? Integer.parseInt(range[1], 16) : first;
        String annotation = fields.length > 3 ? fields[3].trim() : "";
        lines.add(new Line(first, last, annotation));
      }
    }
    return lines;
  }
}
