package org.idna4j.lgr;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads an RFC 7940 document with StAX into an {@link Lgr}, checking every constraint of the RFC
 * and its schema (Appendix D) that the model relies on. Any violation aborts the whole load with an
 * {@link LgrFormatException} naming the line and column.
 *
 * <p>Hostile documents: DTDs (and with them every entity declaration and external entity) are
 * refused, so entity expansion cannot happen at all; rules are compiled under {@link Nfa#MAX_WORK}.
 *
 * <p>This class reads the document structure (§4) and the metadata (§4.3) and assembles the result;
 * {@link DataParser} reads the repertoire and its variants (§5), {@link RuleParser} the classes,
 * rules and actions (§6, §7), all through one {@link LgrReader}.
 */
final class LgrParser {

  private final LgrReader xml;
  private final DataParser data;
  private final RuleParser rules;

  private String version;
  private String date;
  private final List<String> languages = new ArrayList<>();
  private final List<String> scopes = new ArrayList<>();
  private String validityStart;
  private String validityEnd;
  private String unicodeVersion;
  private String description;

  private LgrParser(LgrReader xml) {
    this.xml = xml;
    this.data = new DataParser(xml);
    this.rules = new RuleParser(xml);
  }

  static Lgr parse(InputStream in) throws LgrFormatException {
    XMLInputFactory f = XMLInputFactory.newDefaultFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
    f.setProperty(XMLInputFactory.IS_COALESCING, true);
    f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    XMLStreamReader reader = null;
    try {
      reader = f.createXMLStreamReader(in);
      return new LgrParser(new LgrReader(reader)).document();
    } catch (XMLStreamException e) {
      Location loc = e.getLocation();
      String msg = e.getMessage();
      int cut = msg == null ? -1 : msg.indexOf("Message: ");
      String reason = "not well-formed XML: " + (cut >= 0 ? msg.substring(cut + 9) : msg);
      throw new LgrFormatException(
          reason, loc == null ? -1 : loc.getLineNumber(), loc == null ? -1 : loc.getColumnNumber());
    } finally {
      if (reader != null) {
        try {
          reader.close();
        } catch (XMLStreamException ignored) {
          // nothing left to release
        }
      }
    }
  }

  // ---- document structure (RFC 7940 §4) ----

  private Lgr document() throws XMLStreamException, LgrFormatException {
    if (!xml.nextChild()) {
      throw xml.error("no root element");
    }
    xml.expect("lgr");
    xml.attributes();
    int stage = 0;
    while (xml.nextChild()) {
      String n = xml.name();
      if (n.equals("meta") && stage == 0) {
        stage = 1;
        meta();
      } else if (n.equals("data") && stage <= 1) {
        stage = 2;
        data.section();
      } else if (n.equals("rules") && stage == 2) {
        stage = 3;
        rules.section(data.tagSets());
      } else {
        throw xml.error(
            "unexpected <" + n + "> in <lgr> (RFC 7940 §4: meta, data, rules in this order)");
      }
    }
    if (stage < 2) {
      throw xml.error("missing <data> (RFC 7940 §4)");
    }
    return build();
  }

  // ---- metadata (RFC 7940 §4.3) ----

  private void meta() throws XMLStreamException, LgrFormatException {
    xml.attributes();
    while (xml.nextChild()) {
      String n = xml.name();
      switch (n) {
        case "version" -> {
          xml.attributes("comment");
          version = xml.simpleText();
        }
        case "date" -> {
          xml.attributes();
          date = xml.simpleText();
        }
        case "language" -> {
          xml.attributes();
          languages.add(xml.simpleText());
        }
        case "scope" -> {
          xml.attributes("type");
          scopes.add(xml.simpleText());
        }
        case "validity-start" -> {
          xml.attributes();
          validityStart = xml.simpleText();
        }
        case "validity-end" -> {
          xml.attributes();
          validityEnd = xml.simpleText();
        }
        case "unicode-version" -> {
          xml.attributes();
          unicodeVersion = xml.simpleText();
          if (!isUnicodeVersion(unicodeVersion)) {
            throw xml.error("unicode-version must be x.y.z, each 0 to 255 (RFC 7940 §4.3.6)");
          }
        }
        case "description" -> {
          xml.attributes("type");
          description = xml.mixedText();
        }
        case "references" -> {
          xml.attributes();
          while (xml.nextChild()) {
            xml.expect("reference");
            xml.attributes("id", "comment");
            xml.simpleText();
          }
        }
        default -> throw xml.error("unexpected <" + n + "> in <meta> (RFC 7940 §4.3)");
      }
    }
  }

  /**
   * RFC 7940 §4.3.6: a Unicode version {@code x.y.z}; each part at most 255, as Unicode versions
   * (and ICU's {@code VersionInfo}, which {@link LgrInfo} compares ages with) have.
   */
  static boolean isUnicodeVersion(String v) {
    String[] parts = v.split("\\.", -1);
    if (parts.length != 3) {
      return false;
    }
    for (String p : parts) {
      if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(c -> c >= '0' && c <= '9')) {
        return false;
      }
      if (Integer.parseInt(p) > 255) {
        return false;
      }
    }
    return true;
  }

  // ---- assembly ----

  private Lgr build() throws LgrFormatException {
    List<Element> elements = data.elements(rules);
    List<Action> actions = rules.actions();
    LgrMetadata meta =
        new LgrMetadata(
            Optional.ofNullable(version),
            Optional.ofNullable(date),
            languages,
            scopes,
            Optional.ofNullable(validityStart),
            Optional.ofNullable(validityEnd),
            Optional.ofNullable(unicodeVersion),
            Optional.ofNullable(description));
    return new Lgr(meta, new Repertoire(elements), rules.compiled(), actions, rules.classCount());
  }

  /** Formats code points as {@code U+0061 U+0301}, or {@code (empty)} for none. */
  static String hex(int[] cps) {
    if (cps.length == 0) {
      return "(empty)";
    }
    // Per problem of every ineligible label on the evaluation path: chars, not a StringBuilder
    // with toHexString and toUpperCase.
    char[] out = new char[cps.length * 11]; // " U+" and up to 8 digits
    int k = 0;
    for (int cp : cps) {
      if (k > 0) {
        out[k++] = ' ';
      }
      out[k++] = 'U';
      out[k++] = '+';
      int digits = 4;
      while (digits < 8 && (cp >>> (4 * digits)) != 0) {
        digits++;
      }
      for (int d = digits - 1; d >= 0; d--) {
        out[k++] = HEX[(cp >>> (4 * d)) & 0xF];
      }
    }
    return new String(out, 0, k);
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();
}
