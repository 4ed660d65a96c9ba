package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.util.CodePointTrie;
import com.ibm.icu.util.VersionInfo;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The simple-label tables hold, for every code point U+0000..U+10FFFF, exactly what the definitions
 * in {@link SimpleCodePoints}' class comment give when computed directly from ICU4J's properties
 * through other APIs than the tables are built with: UTS #46 mapping as "the {@code uts46}
 * normalizer returns the code point unchanged", NFC_Quick_Check as the Unicode property, the
 * CONTEXTO set as the RFC 5892 derived property. The tables under test are the ones the build
 * generated into the {@link SimpleCodePoints#RESOURCE} resource (checked by {@link
 * #theTablesInUseAreTheGeneratedResourceOfTheRuntimeIcu4jVersion}).
 */
class SimpleCodePointsTest {

  private static final int NFC_QC_NO = 0; // UProperty.NFC_QUICK_CHECK: 0 No, 1 Yes, 2 Maybe
  private static final int NFC_QC_YES = 1;
  private static final int NFC_QC_MAYBE = 2;

  @Test
  void nfcQuickCheckPropertyValuesAreAsAssumed() {
    assertThat(UCharacter.getIntPropertyValue('a', UProperty.NFC_QUICK_CHECK))
        .isEqualTo(NFC_QC_YES);
    assertThat(UCharacter.getIntPropertyValue(0x0301, UProperty.NFC_QUICK_CHECK))
        .isEqualTo(NFC_QC_MAYBE);
    assertThat(UCharacter.getIntPropertyValue(0x0958, UProperty.NFC_QUICK_CHECK))
        .isEqualTo(NFC_QC_NO);
  }

  @Test
  void uts46TableMatchesItsDefinitionForEveryCodePoint() {
    List<String> mismatches =
        compare(SimpleCodePoints.uts46(), SimpleCodePointsTest::expectedUts46);
    assertThat(mismatches).isEmpty();
  }

  @Test
  void registrationTableMatchesItsDefinitionForEveryCodePoint() {
    List<String> mismatches =
        compare(SimpleCodePoints.registration(), SimpleCodePointsTest::expectedRegistration);
    assertThat(mismatches).isEmpty();
  }

  @Test
  void theTablesInUseAreTheGeneratedResourceOfTheRuntimeIcu4jVersion() throws IOException {
    try (InputStream in = SimpleCodePoints.class.getResourceAsStream(SimpleCodePoints.RESOURCE)) {
      assertThat(in).as("the build generates " + SimpleCodePoints.RESOURCE).isNotNull();
      DataInputStream data = new DataInputStream(in);
      assertThat(data.readUTF()).isEqualTo(SimpleCodePoints.FORMAT);
      // the versions of the ICU4J on the test class path: a stale table cannot be in use
      assertThat(data.readUTF()).as("ICU4J").isEqualTo(VersionInfo.ICU_VERSION.toString());
      assertThat(data.readUTF()).as("Unicode").isEqualTo(UCharacter.getUnicodeVersion().toString());
    }
    assertThat(SimpleCodePoints.Bundled.TRIES).as("the resource was read and accepted").isNotNull();
    assertThat(SimpleCodePoints.uts46()).isSameAs(SimpleCodePoints.Bundled.TRIES[0]);
    assertThat(SimpleCodePoints.registration()).isSameAs(SimpleCodePoints.Bundled.TRIES[1]);
  }

  @Test
  void aResourceOfAnotherIcu4jVersionIsNotUsed() throws IOException {
    byte[] current = resourceBytes();
    assertThat(SimpleCodePoints.read(new ByteArrayInputStream(current))).isNotNull();

    ByteArrayOutputStream other = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(other);
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(current));
    out.writeUTF(in.readUTF());
    String icu = in.readUTF();
    out.writeUTF("1" + icu);
    in.transferTo(out);
    assertThat(SimpleCodePoints.read(new ByteArrayInputStream(other.toByteArray()))).isNull();
  }

  @Test
  void aMissingTruncatedOrLongerResourceIsNotUsed() throws IOException {
    byte[] current = resourceBytes();
    assertThat(SimpleCodePoints.read(null)).isNull();
    assertThat(SimpleCodePoints.read(new ByteArrayInputStream(new byte[0]))).isNull();
    for (int length : new int[] {10, 100, current.length / 2, current.length - 1}) {
      assertThat(SimpleCodePoints.read(new ByteArrayInputStream(Arrays.copyOf(current, length))))
          .as("first %d bytes", length)
          .isNull();
    }
    assertThat(
            SimpleCodePoints.read(
                new ByteArrayInputStream(Arrays.copyOf(current, current.length + 1))))
        .as("a byte more")
        .isNull();
  }

  @Test
  void writingTheLoadedTablesGivesTheResourceBackByteForByte() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    SimpleCodePoints.write(bytes, SimpleCodePoints.uts46(), SimpleCodePoints.registration());
    assertThat(bytes.toByteArray()).isEqualTo(resourceBytes());
  }

  private static byte[] resourceBytes() throws IOException {
    try (InputStream in = SimpleCodePoints.class.getResourceAsStream(SimpleCodePoints.RESOURCE)) {
      assertThat(in).isNotNull();
      return in.readAllBytes();
    }
  }

  @Test
  void examples() {
    CodePointTrie.Fast16 t = SimpleCodePoints.uts46();
    assertThat(t.get('a') & SimpleCodePoints.SIMPLE).as("a").isNotZero();
    assertThat(t.get('A') & SimpleCodePoints.SIMPLE).as("A is mapped").isZero();
    assertThat(t.get('.') & SimpleCodePoints.SIMPLE).as("full stop").isZero();
    assertThat(t.get('_') & SimpleCodePoints.SIMPLE).as("underscore").isZero();
    assertThat(t.get(0x00FC) & SimpleCodePoints.SIMPLE).as("ü").isNotZero();
    assertThat(t.get(0x00DF))
        .as("ß")
        .isEqualTo(
            SimpleCodePoints.SIMPLE | SimpleCodePoints.DEVIATION | SimpleCodePoints.NON_ASCII);
    assertThat(t.get(0x200D) & SimpleCodePoints.SIMPLE).as("ZWJ").isZero();
    assertThat(t.get(0x0301) & SimpleCodePoints.MAYBE).as("U+0301 may compose").isNotZero();
    assertThat(t.get(0x09BE) & SimpleCodePoints.MAYBE)
        .as("Bengali vowel sign AA may compose")
        .isNotZero();
    assertThat(t.get(0x0340) & SimpleCodePoints.SIMPLE).as("U+0340 is NFC_QC No").isZero();
    assertThat(t.get(0x094D))
        .as("virama")
        .isEqualTo(
            9 | SimpleCodePoints.SIMPLE | SimpleCodePoints.MARK | SimpleCodePoints.NON_ASCII);
    assertThat(t.get(0x0628))
        .as("beh")
        .isEqualTo(SimpleCodePoints.SIMPLE | SimpleCodePoints.RTL | SimpleCodePoints.NON_ASCII);
    assertThat(t.get(0x30FB) & SimpleCodePoints.CONTEXTO).as("katakana middle dot").isNotZero();
    assertThat(t.get(0xFFFD) & SimpleCodePoints.SIMPLE).as("U+FFFD").isZero();
    assertThat(t.get(0xD800) & SimpleCodePoints.SIMPLE).as("surrogate").isZero();
    assertThat(t.get(0x1F600) & SimpleCodePoints.SIMPLE)
        .as("emoji is valid (NV8) in UTS #46")
        .isNotZero();
    assertThat(SimpleCodePoints.registration().get(0x1F600) & SimpleCodePoints.SIMPLE)
        .as("emoji is DISALLOWED in IDNA2008")
        .isZero();
  }

  private interface Definition {
    int value(int cp);
  }

  private static List<String> compare(CodePointTrie.Fast16 table, Definition definition) {
    List<String> mismatches = new ArrayList<>();
    for (int cp = 0; cp <= Character.MAX_CODE_POINT && mismatches.size() < 20; cp++) {
      int expected = definition.value(cp);
      int actual = table.get(cp);
      if (expected != actual) {
        mismatches.add(String.format("U+%04X: expected %x, table %x", cp, expected, actual));
      }
    }
    return mismatches;
  }

  private static boolean common(int cp) {
    if ((Character.isSurrogate((char) cp) && cp <= 0xFFFF) || cp == 0xFFFD || cp == '.') {
      return false;
    }
    if (cp < 0x80) {
      return (cp >= 'a' && cp <= 'z') || (cp >= '0' && cp <= '9') || cp == '-';
    }
    return nfcQc(cp) != NFC_QC_NO;
  }

  private static int nfcQc(int cp) {
    return UCharacter.getIntPropertyValue(cp, UProperty.NFC_QUICK_CHECK);
  }

  private static int expectedUts46(int cp) {
    if (!common(cp) || cp == 0x200C || cp == 0x200D) {
      return 0;
    }
    String s = new String(Character.toChars(cp));
    if (!Uts46Mapping.UTS46.normalize(s).equals(s)) {
      return 0; // mapped, ignored, or disallowed (U+FFFD)
    }
    return flags(cp) | (cp == 0x00DF || cp == 0x03C2 ? SimpleCodePoints.DEVIATION : 0);
  }

  private static int expectedRegistration(int cp) {
    Rfc5892DerivedProperty p = Rfc5892.property(cp);
    if (!common(cp)
        || (p != Rfc5892DerivedProperty.PVALID && p != Rfc5892DerivedProperty.CONTEXTO)) {
      return 0;
    }
    return flags(cp);
  }

  private static int flags(int cp) {
    int v = UCharacter.getCombiningClass(cp) | SimpleCodePoints.SIMPLE;
    if (cp >= 0x80 && nfcQc(cp) == NFC_QC_MAYBE) {
      v |= SimpleCodePoints.MAYBE;
    }
    int gc = UCharacter.getType(cp);
    if (gc == UCharacterCategory.NON_SPACING_MARK
        || gc == UCharacterCategory.COMBINING_SPACING_MARK
        || gc == UCharacterCategory.ENCLOSING_MARK) {
      v |= SimpleCodePoints.MARK;
    }
    int dir = UCharacter.getDirection(cp);
    if (dir == UCharacterDirection.RIGHT_TO_LEFT
        || dir == UCharacterDirection.RIGHT_TO_LEFT_ARABIC
        || dir == UCharacterDirection.ARABIC_NUMBER) {
      v |= SimpleCodePoints.RTL;
    }
    if (Rfc5892.property(cp) == Rfc5892DerivedProperty.CONTEXTO) {
      v |= SimpleCodePoints.CONTEXTO;
    }
    if (cp >= 0x80) {
      v |= SimpleCodePoints.NON_ASCII;
    }
    return v;
  }
}
