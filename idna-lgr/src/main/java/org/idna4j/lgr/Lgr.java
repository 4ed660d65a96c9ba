package org.idna4j.lgr;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A Label Generation Ruleset (RFC 7940): loaded once, then asked about labels. Answers follow
 * ICANN's reference implementation lgr-core where the RFC leaves room (see the module README's
 * differences section).
 *
 * <pre>{@code
 * Lgr latin = Lgr.load(Path.of("lgr-5-latin-script-26may22-en.xml"));
 * LgrLabelResult r = latin.evaluate("café");
 * r.disposition();                 // "valid"
 * r.action();                      // the action that decided it (RFC 7940 §7.4)
 * latin.indexLabel("café");         // Optional[café] (RFC 7940 §8.5)
 * latin.variants("café", VariantBudget.DEFAULT).variants(); // with dispositions (§8.2)
 * latin.variantEstimate("internationalization"); // without enumerating
 * }</pre>
 *
 * <p>Labels may be U-labels or A-labels ({@code xn--...}, checked with idna-label's strict A-label
 * rules); offsets in problems are code-point offsets in the U-label. Every method accepts any
 * string and reports problems rather than throwing. An {@code Lgr} is immutable and thread-safe.
 *
 * <p><b>Security considerations.</b> {@link #evaluate}, {@link #indexLabel} and {@link
 * #variantEstimate} run in time linear in the label times the size of the rules they use, with at
 * most {@link LabelEvaluator#MAX_PROBLEMS} problems listed; {@link #variants(String,
 * VariantBudget)} is exponential by nature and stops at its budget, saying so. {@link #load} and
 * {@link #parse} read untrusted XML with DTDs refused and bounds on nesting, rule expansion and
 * sequence length.
 */
public final class Lgr implements Ruleset {

  /**
   * The disposition of a label that is not in the LGR or that an action rejects (RFC 7940 §7.5).
   */
  public static final String INVALID = "invalid";

  final LgrMetadata metadata;
  final Repertoire repertoire;
  final List<CompiledRule> rules;
  final List<Action> actions;
  final int classCount;
  final LabelEvaluator evaluator;

  /**
   * Whole-label rules whose match makes a label's type-free disposition {@code invalid}: the {@code
   * match} rules of the {@code invalid} actions without a variant trigger, up to the first such
   * action giving another disposition. A variant prefix in which one of them matches can be pruned
   * (see {@link VariantGenerator}).
   */
  final int[] pruneRules;

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
    this.evaluator = new LabelEvaluator(this);
    List<Integer> prune = new ArrayList<>();
    for (Action a : actions) {
      if (a.trigger != Action.Trigger.NONE) {
        continue; // never fires without types
      }
      if (!INVALID.equals(a.disposition)) {
        break;
      }
      if (a.rule >= 0 && !a.notMatch && !rules.get(a.rule).positional) {
        prune.add(a.rule);
      }
    }
    this.pruneRules = prune.stream().mapToInt(Integer::intValue).toArray();
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
   * Returns counts, the Unicode-version and IDNA2008 reports and the symmetry/transitivity
   * warnings.
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
   * Evaluates a label: eligibility (RFC 7940 §8.1, lgr-core's greedy longest-element walk),
   * whole-label rules through the actions and its disposition (§8.3, reflexive types included,
   * §8.1.1), with the action that decided it. Runs in time linear in the label times the size of
   * the rules it uses.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the label's forms, eligibility, disposition, deciding action and problems; disposition
   *     {@link #INVALID} when the label is an invalid A-label, empty, ineligible or rejected by an
   *     action, with a problem saying why
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public LgrLabelResult evaluate(String label) {
    Objects.requireNonNull(label, "label");
    LabelForms f = LabelForms.of(label);
    if (f.cps == null) {
      return LabelEvaluator.notALabel(label, f, null);
    }
    return evaluator.evaluate(label, f, new Analysis(this, f.cps));
  }

  /**
   * Evaluates a label; one LGR has one repertoire, so {@code script} is ignored.
   *
   * @param label a U-label or an A-label; not null
   * @param script ignored
   * @return {@link #evaluate(String)}
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public LgrLabelResult evaluate(String label, String script) {
    return evaluate(label);
  }

  /**
   * Returns the variant labels of a label (RFC 7940 §8.2) with their dispositions (§8.3), as
   * lgr-core generates them ({@link VariantGenerator}), within a budget. The label itself and
   * {@code invalid} variants are not included, and an invalid label has none (§8.2 step 6).
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @param budget the bounds of the enumeration; not null
   * @return the variants found, whether the list is complete and why not
   * @throws NullPointerException if an argument is null
   */
  @Override
  public VariantResult variants(String label, VariantBudget budget) {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(budget, "budget");
    LabelForms f = LabelForms.of(label);
    if (f.cps == null) {
      return new VariantResult(
          LabelEvaluator.notALabel(label, f, null), List.of(), null, 0, BigInteger.ZERO);
    }
    Analysis a = new Analysis(this, f.cps);
    LgrLabelResult own = evaluator.evaluate(label, f, a);
    BigInteger estimate = IndexLabels.estimate(a);
    if (!own.isValid()) {
      return new VariantResult(own, List.of(), null, 0, estimate);
    }
    List<VariantLabel> found = new ArrayList<>();
    VariantCut[] limit = {null};
    VariantGenerator g = new VariantGenerator(this, f.cps, budget, null);
    g.run(
        v -> {
          if (found.size() == budget.maxVariants()) {
            limit[0] = VariantCut.LIMIT;
            return false;
          }
          found.add(v);
          return true;
        });
    VariantCut cut = limit[0] != null ? limit[0] : g.cut();
    return new VariantResult(own, found, cut, g.examined(), estimate);
  }

  /**
   * Returns the variants of a label; one LGR has one repertoire, so {@code script} is ignored.
   *
   * @param label a U-label or an A-label; not null
   * @param script ignored
   * @param budget the bounds of the enumeration; not null
   * @return {@link #variants(String, VariantBudget)}
   * @throws NullPointerException if {@code label} or {@code budget} is null
   */
  @Override
  public VariantResult variants(String label, String script, VariantBudget budget) {
    return variants(label, budget);
  }

  /**
   * Returns whether {@code candidate} is a variant of {@code label} and with which disposition,
   * without enumerating the others: the generation of {@link #variants(String, VariantBudget)}
   * restricted to permutations that spell {@code candidate} (the first derivation decides, RFC 7940
   * §8.4).
   *
   * @param label a U-label or an A-label; not null
   * @param candidate a U-label or an A-label; not null
   * @param budget bounds the search; not null
   * @return the candidate as a variant of the label; empty when it is not one, when it is one whose
   *     disposition is {@code invalid}, when either label is invalid, or when the budget ran out
   * @throws NullPointerException if an argument is null
   */
  public Optional<VariantLabel> variant(String label, String candidate, VariantBudget budget) {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(candidate, "candidate");
    Objects.requireNonNull(budget, "budget");
    LabelForms f = LabelForms.of(label);
    LabelForms c = LabelForms.of(candidate);
    if (f.cps == null || c.cps == null || !evaluate(label).isValid()) {
      return Optional.empty();
    }
    VariantLabel[] hit = {null};
    new VariantGenerator(this, f.cps, budget, c.cps)
        .run(
            v -> {
              hit[0] = v;
              return false;
            });
    return Optional.ofNullable(hit[0]);
  }

  /**
   * Estimates the number of permuted labels without enumerating them: over every split of the label
   * into context-valid elements, the product of (1 + context-valid variants) per element, the label
   * itself included. Linear in the label; saturates at 2^1024.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the estimate, at least 1 for an eligible label and at most 2^1024; 0 for an empty,
   *     ineligible or invalid label
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public BigInteger variantEstimate(String label) {
    Objects.requireNonNull(label, "label");
    LabelForms f = LabelForms.codePointsOf(label);
    if (f.cps == null || f.cps.length == 0) {
      return BigInteger.ZERO;
    }
    return IndexLabels.estimate(new Analysis(this, f.cps));
  }

  /**
   * Returns the index label (RFC 7940 §8.5) as a U-label, or empty when the label is not eligible,
   * as lgr-core computes it ({@link IndexLabels}: the smallest over every split of the label of its
   * elements each replaced by the smallest of itself and its variants). Labels that are variants of
   * each other get the same index label when the LGR's variant relation is symmetric and transitive
   * ({@link LgrInfo#warnings()} says when it is not).
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the index label as a U-label; empty for an invalid A-label or an ineligible label
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public Optional<String> indexLabel(String label) {
    Objects.requireNonNull(label, "label");
    LabelForms f = LabelForms.codePointsOf(label);
    if (f.cps == null) {
      return Optional.empty();
    }
    int[] idx = IndexLabels.indexOf(new Analysis(this, f.cps));
    return idx == null ? Optional.empty() : Optional.of(new String(idx, 0, idx.length));
  }

  /** The index label's code points, or null when not eligible. */
  int[] indexOf(Analysis a) {
    return IndexLabels.indexOf(a);
  }

  /**
   * Builds a collision index of registered labels under this LGR.
   *
   * @param registered the registered labels, U-labels or A-labels; read once, none of them null
   * @return the index
   * @throws NullPointerException if {@code registered} is or holds null
   */
  @Override
  public CollisionIndex collisionIndex(Iterable<String> registered) {
    return CollisionIndex.build(this, registered);
  }

  /**
   * Returns false: one LGR is not a set.
   *
   * @return false
   */
  @Override
  public boolean isSet() {
    return false;
  }

  /** Every permutation lgr-core's generator yields but the label itself, for tests. */
  List<VariantGenerator.Permutation> permutations(String label) {
    LabelForms f = LabelForms.of(label);
    VariantGenerator g =
        new VariantGenerator(this, f.cps, VariantBudget.of(0, Long.MAX_VALUE), null);
    g.raw = new ArrayList<>();
    g.run(v -> true);
    return g.raw;
  }

  /** Every non-invalid variant, unbounded, for tests. */
  List<VariantLabel> allVariants(String label) {
    return variants(label, VariantBudget.of(Integer.MAX_VALUE, Long.MAX_VALUE)).variants();
  }

  /** Returns a short description: version, date, languages and unicode-version. */
  @Override
  public String toString() {
    return "Lgr[version="
        + metadata.version().orElse(null)
        + ", date="
        + metadata.date().orElse(null)
        + ", languages="
        + metadata.languages()
        + ", unicode-version="
        + metadata.unicodeVersion().orElse(null)
        + "]";
  }
}
