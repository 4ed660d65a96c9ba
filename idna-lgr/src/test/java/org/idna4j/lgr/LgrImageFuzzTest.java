package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.zip.CRC32;

/**
 * Jazzer target for the compiled-image reader ({@link LgrImage}, what idna-lgr-icann ships): the
 * fuzzer's bytes are the payload, behind a valid header and checksum so that every input reaches
 * the structural checks. Any payload either reads as an LGR whose label methods answer, or ends in
 * an {@link LgrFormatException}; no other exception, no allocation beyond the input's size. The
 * seed ({@code LgrImageFuzzTestInputs/image/}) is the payload of a small LGR with sequences,
 * contexts, classes and actions.
 */
class LgrImageFuzzTest {

  @FuzzTest
  void image(byte[] payload) throws IOException {
    byte[] image = new byte[payload.length + 16];
    CRC32 crc = new CRC32();
    crc.update(payload);
    putInt(image, 0, LgrImage.MAGIC);
    putInt(image, 4, LgrImage.FORMAT);
    putInt(image, 8, payload.length);
    putInt(image, 12, (int) crc.getValue());
    System.arraycopy(payload, 0, image, 16, payload.length);
    Lgr lgr;
    try {
      lgr = LgrImage.read(new ByteArrayInputStream(image), "fuzz.lgrc");
    } catch (LgrFormatException e) {
      assertThat(e.line()).isEmpty();
      return;
    }
    for (String label : new String[] {"a", "ab", "abc", "bc0", "a\u0301b", "xn--abc-"}) {
      LgrLabelResult r = lgr.evaluate(label);
      assertThat(r.action().disposition()).isEqualTo(r.disposition());
      lgr.indexLabel(label);
      assertThat(lgr.variants(label, VariantBudget.of(10, 200)).permutationsExamined())
          .isLessThanOrEqualTo(200);
    }
    assertThat(lgr.info()).isNotNull();
  }

  private static void putInt(byte[] b, int at, int v) {
    b[at] = (byte) (v >>> 24);
    b[at + 1] = (byte) (v >>> 16);
    b[at + 2] = (byte) (v >>> 8);
    b[at + 3] = (byte) v;
  }
}
