package org.idna4j.lgr;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A cursor over an RFC 7940 document for the section parsers ({@link LgrParser}, {@link
 * DataParser}, {@link ClassParser}, {@link RuleParser}): moves from child element to child element,
 * refusing text, DTDs, entity references and elements outside the LGR namespace; reads the
 * attributes an element may carry and its text; parses the code point syntax of RFC 7940 §5.1.
 * Every error is an {@link LgrFormatException} at the reader's current line and column.
 */
final class LgrReader {

  /** RFC 7940 §4: the namespace of every LGR element. */
  static final String NS = "urn:ietf:params:xml:ns:lgr-1.0";

  /** The separator of RFC 7940's lists: code points, tags, class bodies, variant types. */
  static final Pattern WHITESPACE = Pattern.compile("\\s+");

  /**
   * The deepest element nesting accepted. Real LGRs nest rules a handful of levels (RZ-LGR-5: 7);
   * RFC 7940 sets no bound, so one is chosen far above real use.
   */
  static final int MAX_DEPTH = 100;

  /**
   * The longest code-point sequence accepted in one {@code cp} attribute (a {@code char}, {@code
   * var} or rule literal). A label has at most 63 code points (RFC 5890 §2.3.1 with RFC 1034's 63
   * octets), so no longer sequence can match; the bound keeps matching linear in the label.
   */
  static final int MAX_SEQUENCE = 256;

  private final XMLStreamReader r;
  private int depth;

  LgrReader(XMLStreamReader r) {
    this.r = r;
  }

  // ---- code points (RFC 7940 §5.1) ----

  int[] codePoints(String value, boolean emptyAllowed) throws LgrFormatException {
    String t = value.trim();
    if (t.isEmpty()) {
      if (emptyAllowed) {
        return new int[0]; // RFC 7940 §5.3.3 null variant
      }
      throw error("empty cp (RFC 7940 §5.1)");
    }
    String[] parts = t.indexOf(' ') < 0 ? new String[] {t} : WHITESPACE.split(t, MAX_SEQUENCE + 2);
    if (parts.length > MAX_SEQUENCE) {
      throw error("a code-point sequence longer than " + MAX_SEQUENCE + " code points");
    }
    int[] cps = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      cps[i] = codePoint(parts[i]);
    }
    return cps;
  }

  /** RFC 7940 §5.1: four to six hexadecimal digits, a Unicode scalar value. */
  int codePoint(String s) throws LgrFormatException {
    int len = s.length();
    int cp = 0;
    for (int i = 0; i < len; i++) {
      int d = Character.digit(s.charAt(i), 16);
      if (d < 0 || s.charAt(i) > 'f') {
        cp = -1;
        break;
      }
      cp = cp * 16 + d;
    }
    if (len < 4 || len > 6 || cp < 0) {
      throw error("bad code point \"" + s + "\": 4 to 6 hex digits (RFC 7940 §5.1)");
    }
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      throw error("code point " + s + " is not a Unicode scalar value (RFC 7940 §5.1)");
    }
    return cp;
  }

  String name() {
    return r.getLocalName();
  }

  int line() {
    return r.getLocation().getLineNumber();
  }

  int col() {
    return r.getLocation().getColumnNumber();
  }

  LgrFormatException error(String reason) {
    return new LgrFormatException(reason, line(), col());
  }

  void expect(String local) throws LgrFormatException {
    if (!r.getLocalName().equals(local)) {
      throw error("expected <" + local + ">, found <" + r.getLocalName() + ">");
    }
  }

  /** Moves to the next child start tag (true) or to the parent's end tag (false). */
  boolean nextChild() throws XMLStreamException, LgrFormatException {
    while (r.hasNext()) {
      int ev = r.next();
      switch (ev) {
        case XMLStreamConstants.START_ELEMENT -> {
          if (!NS.equals(r.getNamespaceURI())) {
            throw error(
                "<" + r.getLocalName() + "> is not in the namespace " + NS + " (RFC 7940 §4)");
          }
          if (++depth > MAX_DEPTH) {
            // The parsers recurse per element: a bound here keeps hostile nesting from
            // exhausting the stack (5,000 nested <rule> did).
            throw error("elements nested more than " + MAX_DEPTH + " deep");
          }
          return true;
        }
        case XMLStreamConstants.END_ELEMENT -> {
          depth--;
          return false;
        }
        case XMLStreamConstants.END_DOCUMENT -> {
          return false;
        }
        case XMLStreamConstants.DTD -> throw error("DTDs are not allowed in an LGR document");
        case XMLStreamConstants.ENTITY_REFERENCE ->
            throw error("entity references are not allowed");
        case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
          if (!r.isWhiteSpace()) {
            throw error("unexpected text \"" + abbreviate(r.getText().trim()) + "\"");
          }
        }
        default -> {
          // comments and processing instructions carry nothing
        }
      }
    }
    return false;
  }

  private static String abbreviate(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "..." : s;
  }

  /** Reads the attributes, refusing any not listed; the map keeps document order. */
  Map<String, String> attributes(String... allowed) throws LgrFormatException {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < r.getAttributeCount(); i++) {
      String ns = r.getAttributeNamespace(i);
      String local = r.getAttributeLocalName(i);
      if (ns != null && !ns.isEmpty()) {
        continue; // foreign-namespace attributes (xml:lang, ...) are annotations
      }
      boolean ok = false;
      for (String x : allowed) {
        ok |= x.equals(local);
      }
      if (!ok) {
        throw error("attribute " + local + " is not allowed on <" + r.getLocalName() + ">");
      }
      m.put(local, r.getAttributeValue(i));
    }
    return m;
  }

  String required(Map<String, String> a, String name) throws LgrFormatException {
    String v = a.get(name);
    if (v == null) {
      throw error("<" + r.getLocalName() + "> needs the attribute " + name);
    }
    return v;
  }

  /** Requires the current element to be empty and moves to its end tag. */
  void endOfEmpty() throws XMLStreamException, LgrFormatException {
    if (nextChild()) {
      throw error("unexpected <" + r.getLocalName() + "> here");
    }
  }

  String simpleText() throws XMLStreamException, LgrFormatException {
    StringBuilder sb = new StringBuilder();
    while (r.hasNext()) {
      int ev = r.next();
      switch (ev) {
        case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
            sb.append(r.getText());
        case XMLStreamConstants.END_ELEMENT -> {
          depth--;
          return sb.toString().trim();
        }
        case XMLStreamConstants.START_ELEMENT ->
            throw error("unexpected <" + r.getLocalName() + "> in text");
        case XMLStreamConstants.ENTITY_REFERENCE ->
            throw error("entity references are not allowed");
        default -> {
          // comments
        }
      }
    }
    return sb.toString().trim();
  }

  /**
   * Reads text that may contain markup of any namespace (a text/html description, RFC 7940 §4.3.5).
   */
  String mixedText() throws XMLStreamException, LgrFormatException {
    StringBuilder sb = new StringBuilder();
    int inner = 0;
    while (r.hasNext()) {
      int ev = r.next();
      switch (ev) {
        case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
            sb.append(r.getText());
        case XMLStreamConstants.START_ELEMENT -> inner++;
        case XMLStreamConstants.END_ELEMENT -> {
          if (inner-- == 0) {
            depth--;
            return sb.toString().trim();
          }
        }
        case XMLStreamConstants.ENTITY_REFERENCE ->
            throw error("entity references are not allowed");
        default -> {
          // comments
        }
      }
    }
    return sb.toString().trim();
  }
}
