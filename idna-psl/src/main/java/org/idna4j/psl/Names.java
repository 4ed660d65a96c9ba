package org.idna4j.psl;

import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.LabelSpan;
import org.idna4j.label.NameRules;

/**
 * Name handling around the trie walk: the char table of the fast path, the IP literal check, label
 * positions and rendering answers in the input's label form. Package-private.
 */
final class Names {

  /** {@link SuffixTrie#scan}: the name needs the full UTS #46 path. */
  static final int NOT_CANONICAL = -1;

  /** {@link SuffixTrie#scan}: the name is an IP literal: no answers. */
  static final int NO_ANSWER = -2;

  /**
   * For each ASCII char, its class on the fast path, where a label qualifies if it is what the
   * lookup profile's UTS #46 processing returns unchanged except for case: lowercase letters,
   * digits, {@code -} and {@code _} (the lookup profile allows {@code _}, RFC 8552) have a code
   * 1-38 ({@link #CODE_MASK}); {@code A-Z} have the code of {@code a-z} plus {@link #UPPER} (UTS
   * #46 §5, IdnaMappingTable: the only ASCII chars mapped); {@code .} is {@link #DOT}, the label
   * separator; 0 marks every other char, which needs the full path.
   */
  static final int[] CHAR_CLASS = new int[128];

  static final int CODE_BITS = 6;
  static final int CODE_MASK = (1 << CODE_BITS) - 1;
  static final int UPPER = 64;
  static final int DOT = 128;

  /**
   * For each ASCII char, its code in {@link #CHAR_CLASS} if it is a lowercase letter, a digit,
   * {@code -} or {@code _}, else 0 (also for capitals and the dot): the fast path's loop tests this
   * one value per char.
   */
  static final int[] LOWER_CODE = new int[128];

  /** The code {@link #labelKey} gives a char outside the fast path's alphabet. */
  private static final int OTHER = CODE_MASK;

  /** The longest label whose key holds all its chars: ten codes of six bits in a {@code long}. */
  static final int MAX_KEYED = Long.SIZE / CODE_BITS;

  static {
    int code = 1;
    for (char c = 'a'; c <= 'z'; c++, code++) {
      CHAR_CLASS[c] = code;
      CHAR_CLASS[c - 'a' + 'A'] = code | UPPER;
    }
    for (char c = '0'; c <= '9'; c++, code++) {
      CHAR_CLASS[c] = code;
    }
    CHAR_CLASS['-'] = code++;
    CHAR_CLASS['_'] = code;
    CHAR_CLASS['.'] = DOT;
    for (int c = 0; c < 128; c++) {
      LOWER_CODE[c] = (CHAR_CLASS[c] & UPPER) == 0 ? CHAR_CLASS[c] & CODE_MASK : 0;
    }
  }

  private Names() {}

  /**
   * Returns the key of the label {@code s[start, end)}: the codes of its chars (see {@link
   * #CHAR_CLASS}; capitals as their lowercase letter, other chars as one shared code), from the
   * last char to the first, six bits each, the first char in the low bits; bits shifted out of a
   * label longer than {@link #MAX_KEYED} are dropped. The trie's fast path computes the same value
   * inline.
   */
  static long labelKey(CharSequence s, int start, int end) {
    long key = 0;
    for (int i = end - 1; i >= start; i--) {
      char c = s.charAt(i);
      int code = c < 128 ? CHAR_CLASS[c] & CODE_MASK : 0;
      key = key << CODE_BITS | (code == 0 ? OTHER : code);
    }
    return key;
  }

  /**
   * Whether the key of the label {@code s[start, end)} determines it: at most {@link #MAX_KEYED}
   * chars, each lowercase and with a code of its own. Two keyed labels are equal exactly when their
   * keys are.
   */
  static boolean isKeyed(CharSequence s, int start, int end) {
    if (end - start > MAX_KEYED) {
      return false;
    }
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      int t = c < 128 ? CHAR_CLASS[c] : 0;
      if ((t & CODE_MASK) == 0 || (t & UPPER) != 0) {
        return false;
      }
    }
    return true;
  }

  /** Returns {@code s} with {@code A-Z} lowercased and every other char as it is. */
  static String lowercaseAscii(CharSequence s) {
    char[] chars = new char[s.length()];
    for (int i = 0; i < chars.length; i++) {
      chars[i] = fold(s.charAt(i));
    }
    return new String(chars);
  }

  /** Returns {@code c} lowercased if it is {@code A-Z} (UTS #46 maps them), else {@code c}. */
  static char fold(char c) {
    return c < 128 && (CHAR_CLASS[c] & UPPER) != 0 ? (char) (c | 0x20) : c;
  }

  /** Returns the start of the last label of {@code s[0, end)}. */
  static int lastLabelStart(CharSequence s, int end) {
    int i = end - 1;
    while (i >= 0 && s.charAt(i) != '.') {
      i--;
    }
    return i + 1;
  }

  /**
   * Returns the start of the rightmost {@code labels} labels of {@code s[0, end)}, or -1 if it has
   * fewer labels.
   */
  static int startOfLast(CharSequence s, int end, int labels) {
    int start = end;
    for (int n = 0; n < labels; n++) {
      if (n > 0) {
        if (start == 0) {
          return -1;
        }
        start--; // the dot before the label found last
      }
      start = lastLabelStart(s, start);
    }
    return start;
  }

  static String substring(CharSequence s, int start) {
    return s instanceof String string
        ? string.substring(start)
        : s.subSequence(start, s.length()).toString();
  }

  /**
   * Renders the rightmost labels of a valid ASCII name, from {@code asciiStart}, in the label form
   * of the caller's input: a label the input wrote with non-ASCII chars (a U-label) comes out as a
   * U-label, every other label as the A-label. The U-labels are those of ToUnicode of the input
   * (UTS #46 §4.3), whose labels are the ASCII name's (the same processing, §4 steps 1-4, gives
   * both); ToUnicode's {@link DomainResult#labelSpans()} say where each label stands in the input.
   *
   * <p>When ToUnicode would return the input unchanged ({@link #isOwnUnicodeForm}), the input's
   * labels are the answer's labels, so the answer is the input's tail, and ToUnicode is not run.
   *
   * @param input a name that is valid under {@code Idna.lookup().toAscii}
   */
  static String render(CharSequence input, String ascii, int asciiStart) {
    if (isAscii(input) || ascii.indexOf(NameRules.ACE_PREFIX, asciiStart) < 0) {
      // an all-ASCII input, or no A-label in the answer: nothing to convert
      return ascii.substring(asciiStart);
    }
    int dots = count(ascii, asciiStart); // the answer has one label more
    if (isOwnUnicodeForm(input)) {
      return substring(input, startAfterDots(input, dots));
    }
    DomainResult unicode = Idna.lookup().toUnicode(input);
    List<LabelSpan> spans = unicode.labelSpans(); // where each label stands in the input
    int first = spans.size() - dots - 1;
    if (first < 0) {
      return unicode.output().substring(startAfterDots(unicode.output(), dots));
    }
    String tail = ascii.substring(asciiStart);
    StringBuilder sb = new StringBuilder(tail.length());
    int cp = spans.get(first).start(); // a code-point offset of the input
    int ch = Character.offsetByCodePoints(input, 0, cp); // and its char index
    for (int i = first, from = 0; ; i++) {
      LabelSpan span = spans.get(i);
      int labelFrom = Character.offsetByCodePoints(input, ch, span.start() - cp);
      ch = Character.offsetByCodePoints(input, labelFrom, span.end() - span.start());
      cp = span.end();
      int to = tail.indexOf('.', from);
      String aLabel = to < 0 ? tail.substring(from) : tail.substring(from, to);
      sb.append(isAscii(input, labelFrom, ch) ? aLabel : span.output());
      if (to < 0) {
        return sb.toString();
      }
      sb.append('.');
      from = to + 1;
    }
  }

  /**
   * Tells whether UTS #46 ToUnicode (§4.3, nontransitional as in the lookup profile) returns the
   * name {@code input}, valid under {@code Idna.lookup().toAscii}, unchanged. ToUnicode's output is
   * the processed labels joined by dots (§4 steps 1-4; validation only flags), so it is the input
   * exactly when mapping and normalization change nothing (steps 1-2: a full stop other than U+002E
   * is mapped, so the labels are then split at the input's own dots, step 3) and no label is an
   * A-label to decode (step 4). The first is asked of ICU4J's {@code uts46} normalizer, the IDNA
   * Mapping Table and NFC in one, the data IDNA4J's own mapping uses (it keeps the deviation
   * characters, as nontransitional processing does); a name it calls normalized is lowercase, so
   * the A-label prefix is looked for in lowercase. Two passes over the name; no allocation for a
   * {@code String}.
   */
  static boolean isOwnUnicodeForm(CharSequence input) {
    if (!NameRules.isUts46Normalized(input)) {
      return false;
    }
    String s = input.toString();
    for (int i = s.indexOf(NameRules.ACE_PREFIX);
        i >= 0;
        i = s.indexOf(NameRules.ACE_PREFIX, i + 1)) {
      if (i == 0 || s.charAt(i - 1) == '.') {
        return false; // an A-label: ToUnicode decodes it
      }
    }
    return true;
  }

  /**
   * Returns where the rightmost labels of {@code s} begin that follow its last {@code dots} + 1
   * dots: the start of the last {@code dots} + 1 labels (an empty root label counts).
   */
  private static int startAfterDots(CharSequence s, int dots) {
    int seen = 0;
    for (int i = s.length() - 1; i >= 0; i--) {
      if (s.charAt(i) == '.' && ++seen > dots) {
        return i + 1;
      }
    }
    return 0;
  }

  /** Counts the dots in {@code s} from {@code from}. */
  private static int count(String s, int from) {
    int n = 0;
    for (int i = s.indexOf('.', from); i >= 0; i = s.indexOf('.', i + 1)) {
      n++;
    }
    return n;
  }

  static boolean isAscii(CharSequence s) {
    return isAscii(s, 0, s.length());
  }

  private static boolean isAscii(CharSequence s, int start, int end) {
    for (int i = start; i < end; i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }
}
