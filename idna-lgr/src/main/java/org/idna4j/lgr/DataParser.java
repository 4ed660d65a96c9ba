package org.idna4j.lgr;

import static org.idna4j.lgr.LgrParser.hex;
import static org.idna4j.lgr.LgrReader.WHITESPACE;

import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.stream.XMLStreamException;

/**
 * Reads the {@code <data>} section of an RFC 7940 document (§5): the repertoire of chars, sequences
 * and ranges with their variants, tags and context rule names. The rule names are resolved once the
 * {@code <rules>} section is read ({@link #elements}).
 */
final class DataParser {

  private final LgrReader xml;
  private final List<CharDraft> chars = new ArrayList<>();
  private final Set<String> seenSequences = new HashSet<>();

  DataParser(LgrReader xml) {
    this.xml = xml;
  }

  /** A char or range before its context rules are resolved. */
  private record CharDraft(
      int[] cps,
      int first,
      int last,
      String when,
      String notWhen,
      String[] tags,
      List<VarDraft> vars,
      int line,
      int col) {}

  private record VarDraft(int[] cps, String type, String when, String notWhen, int line, int col) {}

  void section() throws XMLStreamException, LgrFormatException {
    xml.attributes();
    while (xml.nextChild()) {
      int line = xml.line();
      int col = xml.col();
      String n = xml.name();
      if (n.equals("char")) {
        Map<String, String> a = xml.attributes("cp", "when", "not-when", "tag", "ref", "comment");
        int[] cps = xml.codePoints(xml.required(a, "cp"), false);
        String[] tags = tags(a.get("tag"));
        if (cps.length > 1 && tags.length > 0) {
          throw xml.error("a sequence cannot carry tags (RFC 7940 §5.5)");
        }
        String key = new String(cps, 0, cps.length);
        if (!seenSequences.add(key)) {
          throw xml.error("duplicate char " + hex(cps) + " (RFC 7940 §5.1)");
        }
        contexts(a);
        List<VarDraft> vars = new ArrayList<>();
        Set<String> seenVars = new HashSet<>();
        while (xml.nextChild()) {
          xml.expect("var");
          Map<String, String> va =
              xml.attributes("cp", "type", "when", "not-when", "ref", "comment");
          int[] vcps = xml.codePoints(xml.required(va, "cp"), true);
          // RFC 7940 §5.3.1: unique per combination of cp, when and not-when; §5.3.5 allows one
          // mapping several times with different contexts.
          String varKey =
              new String(vcps, 0, vcps.length)
                  + '\u0000'
                  + va.get("when")
                  + '\u0000'
                  + va.get("not-when");
          if (!seenVars.add(varKey)) {
            throw xml.error(
                "duplicate variant "
                    + hex(vcps)
                    + " of "
                    + hex(cps)
                    + " with the same when/not-when (RFC 7940 §5.3.1)");
          }
          contexts(va);
          String type = va.get("type");
          if (type != null && (type.isEmpty() || type.contains(" "))) {
            throw xml.error("a variant type is one token (RFC 7940 §5.3.2)");
          }
          vars.add(
              new VarDraft(vcps, type, va.get("when"), va.get("not-when"), xml.line(), xml.col()));
          xml.endOfEmpty();
        }
        chars.add(
            new CharDraft(
                cps, cps[0], cps[0], a.get("when"), a.get("not-when"), tags, vars, line, col));
      } else if (n.equals("range")) {
        Map<String, String> a =
            xml.attributes("first-cp", "last-cp", "when", "not-when", "tag", "ref", "comment");
        int first = xml.codePoint(xml.required(a, "first-cp"));
        int last = xml.codePoint(xml.required(a, "last-cp"));
        if (first > last) {
          throw xml.error("range first-cp is after last-cp (RFC 7940 §5.4)");
        }
        contexts(a);
        String[] tags = tags(a.get("tag"));
        if (xml.nextChild()) {
          throw xml.error(
              "<range> cannot have child elements such as <"
                  + xml.name()
                  + "> (RFC 7940 §5.4: a range has no variants)");
        }
        chars.add(
            new CharDraft(
                null, first, last, a.get("when"), a.get("not-when"), tags, List.of(), line, col));
      } else {
        throw xml.error("unexpected <" + n + "> in <data> (RFC 7940 §5)");
      }
    }
    checkOverlaps();
  }

  /** RFC 7940 §5.1, §5.4: a code point is defined once, by a char or by one range. */
  private void checkOverlaps() throws LgrFormatException {
    List<CharDraft> rs = new ArrayList<>();
    for (CharDraft c : chars) {
      if (c.cps == null) {
        rs.add(c);
      }
    }
    rs.sort((a, b) -> Integer.compare(a.first, b.first));
    for (int i = 1; i < rs.size(); i++) {
      if (rs.get(i).first <= rs.get(i - 1).last) {
        throw new LgrFormatException(
            "range overlaps an earlier range (RFC 7940 §5.4)", rs.get(i).line, rs.get(i).col);
      }
    }
    // Binary search over the sorted, disjoint ranges: O(n log n) (a scan per char took 40 s on 100k
    // chars and 100k ranges).
    int[] firsts = new int[rs.size()];
    for (int i = 0; i < firsts.length; i++) {
      firsts[i] = rs.get(i).first;
    }
    for (CharDraft c : chars) {
      if (c.cps != null && c.cps.length == 1) {
        int i = Arrays.binarySearch(firsts, c.first);
        if (i < 0) {
          i = -i - 2;
        }
        if (i >= 0 && c.first <= rs.get(i).last) {
          throw new LgrFormatException(
              "char " + hex(c.cps) + " is also in a range (RFC 7940 §5.4)", c.line, c.col);
        }
      }
    }
  }

  private void contexts(Map<String, String> a) throws LgrFormatException {
    if (a.containsKey("when") && a.containsKey("not-when")) {
      throw xml.error("when and not-when on one element (RFC 7940 §5.2)");
    }
  }

  private String[] tags(String value) throws LgrFormatException {
    if (value == null) {
      return new String[0];
    }
    String[] t = WHITESPACE.split(value.trim());
    if (t.length == 1 && t[0].isEmpty()) {
      return new String[0];
    }
    if (t.length > 1 && new HashSet<>(Arrays.asList(t)).size() != t.length) {
      throw xml.error("duplicate tag in \"" + value + "\" (RFC 7940 §5.5)");
    }
    return t;
  }

  /** Builds the from-tag sets (RFC 7940 §6.2.2) once data is complete. */
  Map<String, UnicodeSet> tagSets() {
    Map<String, UnicodeSet> m = new HashMap<>();
    for (CharDraft c : chars) {
      for (String t : c.tags) {
        m.computeIfAbsent(t, k -> new UnicodeSet()).add(c.first, c.last);
      }
    }
    for (UnicodeSet s : m.values()) {
      s.freeze();
    }
    return m;
  }

  /**
   * Returns the repertoire elements with their context rules resolved (RFC 7940 §5.2) and the
   * reflexive variant of each char set apart (§5.3.4).
   */
  List<Element> elements(RuleParser rules) throws LgrFormatException {
    List<Element> elements = new ArrayList<>(chars.size());
    for (CharDraft c : chars) {
      int when = rules.ruleRef(c.when, c.line, c.col);
      int notWhen = rules.ruleRef(c.notWhen, c.line, c.col);
      List<Variant> vars = new ArrayList<>();
      List<Variant> reflexives = new ArrayList<>();
      for (VarDraft v : c.vars) {
        Variant var =
            new Variant(
                v.cps,
                v.type,
                rules.ruleRef(v.when, v.line, v.col),
                rules.ruleRef(v.notWhen, v.line, v.col));
        if (Arrays.equals(v.cps, c.cps)) {
          reflexives.add(var); // RFC 7940 §5.3.4 (several with different contexts, §5.3.5)
        } else {
          vars.add(var);
        }
      }
      elements.add(
          new Element(
              c.cps,
              c.first,
              c.last,
              when,
              notWhen,
              c.tags,
              vars.toArray(new Variant[0]),
              reflexives.toArray(new Variant[0])));
    }
    return elements;
  }
}
