package org.idna4j.lgr;

import com.ibm.icu.lang.UScript;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Element LGRs per script plus one common LGR, as the Root Zone LGR and multi-script zones use
 * them: the element LGR of the label's script decides validity, disposition and allocatable
 * variants; the common (merged) LGR decides index labels and therefore collisions across scripts.
 *
 * <p>The script of a label is chosen by the caller or detected: the script of its first character
 * that is not Common or Inherited, where Han with Hiragana or Katakana is Japanese ({@code Jpan}),
 * Hangul (with or without Han) is Korean ({@code Kore}), and a label of only U+3006 and U+30FC is
 * {@code Jpan} (after lgr-core's {@code get_rz_label_script}).
 *
 * <p>Directory layout for {@link #load(Path)}: every {@code *.xml} file is an LGR; the one whose
 * file name contains {@code common} is the common LGR (exactly one); each other file is the element
 * LGR of the script subtag of its first {@code <language>} ({@code und-Latn} &rarr; {@code Latn}).
 * The {@code rz-lgr-5} folder of Root Zone LGR 5 files is such a directory.
 *
 * <p>Immutable and thread-safe.
 */
public final class LgrSet implements Ruleset {

  private final Lgr common;
  private final Map<String, Lgr> elements;

  private LgrSet(Lgr common, Map<String, Lgr> elements) {
    this.common = common;
    this.elements = Map.copyOf(elements);
  }

  /**
   * Combines a common LGR with element LGRs keyed by ISO 15924 script code ({@code "Latn"}).
   *
   * @param common the common LGR, which decides index labels and collisions
   * @param elements the element LGR of each script, keyed by the code {@link #detectScript(String)}
   *     returns (such as {@code "Latn"}, {@code "Jpan"}); copied
   * @return the set
   * @throws NullPointerException if {@code common} or {@code elements} is null, or {@code elements}
   *     holds a null key or value
   */
  public static LgrSet of(Lgr common, Map<String, Lgr> elements) {
    return new LgrSet(Objects.requireNonNull(common, "common"), elements);
  }

  /**
   * Loads a directory laid out as described above.
   *
   * @param dir a directory of LGR {@code *.xml} files, one of them the common LGR
   * @return the set of the common LGR and the element LGRs by script
   * @throws LgrFormatException if a file is not a valid LGR
   * @throws IOException if the directory cannot be read, has no or several common LGRs, or an
   *     element LGR has no script subtag or repeats a script
   */
  public static LgrSet load(Path dir) throws IOException {
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.xml")) {
      ds.forEach(files::add);
    }
    files.sort(null);
    List<String> names = new ArrayList<>();
    List<Lgr> lgrs = new ArrayList<>();
    for (Path f : files) {
      names.add(f.getFileName().toString());
      lgrs.add(Lgr.load(f));
    }
    return assemble(names, lgrs, dir.toString());
  }

  /**
   * The directory rule of {@link #load(Path)} over loaded files: the one whose name contains {@code
   * common} is the common LGR, the others are keyed by the script subtag of their first language.
   */
  static LgrSet assemble(List<String> fileNames, List<Lgr> lgrs, String where) throws IOException {
    Lgr common = null;
    Map<String, Lgr> elements = new TreeMap<>();
    for (int k = 0; k < lgrs.size(); k++) {
      Lgr lgr = lgrs.get(k);
      String f = fileNames.get(k);
      if (f.contains("common")) {
        if (common != null) {
          throw new IOException(
              where + ": more than one common LGR (file name containing \"common\")");
        }
        common = lgr;
        continue;
      }
      String script =
          lgr.metadata().languages().stream()
              .findFirst()
              .flatMap(LgrSet::scriptSubtag)
              .orElseThrow(
                  () ->
                      new IOException(
                          where + "/" + f + ": no script subtag in its first <language>"));
      if (elements.put(script, lgr) != null) {
        throw new IOException(where + "/" + f + ": a second element LGR for script " + script);
      }
    }
    if (common == null) {
      throw new IOException(
          where + ": no common LGR (an *.xml file whose name contains \"common\")");
    }
    return new LgrSet(common, elements);
  }

  /** BCP 47: the four-letter subtag after the language, as in {@code und-Latn}. */
  static Optional<String> scriptSubtag(String tag) {
    String[] parts = tag.split("-");
    for (int i = 1; i < parts.length; i++) {
      if (parts[i].length() == 4 && parts[i].chars().allMatch(Character::isLetter)) {
        return Optional.of(
            Character.toUpperCase(parts[i].charAt(0))
                + parts[i].substring(1).toLowerCase(java.util.Locale.ROOT));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the common LGR.
   *
   * @return the LGR that computes index labels for every script
   */
  public Lgr common() {
    return common;
  }

  /**
   * Returns the element LGRs by script code.
   *
   * @return an immutable map from ISO 15924 script code (such as {@code "Latn"}) to element LGR
   */
  public Map<String, Lgr> elements() {
    return elements;
  }

  /**
   * Detects the script of a label (U-label or A-label) as described in the class docs.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the ISO 15924 script code, such as {@code "Latn"} or {@code "Jpan"}; empty for a
   *     malformed A-label or a label with no character of a specific script (only Common, Inherited
   *     or unassigned ones, or none)
   * @throws NullPointerException if {@code label} is null
   */
  public static Optional<String> detectScript(String label) {
    LabelForms f = LabelForms.codePointsOf(Objects.requireNonNull(label, "label"));
    return f.cps == null ? Optional.empty() : detectScript(f.cps);
  }

  static Optional<String> detectScript(int[] cps) {
    boolean onlyMarks = cps.length > 0;
    for (int cp : cps) {
      onlyMarks &= cp == 0x3006 || cp == 0x30FC;
    }
    if (onlyMarks) {
      return Optional.of("Jpan");
    }
    int first = -1;
    boolean han = false;
    boolean kana = false;
    boolean hangul = false;
    for (int cp : cps) {
      int sc = UScript.getScript(cp);
      if (sc == UScript.COMMON || sc == UScript.INHERITED || sc == UScript.UNKNOWN) {
        continue;
      }
      han |= sc == UScript.HAN;
      kana |= sc == UScript.HIRAGANA || sc == UScript.KATAKANA;
      hangul |= sc == UScript.HANGUL;
      if (first < 0) {
        first = sc;
      }
    }
    if (first < 0) {
      return Optional.empty();
    }
    boolean cjk =
        first == UScript.HAN
            || first == UScript.HIRAGANA
            || first == UScript.KATAKANA
            || first == UScript.HANGUL;
    if (cjk && hangul) {
      return Optional.of("Kore");
    }
    if (cjk && kana) {
      return Optional.of("Jpan");
    }
    return Optional.of(han && cjk ? "Hani" : UScript.getShortName(first));
  }

  /**
   * Evaluates a label with the element LGR of its detected script.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the element LGR's result with {@link LgrLabelResult#script()} set; disposition {@link
   *     Lgr#INVALID} with {@link LgrError#NO_ELEMENT_LGR} when no script is detected or the set has
   *     no element LGR for it
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public LgrLabelResult evaluate(String label) {
    return evaluate(label, null);
  }

  /**
   * Evaluates a label with the element LGR of {@code script} (e.g. {@code "Latn"}).
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @param script the ISO 15924 script code of the element LGR to use, or null to detect it
   * @return the element LGR's result with {@link LgrLabelResult#script()} set to the script; an
   *     invalid result with {@link LgrError#NO_ELEMENT_LGR} when no script is detected or the set
   *     has no LGR for it
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public LgrLabelResult evaluate(String label, String script) {
    Objects.requireNonNull(label, "label");
    String s = script != null ? script : detectScript(label).orElse(null);
    Lgr lgr = s == null ? null : elements.get(s);
    if (lgr == null) {
      return noElement(label, s);
    }
    return lgr.evaluate(label).withScript(s);
  }

  private LgrLabelResult noElement(String label, String script) {
    LabelForms f = LabelForms.of(label);
    if (f.cps == null) {
      return LabelEvaluator.notALabel(label, f, script);
    }
    String why =
        script == null
            ? "no script could be detected"
            : "no element LGR for script " + script + " (the set has " + elements.keySet() + ")";
    return new LgrLabelResult(
        label,
        Optional.ofNullable(f.uLabel),
        Optional.ofNullable(f.aLabel()),
        Optional.ofNullable(script),
        false,
        Lgr.INVALID,
        DecidingAction.implied(why),
        java.util.Set.of(),
        List.of(new LgrProblem(LgrError.NO_ELEMENT_LGR, 0, why)));
  }

  /**
   * Returns the variants of a label under the element LGR of its detected script.
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @param budget the bounds of the enumeration; not null
   * @return the variant labels as {@link Lgr#variants(String, VariantBudget)} generates them; none
   *     when no script is detected or the set has no element LGR for it ({@link
   *     VariantResult#label()} says so)
   * @throws NullPointerException if an argument is null
   */
  @Override
  public VariantResult variants(String label, VariantBudget budget) {
    return variants(label, null, budget);
  }

  /**
   * Returns the variants of a label under the element LGR of {@code script}.
   *
   * @param label a U-label or an A-label; not null
   * @param script the ISO 15924 code of the element LGR, or null to detect it
   * @param budget the bounds of the enumeration; not null
   * @return the variants; none when the set has no element LGR for the script
   * @throws NullPointerException if {@code label} or {@code budget} is null
   */
  @Override
  public VariantResult variants(String label, String script, VariantBudget budget) {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(budget, "budget");
    String s = script != null ? script : detectScript(label).orElse(null);
    Lgr lgr = s == null ? null : elements.get(s);
    if (lgr == null) {
      return new VariantResult(noElement(label, s), List.of(), null, 0, BigInteger.ZERO);
    }
    VariantResult r = lgr.variants(label, budget);
    return new VariantResult(
        r.label().withScript(s),
        r.variants(),
        r.cut().orElse(null),
        r.permutationsExamined(),
        r.estimate());
  }

  /**
   * Estimates the permutations of a label under the element LGR of its detected script.
   *
   * @param label a U-label or an A-label; not null
   * @return the element LGR's estimate; 0 when the set has no element LGR for the label
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public BigInteger variantEstimate(String label) {
    return detectScript(label)
        .map(elements::get)
        .map(l -> l.variantEstimate(label))
        .orElse(BigInteger.ZERO);
  }

  /**
   * Returns true: this is a set.
   *
   * @return true
   */
  @Override
  public boolean isSet() {
    return true;
  }

  /**
   * Returns the index label under the common LGR (RFC 7940 §8.5).
   *
   * @param label a U-label or an A-label ({@code xn--}, any case); not null
   * @return the index label as a U-label; empty when the label is not eligible under the common LGR
   * @throws NullPointerException if {@code label} is null
   */
  @Override
  public Optional<String> indexLabel(String label) {
    return common.indexLabel(label);
  }

  /**
   * Builds a collision index of registered labels under the common LGR.
   *
   * @param registered the registered labels, U-labels or A-labels; read once, none of them null
   * @return an index whose {@link CollisionIndex#collisions(String)} finds the registered labels a
   *     candidate collides with
   * @throws NullPointerException if {@code registered} is or holds null
   */
  @Override
  public CollisionIndex collisionIndex(Iterable<String> registered) {
    return CollisionIndex.build(common, registered);
  }
}
