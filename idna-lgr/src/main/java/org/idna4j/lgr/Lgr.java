package org.idna4j.lgr;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A Label Generation Ruleset (RFC 7940): loaded once, then asked about labels.
 *
 * <pre>{@code
 * Lgr latin = Lgr.load(Path.of("lgr-5-latin-script-26may22-en.xml"));
 * LabelResult r = latin.evaluate("café");
 * r.disposition();                 // "valid"
 * latin.indexLabel("café");         // Optional[café] (RFC 7940 §8.5)
 * latin.variants("café").limit(10)  // lazily generated variants with dispositions (§8.2)
 * latin.variantEstimate("internationalization"); // without enumerating
 * }</pre>
 *
 * <p>Labels may be U-labels or A-labels ({@code xn--...}); offsets in problems are code-point
 * offsets in the U-label. Every method accepts any string and reports problems rather than
 * throwing. An {@code Lgr} is immutable and thread-safe.
 *
 * <p>Why this class is long: it is the module's one entry point, and most of its length is the
 * Javadoc of each RFC 7940 operation; the work is done by the package-private classes it calls.
 */
public final class Lgr {

  /**
   * The disposition of a label that is not in the LGR or that an action rejects (RFC 7940 §7.5).
   */
  public static final String INVALID = "invalid";

  /**
   * The most problems listed for one label; beyond it one {@link LgrError#TOO_MANY_PROBLEMS} entry
   * says how many were left out, so a hostile label costs bounded memory.
   */
  static final int MAX_PROBLEMS = 100;

  /**
   * Variant estimates saturate beyond this many bits (about 10^308) to stay linear in the label.
   */
  private static final int ESTIMATE_MAX_BITS = 1024;

  final LgrMetadata metadata;
  final Repertoire repertoire;
  final List<CompiledRule> rules;
  final List<Action> actions;
  final int classCount;
  private volatile LgrInfo info;

  Lgr(
      LgrMetadata metadata,
      Repertoire repertoire,
      List<CompiledRule> rules,
      List<Action> actions,
      int classCount) {
    this.metadata = metadata;
    this.repertoire = repertoire;
    this.rules = rules;
    this.actions = actions;
    this.classCount = classCount;
  }

  /**
   * Loads an LGR document.
   *
   * @param file the path of an RFC 7940 XML document
   * @return the loaded LGR
   * @throws NullPointerException if {@code file} is null
   * @throws LgrFormatException if the document is not a valid RFC 7940 LGR (with line and column)
   * @throws IOException if the file cannot be read
   */
  public static Lgr load(Path file) throws IOException {
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
      return parse(in);
    }
  }

  /**
   * Reads an LGR document from a stream (which is not closed).
   *
   * @param in the bytes of an RFC 7940 XML document
   * @return the loaded LGR
   * @throws NullPointerException if {@code in} is null
   * @throws LgrFormatException if the document is not a valid RFC 7940 LGR (with line and column)
   */
  public static Lgr parse(InputStream in) throws LgrFormatException {
    return LgrParser.parse(Objects.requireNonNull(in, "in"));
  }

  /**
   * Returns the metadata (RFC 7940 §4.3).
   *
   * @return the {@code <meta>} element's contents: null for an element the document leaves out, an
   *     empty list for absent languages or scopes
   */
  public LgrMetadata metadata() {
    return metadata;
  }

  /**
   * Returns counts, the Unicode-version report and the symmetry/transitivity warnings.
   *
   * @return the facts about this LGR, computed on the first call and then reused
   */
  public LgrInfo info() {
    LgrInfo i = info;
    if (i == null) {
      i = LgrInfo.of(this);
      info = i;
    }
    return i;
  }

  /**
   * Evaluates a label: eligibility (RFC 7940 §8.1), whole-label rules through the actions and its
   * disposition (§8.3, reflexive types included, §8.1.1). Runs in time linear in the label times
   * the size of the rules it uses.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the label's forms, eligibility, disposition and problems; disposition {@link #INVALID}
   *     when the label is a malformed A-label, empty, ineligible or rejected by an action, with a
   *     problem saying why
   * @throws NullPointerException if {@code label} is null
   */
  public LabelResult evaluate(String label) {
    Objects.requireNonNull(label, "label");
    LabelForms f = LabelForms.of(label);
    if (f.cps == null) {
      return new LabelResult(
          label,
          null,
          null,
          null,
          false,
          INVALID,
          Set.of(),
          List.of(new LgrProblem(LgrError.MALFORMED_A_LABEL, 0, "not valid Punycode (RFC 3492)")));
    }
    return evaluate(label, f, new Analysis(this, f.cps));
  }

  LabelResult evaluate(String input, LabelForms f, Analysis a) {
    List<LgrProblem> problems = new ArrayList<>();
    if (a.n == 0) {
      problems.add(new LgrProblem(LgrError.EMPTY_LABEL, 0, "the label is empty"));
      return new LabelResult(input, f.uLabel, f.aLabel, null, false, INVALID, Set.of(), problems);
    }
    if (!a.eligible()) {
      explainIneligible(a, problems);
      return new LabelResult(input, f.uLabel, f.aLabel, null, false, INVALID, Set.of(), problems);
    }
    List<Integer> offsets = new ArrayList<>();
    List<Element> split = a.chosenPartition(offsets);
    Set<String> types = new TreeSet<>();
    boolean only = true;
    for (int k = 0; k < split.size(); k++) {
      Element e = split.get(k);
      Variant v = e.reflexive; // RFC 7940 §5.3.4, §8.1.1
      int p = offsets.get(k);
      if (v != null && a.contextOk(v.when, v.notWhen, p, p + e.length())) {
        if (v.type != null) {
          types.add(v.type);
        }
      } else {
        only = false;
      }
    }
    Action fired = disposition(a, types, only);
    if (INVALID.equals(fired.disposition)) {
      problems.add(
          new LgrProblem(
              LgrError.ACTION_INVALID,
              actionOffset(a, fired, split, offsets),
              fired.describe(rules)));
    }
    return new LabelResult(
        input, f.uLabel, f.aLabel, null, true, fired.disposition, types, problems);
  }

  /** RFC 7940 §8.3: the first action, in document order then the §7.6 defaults, that fires. */
  Action disposition(Analysis a, Set<String> types, boolean onlyVariants) {
    for (Action act : actions) {
      // The trigger is cheap, the rule a scan of the label: test the trigger first.
      if (act.triggerHolds(types, onlyVariants)
          && (act.rule < 0 || a.wholeMatch(act.rule) != act.notMatch)) { // RFC 7940 §7.2
        return act;
      }
    }
    throw new IllegalStateException("the catch-all default action always fires");
  }

  private int actionOffset(Analysis a, Action act, List<Element> split, List<Integer> offsets) {
    if (act.rule >= 0 && !act.notMatch) {
      return a.matchStart(act.rule);
    }
    if (act.trigger != Action.Trigger.NONE) {
      for (int k = 0; k < split.size(); k++) {
        Variant v = split.get(k).reflexive;
        if (v != null && act.types.contains(v.type)) {
          return offsets.get(k);
        }
      }
    }
    return 0;
  }

  /**
   * Names the code points at fault in an ineligible label: walking left to right with the longest
   * context-valid element, each position where none applies is reported and skipped.
   */
  private void explainIneligible(Analysis a, List<LgrProblem> problems) {
    int p = 0;
    int omitted = 0;
    int lastOffset = 0;
    while (p < a.n) {
      Element[] valid = a.validAt(p);
      Element pick = null;
      for (Element e : valid) {
        if (a.completes(p + e.length())) {
          pick = e;
          break;
        }
      }
      if (pick == null && valid.length > 0) {
        pick = valid[0];
      }
      if (pick != null) {
        p += pick.length();
        continue;
      }
      if (problems.size() == MAX_PROBLEMS) {
        omitted++;
        lastOffset = p;
        p++;
        continue;
      }
      int cp = a.cps[p];
      String at = LgrParser.hex(new int[] {cp});
      int failing = -1;
      for (Element e : candidates(a, p)) {
        failing = a.failingContext(e.when, e.notWhen, p, p + e.length());
        if (failing >= 0) {
          break;
        }
      }
      if (failing >= 0) {
        problems.add(
            new LgrProblem(
                LgrError.CONTEXT_RULE_FAILED,
                p,
                at
                    + ": "
                    + "context rule \""
                    + rules.get(failing).name
                    + "\" fails (RFC 7940 §5.2)"));
      } else {
        problems.add(
            new LgrProblem(
                LgrError.NOT_IN_REPERTOIRE,
                p,
                at + " is not in the repertoire" + " (RFC 7940 §8.1)"));
      }
      p++;
    }
    if (omitted > 0) {
      problems.add(
          new LgrProblem(
              LgrError.TOO_MANY_PROBLEMS,
              lastOffset,
              omitted + " more problems not listed, the last at offset " + lastOffset));
    }
  }

  /** The elements whose text matches at p, context ignored, longest first. */
  private List<Element> candidates(Analysis a, int p) {
    List<Element> out = new ArrayList<>();
    for (Element e : repertoire.charsStartingWith(a.cps[p])) {
      if (Repertoire.matchesAt(e, a.cps, a.n, p)) {
        out.add(e);
      }
    }
    Element r = repertoire.rangeOf(a.cps[p]);
    if (r != null) {
      out.add(r);
    }
    return out;
  }

  /**
   * Returns the variant labels of a label (RFC 7940 §8.2), lazily, each with its disposition
   * (§8.3); the label itself and {@code invalid} variants are not included, and an invalid label
   * has none. Variants come in code-point order and each label at most once (§8.4). The time to the
   * next variant is polynomial in the label (plus the invalid permutations skipped on the way); use
   * {@link Stream#limit} to cap, and {@link #variantEstimate} to decide first.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return a sequential, lazy stream of the variant labels whose disposition is not {@code
   *     invalid}; empty for a malformed A-label or a label whose own disposition is invalid
   * @throws NullPointerException if {@code label} is null
   */
  public Stream<VariantLabel> variants(String label) {
    Objects.requireNonNull(label, "label");
    LabelForms f = LabelForms.of(label);
    if (f.cps == null) {
      return Stream.empty();
    }
    Analysis a = new Analysis(this, f.cps);
    if (!a.eligible() || INVALID.equals(evaluate(label, f, a).disposition())) {
      return Stream.empty(); // RFC 7940 §8.2 step 6
    }
    Iterator<VariantEnumerator.Permutation> perms = new VariantEnumerator(a);
    return StreamSupport.stream(
            Spliterators.spliteratorUnknownSize(perms, Spliterator.ORDERED | Spliterator.NONNULL),
            false)
        .map(this::judge)
        .filter(v -> v != null);
  }

  /** Permutations before dispositions (RFC 7940 §8.2 steps 1-3), for tests. */
  Iterator<VariantEnumerator.Permutation> permutations(String label) {
    LabelForms f = LabelForms.of(label);
    return new VariantEnumerator(new Analysis(this, f.cps));
  }

  /** RFC 7940 §8.2 steps 4-5: the variant's disposition, or null when invalid (dropped). */
  private VariantLabel judge(VariantEnumerator.Permutation p) {
    Analysis va = new Analysis(this, p.cps());
    if (!va.eligible()) {
      return null;
    }
    Action fired = disposition(va, p.types(), p.onlyVariants());
    if (INVALID.equals(fired.disposition)) {
      return null;
    }
    LabelForms vf = LabelForms.ofCodePoints(p.cps());
    return new VariantLabel(vf.uLabel, vf.aLabel, fired.disposition, p.types(), p.onlyVariants());
  }

  /**
   * Estimates the number of permuted labels without enumerating them: over every split of the label
   * into context-valid elements, the product of (1 + context-valid variants) per element, the label
   * itself included (as lgr-core's estimate, which uses one split). It bounds the number of
   * variants from above; 0 for an ineligible label. Linear in the label; saturates at 2^1024.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the estimate, at least 1 for an eligible label and at most 2^1024; 0 for an empty,
   *     ineligible or malformed label
   * @throws NullPointerException if {@code label} is null
   */
  public BigInteger variantEstimate(String label) {
    Objects.requireNonNull(label, "label");
    LabelForms f = LabelForms.of(label);
    if (f.cps == null || f.cps.length == 0) {
      return BigInteger.ZERO;
    }
    Analysis a = new Analysis(this, f.cps);
    if (!a.eligible()) {
      return BigInteger.ZERO;
    }
    BigInteger cap = BigInteger.ONE.shiftLeft(ESTIMATE_MAX_BITS);
    BigInteger[] ways = new BigInteger[a.n + 1];
    ways[a.n] = BigInteger.ONE;
    for (int p = a.n - 1; p >= 0; p--) {
      BigInteger sum = BigInteger.ZERO;
      for (Element e : a.validAt(p)) {
        int end = p + e.length();
        if (!a.completes(end)) {
          continue;
        }
        long options = 1;
        for (Variant v : e.variants) {
          if (a.contextOk(v.when, v.notWhen, p, end)) {
            options++;
          }
        }
        sum = sum.add(ways[end].multiply(BigInteger.valueOf(options)));
      }
      ways[p] = sum.min(cap);
    }
    return ways[0];
  }

  /**
   * Returns the index label (RFC 7940 §8.5) as a U-label, or empty when the label is not eligible.
   * As lgr-core computes it (after the RZ-LGR overview §5.5.4): over every split of the label into
   * context-valid elements, each element is replaced by the smallest of itself and its
   * context-valid variants (code-point order), and the smallest result wins. Labels that are
   * variants of each other get the same index label when the LGR's variant relation is symmetric
   * and transitive ({@link LgrInfo#warnings()} says when it is not).
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the index label as a U-label; empty for a malformed A-label or an ineligible label
   * @throws NullPointerException if {@code label} is null
   */
  public Optional<String> indexLabel(String label) {
    Objects.requireNonNull(label, "label");
    LabelForms f = LabelForms.of(label);
    if (f.cps == null) {
      return Optional.empty();
    }
    int[] idx = indexOf(new Analysis(this, f.cps));
    return idx == null ? Optional.empty() : Optional.of(new String(idx, 0, idx.length));
  }

  /** The index label's code points, or null when not eligible: a dynamic program over positions. */
  int[] indexOf(Analysis a) {
    if (!a.eligible()) {
      return null;
    }
    IndexText.Interner texts = new IndexText.Interner();
    IndexText[] best = new IndexText[a.n + 1];
    best[a.n] = texts.empty();
    for (int p = a.n - 1; p >= 0; p--) {
      IndexText b = null;
      for (Element e : a.validAt(p)) {
        int end = p + e.length();
        if (!a.completes(end)) {
          continue;
        }
        int[] min = e.text(a.cps[p]);
        for (Variant v : e.variants) {
          if (a.contextOk(v.when, v.notWhen, p, end) && IndexText.compare(v.cps, min) < 0) {
            min = v.cps;
          }
        }
        IndexText cand = texts.prepend(min, best[end]);
        if (b == null || cand.compareTo(b) < 0) {
          b = cand;
        }
      }
      best[p] = b;
    }
    return best[0].toArray();
  }

  /** Returns a short description: version, date, languages and unicode-version. */
  @Override
  public String toString() {
    return "Lgr[version="
        + metadata.version()
        + ", date="
        + metadata.date()
        + ", languages="
        + metadata.languages()
        + ", unicode-version="
        + metadata.unicodeVersion()
        + "]";
  }
}
