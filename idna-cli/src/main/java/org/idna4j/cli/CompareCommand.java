package org.idna4j.cli;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.util.VersionInfo;
import java.net.IDN;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.NameRules;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code idna compare [FILE|-]}: the java.net.IDN migration report.
 *
 * <p>For each name: the ASCII form (or the rejection) under the real {@code java.net.IDN} ({@code
 * toASCII} without flags and with {@code USE_STD3_ASCII_RULES}) and under the IDNA4J profiles
 * {@code idna2003}, {@code transitional}, {@code uts46} and {@code registration}, and the WHATWG
 * URL Standard's domain parser ({@code whatwg}, {@link Idna#whatwgUrl()}); whether they differ (a
 * different ASCII form, or accepted by one and rejected by another); and, when they differ, the
 * classes of reason found in the name ({@link Diff}). One record per input line, in input order, as
 * for {@code check}. Exit code 0 unless the command fails.
 *
 * <p>Why this class is long: the report's columns, the difference classes ({@link Diff}) and the
 * rules that find them belong to one output format and change together.
 */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Migration report: java.net.IDN beside the IDNA4J profiles, and why results differ.",
      "Columns: jdk and jdk_std3 (java.net.IDN.toASCII without and with USE_STD3_ASCII_RULES),",
      "idna2003, transitional, uts46, registration, whatwg (the URL Standard's domain parser);",
      "differ; classes.",
      "One record per input line, in input order; a summary per difference class on stderr."
    })
final class CompareCommand implements Callable<Integer> {

  /** The result columns, in record order. */
  static final List<String> COLUMNS =
      List.of("jdk", "jdk_std3", "idna2003", "transitional", "uts46", "registration", "whatwg");

  static final String TSV_HEADER =
      "line\tinput\t" + String.join("\t", COLUMNS) + "\tdiffer\tclasses\tline_problems\n";
  static final String CSV_HEADER =
      "line,input," + String.join(",", COLUMNS) + ",differ,classes,line_problems\n";

  /** Why results differ: the classes a differing name is sorted into (several may apply). */
  enum Diff {
    /** ß, ς, ZWJ or ZWNJ: IDNA2003 and transitional processing map them away (UTS #46 §4). */
    DEVIATION,
    /** Emoji and other symbols: valid in UTS #46 (NV8), DISALLOWED in IDNA2008 (RFC 5892). */
    NV8_SYMBOL,
    /** A code point unassigned in Unicode 3.2, which IDNA2003 rejects (RFC 3491 §7). */
    UNASSIGNED_IN_3_2,
    /**
     * A label over 63 octets or a name over 253 (RFC 1035 §2.3.4); java.net.IDN checks labels only.
     */
    LENGTH,
    /**
     * A hyphen first, last or in positions 3 and 4 (RFC 5891 §4.2.3.1, UTS #46 CheckHyphens).
     * Positions are code points, as UTS #46 §4.1 criterion 2 says (ICU4J 79.1 counts UTF-16 units,
     * so it judges labels with a supplementary character before position 4 differently).
     */
    HYPHEN,
    /**
     * An xn-- label: java.net.IDN passes it through unchecked; IDNA2008 decodes and validates it.
     */
    ACE_PASS_THROUGH,
    /** The Bidi rule: RFC 5893 (IDNA2008) differs from RFC 3491 §6 (IDNA2003). */
    BIDI,
    /** A ZWJ or ZWNJ context rule (RFC 5892 Appendix A.1, A.2). */
    CONTEXTJ,
    /** A CONTEXTO rule (RFC 5892 Appendix A.3-A.9), checked by registration only. */
    CONTEXTO,
    /** ASCII other than letters, digits, hyphen: rejected only under UseSTD3ASCIIRules. */
    STD3_ASCII,
    /**
     * Input not already in mapped form (upper case, full width, ...): registration does not map.
     */
    MAPPING,
    /**
     * The URL Standard's domain parser (URL Standard §3.3): an ASCII name is kept, lowercased,
     * whatever ToASCII says (step 5), and a forbidden domain code point fails (step 8).
     */
    URL_STANDARD,
    /** None of the above explains the difference. */
    OTHER
  }

  /** One column's result: the ASCII form when accepted, else the errors. */
  record Outcome(boolean valid, String ascii, List<String> errors) {
    /**
     * What two results must share to agree: acceptance, and the ASCII form up to ASCII case (DNS
     * compares ASCII case-insensitively, RFC 4343; java.net.IDN keeps the case of ASCII labels
     * where UTS #46 lowers it).
     */
    String key() {
      return valid ? "=" + ascii.toLowerCase(java.util.Locale.ROOT) : "!";
    }
  }

  private static final VersionInfo UNICODE_3_2 = VersionInfo.getInstance(3, 2);

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin BulkOptions bulk;

  @Option(
      names = "--only-different",
      description = "Write records only for names whose results differ.")
  boolean onlyDifferent;

  CompareCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    BulkOutput.Format format = bulk.format;
    String header = format == BulkOutput.Format.CSV ? CSV_HEADER : TSV_HEADER;
    Tally tally =
        bulk.run(
            io,
            spec,
            header,
            (lineNumber, raw, out, t) ->
                process(format, bulk.csvMode(), onlyDifferent, lineNumber, raw, out, t),
            t ->
                BulkOptions.printCounts(
                    io,
                    "idna compare: "
                        + t.total
                        + " names, "
                        + t.valid
                        + " with the same result everywhere, "
                        + t.invalid
                        + " with differences"
                        + (t.perKey.isEmpty() ? "" : "; names per class:"),
                    t.perKey,
                    "  "));
    return tally == null ? IdnaCli.INVALID : IdnaCli.OK;
  }

  /** Compares one line and appends its record; the tally's "valid" counts names that agree. */
  static void process(
      BulkOutput.Format format,
      CsvCells.Mode csv,
      boolean onlyDifferent,
      long lineNumber,
      LineReader.RawLine raw,
      ByteSink out,
      Tally tally) {
    InputLine line = InputLine.of(raw);
    List<Outcome> outcomes = new ArrayList<>(COLUMNS.size());
    Set<Diff> classes = EnumSet.noneOf(Diff.class);
    boolean differ = false;
    if (line.name() == null) {
      List<String> why = line.problems().stream().map(Problem::error).toList();
      for (int i = 0; i < COLUMNS.size(); i++) {
        outcomes.add(new Outcome(false, "", why));
      }
    } else {
      String name = line.name();
      outcomes.add(jdk(name, 0));
      outcomes.add(jdk(name, IDN.USE_STD3_ASCII_RULES));
      List<DomainResult> ours = new ArrayList<>(4);
      for (Idna idna :
          List.of(Idna.idna2003(), Idna.transitional(), Idna.uts46(), Idna.registration())) {
        DomainResult r = idna.toAscii(name);
        ours.add(r);
        outcomes.add(
            new Outcome(
                r.isValid(),
                r.output(),
                r.problems().stream().map(p -> p.error().name()).distinct().toList()));
      }
      outcomes.add(whatwg(name));
      Set<String> keys = new LinkedHashSet<>();
      outcomes.forEach(o -> keys.add(o.key()));
      differ = keys.size() > 1;
      if (differ) {
        classify(name, outcomes, ours, classes);
      }
    }
    tally.total++;
    if (differ) {
      tally.invalid++;
      classes.forEach(c -> tally.count(c.name()));
    } else {
      tally.valid++;
    }
    if (onlyDifferent && !differ) {
      return;
    }
    List<Problem> lineProblems = line.problems();
    switch (format) {
      case JSONL -> {
        out.ascii("{\"line\":").number(lineNumber).ascii(",\"input\":");
        Text.appendJson(out, line.text());
        out.ascii(",\"results\":{");
        for (int i = 0; i < COLUMNS.size(); i++) {
          Outcome o = outcomes.get(i);
          out.ascii(i > 0 ? ",\"" : "\"")
              .ascii(COLUMNS.get(i))
              .ascii("\":{\"valid\":")
              .bool(o.valid())
              .ascii(",\"ascii\":");
          Text.appendJson(out, o.ascii());
          out.ascii(",\"errors\":[");
          for (int j = 0; j < o.errors().size(); j++) {
            if (j > 0) {
              out.ascii(',');
            }
            Text.appendJson(out, o.errors().get(j));
          }
          out.ascii("]}");
        }
        out.ascii("},\"differ\":").bool(differ).ascii(",\"classes\":[");
        int k = 0;
        for (Diff d : classes) {
          out.ascii(k++ > 0 ? ",\"" : "\"").ascii(d.name()).ascii('"');
        }
        out.ascii("],\"line_problems\":[");
        for (int i = 0; i < lineProblems.size(); i++) {
          if (i > 0) {
            out.ascii(',');
          }
          lineProblems.get(i).appendJson(out);
        }
        out.ascii("]}\n");
      }
      case TSV -> {
        out.number(lineNumber).ascii('\t');
        Text.appendTsv(out, line.text());
        for (Outcome o : outcomes) {
          out.ascii('\t');
          Text.appendTsv(out, cell(o));
        }
        out.ascii('\t').bool(differ).ascii('\t').ascii(joinClasses(classes)).ascii('\t');
        CheckCommand.appendFlat(out, lineProblems);
        out.ascii('\n');
      }
      case CSV -> {
        out.number(lineNumber).ascii(',');
        Text.appendCsv(out, line.text(), csv);
        for (Outcome o : outcomes) {
          out.ascii(',');
          Text.appendCsv(out, cell(o), csv);
        }
        out.ascii(',').bool(differ).ascii(',').ascii(joinClasses(classes)).ascii(',');
        StringBuilder flat = new StringBuilder();
        lineProblems.forEach(p -> p.appendFlat(flat.append(flat.length() > 0 ? ";" : "")));
        Text.appendCsv(out, flat, csv);
        out.ascii('\n');
      }
      default -> throw new IllegalStateException(format.toString());
    }
  }

  private static String cell(Outcome o) {
    return o.valid() ? o.ascii() : "error: " + String.join("; ", o.errors());
  }

  private static String joinClasses(Set<Diff> classes) {
    StringBuilder b = new StringBuilder();
    for (Diff d : classes) {
      if (b.length() > 0) {
        b.append(';');
      }
      b.append(d.name());
    }
    return b.toString();
  }

  /**
   * The URL Standard's domain parser ({@link Idna#whatwgUrl()}); kept out of the list the other
   * classes are judged on, since its ASCII pass-through ignores their errors.
   */
  static Outcome whatwg(String name) {
    DomainResult r = Idna.whatwgUrl().toAscii(name);
    return new Outcome(
        r.isValid(),
        r.output(),
        r.problems().stream().map(p -> p.error().name()).distinct().toList());
  }

  /**
   * The real java.net.IDN: its output, or its exception's message as the error. It documents
   * IllegalArgumentException for a name it rejects; any other RuntimeException it throws is also
   * its answer for that name, reported in its column.
   */
  static Outcome jdk(String name, int flags) {
    try {
      return new Outcome(true, IDN.toASCII(name, flags), List.of());
    } catch (RuntimeException e) {
      String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      return new Outcome(false, "", List.of(m));
    }
  }

  /** Sorts a differing name into every class whose cause it shows. */
  static void classify(
      String name, List<Outcome> outcomes, List<DomainResult> ours, Set<Diff> classes) {
    Set<IdnaError> errors = EnumSet.noneOf(IdnaError.class);
    for (DomainResult r : ours) {
      for (IdnaProblem p : r.problems()) {
        errors.add(p.error());
      }
    }
    boolean nonLdhAscii = false;
    // Scan the input and its decoded form, so that xn-- labels are judged by what they hold.
    String decoded = Idna.uts46().toUnicode(name).output();
    String scanned = name + "." + decoded;
    for (int i = 0; i < scanned.length(); ) {
      boolean inInput = i < name.length();
      int cp = scanned.codePointAt(i);
      i += Character.charCount(cp);
      if (!inInput && cp == 0xFFFD) {
        continue; // ToUnicode's mark for an undecodable label, not the name's content
      }
      if (NameRules.isDeviation(cp)) {
        classes.add(Diff.DEVIATION);
      }
      if (cp < 0x80) {
        boolean ldh =
            (cp >= 'a' && cp <= 'z')
                || (cp >= 'A' && cp <= 'Z')
                || (cp >= '0' && cp <= '9')
                || cp == '-'
                || cp == '.';
        nonLdhAscii |= inInput && !ldh;
        continue;
      }
      int type = UCharacter.getType(cp);
      if (type == UCharacterCategory.MATH_SYMBOL
          || type == UCharacterCategory.CURRENCY_SYMBOL
          || type == UCharacterCategory.MODIFIER_SYMBOL
          || type == UCharacterCategory.OTHER_SYMBOL
          || UCharacter.hasBinaryProperty(cp, UProperty.EXTENDED_PICTOGRAPHIC)) {
        classes.add(Diff.NV8_SYMBOL);
      }
      if (type == UCharacterCategory.UNASSIGNED
          || UCharacter.getAge(cp).compareTo(UNICODE_3_2) > 0) {
        classes.add(Diff.UNASSIGNED_IN_3_2);
      }
    }
    if (nonLdhAscii) {
      classes.add(Diff.STD3_ASCII);
    }
    if (errors.contains(IdnaError.LABEL_TOO_LONG)
        || errors.contains(IdnaError.NAME_TOO_LONG)
        || outcomes.stream().anyMatch(o -> o.valid() && tooLong(o.ascii()))
        || outcomes.stream()
            .anyMatch(o -> o.errors().stream().anyMatch(e -> e.contains("too long")))) {
      classes.add(Diff.LENGTH);
    }
    for (String label : labels(name)) {
      if (label.startsWith("-")
          || label.endsWith("-")
          || (label.length() >= 4
              && label.charAt(2) == '-'
              && label.charAt(3) == '-'
              && !label.regionMatches(true, 0, "xn", 0, 2))) {
        classes.add(Diff.HYPHEN);
      }
      if (isAceLabel(label)) {
        classes.add(Diff.ACE_PASS_THROUGH);
      }
    }
    if (errors.contains(IdnaError.HYPHEN_3_4)
        || errors.contains(IdnaError.LEADING_HYPHEN)
        || errors.contains(IdnaError.TRAILING_HYPHEN)) {
      classes.add(Diff.HYPHEN);
    }
    for (IdnaError e : errors) {
      switch (e.category()) {
        case BIDI -> classes.add(Diff.BIDI);
        case CONTEXTJ -> classes.add(Diff.CONTEXTJ);
        case CONTEXTO -> classes.add(Diff.CONTEXTO);
        default -> {}
      }
    }
    Outcome registration = outcomes.get(COLUMNS.indexOf("registration"));
    if (!registration.valid()) {
      // A label that UTS #46 mapping changes (upper case, full width, ...); xn-- labels are
      // decoded rather than mapped, so they do not count.
      for (String label : labels(name)) {
        if (isAceLabel(label)) {
          continue;
        }
        if (!Idna.uts46().toUnicode(label).output().equals(label)) {
          classes.add(Diff.MAPPING);
          break;
        }
      }
    }
    Outcome whatwg = outcomes.get(COLUMNS.indexOf("whatwg"));
    if (!whatwg.key().equals(outcomes.get(COLUMNS.indexOf("uts46")).key())
        && (whatwg.valid()
            || whatwg.errors().contains(IdnaError.FORBIDDEN_DOMAIN_CODE_POINT.name()))) {
      classes.add(Diff.URL_STANDARD);
    }
    if (classes.isEmpty()) {
      classes.add(Diff.OTHER);
    }
  }

  /** RFC 1035 §2.3.4 limits on an ASCII name: labels ≤ 63 octets, the name ≤ 253 (+ root dot). */
  static boolean tooLong(String ascii) {
    String s = ascii.endsWith(".") ? ascii.substring(0, ascii.length() - 1) : ascii;
    if (s.length() > NameRules.MAX_NAME_LENGTH) {
      return true;
    }
    for (String label : s.split("\\.", -1)) {
      if (label.length() > NameRules.MAX_LABEL_LENGTH) {
        return true;
      }
    }
    return false;
  }

  /** The labels of {@code name}, split at the four label separators of UTS #46 §4 step 3. */
  private static List<String> labels(String name) {
    List<String> labels = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < name.length(); i++) {
      if (NameRules.isLabelSeparator(name.charAt(i))) {
        labels.add(name.substring(start, i));
        start = i + 1;
      }
    }
    labels.add(name.substring(start));
    return labels;
  }

  /** Whether {@code label} begins with the ACE prefix in any case (RFC 5890 §2.3.1). */
  private static boolean isAceLabel(String label) {
    return NameRules.hasAcePrefix(label, 0);
  }
}
