package org.idna4j.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.idna4j.records.AuditRecord;
import org.idna4j.records.AuditSummaryRecord;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code idna audit LOG...}: the summary of the IDNA4J agent's audit logs ({@link AuditRecord}
 * lines, and the {@code audit_overflow} line of a log whose caps were reached).
 *
 * <p>One {@link AuditSummaryRecord} per line of output: the total; each caller, ranked by the calls
 * whose answer would change; each difference class; each distinct input; and the calls the agent
 * dropped at its caps. The verdict is one line on standard error. A malformed line is reported with
 * its file and line number, and the command stops (exit 2) without a summary.
 */
@Command(
    name = "audit",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Summarise the audit logs of the IDNA4J agent.",
      "Logs written with -javaagent:idna4j-agent.jar=audit,log=FILE: the calls of",
      "java.net.IDN whose answer IDNA4J would change, by caller (most first),",
      "by difference class and by input. Records: kind (total, caller, class, input, dropped),",
      "key, calls, inputs, callers. The verdict is one line on stderr."
    })
final class AuditCommand implements Callable<Integer> {

  /** The longest log line read: the agent keeps at most 8 million characters in all records. */
  static final int MAX_LINE_CHARS = 16 * 1024 * 1024;

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Io io;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin BulkOutput output;

  @Parameters(
      arity = "1..*",
      paramLabel = "LOG",
      description = "Audit logs (JSON Lines); '-' reads standard input.")
  List<String> logs;

  AuditCommand(Io io) {
    this.io = io;
  }

  /** A log line the command cannot use: where, and why. */
  static final class BadLog extends Exception {
    private static final long serialVersionUID = 1L;

    BadLog(String message) {
      super(message, null, false, false);
    }
  }

  /** Calls, distinct inputs and distinct callers of one summary key. */
  private static final class Sum {
    long calls;
    final Set<String> inputs = new HashSet<>();
    final Set<String> callers = new HashSet<>();

    void add(long count, String input, String caller) {
      calls += count;
      inputs.add(input);
      callers.add(caller == null ? "" : caller);
    }
  }

  /** Everything read from the logs. */
  static final class Summary {
    private final Sum total = new Sum();
    private final Map<String, Sum> callers = new HashMap<>();
    private final Map<String, Sum> classes = new HashMap<>();
    private final Map<String, Sum> inputs = new HashMap<>();
    private final Map<String, String> callerKeys = new HashMap<>();
    long dropped;
    long records;

    void add(String input, String caller, List<String> classList, long count) {
      records++;
      total.add(count, input, caller);
      String c = caller == null ? "" : caller;
      callerKeys.put(c, caller);
      callers.computeIfAbsent(c, k -> new Sum()).add(count, input, caller);
      for (String k : classList) {
        classes.computeIfAbsent(k, x -> new Sum()).add(count, input, caller);
      }
      inputs.computeIfAbsent(input, k -> new Sum()).add(count, input, caller);
    }

    /** The summary records in output order. */
    List<AuditSummaryRecord> records() {
      List<AuditSummaryRecord> out = new ArrayList<>();
      out.add(record("total", null, total));
      ranked(callers)
          .forEach(e -> out.add(record("caller", callerKeys.get(e.getKey()), e.getValue())));
      ranked(classes).forEach(e -> out.add(record("class", e.getKey(), e.getValue())));
      ranked(inputs).forEach(e -> out.add(record("input", e.getKey(), e.getValue())));
      if (dropped > 0) {
        out.add(new AuditSummaryRecord("dropped", null, dropped, 0, 0));
      }
      return out;
    }

    private static List<Map.Entry<String, Sum>> ranked(Map<String, Sum> m) {
      List<Map.Entry<String, Sum>> l = new ArrayList<>(m.entrySet());
      l.sort(
          Comparator.comparingLong((Map.Entry<String, Sum> e) -> e.getValue().calls)
              .reversed()
              .thenComparing(Map.Entry::getKey));
      return l;
    }

    private static AuditSummaryRecord record(String kind, String key, Sum s) {
      return new AuditSummaryRecord(kind, key, s.calls, s.inputs.size(), s.callers.size());
    }

    /** The one-line verdict. */
    String verdict(int files) {
      String logs = files == 1 ? "1 log" : files + " logs";
      String drop =
          dropped == 0
              ? ""
              : "; " + dropped + " more were dropped at the agent's caps (see kind dropped)";
      if (total.calls == 0) {
        return "idna audit: no call of java.net.IDN in "
            + logs
            + " would change under IDNA4J"
            + drop;
      }
      StringBuilder classesText = new StringBuilder();
      ranked(classes)
          .forEach(
              e ->
                  classesText
                      .append(classesText.length() == 0 ? "" : ", ")
                      .append(e.getKey())
                      .append(' ')
                      .append(e.getValue().calls));
      return "idna audit: "
          + total.calls
          + " calls of java.net.IDN in "
          + logs
          + " would change under IDNA4J: "
          + total.inputs.size()
          + " distinct inputs from "
          + callers.size()
          + " callers"
          + (classesText.length() == 0 ? "" : " (" + classesText + ")")
          + drop;
    }

    boolean changes() {
      return total.calls > 0 || dropped > 0;
    }
  }

  @Override
  public Integer call() {
    Summary summary = new Summary();
    try {
      for (String log : logs) {
        read(log, summary);
      }
    } catch (BadLog e) {
      io.errWriter().println("idna audit: " + e.getMessage());
      io.errWriter().flush();
      return IdnaCli.USAGE;
    }
    ByteSink out = new ByteSink(4096);
    if (output.csv.writesHeader(output.format)) {
      out.ascii(RecordOut.header(AuditSummaryRecord.SHAPE, output.format));
    }
    for (AuditSummaryRecord r : summary.records()) {
      RecordOut.write(out, r, output.format, output.csvMode());
    }
    try {
      out.writeTo(io.out());
      io.out().flush();
    } catch (IOException e) {
      BulkOutput.reportUnlessClosedPipe(io, e);
      return IdnaCli.INVALID;
    }
    if (!output.noSummary) {
      io.errWriter().println(summary.verdict(logs.size()));
      io.errWriter().flush();
    }
    return summary.changes() ? IdnaCli.INVALID : IdnaCli.OK;
  }

  /** Reads one log into the summary. */
  void read(String log, Summary summary) throws BadLog {
    String name = log.equals("-") ? "<stdin>" : log;
    try {
      InputStream in = log.equals("-") ? io.in() : Files.newInputStream(Path.of(log));
      try (Reader r =
          new InputStreamReader(
              in,
              StandardCharsets.UTF_8
                  .newDecoder()
                  .onMalformedInput(CodingErrorAction.REPORT)
                  .onUnmappableCharacter(CodingErrorAction.REPORT))) {
        readLines(r, name, summary);
      }
    } catch (CharacterCodingException e) {
      throw new BadLog(name + ": not UTF-8");
    } catch (IOException | java.nio.file.InvalidPathException e) {
      throw new BadLog(name + ": cannot read: " + e.getMessage());
    }
  }

  static void readLines(Reader r, String name, Summary summary) throws IOException, BadLog {
    StringBuilder line = new StringBuilder();
    long number = 0;
    char[] buf = new char[8192];
    int n;
    boolean pending = false;
    while ((n = r.read(buf)) > 0) {
      for (int i = 0; i < n; i++) {
        char c = buf[i];
        if (c == '\n') {
          number++;
          parse(line, name, number, summary);
          line.setLength(0);
          pending = false;
        } else {
          if (line.length() >= MAX_LINE_CHARS) {
            throw new BadLog(
                name + ":" + (number + 1) + ": line longer than " + MAX_LINE_CHARS + " characters");
          }
          line.append(c);
          pending = true;
        }
      }
    }
    if (pending) {
      parse(line, name, number + 1, summary);
    }
  }

  /** Parses one line: an audit record, an overflow record, or (blank) nothing. */
  static void parse(CharSequence text, String name, long number, Summary summary) throws BadLog {
    String where = name + ":" + number + ": ";
    String s = text.toString();
    if (!s.isEmpty() && s.charAt(s.length() - 1) == '\r') {
      s = s.substring(0, s.length() - 1);
    }
    if (s.isBlank()) {
      return;
    }
    JsonNode n;
    try {
      n = JSON.readTree(s);
    } catch (JsonProcessingException e) {
      throw new BadLog(where + "not JSON (" + e.getOriginalMessage() + ")");
    }
    if (n == null || !n.isObject()) {
      throw new BadLog(where + "not a JSON object");
    }
    if (n.has("dropped_calls")) {
      summary.dropped += count(n, "dropped_calls", where, 0);
      return;
    }
    String input = text(n, "input", where, false);
    text(n, "method", where, false);
    String caller = text(n, "caller", where, true);
    JsonNode classes = n.get("classes");
    if (classes == null || !classes.isArray()) {
      throw new BadLog(where + "not an audit record: classes is not a list");
    }
    List<String> list = new ArrayList<>();
    for (JsonNode c : classes) {
      if (!c.isTextual()) {
        throw new BadLog(where + "not an audit record: classes has a non-string");
      }
      list.add(c.asText());
    }
    summary.add(input, caller, list, count(n, "count", where, 1));
  }

  private static String text(JsonNode n, String field, String where, boolean nullable)
      throws BadLog {
    JsonNode v = n.get(field);
    if (v != null && v.isTextual()) {
      return v.asText();
    }
    if (nullable && v != null && v.isNull()) {
      return null;
    }
    throw new BadLog(where + "not an audit record: " + field + " is not a string");
  }

  private static long count(JsonNode n, String field, String where, long min) throws BadLog {
    JsonNode v = n.get(field);
    if (v == null || !v.canConvertToLong() || !v.isIntegralNumber() || v.asLong() < min) {
      throw new BadLog(
          where + "not an audit record: " + field + " is not a whole number >= " + min);
    }
    return v.asLong();
  }
}
