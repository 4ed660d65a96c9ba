package org.idna4j.display;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.LabelSpan;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.NameRules;
import org.idna4j.label.RestrictionLevel;
import org.idna4j.punycode.Punycode;

/**
 * The package-private engine behind {@link DisplayPolicy}: the plain-ASCII fast path, then
 * ToUnicode and the policy's checks on each IDN label, and the lookalike check of the whole name.
 * Immutable and thread-safe; one per policy.
 */
final class DisplayEngine {

  private final Idna idna;
  private final boolean chromium;
  private final RestrictionLevel level;
  private final LookalikeIndex index;

  /**
   * Creates the engine of a policy.
   *
   * @param idna the ToUnicode the policy converts with
   * @param chromium Chromium's rules if true, else Firefox's
   * @param level Firefox's restriction level (null for Chromium)
   * @param index the protected domains' lookalike index
   */
  DisplayEngine(Idna idna, boolean chromium, RestrictionLevel level, LookalikeIndex index) {
    this.idna = idna;
    this.chromium = chromium;
    this.level = level;
    this.index = index;
  }

  /** The protected domains' lookalike index. */
  LookalikeIndex index() {
    return index;
  }

  /** {@link DisplayPolicy#toDisplay}. */
  String toDisplay(String s) {
    String plain = plainAscii(s);
    if (plain != null) {
      return plain;
    }
    return process(s, null);
  }

  /** {@link DisplayPolicy#decide}. */
  DisplayResult decide(String s) {
    String plain = plainAscii(s);
    if (plain != null) {
      List<LabelDecision> labels = new ArrayList<>();
      int start = 0;
      for (int i = 0; i <= plain.length(); i++) {
        if (i == plain.length() || plain.charAt(i) == '.') {
          String label = plain.substring(start, i);
          // an ASCII name: char offsets are code-point offsets
          labels.add(
              new LabelDecision(label, label, EnumSet.noneOf(DisplayReason.class), start, i));
          start = i + 1;
        }
      }
      return new DisplayResult(s, plain, labels, null);
    }
    Decisions decisions = new Decisions();
    String output = process(s, decisions);
    return new DisplayResult(s, output, decisions.labels, decisions.lookalikeOf);
  }

  /**
   * Returns the name lowercased when it holds only ASCII letters, digits and hyphens in non-empty
   * labels (a trailing root dot allowed), none of them an A-label: such a name has nothing to
   * decide. Otherwise null. The empty name counts as plain.
   *
   * <p>Chromium shows such a name as it is, with no check at all: {@code IDNToUnicodeOneComponent}
   * (components/url_formatter/url_formatter.cc) returns a component that does not start with {@code
   * xn--} unchanged without calling ICU, and {@code IDNToUnicodeWithAdjustmentsImpl} runs the
   * lookalike check ({@code GetSimilarTopDomain}) only when a component was an IDN ({@code
   * has_idn_component}). Firefox's {@code nsIDNService::ConvertACEtoUTF8} likewise leaves labels
   * without the ACE prefix alone.
   *
   * <p>One table lookup per pair of adjacent characters, OR-ed together (as in idna-domain's name
   * tiers): the only branch per character is the exit at a non-ASCII one. A name with {@code "--"}
   * somewhere (every A-label has it) is looked at again label by label.
   */
  private static String plainAscii(String s) {
    int n = s.length();
    int flags = 0;
    int prev = DOT; // as if a dot came before the first label: a leading dot is an empty label
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        return null;
      }
      int kind = NameRules.asciiClass(c);
      flags |= PAIR[(prev << 3) | kind];
      prev = kind;
    }
    if ((flags & NOT_PLAIN) != 0) {
      return null;
    }
    if ((flags & DOUBLE_HYPHEN) != 0 && NameRules.hasAceLabel(s)) {
      return null;
    }
    return (flags & HAS_UPPER) != 0 ? s.toLowerCase(Locale.ROOT) : s;
  }

  // The kinds of chars are NameRules.asciiClass's.
  private static final int HYPHEN = NameRules.ASCII_HYPHEN;
  private static final int DOT = NameRules.ASCII_DOT;
  private static final int UPPER = NameRules.ASCII_UPPER;
  private static final int OTHER = NameRules.ASCII_OTHER;

  private static final int NOT_PLAIN = 1; // a character outside LDH and '.', or an empty label
  private static final int DOUBLE_HYPHEN = 2; // "--": perhaps an A-label
  private static final int HAS_UPPER = 4;

  /** The flags of a pair of adjacent characters, indexed by (previous kind << 3) | kind. */
  private static final byte[] PAIR = pairs();

  private static byte[] pairs() {
    byte[] pairs = new byte[(OTHER << 3) + OTHER + 1];
    for (int prev = 0; prev <= OTHER; prev++) {
      for (int kind = 0; kind <= OTHER; kind++) {
        int flags = 0;
        if (kind == OTHER || (prev == DOT && kind == DOT)) {
          flags |= NOT_PLAIN;
        }
        if (prev == HYPHEN && kind == HYPHEN) {
          flags |= DOUBLE_HYPHEN;
        }
        if (kind == UPPER) {
          flags |= HAS_UPPER;
        }
        pairs[(prev << 3) | kind] = (byte) flags;
      }
    }
    return pairs;
  }

  /** What {@link #decide} collects beside the output. */
  private static final class Decisions {
    final List<LabelDecision> labels = new ArrayList<>();
    String lookalikeOf;

    /** Where each label stands in the input ({@link DomainResult#labelSpans()}). */
    private List<LabelSpan> spans = List.of();

    int start(int j) {
      return j < spans.size() ? spans.get(j).start() : 0;
    }

    int end(int j) {
      return spans.get(Math.min(j, spans.size() - 1)).end();
    }
  }

  /**
   * The general path: ToUnicode, then the policy's checks on each IDN label, in one walk over
   * ToUnicode's output; the output is built only from the first label that changes. Returns the
   * name to show; with {@code decisions}, also collects one decision per label.
   */
  private String process(String s, Decisions decisions) {
    DomainResult r = idna.toUnicode(s);
    String u = r.output();
    int end = u.length();
    List<LabelSpan> spans = r.labelSpans();
    BitSet invalid = null;
    List<String> inputs = null;
    if (!r.problems().isEmpty()) {
      int n = spans.size();
      invalid = new BitSet(n);
      classify(r.problems(), 0, n, invalid);
      inputs = givenLabels(s, spans);
      if (r.omittedProblems() > 0) {
        recheckUnlisted(r, inputs, invalid);
      }
    }
    if (decisions != null) {
      decisions.spans = spans;
    }
    // the lookalike check of the whole name, first: a match turns every IDN label to ASCII
    String lookalikeOf = null;
    if (!index.isEmpty() && hasValidIdnLabel(u, invalid)) {
      lookalikeOf = index.lookup(end > 0 && u.charAt(end - 1) == '.' ? u.substring(0, end - 1) : u);
    }
    Tld tld = null;
    StringBuilder b = null;
    int copied = 0; // u[copied, start) goes to the output unchanged
    int j = 0;
    for (int start = 0; start <= end; j++) {
      int dot = u.indexOf('.', start);
      int stop = dot < 0 ? end : dot;
      int labelKind = labelKind(u, start, stop);
      boolean bad = invalid != null && invalid.get(j);
      String label = null;
      String output = null; // null: the label as ToUnicode gives it
      int reasons = 0;
      if (labelKind == PLAIN_LABEL
          && (!bad || isPlainLabel(given(inputs, j, u, start, stop).toLowerCase(Locale.ROOT)))) {
        // a plain ASCII label: the browsers do not judge it
      } else if (bad) {
        reasons = Reasons.INVALID;
        // an invalid label is shown as given when ASCII (ToUnicode may have decoded part of a
        // bad A-label: "xn--example-" must not read "example"), else as its A-label
        String given = given(inputs, j, u, start, stop);
        output =
            isAscii(given)
                ? printable(given.toLowerCase(Locale.ROOT))
                : aLabel(u.substring(start, stop));
      } else if (labelKind == NON_ASCII_LABEL) {
        label = u.substring(start, stop);
        if (tld == null) {
          tld = tldOf(u);
        }
        if (decisions != null || lookalikeOf == null) {
          reasons =
              chromium ? ChromiumRules.check(label, tld) : FirefoxRules.check(level, label, tld);
        }
        if (lookalikeOf != null) {
          reasons |= Reasons.LOOKALIKE_DOMAIN;
        }
        if (reasons != 0) {
          output = aLabel(label);
        }
      }
      if (output != null && !(output.length() == stop - start && u.startsWith(output, start))) {
        if (b == null) {
          b = new StringBuilder(end + 16);
        }
        b.append(u, copied, start).append(output);
        copied = stop;
      }
      if (decisions != null) {
        String unicode = label != null ? label : u.substring(start, stop);
        decisions.labels.add(
            new LabelDecision(
                output != null ? output : unicode,
                unicode,
                Reasons.toSet(reasons),
                decisions.start(j),
                decisions.end(j)));
      }
      start = stop + 1;
    }
    if (decisions != null) {
      decisions.lookalikeOf = lookalikeOf;
    }
    String output = b == null ? u : b.append(u, copied, end).toString();
    return output.equals(s) ? s : output;
  }

  private static final int PLAIN_LABEL = 0;
  private static final int ASCII_LABEL = 1;
  private static final int NON_ASCII_LABEL = 2;

  /**
   * Classifies {@code u[start, stop)}: {@link #PLAIN_LABEL} as {@link #isPlainLabel} says, else
   * {@link #ASCII_LABEL} or {@link #NON_ASCII_LABEL}.
   */
  private static int labelKind(String u, int start, int stop) {
    boolean plain = !u.regionMatches(true, start, NameRules.ACE_PREFIX, 0, 4);
    for (int i = start; i < stop; i++) {
      char c = u.charAt(i);
      if (c >= 0x80) {
        return NON_ASCII_LABEL;
      }
      plain &= (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    }
    return plain ? PLAIN_LABEL : ASCII_LABEL;
  }

  /** The label as the caller gave it (else as ToUnicode's output has it). */
  private static String given(List<String> inputs, int j, String u, int start, int stop) {
    return inputs != null && j < inputs.size() ? inputs.get(j) : u.substring(start, stop);
  }

  /** Whether {@code u} has a non-ASCII label that ToUnicode found no problem in. */
  private static boolean hasValidIdnLabel(String u, BitSet invalid) {
    int j = 0;
    boolean nonAscii = false;
    for (int i = 0; i < u.length(); i++) {
      char c = u.charAt(i);
      if (c == '.') {
        if (nonAscii && (invalid == null || !invalid.get(j))) {
          return true;
        }
        nonAscii = false;
        j++;
      } else if (c >= 0x80) {
        nonAscii = true;
      }
    }
    return nonAscii && (invalid == null || !invalid.get(j));
  }

  /**
   * Marks the labels that ToUnicode found a problem in as invalid (every problem of the lookup
   * profile makes a label invalid; the marker of a capped list names no label).
   *
   * @param shift added to each problem's label index
   */
  private static void classify(List<IdnaProblem> problems, int shift, int n, BitSet invalid) {
    for (IdnaProblem p : problems) {
      int label = p.labelIndex().orElse(IdnaProblem.NAME_LEVEL);
      int j = label + shift;
      if (label >= 0 && j < n && p.error() != IdnaError.TOO_MANY_PROBLEMS) {
        invalid.set(j);
      }
    }
  }

  /**
   * When the result's list of problems was capped ({@link IdnaProblem#MAX_LISTED}), the labels
   * after the last listed problem of the capped prefix may have problems that are not listed: each
   * of them is converted again on its own (each label once: linear).
   */
  private void recheckUnlisted(DomainResult r, List<String> inputs, BitSet invalid) {
    List<IdnaProblem> problems = r.problems();
    int cutoff =
        problems
            .get(Math.min(IdnaProblem.MAX_LISTED, problems.size()) - 1)
            .labelIndex()
            .orElse(IdnaProblem.NAME_LEVEL);
    int n = inputs.size();
    for (int j = Math.max(0, cutoff + 1); j < n; j++) {
      if (!invalid.get(j)) {
        DomainResult one = idna.toUnicode(inputs.get(j));
        if (!one.problems().isEmpty()) {
          classify(one.problems(), j, n, invalid);
        }
      }
    }
  }

  /**
   * The labels of the input as given, cut out where {@link DomainResult#labelSpans()} says they
   * stand (code-point offsets, walked forward once).
   */
  private static List<String> givenLabels(String s, List<LabelSpan> spans) {
    List<String> labels = new ArrayList<>(spans.size());
    int ch = 0; // a char index of s
    int cp = 0; // its code-point offset
    for (LabelSpan span : spans) {
      int from = s.offsetByCodePoints(ch, span.start() - cp);
      ch = s.offsetByCodePoints(from, span.end() - span.start());
      cp = span.end();
      labels.add(s.substring(from, ch));
    }
    return labels;
  }

  /**
   * The TLD: the last label (before a trailing root dot) of a name of two labels or more, in
   * ToUnicode's output {@code u}.
   */
  private static Tld tldOf(String u) {
    int end = u.length();
    int dot = u.lastIndexOf('.', end - 1);
    if (dot >= 0 && dot == end - 1) {
      end = dot; // the root label of an absolute name
      dot = u.lastIndexOf('.', end - 1);
    }
    if (dot < 0) {
      return Tld.NONE;
    }
    String label = u.substring(dot + 1, end);
    // the rules compare the ASCII form only with ASCII TLDs (is, fo, az, cat and the allow lists),
    // so a non-ASCII TLD needs no A-label here
    return new Tld(isAscii(label) ? label.toLowerCase(Locale.ROOT) : "", label);
  }

  /**
   * The ASCII form of a label shown in ASCII: its A-label ({@code "xn--"} + RFC 3492 Punycode).
   * Should Punycode refuse the label (RFC 3492 §6.4 overflow for a label far beyond DNS lengths),
   * each non-ASCII code point is written {@code \\u{HEX}} instead, so that the output stays ASCII.
   */
  static String aLabel(String label) {
    try {
      return NameRules.ACE_PREFIX + Punycode.encode(label);
    } catch (RuntimeException e) {
      StringBuilder b = new StringBuilder(label.length() + 16);
      for (int i = 0; i < label.length(); ) {
        int cp = label.codePointAt(i);
        i += Character.charCount(cp);
        if (cp < 0x80) {
          b.append((char) cp);
        } else {
          b.append("\\u{").append(Integer.toHexString(cp).toUpperCase(Locale.ROOT)).append('}');
        }
      }
      return b.toString();
    }
  }

  /**
   * Returns {@code s} with each character outside printable ASCII (U+0021..U+007E) written {@code
   * \\u{HEX}}: an invalid ASCII label may hold spaces or control characters, which must not reach a
   * screen as they are.
   */
  private static String printable(String s) {
    StringBuilder b = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean ok = c > 0x20 && c < 0x7F;
      if (!ok && b == null) {
        b = new StringBuilder(s.length() + 16).append(s, 0, i);
      }
      if (b != null) {
        if (ok) {
          b.append(c);
        } else {
          b.append("\\u{").append(Integer.toHexString(c).toUpperCase(Locale.ROOT)).append('}');
        }
      }
    }
    return b == null ? s : b.toString();
  }

  /**
   * Whether a label is plain: ASCII letters, digits, hyphens and underscores only, and not an
   * A-label. The empty label counts (a trailing root dot, or an empty label in a malformed name:
   * nothing to show, nothing to deceive with).
   */
  private static boolean isPlainLabel(String label) {
    if (label.regionMatches(true, 0, NameRules.ACE_PREFIX, 0, 4)) {
      return false;
    }
    for (int i = 0; i < label.length(); i++) {
      char c = label.charAt(i);
      if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) {
        return false;
      }
    }
    return true;
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }
}
