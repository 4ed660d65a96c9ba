package org.idna4j.lgr;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SortedSet;

/**
 * Label Generation Rules as a registry applies them (RFC 7940 §8): one {@link Lgr}, or an {@link
 * LgrSet} of element LGRs per script with a common LGR. Callers hold a {@code Ruleset} and never
 * ask which of the two it is.
 *
 * <pre>{@code
 * Ruleset de = Ruleset.load("icann:full-variant-set/de");   // needs org.idna4j:idna-lgr-icann
 * de.evaluate("straße").disposition();                         // "valid"
 * de.variants("straße", VariantBudget.DEFAULT).variants();     // with dispositions
 * Ruleset rz = Ruleset.load("rz-lgr-5");                       // element LGRs + common
 * Ruleset mine = Ruleset.load("/etc/registry/latin.xml");      // a file, or a set directory
 * }</pre>
 *
 * <p><b>Security considerations.</b> Every method taking a label accepts any string and answers in
 * time polynomial in its length (evaluation and index labels are linear in the label times the
 * rules used); variant enumeration, which is exponential by nature, stops at its {@link
 * VariantBudget} and says so. Loading parses untrusted XML with DTDs refused and with nesting,
 * expansion and sequence bounds ({@link LgrFormatException} with line and column beyond them). The
 * caller still decides registry policy beyond the LGR (reserved names, bundling of variants).
 */
public sealed interface Ruleset permits Lgr, LgrSet {

  /**
   * Loads rules by name or path.
   *
   * <ul>
   *   <li>{@code icann:second-level-reference/<tag>}: ICANN's Second-Level Reference LGR for a
   *       table tag ({@code de}, {@code und-Latn}, ...);
   *   <li>{@code icann:full-variant-set/<tag>}: ICANN's Full Variant Set LGR for a tag;
   *   <li>{@code rz-lgr-5}: the Root Zone LGR 5 (element LGRs and the common LGR, as a set);
   *   <li>{@code rz-lgr-5/<file>}: one LGR of that set on its own, named by its file ({@code
   *       rz-lgr-5/lgr-5-latin-script-26may22-en.xml}; {@link #names()} lists them);
   *   <li>anything else: an LGR XML file, or an LGR-set directory ({@link LgrSet#load(Path)}).
   * </ul>
   *
   * The names need the optional artifact {@code org.idna4j:idna-lgr-icann} on the class path or
   * module path.
   *
   * @param nameOrPath a name above, or a file-system path; not null
   * @return the loaded rules
   * @throws NoSuchFileException if a name is unknown or its data artifact is absent (the message
   *     says which names exist), or the path does not exist
   * @throws LgrFormatException if a document is not a valid RFC 7940 LGR (with line and column)
   * @throws IOException if reading fails
   */
  static Ruleset load(String nameOrPath) throws IOException {
    if (isName(nameOrPath)) {
      return IcannLgrs.load(nameOrPath);
    }
    Path p = Path.of(nameOrPath);
    if (Files.isDirectory(p)) {
      return LgrSet.load(p);
    }
    return Lgr.load(p);
  }

  /**
   * Returns whether a string is a ruleset name rather than a path (no file-system access).
   *
   * @param s the string; not null
   * @return true for {@code icann:...}, {@code rz-lgr-5} and {@code rz-lgr-5/...}
   */
  static boolean isName(String s) {
    return IcannLgrs.isName(s);
  }

  /**
   * Returns the names {@link #load(String)} can load from the class path: every LGR and LGR set,
   * and every element of a set ({@code rz-lgr-5/<file>}).
   *
   * @return a sorted, immutable set; empty without the {@code idna-lgr-icann} artifact
   */
  static SortedSet<String> names() {
    return IcannLgrs.names();
  }

  /**
   * Evaluates a label: eligibility (RFC 7940 §8.1), disposition (§8.3) and the deciding action. A
   * set uses the element LGR of the label's detected script.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the result, never throwing for bad input
   * @throws NullPointerException if {@code label} is null
   */
  LgrLabelResult evaluate(String label);

  /**
   * Evaluates a label with the element LGR of {@code script}; a single LGR ignores the script.
   *
   * @param label a U-label or an A-label; not null
   * @param script an ISO 15924 code ({@code "Latn"}), or null to detect it
   * @return the result
   * @throws NullPointerException if {@code label} is null
   */
  LgrLabelResult evaluate(String label, String script);

  /**
   * Returns the variant labels of a label (RFC 7940 §8.2) with their dispositions, within a budget.
   * A set uses the element LGR of the label's detected script.
   *
   * @param label a U-label or an A-label; not null
   * @param budget the bounds of the enumeration; not null
   * @return the variants found and whether (and why) the list is incomplete
   * @throws NullPointerException if an argument is null
   */
  VariantResult variants(String label, VariantBudget budget);

  /**
   * Returns the variant labels of a label under the element LGR of {@code script}; a single LGR
   * ignores the script.
   *
   * @param label a U-label or an A-label; not null
   * @param script an ISO 15924 code, or null to detect it
   * @param budget the bounds of the enumeration; not null
   * @return the variants found and whether (and why) the list is incomplete
   * @throws NullPointerException if {@code label} or {@code budget} is null
   */
  VariantResult variants(String label, String script, VariantBudget budget);

  /**
   * Returns the index label (RFC 7940 §8.5) as a U-label; a set uses its common LGR.
   *
   * @param label a U-label or an A-label; not null
   * @return the index label; empty when the label is not eligible or not a valid A-label
   * @throws NullPointerException if {@code label} is null
   */
  Optional<String> indexLabel(String label);

  /**
   * Estimates the number of permuted labels without enumerating them; a set uses the element LGR of
   * the label's detected script.
   *
   * @param label a U-label or an A-label; not null
   * @return the estimate; 0 when the label is not eligible (or a set has no element LGR for it)
   * @throws NullPointerException if {@code label} is null
   */
  BigInteger variantEstimate(String label);

  /**
   * Builds a collision index of registered labels (a set uses its common LGR).
   *
   * @param registered the registered labels, U-labels or A-labels; read once, none of them null
   * @return the index
   * @throws NullPointerException if {@code registered} is or holds null
   */
  CollisionIndex collisionIndex(Iterable<String> registered);

  /**
   * Returns whether these rules are an {@link LgrSet} (results then carry a script).
   *
   * @return true for a set, false for one LGR
   */
  boolean isSet();
}
