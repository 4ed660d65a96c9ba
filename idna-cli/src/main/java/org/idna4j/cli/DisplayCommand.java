package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.idna4j.display.DisplayPolicy;
import org.idna4j.display.ProtectedDomainException;
import org.idna4j.records.DisplayRecord;
import org.idna4j.records.ProblemRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idna display NAME...}: how each name should be shown to people (module idna-display), one
 * {@link DisplayRecord} per name: the displayed form, whether every label is shown as it reads, and
 * per label the reasons ({@code DisplayReason} names) it is shown as an A-label.
 *
 * <p>Names come from the arguments (each taken exactly as given), else from {@code --input FILE} or
 * standard input, one per line, read with the rules of {@code idna check} ({@link LineReader},
 * {@link InputLine}) on several threads, in input order, with the progress bar and summary of the
 * other bulk commands. {@code --protected FILE} names the lookalike targets, one per line ({@link
 * StrictLines}); blank lines and lines starting with {@code #} are skipped, and the list is bounded
 * ({@value #MAX_PROTECTED_DOMAINS} domains, {@value #MAX_PROTECTED_LINE_BYTES} bytes a line): a
 * file beyond it, or with a line that cannot be read, is refused with its line number (exit code
 * 2). Exit code 0 when every name is shown as it reads, 1 when some label is shown as an A-label
 * for a reason or a line cannot be read.
 */
@Command(
    name = "display",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Show each name as a browser would: in Unicode, or with A-labels where it misleads.",
      "A browser-like display policy finds the reasons (whole-script confusables, mixed",
      "scripts, lookalikes...).",
      "Records: line, input, policy, output, shown_as_unicode, reasons, lookalike_of, labels,"
          + " problems.",
      "Without NAME (or with -), reads one name per line from --input FILE or standard input."
    })
final class DisplayCommand implements Callable<Integer> {

  /** At most this many protected domains (the lookalike index is built in memory). */
  static final int MAX_PROTECTED_DOMAINS = 1_000_000;

  /**
   * Bytes of one line of {@code --protected}: a name is at most 253 ASCII octets (RFC 1035 §2.3.4)
   * and its Unicode form at most about four times that in UTF-8.
   */
  static final int MAX_PROTECTED_LINE_BYTES = 1024;

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--policy",
      paramLabel = "POLICY",
      defaultValue = DisplayRecord.DEFAULT_POLICY,
      converter = Choices.PolicyConverter.class,
      completionCandidates = Choices.Policies.class,
      description =
          "chromium, firefox-high, firefox-moderate or firefox-ascii (default: ${DEFAULT-VALUE}).")
  String policy;

  @Option(
      names = "--protected",
      paramLabel = "FILE",
      description =
          "Lookalike targets, one domain per line (# comments); a name whose skeleton matches one"
              + " and is not it or its subdomain is shown in ASCII (LOOKALIKE_DOMAIN).")
  Path protectedFile;

  @Mixin InputOptions input;

  @Mixin BulkOutput output;

  @Parameters(
      arity = "0..*",
      paramLabel = "NAME",
      description = "Domain names, each exactly as given ('-' or none: the input lines).")
  List<String> names;

  DisplayCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws IOException {
    DisplayPolicy p = policyWithProtected();
    BulkOutput.Format format = output.format;
    CsvCells.Mode csv = output.csvMode();
    String header = RecordOut.header(DisplayRecord.SHAPE, format);
    return BulkOutput.exitCode(
        output.runItems(
            io,
            spec,
            names,
            input.file,
            input.maxLineBytes,
            header,
            (lineNumber, line, out, t) -> {
              // a line that cannot be read, or an empty one (EMPTY_LINE), has no name to show
              DisplayRecord r =
                  line.name() == null || (!line.problems().isEmpty() && line.name().isEmpty())
                      ? DisplayRecord.unreadable(
                          lineNumber, line.text(), policy, Problem.records(line.problems()))
                      : DisplayRecord.of(lineNumber, line.name(), policy, p)
                          .withProblems(Problem.records(line.problems()));
              count(r, t);
              RecordOut.write(out, r, format, csv);
            },
            this::summary));
  }

  /**
   * Counts a record: names; shown as they read (every label, and no problem of the line) or not;
   * names per reason ({@code DisplayReason} names) and per problem of the line ({@code
   * INVALID_UTF8}, {@code EMPTY_LINE}, ...): only the names the records hold.
   */
  static void count(DisplayRecord r, Tally t) {
    t.total++;
    if (r.output() != null && r.shownAsUnicode() && r.problems().isEmpty()) {
      t.valid++;
      return;
    }
    t.invalid++;
    for (String reason : r.reasons()) {
      t.count(reason);
    }
    Set<String> seen = new HashSet<>();
    for (ProblemRecord p : r.problems()) {
      if (seen.add(p.error())) {
        t.count(p.error());
      }
    }
  }

  private void summary(Tally t) {
    BulkOutput.printCounts(
        io,
        "idna display: "
            + t.total
            + " names, "
            + t.valid
            + " shown as they read, "
            + t.invalid
            + " with labels in ASCII or unreadable"
            + (t.perKey.isEmpty() ? "" : "; names per reason or line problem:"),
        t.perKey,
        "  ");
  }

  /**
   * Reads {@code --protected}: one domain per line, blank lines and {@code #} comments skipped,
   * bounded; a line that cannot be read or a file over the bounds is a usage error naming the line
   * ({@code FILE:line N: reason}). The line number of each domain goes into {@code lines}.
   */
  private List<String> readProtected(List<Long> lines) throws IOException {
    List<String> domains = new ArrayList<>();
    InputStream in;
    try {
      if (Files.isDirectory(protectedFile)) {
        throw usage(protectedFile + " is a directory");
      }
      in = Files.newInputStream(protectedFile);
    } catch (NoSuchFileException e) {
      throw usage("no such file: " + protectedFile);
    }
    try (in) {
      StrictLines.forEach(
          in,
          MAX_PROTECTED_LINE_BYTES,
          (number, line) -> {
            if (line.name() == null) {
              throw usage(protectedFile + ":" + StrictLines.why(number, line));
            }
            String d = line.name().strip();
            if (d.isEmpty() || d.startsWith("#")) {
              return;
            }
            if (domains.size() == MAX_PROTECTED_DOMAINS) {
              throw usage(
                  protectedFile
                      + ":line "
                      + number
                      + ": more than "
                      + MAX_PROTECTED_DOMAINS
                      + " protected domains");
            }
            domains.add(d);
            lines.add(number);
          });
    }
    return domains;
  }

  /**
   * The policy with the protected domains of {@code --protected}: a domain that is not valid, or
   * one that would take the lookalike index past its skeleton cap, is a usage error naming its line
   * ({@code FILE:line N: reason}, the reason printable ASCII as {@link ProtectedDomainException}
   * writes it).
   */
  private DisplayPolicy policyWithProtected() throws IOException {
    if (protectedFile == null) {
      return DisplayRecord.policy(policy);
    }
    List<Long> lines = new ArrayList<>();
    List<String> domains = readProtected(lines);
    try {
      return DisplayRecord.policy(policy, domains);
    } catch (ProtectedDomainException e) {
      throw usage(protectedFile + ":line " + lines.get(e.index()) + ": " + e.getMessage());
    }
  }

  private CommandLine.ParameterException usage(String message) {
    return new CommandLine.ParameterException(spec.commandLine(), message);
  }
}
