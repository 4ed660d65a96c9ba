package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.VariantBudget;
import org.idna4j.lgr.VariantLabel;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.CollisionRecord;
import org.idna4j.records.IndexRecord;
import org.idna4j.records.LgrCheckRecord;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.PslRecord;
import org.idna4j.records.RecordJson;
import org.idna4j.records.Shaped;
import org.idna4j.records.VariantRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The CLI's fast byte writer ({@link RecordOut#jsonLine}) writes exactly the bytes of {@link
 * RecordJson} (UTF-8, with a line end) for every record type the CLI emits: check, psl, lgr_check,
 * variant, index and collision, made by the library from names chosen to reach every escape (quote,
 * backslash, controls, DEL, U+2028/U+2029, unpaired surrogates, supplementary characters) and every
 * nullable field's null.
 */
class RecordBytesTest {

  /** Inputs with every character class the JSON writers escape or pass through. */
  private static final List<String> NAMES =
      List.of(
          "bücher.example",
          "ab--c.example",
          "a..b",
          "exa\"mple\\.org",
          "tab\there.\u0001\u001f\u007f",
          "line\u2028sep\u2029.de",
          "lone\ud800.x\udc00y",
          "emoji\ud83d\ude00.example",
          "faß.de",
          "xn--a.b",
          "www.example.co.uk",
          "co.uk",
          "192.168.0.1",
          "",
          ".");

  private static Lgr latin;

  @BeforeAll
  static void load() throws Exception {
    try (InputStream in =
        RecordBytesTest.class.getResourceAsStream("/lgr/lgr-5-latin-script-26may22-en.xml")) {
      latin = Lgr.parse(in);
    }
  }

  private static void assertSameBytes(Shaped r) {
    ByteSink sink = new ByteSink(8);
    RecordOut.jsonLine(sink, r);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      sink.writeTo(bytes);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    byte[] expected = (RecordJson.toJson(r) + "\n").getBytes(StandardCharsets.UTF_8);
    assertThat(bytes.toByteArray()).as(RecordJson.toJson(r)).isEqualTo(expected);
  }

  @Test
  void checkRecordsUnderEveryPreset() {
    int n = 0;
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Idna idna = Idna.of(p);
      long line = 1;
      for (String name : NAMES) {
        assertSameBytes(CheckRecord.of(idna, line++, name));
        assertSameBytes(CheckRecord.of(idna, null, name));
        n += 2;
      }
      // a line that is not a name: the record carries the line's problem, no conversion
      assertSameBytes(
          CheckRecord.of(
              idna,
              7L,
              "\ufffd",
              null,
              List.of(ProblemRecord.line("INVALID_UTF8", 0, "byte 0xff"))));
    }
    assertThat(n).isEqualTo(IdnaProfile.Preset.values().length * NAMES.size() * 2);
  }

  @Test
  void pslRecords() {
    PublicSuffixList psl = PublicSuffixList.bundled();
    for (String name : NAMES) {
      assertSameBytes(PslRecord.of(null, name, psl.lookup(name)));
    }
  }

  @Test
  void lgrRecords() {
    List<String> labels = new ArrayList<>(NAMES);
    labels.addAll(List.of("café", "bad", "a\u0300", "xn--caf-dma", "\u00e6"));
    for (String label : labels) {
      assertSameBytes(
          LgrCheckRecord.of(null, latin.evaluate(label), latin.indexLabel(label).orElse(null)));
      assertSameBytes(new IndexRecord(null, label, latin.indexLabel(label).orElse(null)));
      assertSameBytes(
          new CollisionRecord(
              null, label, latin.indexLabel(label).orElse(null), List.of(label, "x")));
      for (VariantLabel v : latin.variants(label, VariantBudget.DEFAULT).variants()) {
        assertSameBytes(VariantRecord.of(v));
      }
    }
  }
}
