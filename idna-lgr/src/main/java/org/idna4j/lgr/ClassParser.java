package org.idna4j.lgr;

import static org.idna4j.lgr.LgrReader.WHITESPACE;

import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamException;

/**
 * Reads the code point classes of an RFC 7940 document's {@code <rules>} section (§6.2): named
 * class definitions, classes inside rules, and the set operators over them.
 */
final class ClassParser {

  private final LgrReader xml;

  /** The from-tag sets of §6.2.2, from the {@code <data>} section. */
  private final Map<String, UnicodeSet> tagSets;

  /** The named classes defined so far, for {@code by-ref} (§6.2.1). */
  private final Map<String, UnicodeSet> classes = new HashMap<>();

  ClassParser(LgrReader xml, Map<String, UnicodeSet> tagSets) {
    this.xml = xml;
    this.tagSets = tagSets;
  }

  /** Returns how many named classes were defined. */
  int count() {
    return classes.size();
  }

  /** Reads a named class or set operator directly in {@code <rules>} (RFC 7940 §6.2.1). */
  void define() throws XMLStreamException, LgrFormatException {
    int line = xml.line();
    int col = xml.col();
    String[] name = new String[1];
    UnicodeSet set = classOrSet(true, name, null);
    if (classes.containsKey(name[0])) {
      throw new LgrFormatException(
          "duplicate class name \"" + name[0] + "\" (RFC 7940 §6.2)", line, col);
    }
    classes.put(name[0], set);
  }

  /**
   * Reads a class or set operator (RFC 7940 §6.2). {@code top}: a named definition; otherwise
   * nested or inside a rule, where {@code count} receives the count attribute when non-null.
   */
  UnicodeSet classOrSet(boolean top, String[] nameOut, String[] count)
      throws XMLStreamException, LgrFormatException {
    String n = xml.name();
    Map<String, String> a =
        n.equals("class")
            ? xml.attributes("name", "by-ref", "from-tag", "property", "ref", "comment", "count")
            : xml.attributes("name", "ref", "comment", "count");
    if (top != a.containsKey("name")) {
      throw xml.error(
          top
              ? "a class defined in <rules> needs a name (RFC 7940 §6.2.1)"
              : "only classes defined directly in <rules> have a name (RFC 7940 §6.2.1)");
    }
    if (top) {
      nameOut[0] = a.get("name");
    }
    if (a.containsKey("count")) {
      if (count == null) {
        throw xml.error("count is only allowed on a class used in a rule (RFC 7940 §6.3.5)");
      }
      count[0] = a.get("count");
    }
    UnicodeSet set;
    if (n.equals("class")) {
      int kinds =
          (a.containsKey("by-ref") ? 1 : 0)
              + (a.containsKey("from-tag") ? 1 : 0)
              + (a.containsKey("property") ? 1 : 0);
      if (kinds > 1) {
        throw xml.error(
            "a class has one of by-ref, from-tag, property or a code point list (RFC 7940 §6.2)");
      }
      if (a.containsKey("by-ref")) {
        if (top) {
          throw xml.error("a class definition cannot be a by-ref (RFC 7940 §6.2.1)");
        }
        set = classes.get(a.get("by-ref"));
        if (set == null) {
          throw xml.error(
              "class by-ref=\""
                  + a.get("by-ref")
                  + "\" is not defined before this point (RFC 7940 §6.2.1)");
        }
        xml.endOfEmpty();
      } else if (a.containsKey("from-tag")) {
        set = tagSets.getOrDefault(a.get("from-tag"), new UnicodeSet().freeze());
        xml.endOfEmpty();
      } else if (a.containsKey("property")) {
        set = property(a.get("property"));
        xml.endOfEmpty();
      } else {
        set = codePointSet(xml.simpleText());
      }
    } else {
      List<UnicodeSet> parts = new ArrayList<>();
      while (xml.nextChild()) {
        String c = xml.name();
        if (!c.equals("class")
            && !c.equals("union")
            && !c.equals("complement")
            && !c.equals("intersection")
            && !c.equals("difference")
            && !c.equals("symmetric-difference")) {
          throw xml.error("unexpected <" + c + "> in <" + n + "> (RFC 7940 §6.2.4)");
        }
        parts.add(classOrSet(false, null, null));
      }
      set = setOperation(n, parts);
    }
    return set;
  }

  /** RFC 7940 §6.2.4: the operators and their operand counts; complement is over all of Unicode. */
  private UnicodeSet setOperation(String op, List<UnicodeSet> parts) throws LgrFormatException {
    int k = parts.size();
    UnicodeSet s;
    switch (op) {
      case "complement" -> {
        if (k != 1) {
          throw xml.error("<complement> takes exactly one operand (RFC 7940 §6.2.4)");
        }
        s = new UnicodeSet(0, 0x10FFFF).removeAll(parts.get(0));
      }
      case "union", "intersection" -> {
        if (k < 2) {
          throw xml.error("<" + op + "> takes two or more operands (RFC 7940 §6.2.4)");
        }
        s = new UnicodeSet(parts.get(0));
        for (int i = 1; i < k; i++) {
          if (op.equals("union")) {
            s.addAll(parts.get(i));
          } else {
            s.retainAll(parts.get(i));
          }
        }
      }
      default -> {
        if (k != 2) {
          throw xml.error("<" + op + "> takes exactly two operands (RFC 7940 §6.2.4)");
        }
        s = new UnicodeSet(parts.get(0));
        if (op.equals("difference")) {
          s.removeAll(parts.get(1));
        } else {
          UnicodeSet both = new UnicodeSet(parts.get(0)).retainAll(parts.get(1));
          s.addAll(parts.get(1)).removeAll(both);
        }
      }
    }
    return s.freeze();
  }

  /**
   * RFC 7940 §6.2.3: {@code property="gc:Mn"}, looked up in ICU4J's Unicode data (which may be
   * newer than the LGR's unicode-version; {@link LgrInfo} reports the difference).
   */
  private UnicodeSet property(String p) throws LgrFormatException {
    int colon = p.indexOf(':');
    if (colon <= 0 || colon == p.length() - 1 || !p.matches("[A-Za-z0-9_]+:[A-Za-z0-9_ .-]+")) {
      throw xml.error("property must be name:value, e.g. gc:Mn (RFC 7940 §6.2.3)");
    }
    try {
      return new UnicodeSet()
          .applyPropertyAlias(p.substring(0, colon), p.substring(colon + 1))
          .freeze();
    } catch (IllegalArgumentException e) {
      throw xml.error("unknown Unicode property " + p + " (RFC 7940 §6.2.3)");
    }
  }

  /** RFC 7940 §6.2.1: a class body lists code points and ranges {@code XXXX-YYYY}. */
  private UnicodeSet codePointSet(String text) throws LgrFormatException {
    UnicodeSet s = new UnicodeSet();
    String t = text.trim();
    if (!t.isEmpty()) {
      for (String item : WHITESPACE.split(t)) {
        int dash = item.indexOf('-');
        if (dash >= 0) {
          int a = xml.codePoint(item.substring(0, dash));
          int b = xml.codePoint(item.substring(dash + 1));
          if (a > b) {
            throw xml.error("class range " + item + " is reversed (RFC 7940 §6.2.1)");
          }
          s.add(a, b);
        } else {
          s.add(xml.codePoint(item));
        }
      }
    }
    return s.freeze();
  }
}
