package org.idna4j.domain;

import java.util.List;
import java.util.Locale;
import org.idna4j.domain.NameTiers.Tier;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelResult;
import org.idna4j.label.NameRules;
import org.idna4j.label.internal.DomainLabels;
import org.idna4j.label.internal.LabelAccess;

/**
 * The package-private engine behind {@link Idna}: tries the name-level fast paths ({@link
 * NameTiers}), else splits a name into labels, runs each through the label engine of its profile
 * ({@link DomainLabels}, which also answers the questions on which the standards differ at the name
 * level), and applies the rules that span labels (the Bidi domain name condition of RFC 5893 §1.4,
 * DNS lengths and empty labels of UTS #46 §4.2 step 4 and §4.3).
 *
 * <p>Splitting the input before mapping is equivalent to UTS #46 §4 step 3 (split after mapping)
 * because the only code points the IDNA Mapping Table maps to U+002E are U+3002, U+FF0E and U+FF61,
 * and U+002E is a normalization boundary.
 */
final class DomainEngine {

  private static final int MAX_NAME_LENGTH = NameRules.MAX_NAME_LENGTH;

  private final IdnaProfile profile;
  private final DomainLabels labels;

  /** Where {@link LabelAccess#isRtl} comes from. */
  private final LabelAccess access;

  /** The name-level fast paths; {@link NameTiers#NONE} when they do not apply. */
  private final NameTiers tiers;

  private DomainEngine(IdnaProfile profile, boolean nameTiers) {
    this.profile = profile;
    this.access = LabelAccess.get();
    this.labels = access.labels(profile);
    this.tiers = nameTiers ? NameTiers.of(profile, labels) : NameTiers.NONE;
  }

  /**
   * Returns the engine for a profile, with every fast path.
   *
   * @param profile the profile
   * @return the engine
   */
  static DomainEngine of(IdnaProfile profile) {
    return new DomainEngine(profile, true);
  }

  /**
   * Returns the engine for a profile without the name-level fast paths: every label goes through
   * the label engine. Results are identical to {@link #of}'s; for the equivalence tests (the label
   * engine's own fast paths are compared with its reference path there too).
   *
   * @param profile the profile
   * @return the engine
   */
  static DomainEngine withoutNameTiers(IdnaProfile profile) {
    return new DomainEngine(profile, false);
  }

  // The tier-1 result is created here, in the smallest method on the path, so that a caller
  // that inlines it and only reads the output can drop the result object of a valid name
  // (benchmarks/README.md says when the JIT does so).
  DomainResult toAscii(CharSequence name) {
    String s = name.toString();
    Tier tier = tiers.of(s);
    return tier == Tier.PLAIN ? DomainResult.valid(s) : beyondTier1(s, tier, true);
  }

  DomainResult toUnicode(CharSequence name) {
    String s = name.toString();
    Tier tier = tiers.of(s);
    return tier == Tier.PLAIN ? DomainResult.valid(s) : beyondTier1(s, tier, false);
  }

  /**
   * The end of the name that starts at {@code start} in {@code s} if {@link #toAscii} and {@link
   * #toUnicode} would return it valid and unchanged by the first rung of the fast-path ladder, or
   * -1 ({@link NameTiers#plainRunEnd}).
   */
  int plainRunEnd(String s, int start) {
    return tiers.plainRunEnd(s, start);
  }

  /** Tier 2 or the full path. */
  private DomainResult beyondTier1(String name, Tier tier, boolean toAscii) {
    if (tier == Tier.PLAIN_AFTER_LOWERING) {
      // The scan saw only a-z, A-Z, 0-9, '-' and '.': in Locale.ROOT, toLowerCase maps
      // exactly A-Z to a-z among those (the UTS #46 mapping of ASCII), into one new String.
      return DomainResult.valid(name.toLowerCase(Locale.ROOT));
    }
    return process(name, toAscii);
  }

  private DomainResult process(CharSequence name, boolean toAscii) {
    int n = name.length();
    String withoutLabels = labels.nameWithoutLabels(name);
    if (withoutLabels != null) {
      return DomainResult.valid(withoutLabels);
    }
    StringBuilder out = Scratch.buffer(n);
    Spans spans = Spans.buffer();
    NameProblems problems = new NameProblems();
    int split = convertLabels(name, toAscii, false, out, spans, problems);
    if (split == BIDI_DOMAIN) {
      // RFC 5893 §1.4: in a Bidi domain name the Bidi Rule applies to every label, so the
      // name is converted again in that light (at most twice in all: linear).
      out.setLength(0);
      spans.clear();
      problems = new NameProblems();
      split = convertLabels(name, toAscii, true, out, spans, problems);
    }
    boolean rootLabel = split == ROOT_LABEL;
    // UTS #46 §4.2 step 4 (VerifyDnsLength): the name is 1 to 253 octets without the root dot
    if (toAscii && labels.checksNameLength()) {
      int total = out.length() - (rootLabel ? 1 : 0);
      if (total == 0) {
        problems.add(
            new IdnaProblem(IdnaError.EMPTY_NAME, IdnaProblem.NAME_LEVEL, 0, "empty domain name"));
      } else if (total > MAX_NAME_LENGTH) {
        problems.add(
            new IdnaProblem(
                IdnaError.NAME_TOO_LONG,
                IdnaProblem.NAME_LEVEL,
                0,
                total
                    + " octets; a domain name has at most "
                    + MAX_NAME_LENGTH
                    + " (RFC 1034 §3.1)"));
      }
    }
    String output = out.toString();
    if (name instanceof String string && output.equals(string)) {
      output = string;
    }
    byte[] bounds = spans.toArray();
    return problems.isEmpty()
        ? DomainResult.valid(output, bounds)
        : problems.result(output, bounds, List.of());
  }

  // convertLabels's answers: the last label is an ordinary label, or the root label of an
  // absolute name; or the first pass met an RTL label and the profile checks Bidi.
  private static final int NO_ROOT_LABEL = 0;
  private static final int ROOT_LABEL = 1;
  private static final int BIDI_DOMAIN = 2;

  /**
   * Splits the name (UTS #46 §4 step 3) and converts each label as the split reaches it, appending
   * the output to {@code out}, the label's lengths in the input and the output to {@code spans} (a
   * few bytes a label: no object per label) and the problems, relocated into the name, to {@code
   * problems}. The code-point offset of a label is carried forward from the previous label (the
   * scan that finds the label's end counts its surrogate pairs), never counted from the start of
   * the name.
   *
   * @param bidiDomain whether the name is known to be a Bidi domain name (second pass)
   * @return {@link #ROOT_LABEL} if the last label is the root label of an absolute name, {@link
   *     #NO_ROOT_LABEL} if not, {@link #BIDI_DOMAIN} when the first pass met an RTL label and the
   *     profile checks Bidi (the caller then starts again with {@code bidiDomain})
   */
  private int convertLabels(
      CharSequence name,
      boolean toAscii,
      boolean bidiDomain,
      StringBuilder out,
      Spans spans,
      NameProblems problems) {
    int n = name.length();
    // A plain lowercase LDH label that passes every check of the profile is copied to the
    // output as it is, without a LabelResult; in a Bidi domain name the Bidi Rule may apply
    // to it, so there every label goes through the label processor.
    boolean plainLabels = tiers.apply() && !bidiDomain;
    boolean checkBidi = profile.checkBidi();
    int labelStart = 0; // the code-point offset of the label's start
    int start = 0;
    for (int j = 0; ; j++) {
      // The label's end: the next separator or the end of the name.
      int end = start;
      int pairs = 0; // surrogate pairs in the label: its code points are its chars less these
      boolean lowerLdh = true; // whether the label holds only a-z, 0-9 and '-'
      for (; end < n; end++) {
        char c = name.charAt(end);
        if (c < 0x80) {
          if (c == '.') {
            break;
          }
          lowerLdh &= NameTiers.isLowerLdh(c);
        } else {
          lowerLdh = false;
          if (c >= '\u3002' && labels.isLabelSeparator(c)) {
            break;
          }
          if (Character.isLowSurrogate(c)
              && end > start
              && Character.isHighSurrogate(name.charAt(end - 1))) {
            pairs++;
          }
        }
      }
      boolean last = end >= n;
      int labelEnd = labelStart + (end - start) - pairs;
      if (j > 0) {
        out.append('.');
      }
      int outStart = out.length();
      if (plainLabels && lowerLdh && tiers.passesAsPlainLabel(name, start, end)) {
        out.append(name, start, end);
        spans.add(labelEnd - labelStart, out.length() - outStart);
      } else {
        CharSequence label = name.subSequence(start, end);
        LabelResult r =
            toAscii ? labels.toAscii(label, bidiDomain) : labels.toUnicode(label, bidiDomain);
        if (!bidiDomain && checkBidi && access.isRtl(r)) {
          return BIDI_DOMAIN;
        }
        out.append(r.output());
        spans.add(labelEnd - labelStart, out.length() - outStart);
        boolean isRoot =
            last
                && j > 0
                && r.output().isEmpty()
                && (!labels.rootLabelEmptyInInput() || start == end);
        List<IdnaProblem> labelProblems = r.problems();
        // IdnaTestV2.txt "X4_2": an empty label in ToUnicode, other than the root label
        boolean emptyToUnicode =
            !toAscii && labels.reportsEmptyLabelInToUnicode() && r.output().isEmpty() && !isRoot;
        if (!labelProblems.isEmpty() || emptyToUnicode) {
          problems.omit(r); // what the label's own cap left out
          for (int q = 0; q < labelProblems.size(); q++) { // by index: no iterator
            IdnaProblem p = labelProblems.get(q);
            if ((isRoot && p.error() == IdnaError.EMPTY_LABEL && profile.allowTrailingDot())
                || p.error() == IdnaError.TOO_MANY_PROBLEMS) {
              continue; // the root label of an absolute name; the label's own marker
            }
            if (problems.keep(p.error())) {
              problems.add(new IdnaProblem(p.error(), j, p.offset() + labelStart, p.detail()));
            }
          }
          if (emptyToUnicode) {
            problems.add(
                new IdnaProblem(IdnaError.EMPTY_LABEL_TO_UNICODE, j, labelStart, "empty label"));
          }
        }
        if (last) {
          return isRoot ? ROOT_LABEL : NO_ROOT_LABEL;
        }
      }
      if (last) {
        return NO_ROOT_LABEL; // a plain label is never empty, so never the root label
      }
      start = end + 1;
      labelStart = labelEnd + 1;
    }
  }

  /**
   * Per-thread output buffer for {@link #process}, so that converting a name does not allocate one
   * each time. Thread-confined (a ThreadLocal), and never retained beyond {@link #RETAIN} chars so
   * that one huge input does not pin memory.
   */
  private static final class Scratch {
    private static final int RETAIN = 4096;
    private static final ThreadLocal<StringBuilder> LOCAL =
        ThreadLocal.withInitial(() -> new StringBuilder(256));

    private Scratch() {}

    /** Returns an empty buffer for the output of a name of {@code chars} chars. */
    static StringBuilder buffer(int chars) {
      if (chars > RETAIN) {
        return new StringBuilder(chars + 16); // not cached
      }
      StringBuilder out = LOCAL.get();
      out.setLength(0);
      out.ensureCapacity(chars + 16);
      return out;
    }
  }
}
