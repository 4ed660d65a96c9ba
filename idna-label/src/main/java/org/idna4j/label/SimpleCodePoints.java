package org.idna4j.label;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.text.Normalizer;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.util.CodePointTrie;
import com.ibm.icu.util.MutableCodePointTrie;
import com.ibm.icu.util.RangeValueIterator;
import com.ibm.icu.util.VersionInfo;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Precomputed per-code-point facts for the engines' "simple label" tier: which code points a label
 * may consist of so that, with a few label-level conditions the engines check, the label is
 * certainly valid and needs no change. Built once from ICU4J's data into two immutable {@link
 * CodePointTrie}s (one for UTS #46, one for IDNA2008 registration); stateless apart from them and
 * thread-safe.
 *
 * <p>Each 16-bit value holds the code point's Canonical_Combining_Class in bits 0-7 (UAX #15 §3,
 * for the canonical-ordering part of the quick check) and these flags:
 *
 * <ul>
 *   <li>{@link #SIMPLE}: for the UTS #46 table, the code point (1) is mapped to itself by UTS #46
 *       §4 step 1 and is not disallowed (status valid, or deviation, which nontransitional
 *       processing keeps), checked as UTS #46 mapping plus NFC quick check = YES of the code point
 *       alone (ICU4J's {@code uts46} Normalizer2, the data of UTS #46 §5); (2) has NFC_Quick_Check
 *       = Yes, or Maybe with {@link #MAYBE} set (UAX #15 §9); (3) is not U+002E FULL STOP, which
 *       UTS #46 §4.1 criterion 5 forbids in a label; (4) is not ZWJ or ZWNJ (CONTEXTJ, RFC 5892
 *       Appendix A.1/A.2, UTS #46 §4.1 criterion 8); (5) if ASCII, is a lowercase letter, digit or
 *       hyphen (UTS #46 §4.1 criterion 7 with UseSTD3ASCIIRules, RFC 1034 §3.5); (6) is not U+FFFD
 *       nor a surrogate (disallowed by UTS #46 §5). A Maybe code point must be mapped to itself
 *       when alone (uts46 normalization of the one-code-point string). For the registration table:
 *       the RFC 5892 derived property is PVALID or CONTEXTO (RFC 5891 §4.2.3.3; CONTEXTO code
 *       points carry {@link #CONTEXTO} so that the rules of RFC 5892 Appendix A are not skipped),
 *       with (2), (3) and (5).
 *   <li>{@link #DEVIATION}: U+00DF ß or U+03C2 ς, which transitional processing maps (UTS #46 §4
 *       step 1, "deviation"); valid only for nontransitional processing.
 *   <li>{@link #MARK}: General_Category Mn, Mc or Me; a label must not begin with one (UTS #46 §4.1
 *       criterion 6, RFC 5891 §4.2.3.2).
 *   <li>{@link #RTL}: Bidi class R, AL or AN, which makes a label an RTL label (RFC 5893 §1.4) and
 *       its name a Bidi domain name.
 *   <li>{@link #CONTEXTO}: a code point with a CONTEXTO rule of RFC 5892 Appendix A.3-A.9.
 *   <li>{@link #NON_ASCII}: the code point is not ASCII.
 *   <li>{@link #MAYBE}: NFC_Quick_Check = Maybe (the code point may compose with what precedes it,
 *       such as the Bengali vowel sign U+09BE after U+09C7): a label with one is simple only if a
 *       full check finds it normalized, both NFC and {@code uts46}.
 * </ul>
 *
 * <p>Why a run of simple code points is normalized: the NFC quick check of UAX #15 §9 answers YES
 * for a string whose every code point has quick check YES and whose non-starters are in
 * non-decreasing combining class order between starters; the engines check the order with the class
 * stored here. A label with a Maybe code point is checked in full instead ({@code
 * Normalizer2.isNormalized}, both normalizers). The same algorithm over the {@code uts46} data
 * (whose quick check value of a code point is YES exactly when the code point is mapped to itself
 * and is YES for NFC) shows that UTS #46 mapping leaves the string unchanged. {@code
 * SimpleCodePointsTest} compares both tables with definitions computed directly from ICU4J for all
 * 1,114,112 code points.
 *
 * <p>The build computes both tables once ({@link #main}, in Maven's {@code process-classes} phase)
 * and stores them in the resource {@value #RESOURCE} with the ICU4J and Unicode versions they were
 * computed from; at run time they are read from there on first use. A missing or unreadable
 * resource, or one made with another ICU4J version than the one on the class path (a dependency
 * manager may pick another ICU4J than the build did), is not used: the tables are then computed
 * from ICU4J's properties as the build does, which gives the same answers and only costs start-up
 * time.
 */
final class SimpleCodePoints {

  /** Bits 0-7: the Canonical_Combining_Class. */
  static final int CCC_MASK = 0xFF;

  /** The code point may appear in a simple label (see the class comment). */
  static final int SIMPLE = 1 << 8;

  /** U+00DF or U+03C2: a UTS #46 deviation character. */
  static final int DEVIATION = 1 << 9;

  /** General_Category Mn, Mc or Me. */
  static final int MARK = 1 << 10;

  /** Bidi class R, AL or AN (RFC 5893 §1.4). */
  static final int RTL = 1 << 11;

  /** The code point has a CONTEXTO rule (RFC 5892 Appendix A.3-A.9). */
  static final int CONTEXTO = 1 << 12;

  /** The code point is not ASCII. */
  static final int NON_ASCII = 1 << 13;

  /** NFC_Quick_Check = Maybe: a label with such a code point needs a full normalization check. */
  static final int MAYBE = 1 << 14;

  /** The value of {@link UProperty#NFC_QUICK_CHECK} for Yes (No is 0). */
  private static final int NFC_QC_YES = 1;

  /** The value of {@link UProperty#NFC_QUICK_CHECK} for Maybe. */
  private static final int NFC_QC_MAYBE = 2;

  private static final int NOT_CANDIDATE = -1;

  /** The class-path resource that holds both tables, relative to this class. */
  static final String RESOURCE = "simple-code-points.bin";

  /** The first field of {@link #RESOURCE}: the format and its version. */
  static final String FORMAT = "IDNA4J SimpleCodePoints 1";

  /** A table is far smaller than this; a longer length field means a corrupt resource. */
  private static final int MAX_TRIE_BYTES = 1 << 20;

  private SimpleCodePoints() {}

  /**
   * Returns the UTS #46 table (built on first use).
   *
   * @return the immutable trie of 16-bit values
   */
  static CodePointTrie.Fast16 uts46() {
    return Uts46Table.TRIE;
  }

  /**
   * Writes both tables, computed from ICU4J, to the file named by the only argument: the build's
   * generator of {@value #RESOURCE}.
   *
   * @param args the output file
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: SimpleCodePoints OUTPUT_FILE");
    }
    Path out = Path.of(args[0]);
    Files.createDirectories(out.toAbsolutePath().getParent());
    try (OutputStream os = Files.newOutputStream(out)) {
      write(os, build(false), build(true));
    }
  }

  /**
   * Writes the two tables in the format of {@value #RESOURCE}: the format name, the versions of
   * ICU4J and of Unicode they were computed with, then each trie as its length and ICU4J's binary
   * form.
   */
  static void write(OutputStream os, CodePointTrie.Fast16 uts46, CodePointTrie.Fast16 registration)
      throws IOException {
    DataOutputStream out = new DataOutputStream(os);
    out.writeUTF(FORMAT);
    out.writeUTF(VersionInfo.ICU_VERSION.toString());
    out.writeUTF(UCharacter.getUnicodeVersion().toString());
    for (CodePointTrie trie : new CodePointTrie[] {uts46, registration}) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      trie.toBinary(bytes);
      out.writeInt(bytes.size());
      bytes.writeTo(out);
    }
    out.flush();
  }

  /**
   * Reads the two tables written by {@link #write}, if the stream holds them in this format and for
   * the ICU4J and Unicode versions on the class path.
   *
   * @param in the stream, or null (a missing resource)
   * @return the UTS #46 and the registration table, or null if they cannot be used
   */
  static CodePointTrie.Fast16[] read(InputStream in) {
    if (in == null) {
      return null;
    }
    try (DataInputStream data = new DataInputStream(in)) {
      // An ICU4J release carries one version of the Unicode data, so its version decides;
      // the Unicode version is for readers and tests (asking for it here would load
      // ICU4J's character properties, which a name on the fast tier never needs).
      if (!FORMAT.equals(data.readUTF())
          || !VersionInfo.ICU_VERSION.toString().equals(data.readUTF())) {
        return null;
      }
      data.readUTF();
      CodePointTrie.Fast16[] tries = new CodePointTrie.Fast16[2];
      for (int i = 0; i < tries.length; i++) {
        int length = data.readInt();
        if (length <= 0 || length > MAX_TRIE_BYTES) {
          return null;
        }
        byte[] bytes = new byte[length];
        data.readFully(bytes);
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        tries[i] =
            (CodePointTrie.Fast16)
                CodePointTrie.fromBinary(
                    CodePointTrie.Type.FAST, CodePointTrie.ValueWidth.BITS_16, buffer);
        if (buffer.hasRemaining()) {
          return null;
        }
      }
      return data.read() == -1 ? tries : null;
    } catch (IOException | RuntimeException e) {
      // a truncated or corrupt resource (fromBinary throws ICUUncheckedIOException or
      // InvalidFormatException wrapped in it): compute the tables instead
      return null;
    }
  }

  /**
   * Returns the IDNA2008 registration table (built on first use).
   *
   * @return the immutable trie of 16-bit values
   */
  static CodePointTrie.Fast16 registration() {
    return RegistrationTable.TRIE;
  }

  /**
   * Computes the UTS #46 value of one code point from ICU4J's properties; the table holds the same
   * value for every code point.
   *
   * @param cp a code point
   * @return its value, 0 if it is not simple
   */
  static int computeUts46(int cp) {
    int qc = nfcQuickCheck(cp);
    if (qc == NOT_CANDIDATE) {
      return 0;
    }
    if (qc == NFC_QC_YES) {
      // UTS #46 §4 step 1 and §5: mapped to itself (valid or deviation) and quick check
      // YES; a normalization-inert code point (most letters of most scripts) is both, so
      // the quick check of a one-code-point string is only needed for the others
      if (!Uts46Mapping.UTS46.isInert(cp)
          && Uts46Mapping.UTS46.quickCheck(new String(Character.toChars(cp))) != Normalizer.YES) {
        return 0;
      }
    } else {
      // NFC_Quick_Check = Maybe: mapped to itself when alone (whether it composes with
      // what precedes it is decided per label, see MAYBE)
      String s = new String(Character.toChars(cp));
      if (!Uts46Mapping.UTS46.normalize(s).equals(s)) {
        return 0;
      }
    }
    if (cp == ContextJ.ZWJ || cp == ContextJ.ZWNJ) {
      return 0; // CONTEXTJ: RFC 5892 Appendix A.1, A.2
    }
    int value = flags(cp, qc);
    if (NameRules.isDeviation(cp)) {
      value |= DEVIATION; // UTS #46 §4 step 1, deviation characters (only ß and ς get here)
    }
    return value;
  }

  /**
   * Computes the registration value of one code point from the RFC 5892 derived property and
   * ICU4J's properties; the table holds the same value for every code point.
   *
   * @param cp a code point
   * @return its value, 0 if it is not simple
   */
  static int computeRegistration(int cp) {
    int qc = nfcQuickCheck(cp);
    if (qc == NOT_CANDIDATE) {
      return 0;
    }
    Rfc5892DerivedProperty p = Rfc5892.property(cp);
    // RFC 5891 §4.2.3.3: PVALID, or CONTEXTO checked by its rule (CONTEXTJ is left out)
    if (p != Rfc5892DerivedProperty.PVALID && p != Rfc5892DerivedProperty.CONTEXTO) {
      return 0;
    }
    return flags(cp, qc);
  }

  /**
   * Conditions (2), (3), (5) and (6) of the class comment, shared by both tables: returns the code
   * point's NFC_Quick_Check (Yes or Maybe), or {@link #NOT_CANDIDATE}.
   */
  private static int nfcQuickCheck(int cp) {
    int type = UCharacter.getType(cp);
    if (type == UCharacterCategory.UNASSIGNED
        || type == UCharacterCategory.PRIVATE_USE
        || type == UCharacterCategory.SURROGATE
        || cp == 0xFFFD) {
      return NOT_CANDIDATE; // disallowed in UTS #46 §5 and in RFC 5892 §2
    }
    if (cp < 0x80) {
      // RFC 1034 §3.5 letters, digits, hyphen
      return LabelSteps.isLowerLdh(cp) ? NFC_QC_YES : NOT_CANDIDATE;
    }
    // UAX #15 §9: NFC_Quick_Check = Yes or Maybe for the code point
    int qc = UCharacter.getIntPropertyValue(cp, UProperty.NFC_QUICK_CHECK);
    return qc == NFC_QC_YES || qc == NFC_QC_MAYBE ? qc : NOT_CANDIDATE;
  }

  private static int flags(int cp, int qc) {
    // asked here, not held in a field: reading the tables needs no normalization data
    int value =
        Normalizer2.getNFCInstance().getCombiningClass(cp)
            | SIMPLE
            | (qc == NFC_QC_MAYBE ? MAYBE : 0);
    int type = UCharacter.getType(cp);
    if (type == UCharacterCategory.NON_SPACING_MARK
        || type == UCharacterCategory.ENCLOSING_MARK
        || type == UCharacterCategory.COMBINING_SPACING_MARK) {
      value |= MARK;
    }
    if ((BidiRule.classBit(cp) & BidiRule.RTL_CLASSES) != 0) {
      value |= RTL;
    }
    if (ContextO.ruleFor(cp) != null) {
      value |= CONTEXTO;
    }
    if (cp >= 0x80) {
      value |= NON_ASCII;
    }
    return value;
  }

  private static CodePointTrie.Fast16 build(boolean registration) {
    MutableCodePointTrie mutable = new MutableCodePointTrie(0, 0);
    // Walk the General_Category ranges so that the unassigned, private-use and surrogate
    // code points (about 87% of the code space, all 0) cost nothing: a shorter first build
    RangeValueIterator ranges = UCharacter.getTypeIterator();
    RangeValueIterator.Element range = new RangeValueIterator.Element();
    while (ranges.next(range)) {
      if (range.value == UCharacterCategory.UNASSIGNED
          || range.value == UCharacterCategory.PRIVATE_USE
          || range.value == UCharacterCategory.SURROGATE) {
        continue;
      }
      for (int cp = range.start; cp < range.limit; cp++) {
        int value = registration ? computeRegistration(cp) : computeUts46(cp);
        if (value != 0) {
          mutable.set(cp, value);
        }
      }
    }
    return (CodePointTrie.Fast16)
        mutable.buildImmutable(CodePointTrie.Type.FAST, CodePointTrie.ValueWidth.BITS_16);
  }

  /** Holder idiom: both tables as read from {@value #RESOURCE} on first use, or null. */
  static final class Bundled {
    static final CodePointTrie.Fast16[] TRIES =
        read(SimpleCodePoints.class.getResourceAsStream(RESOURCE));

    private Bundled() {}
  }

  /** Holder idiom: read or, failing that, built on first use, once, by the class initializer. */
  private static final class Uts46Table {
    static final CodePointTrie.Fast16 TRIE =
        Bundled.TRIES != null ? Bundled.TRIES[0] : build(false);
  }

  /** Holder idiom: read or, failing that, built on first use, once, by the class initializer. */
  private static final class RegistrationTable {
    static final CodePointTrie.Fast16 TRIE = Bundled.TRIES != null ? Bundled.TRIES[1] : build(true);
  }
}
