package org.idna4j.lgr;

import static org.idna4j.lgr.LgrReader.WHITESPACE;

import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;

/**
 * Reads the {@code <rules>} section of an RFC 7940 document: classes (§6.2, through {@link
 * ClassParser}), match and context rules (§6.3, §6.4), compiled to {@link Nfa}s as they are read,
 * and actions (§7). Rules and classes may only refer back, so they cannot form cycles.
 */
final class RuleParser {

  private static final int ABSENT = -1;
  private static final Pattern COUNT = Pattern.compile("([0-9]{1,6})(\\+|:([0-9]{1,6}))?");
  private static final UnicodeSet ANY = new UnicodeSet(0, 0x10FFFF).freeze();

  private final LgrReader xml;
  private ClassParser classes;
  private final Map<String, RuleNode> ruleNodes = new HashMap<>();
  private final Map<String, CompiledRule> rules = new HashMap<>();
  private final List<CompiledRule> ruleList = new ArrayList<>();
  private final List<ActionDraft> actionDrafts = new ArrayList<>();

  /** Compile steps of all rules so far (bounded by {@link Nfa#MAX_TOTAL_WORK}). */
  private final int[] compileWork = {0};

  RuleParser(LgrReader xml) {
    this.xml = xml;
  }

  private record ActionDraft(
      String disp,
      String rule,
      boolean notMatch,
      Action.Trigger trigger,
      Set<String> types,
      int line,
      int col) {}

  /** Reads {@code <rules>}; {@code tagSets} are the from-tag sets of the data (§6.2.2). */
  void section(Map<String, UnicodeSet> tagSets) throws XMLStreamException, LgrFormatException {
    xml.attributes();
    classes = new ClassParser(xml, tagSets);
    while (xml.nextChild()) {
      String n = xml.name();
      switch (n) {
        case "class", "union", "complement", "intersection", "difference", "symmetric-difference" ->
            classes.define();
        case "rule" -> topRule();
        case "action" -> action();
        default -> throw xml.error("unexpected <" + n + "> in <rules> (RFC 7940 §6)");
      }
    }
  }

  /** Returns how many named classes were defined (none without a {@code <rules>} section). */
  int classCount() {
    return classes == null ? 0 : classes.count();
  }

  /** Returns the compiled rules, indexed by {@link CompiledRule#id}. */
  List<CompiledRule> compiled() {
    return List.copyOf(ruleList);
  }

  private void topRule() throws XMLStreamException, LgrFormatException {
    int line = xml.line();
    int col = xml.col();
    Map<String, String> a = xml.attributes("name", "ref", "comment");
    String name = xml.required(a, "name");
    if (rules.containsKey(name)) {
      throw xml.error("duplicate rule name \"" + name + "\" (RFC 7940 §6.3)");
    }
    RuleNode node = ruleBody();
    CompiledRule compiled;
    try {
      if (node instanceof RuleNode.Positional pos) {
        int k = pos.alternatives.size();
        Nfa[] lb = new Nfa[k];
        Nfa[] la = new Nfa[k];
        for (int i = 0; i < k; i++) {
          RuleNode[] alt = pos.alternatives.get(i);
          lb[i] = alt[0] == null ? null : Nfa.compile(alt[0], false, compileWork);
          la[i] = alt[1] == null ? null : Nfa.compile(alt[1], true, compileWork);
        }
        compiled = new CompiledRule(name, ruleList.size(), lb, la, true);
      } else {
        compiled =
            new CompiledRule(
                name,
                ruleList.size(),
                Nfa.compile(node, false, compileWork),
                Nfa.compile(node, true, compileWork));
      }
    } catch (Nfa.TooLargeException e) {
      throw new LgrFormatException(
          "rule \"" + name + "\": " + e.getMessage() + " (nested counts; RFC 7940 §6.3.5)",
          line,
          col);
    }
    ruleNodes.put(name, node);
    rules.put(name, compiled);
    ruleList.add(compiled);
  }

  /**
   * Reads the children of a {@code <rule>}: either non-positional match operators (a {@link
   * RuleNode.Seq}) or {@code [look-behind] <anchor/> [look-ahead]} (RFC 7940 §6.4), or a single
   * choice of context rules (a {@link RuleNode.Positional}).
   */
  private RuleNode ruleBody() throws XMLStreamException, LgrFormatException {
    List<RuleNode> items = new ArrayList<>();
    RuleNode behind = null;
    RuleNode ahead = null;
    int state = 0; // 0 nothing positional yet, 1 look-behind seen, 2 anchor seen, 3 look-ahead seen
    while (xml.nextChild()) {
      String n = xml.name();
      if (n.equals("look-behind") || n.equals("anchor") || n.equals("look-ahead")) {
        int want = n.equals("look-behind") ? 1 : n.equals("anchor") ? 2 : 3;
        if (!items.isEmpty() || want <= state || (want == 3 && state < 2)) {
          throw xml.error(
              "a context rule is [look-behind] anchor [look-ahead] and nothing else (RFC 7940 §6.4)");
        }
        state = want;
        xml.attributes("comment");
        if (want == 2) {
          xml.endOfEmpty();
        } else {
          List<RuleNode> inner = new ArrayList<>();
          while (xml.nextChild()) {
            inner.add(nonPositional(matcher()));
          }
          RuleNode seq = new RuleNode.Seq(inner);
          if (want == 1) {
            behind = seq;
          } else {
            ahead = seq;
          }
        }
      } else {
        if (state != 0) {
          throw xml.error(
              "a context rule is [look-behind] anchor [look-ahead] and nothing else (RFC 7940 §6.4)");
        }
        items.add(matcher());
      }
    }
    if (state == 1) {
      throw xml.error("a look-behind must be followed by <anchor/> (RFC 7940 §6.4)");
    }
    if (state != 0) {
      List<RuleNode[]> alts = new ArrayList<>();
      alts.add(new RuleNode[] {behind, ahead});
      return new RuleNode.Positional(alts);
    }
    if (items.size() == 1 && items.get(0) instanceof RuleNode.Positional) {
      return items.get(0);
    }
    for (RuleNode item : items) {
      nonPositional(item);
    }
    return new RuleNode.Seq(items);
  }

  private RuleNode nonPositional(RuleNode node) throws LgrFormatException {
    if (node instanceof RuleNode.Positional) {
      throw xml.error(
          "a context rule (with <anchor/>) can only stand alone or in a choice of context rules"
              + " (RFC 7940 §6.4)");
    }
    return node;
  }

  /** Reads one non-positional match operator (RFC 7940 §6.3). */
  private RuleNode matcher() throws XMLStreamException, LgrFormatException {
    String n = xml.name();
    String[] count = new String[1];
    RuleNode node;
    switch (n) {
      case "start" -> {
        xml.attributes("comment");
        xml.endOfEmpty();
        return RuleNode.Start.INSTANCE;
      }
      case "end" -> {
        xml.attributes("comment");
        xml.endOfEmpty();
        return RuleNode.End.INSTANCE;
      }
      case "char" -> {
        Map<String, String> a = xml.attributes("cp", "count", "comment", "ref");
        count[0] = a.get("count");
        node = new RuleNode.Literal(xml.codePoints(xml.required(a, "cp"), false));
        xml.endOfEmpty();
      }
      case "any" -> {
        Map<String, String> a = xml.attributes("count", "comment");
        count[0] = a.get("count");
        node = new RuleNode.OneOf(ANY);
        xml.endOfEmpty();
      }
      case "choice" -> {
        Map<String, String> a = xml.attributes("count", "comment");
        count[0] = a.get("count");
        List<RuleNode> alts = new ArrayList<>();
        while (xml.nextChild()) {
          alts.add(matcher());
        }
        if (alts.size() < 2) {
          throw xml.error("<choice> needs two or more alternatives (RFC 7940 §6.3.4)");
        }
        int positional = 0;
        List<RuleNode[]> contexts = new ArrayList<>();
        for (RuleNode alt : alts) {
          if (alt instanceof RuleNode.Positional pos) {
            positional++;
            contexts.addAll(pos.alternatives);
          }
        }
        if (positional == alts.size()) {
          if (count[0] != null) {
            throw xml.error("count on a choice of context rules (RFC 7940 §6.3.5)");
          }
          return new RuleNode.Positional(contexts);
        }
        for (RuleNode alt : alts) {
          nonPositional(alt);
        }
        node = new RuleNode.Alt(alts);
      }
      case "class", "union", "complement", "intersection", "difference", "symmetric-difference" ->
          node = new RuleNode.OneOf(classes.classOrSet(false, null, count));
      case "rule" -> {
        Map<String, String> a = xml.attributes("by-ref", "count", "comment", "ref");
        count[0] = a.get("count");
        if (a.containsKey("by-ref")) {
          String ref = a.get("by-ref");
          node = ruleNodes.get(ref);
          if (node == null) {
            throw xml.error(
                "rule by-ref=\"" + ref + "\" is not defined before this point (RFC 7940 §6.3)");
          }
          xml.endOfEmpty();
        } else {
          node = ruleBody();
        }
        if (node instanceof RuleNode.Positional && count[0] != null) {
          throw xml.error("count on a context rule (RFC 7940 §6.3.5)");
        }
      }
      case "anchor", "look-behind", "look-ahead" ->
          throw xml.error("<" + n + "> only directly in a named context rule (RFC 7940 §6.4)");
      default -> throw xml.error("unexpected <" + n + "> in a rule (RFC 7940 §6.3)");
    }
    return count[0] == null ? node : repeat(node, count[0]);
  }

  /** RFC 7940 §6.3.5: {@code n}, {@code n+} or {@code n:m} with n &lt;= m. */
  private RuleNode repeat(RuleNode node, String count) throws LgrFormatException {
    Matcher m = COUNT.matcher(count);
    if (!m.matches()) {
      throw xml.error("bad count \"" + count + "\": n, n+ or n:m (RFC 7940 §6.3.5)");
    }
    int min = Integer.parseInt(m.group(1));
    int max;
    if (m.group(2) == null) {
      max = min;
    } else if (m.group(2).equals("+")) {
      max = -1;
    } else {
      max = Integer.parseInt(m.group(3));
      if (max < min) {
        throw xml.error("bad count \"" + count + "\": n > m (RFC 7940 §6.3.5)");
      }
    }
    return new RuleNode.Repeat(node, min, max);
  }

  private void action() throws XMLStreamException, LgrFormatException {
    int line = xml.line();
    int col = xml.col();
    Map<String, String> a =
        xml.attributes(
            "disp",
            "match",
            "not-match",
            "any-variant",
            "all-variants",
            "only-variants",
            "ref",
            "comment");
    String disp = xml.required(a, "disp");
    if (a.containsKey("match") && a.containsKey("not-match")) {
      throw xml.error("match and not-match on one action (RFC 7940 §7.1)");
    }
    int triggers =
        (a.containsKey("any-variant") ? 1 : 0)
            + (a.containsKey("all-variants") ? 1 : 0)
            + (a.containsKey("only-variants") ? 1 : 0);
    if (triggers > 1) {
      throw xml.error(
          "an action has at most one of any-variant, all-variants, only-variants (RFC 7940 §7.1)");
    }
    Action.Trigger trigger = Action.Trigger.NONE;
    String list = null;
    if (a.containsKey("any-variant")) {
      trigger = Action.Trigger.ANY_VARIANT;
      list = a.get("any-variant");
    } else if (a.containsKey("all-variants")) {
      trigger = Action.Trigger.ALL_VARIANTS;
      list = a.get("all-variants");
    } else if (a.containsKey("only-variants")) {
      trigger = Action.Trigger.ONLY_VARIANTS;
      list = a.get("only-variants");
    }
    Set<String> types = new LinkedHashSet<>();
    if (list != null) {
      for (String t : WHITESPACE.split(list.trim())) {
        if (!t.isEmpty()) {
          types.add(t);
        }
      }
      if (types.isEmpty()) {
        throw xml.error("empty variant type list (RFC 7940 §7.1)");
      }
    }
    String rule = a.containsKey("match") ? a.get("match") : a.get("not-match");
    actionDrafts.add(
        new ActionDraft(disp, rule, a.containsKey("not-match"), trigger, types, line, col));
    xml.endOfEmpty();
  }

  /**
   * Returns the actions in document order with their rules resolved (RFC 7940 §7.2), followed by
   * the default actions (§7.6).
   */
  List<Action> actions() throws LgrFormatException {
    List<Action> actions = new ArrayList<>();
    for (ActionDraft d : actionDrafts) {
      int rule = ruleRef(d.rule, d.line, d.col);
      if (rule >= 0 && ruleList.get(rule).positional) {
        throw new LgrFormatException(
            "action uses context rule \""
                + d.rule
                + "\", which has an anchor and only applies to a code point (RFC 7940 §6.4, §7.2)",
            d.line,
            d.col);
      }
      actions.add(new Action(d.disp, rule, d.notMatch, d.trigger, d.types, actions.size(), false));
    }
    actions.addAll(Action.DEFAULTS); // RFC 7940 §7.6
    return List.copyOf(actions);
  }

  /**
   * Returns the id of the rule named {@code name}, -1 for none; an undefined name is an error (RFC
   * 7940 §5.2, §7.2).
   */
  int ruleRef(String name, int line, int col) throws LgrFormatException {
    if (name == null) {
      return ABSENT;
    }
    CompiledRule c = rules.get(name);
    if (c == null) {
      throw new LgrFormatException(
          "undefined rule \"" + name + "\" (RFC 7940 §5.2, §7.2)", line, col);
    }
    return c.id;
  }
}
