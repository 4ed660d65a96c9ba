package org.idna4j.display;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.label.RestrictionLevel;
import org.idna4j.punycode.Punycode;

/**
 * Decides, label by label, whether a domain name is shown to people in Unicode or as A-labels
 * ({@code xn--…}), as browsers do in their address bars: modelled on Chromium's IDN display policy
 * ({@link #chromium()}) and on Firefox's ({@link #firefox(RestrictionLevel)}), with this project's
 * Unicode 18 data. Immutable and thread-safe; the presets are shared instances.
 *
 * <pre>{@code
 * DisplayPolicy policy = DisplayPolicy.chromium();
 * policy.toDisplay("xn--bcher-kva.de");    // "bücher.de"
 * policy.toDisplay("аррӏе.com");           // "xn--80ak6aa92e.com" (all Cyrillic)
 * policy.decide("аррӏе.com").labels().get(0).reasons();   // [WHOLE_SCRIPT_CONFUSABLE]
 *
 * DisplayPolicy guarded = policy.toBuilder().protectedDomains(List.of("example.com")).build();
 * guarded.toDisplay("éxample.com");        // "xn--xample-9ua.com" (LOOKALIKE_DOMAIN)
 * }</pre>
 *
 * <p>Every name is first converted with UTS #46 ToUnicode (nontransitional, CheckBidi,
 * CheckJoiners, the {@link IdnaProfile#lookup()} options); a label with an error is shown in ASCII
 * ({@link DisplayReason#INVALID}). A plain ASCII label (one that is not an A-label) is shown as it
 * is: the policies judge IDN labels only, as both browsers do. Each other label goes through the
 * policy's checks, and the label is shown in Unicode only if none applies. Finally, if the policy
 * has {@linkplain Builder#protectedDomains protected domains}, the whole name is compared with them
 * (the lookalike check).
 *
 * <p><b>Security considerations.</b> {@link #toDisplay} and {@link #decide} take untrusted input
 * and never throw on it: unpaired surrogates, control characters, invalid Punycode and names of any
 * length come back as a result. Their time is linear in the length of the name (a label's checks
 * look at each character and its neighbours; the lookalike check probes a bounded number of
 * suffixes per skeleton, whatever the size of the protected list), and memory is linear too. What a
 * policy cannot do: it does not make a name safe to visit, and a name shown in Unicode can still be
 * a lookalike of a domain that is not in the protected list (pass the domains that matter to your
 * users); ASCII-only lookalikes ({@code paypa1.com}) are out of scope, as they are for the
 * browsers; the output is for display only, never for DNS or for comparing names (use {@link
 * Idna#toAscii}). A label shown in Unicode may still contain right-to-left text, which the caller
 * must isolate when it embeds the name in other text (Unicode UAX #9, e.g. with U+2068 FIRST STRONG
 * ISOLATE … U+2069).
 */
public final class DisplayPolicy {

  private enum Kind {
    CHROMIUM,
    FIREFOX
  }

  /** The ToUnicode of Chromium's policy: ICU's UTS #46, which Chromium calls, checks hyphens. */
  private static final Idna CHROMIUM_IDNA =
      Idna.of(IdnaProfile.lookup().toBuilder().checkHyphens(true).build());

  private static final DisplayPolicy CHROMIUM = new DisplayPolicy(Kind.CHROMIUM, null, List.of());
  private static final DisplayPolicy FIREFOX_ASCII =
      new DisplayPolicy(Kind.FIREFOX, RestrictionLevel.ASCII, List.of());
  private static final DisplayPolicy FIREFOX_HIGH =
      new DisplayPolicy(Kind.FIREFOX, RestrictionLevel.HIGHLY_RESTRICTIVE, List.of());
  private static final DisplayPolicy FIREFOX_MODERATE =
      new DisplayPolicy(Kind.FIREFOX, RestrictionLevel.MODERATELY_RESTRICTIVE, List.of());

  private final Kind kind;
  private final RestrictionLevel level;
  private final List<String> protectedDomains;
  private final LookalikeIndex index;
  private final Idna idna;

  private DisplayPolicy(Kind kind, RestrictionLevel level, List<String> protectedDomains) {
    this.kind = kind;
    this.level = level;
    this.protectedDomains = List.copyOf(protectedDomains);
    this.index = LookalikeIndex.of(this.protectedDomains);
    this.idna = kind == Kind.CHROMIUM ? CHROMIUM_IDNA : Idna.lookup();
  }

  /**
   * Returns the policy modelled on Chromium's (components/url_formatter/spoof_checks/
   * idn_spoof_checker.cc and docs/idn.md), nontransitional, without protected domains. Per label,
   * in Chromium's order: UTS #39 Highly Restrictive with Chromium's allowed set (Identifier_Status
   * =Allowed minus its removed characters and blocks), mixed numbers and hidden characters; ZWJ and
   * ZWNJ; the TLD-specific characters (þ ð outside .is and .fo, ə outside .az, the middle dot only
   * as {@code l·l} under .cat); whole-script confusables of its 17 scripts unless the TLD is of
   * that script or on its allow list; digit lookalikes; non-ASCII Latin mixed with another script;
   * its dangerous patterns; then the lookalike check of the whole name.
   *
   * <p>The data is Unicode 18 (ICU4J 79.1): Identifier_Status, scripts and confusables are this
   * project's, not those of the ICU that a given Chromium release ships, so a character whose
   * status changed since then is judged by the newer data (for example U+200C and U+200D have been
   * Restricted since Unicode 15, which Chromium emulated for older ICU by removing them by hand).
   * Where Chromium's own test table rests on older data, the data wins: under Unicode 18 the
   * Bopomofo letters are Identifier_Type=Limited_Use and U+309A COMBINING KATAKANA-HIRAGANA
   * SEMI-VOICED SOUND MARK, U+10FD and U+10FF (Georgian) and the Myanmar Shan digits are
   * Uncommon_Use, all Identifier_Status=Restricted, so labels holding them are shown as A-labels
   * ({@link DisplayReason#DISALLOWED_CHARACTER}) where Chromium's table expects Unicode.
   *
   * <p>Two deliberate differences from Chromium's code: every reason whose condition holds is
   * reported, not only the first; and the lookalike check computes the skeleton of names longer
   * than 32 UTF-16 units too (Chromium's skeleton generator returns none for them, so such names
   * are never compared), and compares the name's full Unicode form, so that a label already shown
   * as an A-label for another reason still reports {@link DisplayReason#LOOKALIKE_DOMAIN}.
   * Chromium's platform differences are resolved as on Windows and macOS (the smaller Thai
   * whole-script list; the macOS-only font workarounds are not applied).
   *
   * @return the shared Chromium policy
   */
  public static DisplayPolicy chromium() {
    return CHROMIUM;
  }

  /**
   * Returns the policy modelled on Firefox's {@code nsIDNService::IsLabelSafe}
   * (netwerk/dns/nsIDNService.cpp) at a restriction level, without protected domains: Firefox's
   * character blocklist, Identifier_Status=Allowed, its script-combination table, mixed numbering
   * systems, its nonspacing-mark rules, the kana, CJK, middle-dot and TLD-specific rules, and its
   * Cyrillic, digit and Thai lookalike lists. The level is Firefox's former {@code
   * network.IDN.restriction_profile}: {@code ASCII} shows every non-ASCII label in ASCII, {@code
   * HIGHLY_RESTRICTIVE} is what Firefox does today, {@code MODERATELY_RESTRICTIVE} also allows
   * Latin with one other script except Cyrillic and Greek.
   *
   * <p>As for {@link #chromium()}, the data is Unicode 18, and platform-specific lists are taken as
   * on Windows and macOS (the smaller Thai list). Firefox's {@code GetIdentifierType} rejects
   * Identifier_Status=Restricted characters; under Unicode 18 that includes the Bopomofo letters
   * (Limited_Use) and characters of CJK Extensions A and B that Firefox's test table expects in
   * Unicode (Uncommon_Use): the data wins, and those labels are shown as A-labels. Firefox has no
   * lookalike check of whole names; a Firefox policy given {@link Builder#protectedDomains
   * protected domains} applies the same one as {@link #chromium()}.
   *
   * @param level {@link RestrictionLevel#ASCII}, {@link RestrictionLevel#HIGHLY_RESTRICTIVE} or
   *     {@link RestrictionLevel#MODERATELY_RESTRICTIVE}
   * @return the shared Firefox policy for that level
   * @throws NullPointerException if {@code level} is null
   * @throws IllegalArgumentException for any other level (Firefox has no other profile)
   */
  public static DisplayPolicy firefox(RestrictionLevel level) {
    Objects.requireNonNull(level, "level");
    return switch (level) {
      case ASCII -> FIREFOX_ASCII;
      case HIGHLY_RESTRICTIVE -> FIREFOX_HIGH;
      case MODERATELY_RESTRICTIVE -> FIREFOX_MODERATE;
      default ->
          throw new IllegalArgumentException(
              "Firefox's policy has the levels ASCII, HIGHLY_RESTRICTIVE and"
                  + " MODERATELY_RESTRICTIVE, not "
                  + level);
    };
  }

  /**
   * Returns a builder holding this policy's settings.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * Returns the protected domains, in Unicode form, in the order given.
   *
   * @return an unmodifiable list, empty for the presets
   */
  public List<String> protectedDomains() {
    return protectedDomains;
  }

  /**
   * Returns the name as it should be shown: each label in Unicode, or in ASCII where the policy
   * finds a reason; the same as {@code decide(name).output()}, without building the per-label
   * decisions. An ASCII name of plain LDH labels comes back as it is (lowercased), and when nothing
   * changes the result is the caller's own {@code String}.
   *
   * <p><b>Security considerations:</b> see the class description: linear time, never throws on any
   * input, output for display only.
   *
   * @param name a domain name, in Unicode or ASCII form, any length
   * @return the name to show, never null
   * @throws NullPointerException if {@code name} is null
   */
  public String toDisplay(CharSequence name) {
    Objects.requireNonNull(name, "name");
    String s = name.toString();
    String plain = plainAscii(s);
    if (plain != null) {
      return plain;
    }
    return process(s, null);
  }

  /**
   * Decides how to show each label of a name, with every reason for each label shown in ASCII.
   *
   * <p><b>Security considerations:</b> see the class description: linear time, never throws on any
   * input; a name of many labels has as many decisions (memory linear in the name).
   *
   * @param name a domain name, in Unicode or ASCII form, any length
   * @return the decision
   * @throws NullPointerException if {@code name} is null
   */
  public DisplayResult decide(CharSequence name) {
    Objects.requireNonNull(name, "name");
    String s = name.toString();
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
      int kind = ASCII_KIND[c];
      flags |= PAIR[(prev << 3) | kind];
      prev = kind;
    }
    if ((flags & NOT_PLAIN) != 0) {
      return null;
    }
    if ((flags & DOUBLE_HYPHEN) != 0 && hasAceLabel(s)) {
      return null;
    }
    return (flags & HAS_UPPER) != 0 ? s.toLowerCase(Locale.ROOT) : s;
  }

  /** Whether a label of {@code s} starts with the ACE prefix, in any case. */
  private static boolean hasAceLabel(String s) {
    for (int start = 0; start < s.length(); ) {
      if (s.regionMatches(true, start, NameRules.ACE_PREFIX, 0, 4)) {
        return true;
      }
      int dot = s.indexOf('.', start);
      if (dot < 0) {
        break;
      }
      start = dot + 1;
    }
    return false;
  }

  private static final byte LOWER = 0; // a-z, 0-9
  private static final byte HYPHEN = 1;
  private static final byte DOT = 2;
  private static final byte UPPER = 3;
  private static final byte OTHER = 4;
  private static final byte[] ASCII_KIND = asciiKinds();

  private static final int NOT_PLAIN = 1; // a character outside LDH and '.', or an empty label
  private static final int DOUBLE_HYPHEN = 2; // "--": perhaps an A-label
  private static final int HAS_UPPER = 4;

  /** The flags of a pair of adjacent characters, indexed by (previous kind << 3) | kind. */
  private static final byte[] PAIR = pairs();

  private static byte[] asciiKinds() {
    byte[] kinds = new byte[0x80];
    java.util.Arrays.fill(kinds, OTHER);
    for (char c = 'a'; c <= 'z'; c++) {
      kinds[c] = LOWER;
      kinds[Character.toUpperCase(c)] = UPPER;
    }
    for (char c = '0'; c <= '9'; c++) {
      kinds[c] = LOWER;
    }
    kinds['-'] = HYPHEN;
    kinds['.'] = DOT;
    return kinds;
  }

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

    /** The code-point offsets of label j of the input: [2j] start, [2j + 1] end; or null. */
    private int[] bounds;

    private int wholeLength;

    /**
     * Finds where each label of the input {@code s} starts and ends, in code points, split where
     * the domain engine splits (UTS #46 §4 step 3); kept only if there are {@code n} of them, as
     * many as ToUnicode's output has.
     */
    void locate(String s, int n) {
      int[] b = new int[2 * n];
      int labels = 0;
      int cp = 0;
      int labelStart = 0;
      boolean more = false;
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        if (NameRules.isLabelSeparator(c) && !more) {
          if (labels == n - 1) {
            more = true; // more labels than the output has
          } else {
            b[2 * labels] = labelStart;
            b[2 * labels + 1] = cp;
            labels++;
            labelStart = cp + 1;
          }
        }
        if (!Character.isHighSurrogate(c)
            || i + 1 >= s.length()
            || !Character.isLowSurrogate(s.charAt(i + 1))) {
          cp++;
        }
      }
      wholeLength = cp;
      if (!more && labels == n - 1) {
        b[2 * labels] = labelStart;
        b[2 * labels + 1] = cp;
        bounds = b;
      }
    }

    int start(int j) {
      return bounds == null ? 0 : bounds[2 * j];
    }

    int end(int j) {
      return bounds == null ? wholeLength : bounds[2 * j + 1];
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
    BitSet invalid = null;
    List<String> inputs = null;
    if (!r.problems().isEmpty()) {
      int n = countLabels(u);
      invalid = new BitSet(n);
      classify(r.problems(), 0, n, invalid);
      if (r.omittedProblems() > 0) {
        recheckUnlisted(s, r, n, invalid);
      }
      inputs = inputLabels(s);
      if (inputs.size() != n) {
        inputs = null;
      }
    }
    // the lookalike check of the whole name, first: a match turns every IDN label to ASCII
    if (decisions != null) {
      decisions.locate(s, countLabels(u));
    }
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
              kind == Kind.CHROMIUM
                  ? ChromiumRules.check(label, tld)
                  : FirefoxRules.check(level, label, tld);
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

  /** The label as the caller gave it, when the input splits into as many labels as the output. */
  private static String given(List<String> inputs, int j, String u, int start, int stop) {
    return inputs != null ? inputs.get(j) : u.substring(start, stop);
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

  private static int countLabels(String u) {
    int n = 1;
    for (int dot = u.indexOf('.'); dot >= 0; dot = u.indexOf('.', dot + 1)) {
      n++;
    }
    return n;
  }

  /**
   * Marks the labels that ToUnicode found a problem in as invalid (every problem of the lookup
   * profile makes a label invalid; the marker of a capped list names no label).
   *
   * @param shift added to each problem's label index
   */
  private static void classify(List<IdnaProblem> problems, int shift, int n, BitSet invalid) {
    for (IdnaProblem p : problems) {
      int j = p.labelIndex() + shift;
      if (p.labelIndex() >= 0 && j < n && p.error() != IdnaError.TOO_MANY_PROBLEMS) {
        invalid.set(j);
      }
    }
  }

  /**
   * When the result's list of problems was capped ({@link IdnaProblem#MAX_LISTED}), the labels
   * after the last listed problem of the capped prefix may have problems that are not listed: each
   * of them is converted again on its own (each label once: linear).
   */
  private void recheckUnlisted(String s, DomainResult r, int n, BitSet invalid) {
    List<IdnaProblem> problems = r.problems();
    int cutoff = problems.get(Math.min(IdnaProblem.MAX_LISTED, problems.size()) - 1).labelIndex();
    int j = 0;
    int start = 0;
    for (int i = 0; i <= s.length() && j < n; i++) {
      if (i == s.length() || NameRules.isLabelSeparator(s.charAt(i))) {
        if (j > cutoff && !invalid.get(j)) {
          DomainResult one = idna.toUnicode(s.substring(start, i));
          if (!one.problems().isEmpty()) {
            classify(one.problems(), j, n, invalid);
          }
        }
        j++;
        start = i + 1;
      }
    }
  }

  /** The labels of the input as given, split where the domain engine splits (UTS #46 §4 step 3). */
  private static List<String> inputLabels(String s) {
    List<String> labels = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < s.length(); i++) {
      if (NameRules.isLabelSeparator(s.charAt(i))) {
        labels.add(s.substring(start, i));
        start = i + 1;
      }
    }
    labels.add(s.substring(start));
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

  @Override
  public boolean equals(Object o) {
    return o instanceof DisplayPolicy p
        && kind == p.kind
        && level == p.level
        && protectedDomains.equals(p.protectedDomains);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, level, protectedDomains);
  }

  @Override
  public String toString() {
    return "DisplayPolicy{"
        + (kind == Kind.CHROMIUM ? "chromium" : "firefox " + level)
        + (protectedDomains.isEmpty() ? "" : ", " + protectedDomains.size() + " protected domains")
        + "}";
  }

  /**
   * Builds a {@link DisplayPolicy} from a preset. Not thread-safe; build once, share the policy.
   */
  public static final class Builder {
    private final Kind kind;
    private final RestrictionLevel level;
    private List<String> protectedDomains;

    private Builder(DisplayPolicy policy) {
      this.kind = policy.kind;
      this.level = policy.level;
      this.protectedDomains = policy.protectedDomains;
    }

    /**
     * Sets the domains that names must not look like (the lookalike check), replacing any set
     * before. A name whose skeleton (UTS #39 §4, after Chromium's diacritic removal and extra
     * mappings) has a suffix of two or more labels equal to a protected domain's skeleton, and that
     * is neither that domain nor one of its subdomains, is shown with every non-ASCII label as an
     * A-label ({@link DisplayReason#LOOKALIKE_DOMAIN}). Chromium ships a list of popular domains
     * for this; IDNA4J ships none: pass the domains your users care about (your own, your
     * customers', a top-sites list). Firefox has no such check; a Firefox policy with protected
     * domains applies the same one.
     *
     * <p>The domains may be in any form (Unicode or A-labels, any case, with or without a trailing
     * dot); each is converted with ToUnicode once, here. The index costs a few skeletons per
     * domain; the check per name does not depend on how many domains there are.
     *
     * @param domains the protected domains
     * @return this builder
     * @throws NullPointerException if {@code domains} or an element is null
     * @throws IllegalArgumentException if a domain is not a valid domain name (ToUnicode under the
     *     lookup profile finds a problem) or is empty
     */
    public Builder protectedDomains(Collection<? extends CharSequence> domains) {
      Objects.requireNonNull(domains, "domains");
      Set<String> normalized = new LinkedHashSet<>();
      for (CharSequence domain : domains) {
        Objects.requireNonNull(domain, "protected domain");
        DomainResult r = Idna.lookup().toUnicode(domain);
        String u = r.output();
        if (u.endsWith(".")) {
          u = u.substring(0, u.length() - 1);
        }
        if (!r.isValid() || u.isEmpty()) {
          throw new IllegalArgumentException(
              "not a valid protected domain: \"" + domain + "\" " + r.problems());
        }
        normalized.add(u);
      }
      this.protectedDomains = List.copyOf(normalized);
      return this;
    }

    /**
     * Builds the policy; the protected domains are indexed here.
     *
     * @return the policy
     */
    public DisplayPolicy build() {
      if (protectedDomains.isEmpty()) {
        if (kind == Kind.CHROMIUM) {
          return CHROMIUM;
        }
        return firefox(level);
      }
      return new DisplayPolicy(kind, level, protectedDomains);
    }
  }
}
