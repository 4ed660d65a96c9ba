package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The compiled image ({@link LgrImage}) that idna-lgr-icann ships for each table: it gives back the
 * model the XML gives, and a damaged image ends in an {@link LgrFormatException}, never in another
 * exception.
 */
class LgrImageTest {

  static java.util.List<String> files() {
    return LoadAllFilesTest.files();
  }

  @ParameterizedTest
  @MethodSource("files")
  void imageReadsBackTheSameModel(String file) throws IOException {
    Lgr xml = TestLgrs.file(file);
    byte[] image = LgrImage.write(xml);
    Lgr back = LgrImage.read(new ByteArrayInputStream(image), file);
    assertThat(LgrImage.write(back)).isEqualTo(image);
    assertThat(back.info()).isEqualTo(xml.info());
    assertThat(back.metadata()).isEqualTo(xml.metadata());
    for (String label : new String[] {"café", "internationalization", "xn--caf-dma", "a-b", ""}) {
      assertThat(back.evaluate(label)).isEqualTo(xml.evaluate(label));
      assertThat(back.indexLabel(label)).isEqualTo(xml.indexLabel(label));
      assertThat(back.variants(label, VariantBudget.of(50, 5_000)).variants())
          .isEqualTo(xml.variants(label, VariantBudget.of(50, 5_000)).variants());
    }
  }

  @Test
  void imageChangesWithTheModel() throws IOException {
    // The image covers what the tests above compare: a different variant type is a different image.
    Lgr a =
        TestLgrs.xml(
            TestLgrs.doc(
                "<char cp='0061'><var cp='0062' type='blocked'/></char>"
                    + "<char cp='0062'><var cp='0061' type='blocked'/></char>",
                ""));
    Lgr b =
        TestLgrs.xml(
            TestLgrs.doc(
                "<char cp='0061'><var cp='0062' type='allocatable'/></char>"
                    + "<char cp='0062'><var cp='0061' type='blocked'/></char>",
                ""));
    assertThat(LgrImage.write(a)).isNotEqualTo(LgrImage.write(b));
  }

  @Test
  void unicodeVersionBeyondWhatUnicodeNumbersIsRefused() {
    // Found by the damage test below: "300.0.0" matched x.y.z, and info() then threw from ICU.
    assertThatThrownBy(
            () ->
                Lgr.parse(
                    new ByteArrayInputStream(
                        TestLgrs.doc("<char cp='0061'/>", "")
                            .replace("11.0.0", "300.0.0")
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8))))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining("unicode-version");
    assertThat(LgrParser.isUnicodeVersion("15.1.0")).isTrue();
    assertThat(LgrParser.isUnicodeVersion("255.255.255")).isTrue();
    assertThat(LgrParser.isUnicodeVersion("256.0.0")).isFalse();
    assertThat(LgrParser.isUnicodeVersion("1.2")).isFalse();
    assertThat(LgrParser.isUnicodeVersion("1..2")).isFalse();
  }

  @Test
  void otherFormatIsReportedSoTheXmlCanAnswer() {
    byte[] image = LgrImage.write(TestLgrs.file(TestLgrs.LATIN));
    image[7] = (byte) (LgrImage.FORMAT + 1);
    assertThatThrownBy(() -> LgrImage.read(new ByteArrayInputStream(image), "x"))
        .isInstanceOf(LgrImage.OtherFormatException.class);
  }

  @Test
  void checksumCatchesAFlippedBit() {
    byte[] image = LgrImage.write(TestLgrs.file(TestLgrs.LATIN));
    image[image.length / 2] ^= 0x10;
    assertThatThrownBy(() -> LgrImage.read(new ByteArrayInputStream(image), "latin.lgrc"))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining("checksum")
        .hasMessageContaining("latin.lgrc");
  }

  @Test
  void headerAndLengthAreChecked() {
    byte[] image = LgrImage.write(TestLgrs.file(TestLgrs.LATIN));
    assertThatThrownBy(() -> read(Arrays.copyOf(image, 10))).isInstanceOf(LgrFormatException.class);
    assertThatThrownBy(() -> read(Arrays.copyOf(image, image.length - 1)))
        .isInstanceOf(LgrFormatException.class);
    assertThatThrownBy(() -> read(Arrays.copyOf(image, image.length + 1)))
        .isInstanceOf(LgrFormatException.class);
    byte[] huge = image.clone();
    huge[8] = 0x7F; // a payload length of about 2 GB: refused before any allocation
    assertThatThrownBy(() -> read(huge)).isInstanceOf(LgrFormatException.class);
    assertThatThrownBy(() -> read("<lgr/>".getBytes(java.nio.charset.StandardCharsets.UTF_8)))
        .isInstanceOf(LgrFormatException.class)
        .hasMessageContaining("no LGRC header");
  }

  /**
   * Damage with a valid checksum (as a hostile resource could have): every byte of a small image
   * overwritten in turn with several values, and every truncation of its payload, either reads as
   * an LGR that answers or ends in an {@link LgrFormatException}.
   */
  @Test
  @Timeout(60)
  void damageBehindAValidChecksumEndsInAFormatException() throws IOException {
    byte[] image =
        LgrImage.write(
            TestLgrs.xml(
                TestLgrs.doc(
                    "<char cp='0061' when='r'><var cp='0062' type='blocked'/>"
                        + "<var cp='0061' type='r-original'/><var cp='' type='blocked'/></char>"
                        + "<char cp='0062 0063' ><var cp='0061' type='allocatable' not-when='r'/>"
                        + "</char><char cp='0062' tag='t'/><range first-cp='0030' last-cp='0039'/>",
                    "<class name='c' from-tag='t'/><rule name='r'><look-behind><class by-ref='c'"
                        + " count='0+'/></look-behind><anchor/><look-ahead><end/></look-ahead>"
                        + "</rule><rule name='w'><start/><choice><char cp='0061'/><class"
                        + " property='gc:Mn'/></choice></rule>"
                        + "<action disp='invalid' match='w'/>"
                        + "<action disp='blocked' any-variant='blocked'/>")));
    Random random = new Random(22);
    int readable = 0;
    int refused = 0;
    for (int i = 16; i < image.length; i++) {
      for (int value : new int[] {0, 1, 0x7F, 0x80, 0xFF, random.nextInt(256)}) {
        byte[] bad = image.clone();
        bad[i] = (byte) value;
        if (readOrRefuse(withChecksum(bad))) {
          readable++;
        } else {
          refused++;
        }
      }
    }
    for (int cut = 16; cut < image.length; cut++) {
      assertThat(readOrRefuse(withChecksum(Arrays.copyOf(image, cut)))).isFalse();
    }
    assertThat(refused).isPositive();
    assertThat(readable).isPositive();
  }

  private static boolean readOrRefuse(byte[] image) {
    Lgr lgr;
    try {
      lgr = read(image);
    } catch (LgrFormatException e) {
      assertThat(e.line()).isEmpty();
      return false;
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    for (String label : new String[] {"a", "ab", "bc", "abc0", "a\u0301", "xn--abc-"}) {
      LgrLabelResult r = lgr.evaluate(label);
      assertThat(r.action()).isNotNull();
      lgr.indexLabel(label);
      lgr.variants(label, VariantBudget.of(10, 200));
    }
    lgr.info();
    return true;
  }

  /** Rewrites the header's length and checksum for the bytes after it. */
  private static byte[] withChecksum(byte[] image) {
    byte[] b = image.clone();
    int len = b.length - 16;
    CRC32 crc = new CRC32();
    crc.update(b, 16, len);
    putInt(b, 8, len);
    putInt(b, 12, (int) crc.getValue());
    return b;
  }

  private static void putInt(byte[] b, int at, int v) {
    b[at] = (byte) (v >>> 24);
    b[at + 1] = (byte) (v >>> 16);
    b[at + 2] = (byte) (v >>> 8);
    b[at + 3] = (byte) v;
  }

  private static Lgr read(byte[] image) throws IOException {
    return LgrImage.read(new ByteArrayInputStream(image), "test.lgrc");
  }
}
