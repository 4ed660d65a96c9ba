package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.CodePointRecord;
import org.idna4j.records.CompareRecord;
import org.idna4j.records.CompareResultRecord;
import org.idna4j.records.ConversionRecord;
import org.idna4j.records.ExplainLabelRecord;
import org.idna4j.records.ExplainRecord;
import org.idna4j.records.ExplanationRecord;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.RecordJson;

/**
 * Fuzz targets for the two records of idna-records that do work of their own on an untrusted name:
 * {@link CompareRecord#of(String)} ({@code idna compare}, {@code GET /api/v1/compare}) and {@link
 * ExplainRecord#of} ({@code idna explain}, {@code GET /api/v1/explain}).
 *
 * <p>Properties, compare: no exception; one result per column, in column order; {@code differ}
 * exactly when two columns disagree (acceptance, and the ASCII form up to ASCII case, RFC 4343);
 * classes exactly when they differ; a preset's column is that preset's ToASCII; the record writes
 * as JSON. Explain, under every preset: no exception; {@code ascii} is the preset's ToASCII record;
 * the labels cover the input (their texts joined by the separators give it back, UTS #46 §4 step
 * 3), each at its code-point offset, with one code point record per code point; every problem of a
 * label is on one of its code points; one explanation per distinct error, none missing; the record
 * writes as JSON.
 */
class RecordsFuzzTest {

  @FuzzTest
  void compare(byte[] data) {
    checkCompare(FuzzInput.text(data));
  }

  @FuzzTest
  void explain(byte[] data) {
    checkExplain(FuzzInput.text(data));
  }

  /** Asserts the compare properties of the class comment for {@code name}. */
  static void checkCompare(String name) {
    CompareRecord r = CompareRecord.of(name);
    List<String> columns = CompareRecord.columns();
    assertThat(r.results()).extracting(CompareResultRecord::column).isEqualTo(columns);
    Set<String> keys = new HashSet<>();
    for (CompareResultRecord c : r.results()) {
      keys.add(c.valid() ? "=" + c.ascii().toLowerCase(Locale.ROOT) : "!");
      if (c.error() != null) {
        assertThat(c.valid()).as("%s of %s", c.column(), name).isFalse();
      }
    }
    assertThat(r.differ()).as("differ of %s", name).isEqualTo(keys.size() > 1);
    assertThat(r.classes().isEmpty()).as("classes of %s", name).isEqualTo(!r.differ());
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      CompareResultRecord c = r.result(p.presetName()).orElseThrow();
      var a = Idna.of(p).toAscii(name);
      assertThat(c.valid()).isEqualTo(a.isValid());
      assertThat(c.ascii()).isEqualTo(a.output());
      assertThat(c.problems()).isEqualTo(ProblemRecord.of(a.problems()));
    }
    assertThat(RecordJson.toJson(r)).startsWith("{\"line\":null,");
  }

  /** Asserts the explain properties of the class comment for {@code name} under every preset. */
  static void checkExplain(String name) {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      ExplainRecord r = ExplainRecord.of(null, name, p, p.profile());
      assertThat(r.ascii())
          .as("ascii of %s under %s", name, p)
          .isEqualTo(ConversionRecord.of(name, Idna.of(p).toAscii(name), p.profile()));
      StringBuilder rebuilt = new StringBuilder();
      int offset = 0;
      for (ExplainLabelRecord l : r.labels()) {
        if (l.index() > 0) {
          // the separator the input had before this label (one code point, UTS #46 §4 step 3)
          rebuilt.appendCodePoint(name.codePointAt(name.offsetByCodePoints(0, offset - 1)));
        }
        assertThat(l.offset()).as("offset of label %s of %s", l.index(), name).isEqualTo(offset);
        rebuilt.append(l.input());
        int n = l.input().codePointCount(0, l.input().length());
        assertThat(l.codePoints()).hasSize(n);
        Set<Integer> offsets = new HashSet<>();
        for (int i = 0; i < n; i++) {
          CodePointRecord cp = l.codePoints().get(i);
          assertThat(cp.offset()).isEqualTo(offset + i);
          offsets.add(offset + i);
        }
        for (ProblemRecord pr : l.problems()) {
          if (!offsets.isEmpty()) {
            assertThat(offsets).as("problem %s of %s", pr, name).contains(pr.offset());
          }
        }
        offset += n + 1;
      }
      assertThat(rebuilt.toString()).as("labels of %s under %s", name, p).isEqualTo(name);
      Set<String> errors = new LinkedHashSet<>();
      for (List<ProblemRecord> list :
          List.of(
              r.ascii().problems(),
              r.ascii().nonFatalProblems(),
              r.unicode().problems(),
              r.unicode().nonFatalProblems(),
              r.confusables())) {
        list.forEach(pr -> errors.add(pr.error()));
      }
      assertThat(r.explanations())
          .extracting(ExplanationRecord::error)
          .as("explanations of %s under %s", name, p)
          .doesNotHaveDuplicates()
          .containsAll(errors);
      assertThat(RecordJson.toJson(r)).startsWith("{\"line\":null,\"input\":");
    }
  }
}
