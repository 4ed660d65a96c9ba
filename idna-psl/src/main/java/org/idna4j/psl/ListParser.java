package org.idna4j.psl;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;

/**
 * Reads a list in the format of the list's wiki page "Format" (publicsuffix/list) into rules of
 * lowercase A-labels, checking every line. Package-private; {@link PublicSuffixList#parse}
 * documents what is accepted and what is a problem.
 */
final class ListParser {

  // publicsuffix/list wiki "Format": the section markers of public_suffix_list.dat.
  private static final String BEGIN_ICANN = "// ===BEGIN ICANN DOMAINS===";
  private static final String END_ICANN = "// ===END ICANN DOMAINS===";
  private static final String BEGIN_PRIVATE = "// ===BEGIN PRIVATE DOMAINS===";
  private static final String END_PRIVATE = "// ===END PRIVATE DOMAINS===";
  // Headers of the copy served at publicsuffix.org/list/ (not in the git repository's file).
  private static final String VERSION_HEADER = "// VERSION:";
  private static final String COMMIT_HEADER = "// COMMIT:";
  private static final int MAX_SHOWN = 80;

  /**
   * Rules one list may hold: fifty times the real list (about 10,000 rules in 2026), so that a
   * hostile or mistaken file (2,000,000 rules, say) is refused with a clear problem instead of
   * exhausting the heap of the process that reads it.
   */
  static final int MAX_RULES = 500_000;

  /**
   * One rule: its labels as lowercase A-labels joined by dots (without {@code !} or {@code *.}; ""
   * for the rule {@code *}), its {@link SuffixTrie} flag (kind and section) and its line.
   */
  record Rule(String labels, int flag, int line) {}

  /** The parsed list: rules in file order and the header metadata ("" when absent). */
  record Parsed(List<Rule> rules, String commit, String date) {}

  private final List<PublicSuffixListFormatException.LineProblem> problems = new ArrayList<>();

  private ListParser() {}

  static Parsed parse(Reader reader) throws IOException {
    return new ListParser().run(reader);
  }

  private Parsed run(Reader reader) throws IOException {
    BufferedReader in =
        reader instanceof BufferedReader bufferedReader
            ? bufferedReader
            : new BufferedReader(reader);
    List<Rule> rules = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    String commit = "";
    String date = "";
    int section =
        0; // 0 outside a section, else the line that opened it (sign: ICANN > 0, PRIVATE < 0)
    int lineNumber = 0;
    for (String line = in.readLine();
        line != null && problems.size() < PublicSuffixListFormatException.MAX_PROBLEMS;
        line = in.readLine()) {
      lineNumber++;
      String token = firstToken(line);
      if (token.isEmpty()) {
        continue;
      }
      if (token.startsWith("//")) {
        String comment = line.strip();
        if (comment.equals(BEGIN_ICANN) || comment.equals(BEGIN_PRIVATE)) {
          if (section != 0) {
            problem(
                lineNumber,
                line,
                "section begins inside the section opened on line " + Math.abs(section));
          }
          section = comment.equals(BEGIN_ICANN) ? lineNumber : -lineNumber;
        } else if (comment.equals(END_ICANN) || comment.equals(END_PRIVATE)) {
          boolean icann = comment.equals(END_ICANN);
          if (section == 0 || (section > 0) != icann) {
            problem(lineNumber, line, "section end without its begin marker");
          }
          section = 0;
        } else if (comment.startsWith(VERSION_HEADER)) {
          date = comment.substring(VERSION_HEADER.length()).strip();
        } else if (comment.startsWith(COMMIT_HEADER)) {
          commit = comment.substring(COMMIT_HEADER.length()).strip();
        }
        continue;
      }
      if (rules.size() == MAX_RULES) {
        problem(
            lineNumber,
            line,
            "more than "
                + MAX_RULES
                + " rules; a public suffix list this large is refused (the real one has about"
                + " 10,000)");
        break;
      }
      Rule rule = rule(token, section < 0, lineNumber, line);
      if (rule != null) {
        Integer first = seen.putIfAbsent(kindKey(rule) + rule.labels(), lineNumber);
        if (first != null) {
          problem(lineNumber, line, "duplicate of the rule on line " + first);
        } else {
          rules.add(rule);
        }
      }
    }
    boolean readToTheEnd = problems.size() < PublicSuffixListFormatException.MAX_PROBLEMS;
    if (readToTheEnd && section != 0) {
      problem(Math.abs(section), "", "section is never closed");
    }
    if (readToTheEnd) {
      checkExceptionParents(rules, seen);
    }
    if (rules.isEmpty() && problems.isEmpty()) {
      problem(0, "", "the list holds no rules (an empty or truncated file?)");
    }
    if (!problems.isEmpty()) {
      problems.sort((a, b) -> Integer.compare(a.line(), b.line()));
      throw new PublicSuffixListFormatException(problems);
    }
    return new Parsed(List.copyOf(rules), commit, date);
  }

  /**
   * "Each line is only read up to the first whitespace" (wiki "Format"). Whitespace is ASCII
   * whitespace (space, tab, VT, FF, CR), as the list's own tools read it: the file is UTF-8 text of
   * ASCII separators, and a Unicode space or separator such as U+2028 inside a rule is part of the
   * rule, which then fails as a domain name and is reported, instead of silently cutting the rule
   * short.
   */
  private static String firstToken(String line) {
    int start = 0;
    while (start < line.length() && isListWhitespace(line.charAt(start))) {
      start++;
    }
    int end = start;
    while (end < line.length() && !isListWhitespace(line.charAt(end))) {
      end++;
    }
    return line.substring(start, end);
  }

  private static boolean isListWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\u000B' || c == '\f' || c == '\r';
  }

  private static String kindKey(Rule rule) {
    int f = rule.flag();
    if ((f & (SuffixTrie.WILDCARD_ICANN | SuffixTrie.WILDCARD_PRIVATE)) != 0) {
      return "*.";
    }
    return (f & (SuffixTrie.EXCEPTION_ICANN | SuffixTrie.EXCEPTION_PRIVATE)) != 0 ? "!" : "";
  }

  /** Parses one rule token, or records a problem and returns null. */
  private Rule rule(String token, boolean privateSection, int lineNumber, String line) {
    int kind;
    String body;
    if (token.equals("*")) {
      kind = Walked.KIND_WILDCARD;
      body = "";
    } else if (token.startsWith("*.")) {
      kind = Walked.KIND_WILDCARD;
      body = token.substring(2);
    } else if (token.startsWith("!")) {
      kind = Walked.KIND_EXCEPTION;
      body = token.substring(1);
    } else {
      kind = Walked.KIND_NORMAL;
      body = token;
    }
    if (token.equals("*")) {
      return new Rule("", flag(kind, privateSection), lineNumber);
    }
    if (body.isEmpty()) {
      problem(lineNumber, line, "rule has no labels");
      return null;
    }
    if (body.indexOf('*') >= 0) {
      problem(lineNumber, line, "a wildcard is allowed only as the whole leftmost label (*.)");
      return null;
    }
    if (body.indexOf('!') >= 0) {
      problem(lineNumber, line, "'!' is allowed only as the first character of an exception rule");
      return null;
    }
    if (body.startsWith(".") || body.endsWith(".") || body.contains("..")) {
      problem(lineNumber, line, "rule has an empty label (leading, trailing or double dot)");
      return null;
    }
    DomainResult ascii = Idna.lookup().toAscii(body);
    if (!ascii.isValid()) {
      problem(
          lineNumber,
          line,
          "not a valid domain name under UTS #46: " + ascii.problems().get(0).error());
      return null;
    }
    String labels = ascii.output();
    if (labels.indexOf('.') < 0 && kind == Walked.KIND_EXCEPTION) {
      problem(lineNumber, line, "an exception rule needs a parent with a wildcard rule");
      return null;
    }
    return new Rule(labels, flag(kind, privateSection), lineNumber);
  }

  private static int flag(int kind, boolean privateSection) {
    switch (kind) {
      case Walked.KIND_WILDCARD:
        return privateSection ? SuffixTrie.WILDCARD_PRIVATE : SuffixTrie.WILDCARD_ICANN;
      case Walked.KIND_EXCEPTION:
        return privateSection ? SuffixTrie.EXCEPTION_PRIVATE : SuffixTrie.EXCEPTION_ICANN;
      default:
        return privateSection ? SuffixTrie.NORMAL_PRIVATE : SuffixTrie.NORMAL_ICANN;
    }
  }

  /**
   * An exception {@code !a.b} only makes sense under a wildcard {@code *.b} (wiki "Format":
   * exceptions exist to carve names out of wildcards); without one it is a mistake.
   */
  private void checkExceptionParents(List<Rule> rules, Map<String, Integer> seen) {
    for (Rule rule : rules) {
      if (kindKey(rule).equals("!")) {
        String parent = rule.labels().substring(rule.labels().indexOf('.') + 1);
        if (!seen.containsKey("*." + parent)) {
          problem(
              rule.line(),
              "!" + rule.labels(),
              "exception rule without a wildcard rule *." + parent);
        }
      }
    }
  }

  private void problem(int lineNumber, String line, String reason) {
    if (problems.size() < PublicSuffixListFormatException.MAX_PROBLEMS) {
      problems.add(
          new PublicSuffixListFormatException.LineProblem(lineNumber, shown(line), reason));
    }
  }

  private static String shown(String line) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < line.length() && i < MAX_SHOWN; i++) {
      char c = line.charAt(i);
      if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
        sb.append(c);
      } else if (Character.isLetterOrDigit(c)) {
        sb.append(c);
      } else {
        sb.append(String.format("\\u%04X", (int) c));
      }
    }
    if (line.length() > MAX_SHOWN) {
      sb.append("...");
    }
    return sb.toString();
  }
}
