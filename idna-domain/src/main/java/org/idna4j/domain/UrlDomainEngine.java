package org.idna4j.domain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.IdnaProfile.UrlDomainParser;
import org.idna4j.label.NameRules;

/**
 * The package-private engine behind {@link Idna} for a profile with a {@link
 * IdnaProfile#urlDomainParser() URL domain parser}: the WHATWG URL Standard's <i>domain parser</i>
 * and <i>domain to Unicode</i> (URL Standard §3.3 "IDNA", whatwg/url {@code url.bs} at 6ae84860,
 * 2026-07-02) and its <i>valid domain</i> check (§3.4 "Host writing"), built from {@link
 * DomainEngine}s whose profiles have no domain parser, so that each keeps its own fast-path tiers.
 */
final class UrlDomainEngine {

  private final UrlDomainParser mode;

  /** Domain parser ToASCII with beStrict = true (domain parser step 1). */
  private final DomainEngine strict;

  /** Domain parser ToASCII with beStrict = false (domain parser step 6.1). */
  private final DomainEngine relaxed;

  /** Domain to Unicode step 1: ToUnicode with CheckHyphens and UseSTD3ASCIIRules off. */
  private final DomainEngine unicode;

  /**
   * Creates the engine.
   *
   * @param profile a profile with a URL domain parser
   * @param engines makes the domain engine of a profile ({@link DomainEngine#of}, or the one
   *     without name-level fast paths for the equivalence tests)
   */
  UrlDomainEngine(IdnaProfile profile, Function<IdnaProfile, DomainEngine> engines) {
    this.mode = profile.urlDomainParser();
    IdnaProfile base = profile.toBuilder().urlDomainParser(UrlDomainParser.NONE).build();
    // "domain parser ToASCII" sets CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength to
    // beStrict; the other flags are the same in both runs.
    IdnaProfile strictFlags =
        mode == UrlDomainParser.STRICT
            ? base
            : base.toBuilder()
                .checkHyphens(true)
                .useStd3AsciiRules(true)
                .verifyDnsLength(true)
                .build();
    IdnaProfile relaxedFlags =
        mode == UrlDomainParser.LENIENT
            ? base
            : base.toBuilder()
                .checkHyphens(false)
                .useStd3AsciiRules(false)
                .verifyDnsLength(false)
                .build();
    this.strict = engines.apply(strictFlags);
    this.relaxed = engines.apply(relaxedFlags);
    // Domain to Unicode has the relaxed flags; VerifyDnsLength is not a ToUnicode flag.
    this.unicode = relaxed;
  }

  /**
   * The domain parser (URL Standard §3.3): beStrict as the profile says. On failure the result is
   * invalid; the validation errors that do not cause failure are its non-fatal problems.
   */
  DomainResult toAscii(CharSequence domain) {
    DomainResult strictResult = strict.toAscii(domain); // step 1
    if (mode == UrlDomainParser.STRICT || strictResult.isValid()) {
      // Step 3 (beStrict), or: when the strict run succeeds, the relaxed one gives the same
      // output (the three flags only add checks), which is non-empty (VerifyDnsLength) and
      // LDH only (UseSTD3ASCIIRules), so steps 5-8 return it unchanged.
      return strictResult;
    }
    // Step 2: strictResult failed, a "domain-to-ASCII" validation error that does not return.
    List<IdnaProblem> toAscii = List.of();
    NameProblems fatal = new NameProblems();
    String result;
    DomainResult located; // the result whose label spans are the final result's
    if (isAscii(domain)) {
      // Step 5: web compatibility, whatever ToASCII said (xn--8i7caa stays xn--8i7caa).
      result = asciiLowercase(domain);
      located = DomainResult.valid(result); // each label where the input's is
    } else {
      DomainResult r = relaxed.toAscii(domain); // step 6.1
      result = r.output();
      located = r;
      toAscii = withoutMarker(r.problems()); // step 6.2: failure
      fatal.omit(r.omittedProblems());
    }
    List<IdnaProblem> forbidden = new ArrayList<>(0);
    fatal.omit(addForbiddenDomainCodePoints(domain, located, forbidden)); // step 8
    for (IdnaProblem p : merge(toAscii, forbidden)) {
      fatal.add(p);
    }
    if (result.isEmpty()) {
      // Step 7
      fatal.add(
          new IdnaProblem(
              IdnaError.EMPTY_NAME,
              IdnaProblem.NAME_LEVEL,
              0,
              "empty domain: the URL Standard's domain parser fails"));
    }
    DomainResult failed = fatal.result(result);
    return new DomainResult(
        result,
        failed.problems(),
        failed.omittedProblems(),
        notIn(strictResult.problems(), failed.problems()),
        located.spans());
  }

  /**
   * The end of the name that starts at {@code start} in {@code s} if {@link #toAscii} would return
   * it valid, unchanged and with no problem of either kind, found by the strict engine's first
   * fast-path rung; -1 if not, or if that rung cannot tell. Sound because {@link #toAscii} returns
   * the strict result whenever it is valid (step 3), and a name on that rung is valid with no
   * problem at all.
   */
  int plainRunEnd(String s, int start) {
    return strict.plainRunEnd(s, start);
  }

  /** A capped list without its final {@link IdnaError#TOO_MANY_PROBLEMS} marker. */
  private static List<IdnaProblem> withoutMarker(List<IdnaProblem> problems) {
    int n = problems.size();
    return n > 0 && problems.get(n - 1).error() == IdnaError.TOO_MANY_PROBLEMS
        ? problems.subList(0, n - 1)
        : problems;
  }

  /**
   * Domain to Unicode (URL Standard §3.3): ToUnicode with CheckHyphens and UseSTD3ASCIIRules off;
   * if it records an error, the input unchanged. Never fails: the problems are non-fatal.
   */
  DomainResult toUnicode(CharSequence domain) {
    DomainResult r = unicode.toUnicode(domain);
    if (r.isValid()) {
      return r;
    }
    String input = domain.toString();
    byte[] spans = r.spans() == null ? null : Spans.overInput(r.spans(), input);
    return new DomainResult(input, List.of(), 0, r.problems(), spans);
  }

  /**
   * The URL Standard's "valid domain" (§3.4 "Host writing"): the domain parser with beStrict = true
   * succeeds and its result does not end in a number (§3.5 "ends in a number checker").
   */
  DomainResult validDomain(CharSequence input) {
    DomainResult r = strict.toAscii(input);
    if (!r.isValid()) {
      return r;
    }
    String domain = r.output();
    int end = domain.length();
    if (end > 0 && domain.charAt(end - 1) == '.') {
      end--; // step 3: a trailing empty label is removed
    }
    int start = domain.lastIndexOf('.', end - 1) + 1;
    if (!NameRules.endsInANumber(domain, start, end)) {
      return r;
    }
    List<LabelSpan> spans = r.labelSpans();
    int label = spans.size() - (end < domain.length() ? 2 : 1); // the last label but the root
    IdnaProblem p =
        new IdnaProblem(
            UrlDomainError.ENDS_IN_A_NUMBER,
            label,
            spans.get(label).start(),
            "'"
                + domain.substring(start, end)
                + "' is a number: the URL host parser reads the name as IPv4");
    return new DomainResult(domain, List.of(p), 0, List.of(), r.spans());
  }

  /**
   * Domain parser step 8: one {@link UrlDomainError#FORBIDDEN_DOMAIN_CODE_POINT} problem per
   * forbidden domain code point ({@link NameRules#isForbiddenDomainCodePoint}) of {@code result}'s
   * output. Its offset is exact where the input label is ASCII (the result's label is the input's,
   * lowercased); elsewhere the code point came out of mapping (U+FF1A FULLWIDTH COLON becomes ':')
   * and the offset is the label's start ({@link DomainResult#labelSpans()}). Lists at most {@link
   * IdnaProblem#MAX_LISTED} of them (the per-name cap; one error, so the first of each other error
   * is not at stake) and returns how many it left out.
   */
  private static long addForbiddenDomainCodePoints(
      CharSequence domain, DomainResult located, List<IdnaProblem> out) {
    String result = located.output();
    long omitted = 0;
    List<LabelSpan> spans = null;
    int label = 0;
    int labelStart = 0;
    int inChar = 0; // a char index of the input, moved forward only
    int inCp = 0; // its code-point offset
    int exactLabel = -1; // the last label whose input was looked at, and whether it is ASCII
    boolean exact = false;
    for (int i = 0; i < result.length(); i++) {
      char c = result.charAt(i);
      if (c == '.') {
        label++;
        labelStart = i + 1;
      } else if (NameRules.isForbiddenDomainCodePoint(c)) { // URL Standard §3.2
        if (out.size() >= IdnaProblem.MAX_LISTED) {
          omitted++; // no work for a problem the cap leaves out
          continue;
        }
        if (spans == null) {
          spans = located.labelSpans();
        }
        LabelSpan span = spans.get(label);
        if (exactLabel != label) {
          // Once per label: is the input label ASCII, and as long as the result's?
          inChar = Character.offsetByCodePoints(domain, inChar, span.start() - inCp);
          int inEnd = Character.offsetByCodePoints(domain, inChar, span.end() - span.start());
          inCp = span.end();
          exact = inEnd - inChar == span.output().length() && isAscii(domain, inChar, inEnd);
          inChar = inEnd;
          exactLabel = label;
        }
        int offset = span.start() + (exact ? i - labelStart : 0);
        out.add(
            new IdnaProblem(
                UrlDomainError.FORBIDDEN_DOMAIN_CODE_POINT,
                label,
                offset,
                asciiUPlus(c)
                    + " is a forbidden domain code point"
                    + (exact ? "" : " (in the label's ASCII form)")));
      }
    }
    return omitted;
  }

  /**
   * {@code U+00XX} for an ASCII char, as problem details write code points (without a format
   * string).
   */
  private static String asciiUPlus(char c) {
    String hex = "0123456789ABCDEF";
    return "U+00" + hex.charAt(c >> 4 & 0xF) + hex.charAt(c & 0xF);
  }

  /**
   * Merges two problem lists in input order (each already is: by offset, name-level problems last)
   * in one pass, so that the result keeps {@link DomainResult#problems()}'s order.
   */
  private static List<IdnaProblem> merge(List<IdnaProblem> a, List<IdnaProblem> b) {
    List<IdnaProblem> out = new ArrayList<>(a.size() + b.size() + 1);
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
      boolean takeA =
          j == b.size()
              || (i < a.size()
                  && a.get(i).labelIndex() != IdnaProblem.NAME_LEVEL
                  && a.get(i).offset() <= b.get(j).offset());
      out.add(takeA ? a.get(i++) : b.get(j++));
    }
    return out;
  }

  /**
   * The problems of {@code all} that {@code except} does not hold (the same error at the same
   * place; details may be worded differently), in order.
   */
  private static List<IdnaProblem> notIn(List<IdnaProblem> all, List<IdnaProblem> except) {
    if (except.isEmpty()) {
      return all;
    }
    Set<List<Object>> seen = new HashSet<>();
    for (IdnaProblem p : except) {
      // Each list's TOO_MANY_PROBLEMS marker speaks for that list only: never drop the other's.
      if (p.error() != IdnaError.TOO_MANY_PROBLEMS) {
        seen.add(place(p));
      }
    }
    List<IdnaProblem> out = new ArrayList<>(all.size());
    for (IdnaProblem p : all) {
      if (!seen.contains(place(p))) {
        out.add(p);
      }
    }
    return out;
  }

  private static List<Object> place(IdnaProblem p) {
    return List.of(p.error(), p.labelIndex(), p.offset());
  }

  /** Infra "ASCII string": every code unit is U+0000..U+007F. */
  private static boolean isAscii(CharSequence s) {
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

  /** Infra "ASCII lowercase"; the caller's {@code String} itself when it has no A-Z. */
  private static String asciiLowercase(CharSequence s) {
    int n = s.length();
    int i = 0;
    while (i < n && !(s.charAt(i) >= 'A' && s.charAt(i) <= 'Z')) {
      i++;
    }
    if (i == n) {
      return s.toString();
    }
    char[] out = new char[n];
    for (int j = 0; j < n; j++) {
      char c = s.charAt(j);
      out[j] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
    return new String(out);
  }
}
