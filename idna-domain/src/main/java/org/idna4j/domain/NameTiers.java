package org.idna4j.domain;

import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.label.internal.DomainLabels;

/**
 * The name-level rungs of the fast-path ladder, tried before any label is converted. Immutable and
 * thread-safe; one per {@link DomainEngine}.
 *
 * <p>The ladder, top to bottom (each rung gives the same result as the full path, which the
 * equivalence tests check):
 *
 * <ol>
 *   <li>{@link Tier#PLAIN}: a name of lowercase LDH labels that passes every check comes back as
 *       the caller's own {@code String} ({@link #quickScan}, then {@link #scanLdhName} when the
 *       quick filter is unsure; {@link #plainRunEnd} asks the same of a name inside a longer text);
 *   <li>{@link Tier#PLAIN_AFTER_LOWERING}: the same with ASCII capitals, where the standard maps
 *       A-Z to a-z, is lowercased in one step;
 *   <li>{@link Tier#OTHER}: the name is split, and each plain lowercase LDH label ({@link
 *       #passesAsPlainLabel}) is copied as it is; every other label goes to the label engine, whose
 *       own rungs (ASCII labels, then the simple-label table scan of {@code org.idna4j.label}) come
 *       before its general path.
 * </ol>
 *
 * Whether any rung applies is decided once, by {@link DomainLabels#plainLdhLabelsPass()}: the label
 * engine of the profile knows its standard, its UTS #39 checks and whether it is the reference
 * engine; {@link #NONE} is the ladder that never applies.
 */
final class NameTiers {

  /** Which rung of the ladder a name takes. */
  enum Tier {
    /** Valid and unchanged: the result is the caller's own {@code String}. */
    PLAIN,
    /** Valid once A-Z are lowercased, and nothing else changes. */
    PLAIN_AFTER_LOWERING,
    /** Split, and each label processed (plain labels copied). */
    OTHER
  }

  /** The ladder of an engine whose tiers do not apply: every name is {@link Tier#OTHER}. */
  static final NameTiers NONE = new NameTiers(false, false, false, false, false);

  private static final int MAX_NAME_LENGTH = NameRules.MAX_NAME_LENGTH;
  private static final int MAX_LABEL_LENGTH = NameRules.MAX_LABEL_LENGTH;

  private final boolean apply;
  private final boolean lowering;
  private final boolean hyphens;
  private final boolean dnsLength;
  private final boolean allowTrailingDot;

  private NameTiers(
      boolean apply,
      boolean lowering,
      boolean hyphens,
      boolean dnsLength,
      boolean allowTrailingDot) {
    this.apply = apply;
    this.lowering = lowering;
    this.hyphens = hyphens;
    this.dnsLength = dnsLength;
    this.allowTrailingDot = allowTrailingDot;
  }

  /**
   * Returns the ladder of a profile whose labels go to {@code labels}.
   *
   * @param profile the profile (CheckHyphens, VerifyDnsLength, trailing dot)
   * @param labels the label engine, which says whether plain labels pass and ASCII is lowercased
   * @return the ladder, {@link #NONE} if its tiers do not apply
   */
  static NameTiers of(IdnaProfile profile, DomainLabels labels) {
    if (!labels.plainLdhLabelsPass()) {
      return NONE;
    }
    return new NameTiers(
        true,
        labels.lowercasesAscii(),
        profile.checkHyphens(),
        profile.verifyDnsLength(),
        profile.allowTrailingDot());
  }

  /**
   * Whether the tiers apply at all; if not, every name is {@link Tier#OTHER} and no label is copied
   * without the label engine.
   *
   * @return whether the ladder applies
   */
  boolean apply() {
    return apply;
  }

  /**
   * Which rung a name takes (see the class documentation).
   *
   * @param s the name
   * @return its tier
   */
  Tier of(String s) {
    if (!apply) {
      return Tier.OTHER;
    }
    if (reservedAt(s, 0, s.length(), hyphens)) {
      return Tier.OTHER; // an A-label first, as in most names ToUnicode gets: no scan can pass it
    }
    Tier scan = quickScan(s);
    if (scan == null) {
      scan = scanLdhName(s, 0, s.length()); // the exact scan decides
    }
    if (scan == Tier.PLAIN_AFTER_LOWERING && !lowering) {
      return Tier.OTHER; // registration has no mapping: capitals are DISALLOWED (RFC 5892 §2.2)
    }
    return scan;
  }

  /**
   * Whether {@code c} is a lowercase ASCII letter, digit or hyphen (the LDH rule of RFC 952 and RFC
   * 1123 §2.1, lowercase).
   *
   * @param c an ASCII char
   * @return whether it is lowercase LDH
   */
  static boolean isLowerLdh(char c) {
    return NameRules.asciiClass(c) <= HYPHEN_CHAR;
  }

  // The class of each ASCII char for the scans (NameRules.asciiClass): a-z and 0-9, '-'
  // (together the LDH rule of RFC 952 and RFC 1123 §2.1, lowercase: class <= HYPHEN_CHAR), '.',
  // A-Z (UTS #46 maps them to a-z), or other. QUICK_PAIR is indexed by previous class * 8 + class.
  private static final int ALNUM_CHAR = NameRules.ASCII_LOWER_ALNUM;
  private static final int HYPHEN_CHAR = NameRules.ASCII_HYPHEN;
  private static final int DOT_CHAR = NameRules.ASCII_DOT;
  private static final int UPPER_CHAR = NameRules.ASCII_UPPER;
  private static final int OTHER_CHAR = NameRules.ASCII_OTHER;

  /** quickScan's result bits: the name may break a rule; the name has a capital. */
  private static final int Q_UNSURE_BIT = 1;

  private static final int Q_UPPER_BIT = 2;

  /**
   * For a pair (class of the previous char, class of this char): {@link #Q_UNSURE_BIT} where the
   * pair may break a label rule (an empty label "..", a hyphen after a dot or before one, "--"
   * anywhere, hence also every {@code xn--} and every other reserved label) and for any char that
   * is not LDH or a dot; {@link #Q_UPPER_BIT} for a capital.
   */
  private static final byte[] QUICK_PAIR = new byte[(OTHER_CHAR << 3) + OTHER_CHAR + 1];

  static {
    for (int prev = 0; prev <= OTHER_CHAR; prev++) {
      for (int cls = 0; cls <= OTHER_CHAR; cls++) {
        boolean unsure =
            cls == OTHER_CHAR
                || ((prev == DOT_CHAR || prev == HYPHEN_CHAR)
                    && (cls == DOT_CHAR || cls == HYPHEN_CHAR));
        QUICK_PAIR[(prev << 3) | cls] =
            (byte) ((unsure ? Q_UNSURE_BIT : 0) | (cls == UPPER_CHAR ? Q_UPPER_BIT : 0));
      }
    }
  }

  /**
   * A conservative filter in front of {@link #scanLdhName}: answers {@link Tier#PLAIN} or {@link
   * Tier#PLAIN_AFTER_LOWERING} only for a name of at most 63 LDH characters (capitals allowed) with
   * no empty label, no hyphen at either end of a label, no "--" anywhere and no trailing dot. Such
   * a name passes every label and name check of a UTS #46 or registration profile whatever its
   * options (UTS #46 §4.1 criteria 2 and 3, §4.2 step 4; RFC 5891 §4.2.3.1; RFC 1034 §3.1 lengths,
   * since no label or name can be longer than the name), so the answer is the one {@link
   * #scanLdhName} gives. A name with a non-ASCII char gives {@link Tier#OTHER}, as the exact scan
   * would; anything else gives {@code null} (unsure), and the exact scan then decides.
   *
   * <p>Why a second scan: the exact scan leaves its inner loop at every dot, a branch that follows
   * the random label lengths of real names; here the label rules are a table lookup on each pair of
   * adjacent chars, OR-ed together, and the only branch per char is the exit at a non-ASCII char
   * (benchmarks/README.md, "What is in the way", has the measurements).
   */
  private static Tier quickScan(String name) {
    int n = name.length();
    if (n == 0 || n > MAX_LABEL_LENGTH) {
      return null;
    }
    int flags = 0;
    int prev = DOT_CHAR; // as if a dot came before the first label: catches a leading '.' or '-'
    for (int i = 0; i < n; i++) {
      char c = name.charAt(i);
      if (c >= 0x80) {
        return Tier.OTHER;
      }
      int cls = NameRules.asciiClass(c);
      flags |= QUICK_PAIR[(prev << 3) | cls];
      prev = cls;
    }
    if ((flags & Q_UNSURE_BIT) != 0 || prev == DOT_CHAR || prev == HYPHEN_CHAR) {
      return null; // includes a trailing dot or hyphen
    }
    return (flags & Q_UPPER_BIT) != 0 ? Tier.PLAIN_AFTER_LOWERING : Tier.PLAIN;
  }

  /**
   * Tier 1 on a name that stands inside a longer text, such as the host of a URL, without copying
   * it out: finds the run of ASCII letters, digits, {@code -} and {@code .} that starts at {@code
   * start}, and returns its end if the run is a name of {@link Tier#PLAIN} (valid and unchanged
   * under this ladder's profile); -1 if it is not, or if the run is empty. The run is read once,
   * with {@link #quickScan}'s pair table, and the exact scan ({@link #scanLdhName}) decides only
   * when that filter is unsure; a run with a capital is not plain. What follows the run is the
   * caller's to check (a URL's {@code :} or {@code /} ends a name, a {@code _} does not).
   *
   * @param s the text
   * @param start where the name starts in {@code s}
   * @return the end of the plain name that starts at {@code start}, or -1
   */
  int plainRunEnd(String s, int start) {
    if (!apply) {
      return -1;
    }
    int n = s.length();
    int flags = 0;
    int prev = DOT_CHAR; // as in quickScan: catches a leading '.' or '-'
    int i = start;
    for (; i < n; i++) {
      char c = s.charAt(i);
      int cls = NameRules.asciiClass(c);
      if (cls == OTHER_CHAR) {
        break;
      }
      flags |= QUICK_PAIR[(prev << 3) | cls];
      prev = cls;
    }
    if (i == start || (flags & Q_UPPER_BIT) != 0) {
      return -1;
    }
    if ((flags & Q_UNSURE_BIT) == 0
        && prev != DOT_CHAR
        && prev != HYPHEN_CHAR
        && i - start <= MAX_LABEL_LENGTH) {
      return i; // quickScan's answer: plain whatever the profile's options
    }
    return scanLdhName(s, start, i) == Tier.PLAIN ? i : -1;
  }

  /**
   * Tiers 1 and 2 in one exact scan: {@link Tier#PLAIN} for a name of lowercase LDH labels, none an
   * {@code xn--} label, that passes every check of the profile (the label checks of {@link
   * #passesAsPlainLabel}, an empty label only as the allowed root label, the name length); {@link
   * Tier#PLAIN_AFTER_LOWERING} if that holds once A-Z are lowercased (UTS #46 maps them to a-z and
   * no other ASCII character); {@link Tier#OTHER} otherwise, and also for the rare names {@link
   * #reservedAt} is unsure of (the full path then gives the same answer). The label checks do not
   * depend on case, except the "xn" of "xn--", which is compared here without case.
   *
   * @param name the text that holds the name
   * @param from where the name starts
   * @param n where it ends (exclusive)
   */
  private Tier scanLdhName(String name, int from, int n) {
    if (n == from) {
      return Tier.OTHER;
    }
    boolean upper = false;
    int labelStart = from;
    int i = from;
    if (reservedAt(name, from, n, hyphens)) {
      return Tier.OTHER;
    }
    for (; ; ) {
      // The label's chars, one table lookup each (letters and digits alternate
      // unpredictably, so a chain of range tests would mispredict).
      int cls = ALNUM_CHAR;
      while (i < n) {
        char c = name.charAt(i);
        cls = NameRules.asciiClass(c);
        if (cls > HYPHEN_CHAR) {
          break; // not LDH
        }
        i++;
      }
      if (i < n) {
        if (cls == UPPER_CHAR) {
          upper = true;
          i++;
          continue;
        }
        if (cls == OTHER_CHAR) {
          return Tier.OTHER;
        }
      }
      // name[labelStart, i) is a label, ended by a dot or by the end of the name
      int len = i - labelStart;
      if (len == 0) {
        // Only a trailing root label may be empty, and only if allowed.
        boolean root = i == n && n - from > 1;
        if (!root || (dnsLength && !allowTrailingDot)) {
          return Tier.OTHER;
        }
      } else {
        if (dnsLength && len > MAX_LABEL_LENGTH) {
          return Tier.OTHER;
        }
        if (hyphens && (name.charAt(labelStart) == '-' || name.charAt(i - 1) == '-')) {
          return Tier.OTHER;
        }
      }
      if (i >= n) {
        break;
      }
      i++; // the dot
      labelStart = i;
      if (reservedAt(name, labelStart, n, hyphens)) {
        return Tier.OTHER;
      }
    }
    if (dnsLength && (name.charAt(n - 1) == '.' ? n - 1 : n) - from > MAX_NAME_LENGTH) {
      return Tier.OTHER;
    }
    return upper ? Tier.PLAIN_AFTER_LOWERING : Tier.PLAIN;
  }

  /**
   * Whether the label starting at {@code start} may be a reserved label ("--" in its third and
   * fourth chars) that the tiers must leave to the full path: an {@code xn--} label (prefix in any
   * case), which needs decoding, or, under CheckHyphens, any reserved label, which fails UTS #46
   * §4.1 criterion 2. Tested when the label starts, so that the scan of an {@code xn--} name (every
   * name ToUnicode is given from DNS) stops there instead of at the label's end; conservative: a
   * shorter label followed by a dot also answers {@code true} when the chars line up, and only
   * costs that name the full path.
   */
  private static boolean reservedAt(String name, int start, int end, boolean hyphens) {
    return start + 3 < end
        && name.charAt(start + 2) == '-'
        && name.charAt(start + 3) == '-'
        && (hyphens
            || ((name.charAt(start) | 0x20) == 'x' && (name.charAt(start + 1) | 0x20) == 'n'));
  }

  /**
   * Whether {@code name[start, end)}, known to hold only lowercase LDH characters, is a label that
   * passes every label check of a UTS #46 or registration profile on its own: not empty, no {@code
   * xn--} prefix (it would need decoding), CheckHyphens rules if on (UTS #46 §4.1 criteria 2 and 3,
   * RFC 5891 §4.2.3.1), at most 63 octets if VerifyDnsLength (RFC 1034 §3.1). Outside a Bidi domain
   * name such a label is valid and unchanged.
   *
   * @param name the name
   * @param start the label's first char
   * @param end the index after its last char
   * @return whether the label may be copied to the output as it is
   */
  boolean passesAsPlainLabel(CharSequence name, int start, int end) {
    int len = end - start;
    if (len == 0 || (dnsLength && len > MAX_LABEL_LENGTH)) {
      return false;
    }
    if (len >= 4
        && name.charAt(start + 2) == '-'
        && name.charAt(start + 3) == '-'
        && (hyphens || (name.charAt(start) == 'x' && name.charAt(start + 1) == 'n'))) {
      return false; // xn-- needs decoding; other reserved labels fail CheckHyphens
    }
    return !(hyphens && (name.charAt(start) == '-' || name.charAt(end - 1) == '-'));
  }
}
