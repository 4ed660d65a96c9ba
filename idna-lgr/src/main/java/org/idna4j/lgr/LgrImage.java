package org.idna4j.lgr;

import com.ibm.icu.text.UnicodeSet;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.CRC32;

/**
 * The compiled image of a loaded {@link Lgr}: its model (metadata, repertoire, compiled rule
 * automata, actions) as compact bytes, so that ICANN's tables in {@code idna-lgr-icann} load
 * without XML parsing (the 3.6 MB {@code zh} table within 300 ms). The XML stays the source of
 * truth: {@link IcannLgrCompiler} derives each image at build time with this module's own parser,
 * and a test requires the image to give back the very model the XML gives.
 *
 * <p>Layout: the magic {@code "LGRC"}, the format number {@link #FORMAT}, the payload length and
 * its CRC-32, then the payload: a string table, a code-point set table, the metadata, the class
 * count, the rules (each automaton state by state), the document's own actions (the defaults of RFC
 * 7940 §7.6 are appended on reading, as the parser does) and the repertoire elements with their
 * variants. Numbers are unsigned LEB128 varints; a reference that may be absent is stored plus one.
 *
 * <p>A resource is build output, but it is read as untrusted input all the same: the checksum
 * catches accidental corruption, and every count, index, code point and automaton state is checked
 * before use, so a bad image ends in an {@link LgrFormatException} (line and column -1), never in
 * another exception or an allocation larger than the image allows.
 */
final class LgrImage {

  /** The first four bytes: {@code "LGRC"}. */
  static final int MAGIC = 0x4C475243;

  /**
   * The layout version. An image of another version is not read ({@link IcannLgrs} then falls back
   * to the XML beside it).
   */
  static final int FORMAT = 1;

  /** The largest payload read (the largest of ICANN's images, full-variant-set zh, is 492 KB). */
  static final int MAX_PAYLOAD = 64 << 20;

  private LgrImage() {}

  /** A corrupt image; {@link #read} turns it into an {@link LgrFormatException}. */
  static final class CorruptException extends Exception {
    private static final long serialVersionUID = 1L;

    CorruptException(String reason) {
      super(reason, null, false, false);
    }
  }

  /** Whether an image of another layout version: the caller may read the XML instead. */
  static final class OtherFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    OtherFormatException(int format) {
      super("compiled LGR of format " + format + ", this idna-lgr reads format " + FORMAT);
    }
  }

  // ---- writing ----

  /** Returns the image of an LGR: deterministic, the same model gives the same bytes. */
  static byte[] write(Lgr lgr) {
    Out body = new Out();
    LgrMetadata m = lgr.metadata;
    body.optString(m.version().orElse(null));
    body.optString(m.date().orElse(null));
    body.strings(m.languages());
    body.strings(m.scopes());
    body.optString(m.validityStart().orElse(null));
    body.optString(m.validityEnd().orElse(null));
    body.optString(m.unicodeVersion().orElse(null));
    body.optString(m.description().orElse(null));
    body.varint(lgr.classCount);
    body.varint(lgr.rules.size());
    for (CompiledRule r : lgr.rules) {
      body.string(r.name);
      if (r.positional) {
        body.varint(r.lookBehind.length);
        for (int i = 0; i < r.lookBehind.length; i++) {
          body.optNfa(r.lookBehind[i]);
          body.optNfa(r.lookAhead[i]);
        }
      } else {
        body.varint(0);
        r.forward.writeTo(body);
        r.backward.writeTo(body);
      }
    }
    List<Action> own = new ArrayList<>();
    for (Action a : lgr.actions) {
      if (!a.isDefault) {
        own.add(a);
      }
    }
    body.varint(own.size());
    for (Action a : own) {
      body.string(a.disposition);
      body.varint(a.rule + 1);
      body.varint(a.notMatch ? 1 : 0);
      body.varint(a.trigger.ordinal());
      body.strings(new ArrayList<>(new TreeSet<>(a.types)));
    }
    List<Element> elements = lgr.repertoire.elements();
    body.varint(elements.size());
    for (Element e : elements) {
      if (e.isRange()) {
        body.varint(0);
        body.varint(e.first);
        body.varint(e.last);
      } else {
        body.cps(e.cps);
      }
      body.varint(e.when + 1);
      body.varint(e.notWhen + 1);
      body.strings(Arrays.asList(e.tags));
      body.variants(e.variants);
      body.variants(e.reflexives);
    }
    // The tables come first in the file, so that reading is one forward pass.
    Out head = new Out();
    head.varint(body.stringList.size());
    for (String s : body.stringList) {
      byte[] b = s.getBytes(StandardCharsets.UTF_8);
      head.varint(b.length);
      head.bytes.write(b, 0, b.length);
    }
    head.varint(body.setList.size());
    for (UnicodeSet s : body.setList) {
      head.varint(s.getRangeCount());
      int prev = 0;
      for (int i = 0; i < s.getRangeCount(); i++) {
        head.varint(s.getRangeStart(i) - prev);
        head.varint(s.getRangeEnd(i) - s.getRangeStart(i));
        prev = s.getRangeEnd(i);
      }
    }
    byte[] payload = new byte[head.bytes.size() + body.bytes.size()];
    System.arraycopy(head.bytes.toByteArray(), 0, payload, 0, head.bytes.size());
    System.arraycopy(body.bytes.toByteArray(), 0, payload, head.bytes.size(), body.bytes.size());
    CRC32 crc = new CRC32();
    crc.update(payload);
    ByteArrayOutputStream file = new ByteArrayOutputStream(payload.length + 16);
    writeInt(file, MAGIC);
    writeInt(file, FORMAT);
    writeInt(file, payload.length);
    writeInt(file, (int) crc.getValue());
    file.write(payload, 0, payload.length);
    return file.toByteArray();
  }

  private static void writeInt(ByteArrayOutputStream out, int v) {
    out.write(v >>> 24);
    out.write(v >>> 16);
    out.write(v >>> 8);
    out.write(v);
  }

  /** The writer's buffer with its string and set tables (each entry once, by first use). */
  static final class Out {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 16);
    final List<String> stringList = new ArrayList<>();
    final Map<String, Integer> stringIds = new HashMap<>();
    final List<UnicodeSet> setList = new ArrayList<>();
    final Map<UnicodeSet, Integer> setIds = new HashMap<>();

    void varint(int v) {
      if (v < 0) {
        throw new IllegalArgumentException("negative " + v);
      }
      while (v >= 0x80) {
        bytes.write((v & 0x7F) | 0x80);
        v >>>= 7;
      }
      bytes.write(v);
    }

    void string(String s) {
      Integer id = stringIds.get(s);
      if (id == null) {
        id = stringList.size();
        stringList.add(s);
        stringIds.put(s, id);
      }
      varint(id);
    }

    void optString(String s) {
      if (s == null) {
        varint(0);
      } else {
        varint(1);
        string(s);
      }
    }

    void strings(List<String> list) {
      varint(list.size());
      for (String s : list) {
        string(s);
      }
    }

    /** Returns the table index of a set, equal sets sharing one entry. */
    int set(UnicodeSet s) {
      Integer id = setIds.get(s);
      if (id == null) {
        id = setList.size();
        setList.add(s);
        setIds.put(s, id);
      }
      return id;
    }

    void cps(int[] cps) {
      varint(cps.length);
      for (int cp : cps) {
        varint(cp);
      }
    }

    void optNfa(Nfa nfa) {
      if (nfa == null) {
        varint(0);
      } else {
        varint(1);
        nfa.writeTo(this);
      }
    }

    void variants(Variant[] vars) {
      varint(vars.length);
      for (Variant v : vars) {
        cps(v.cps);
        if (v.type == null) {
          varint(0);
        } else {
          varint(1);
          string(v.type);
        }
        varint(v.when + 1);
        varint(v.notWhen + 1);
      }
    }
  }

  // ---- reading ----

  /**
   * Reads an image.
   *
   * @param stream the image (read to its end, not closed)
   * @param where the resource name, for messages
   * @return the LGR the image holds
   * @throws OtherFormatException if the image has another layout version
   * @throws LgrFormatException if the bytes are not a complete, consistent image
   * @throws IOException if reading fails
   */
  static Lgr read(InputStream stream, String where) throws IOException {
    byte[] header = stream.readNBytes(16);
    if (header.length < 16 || intAt(header, 0) != MAGIC) {
      throw corrupt(where, "not a compiled LGR (no LGRC header)");
    }
    int format = intAt(header, 4);
    if (format != FORMAT) {
      throw new OtherFormatException(format);
    }
    int length = intAt(header, 8);
    if (length < 0 || length > MAX_PAYLOAD) {
      throw corrupt(where, "payload length " + length);
    }
    byte[] payload = stream.readNBytes(length);
    if (payload.length != length || stream.read() != -1) {
      throw corrupt(where, "the image is not " + length + " bytes after its header");
    }
    CRC32 crc = new CRC32();
    crc.update(payload);
    if ((int) crc.getValue() != intAt(header, 12)) {
      throw corrupt(where, "checksum mismatch");
    }
    try {
      return new In(payload).lgr();
    } catch (CorruptException e) {
      throw corrupt(where, e.getMessage());
    }
  }

  private static LgrFormatException corrupt(String where, String reason) {
    return new LgrFormatException("corrupt compiled LGR " + where + ": " + reason, -1, -1);
  }

  private static int intAt(byte[] b, int i) {
    return (b[i] & 0xFF) << 24
        | (b[i + 1] & 0xFF) << 16
        | (b[i + 2] & 0xFF) << 8
        | (b[i + 3] & 0xFF);
  }

  /** Whether {@code cp} is a Unicode scalar value (RFC 7940 §5.1). */
  static boolean isScalar(int cp) {
    return cp >= 0 && cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF);
  }

  /** A bounds-checked cursor over the payload. */
  static final class In {
    private final byte[] b;
    private int pos;
    private String[] strings = new String[0];
    private UnicodeSet[] sets = new UnicodeSet[0];
    private int ruleCount;
    private final int[] work = {0};

    In(byte[] b) {
      this.b = b;
    }

    int varint() throws CorruptException {
      int v = 0;
      for (int shift = 0; ; shift += 7) {
        if (pos >= b.length) {
          throw new CorruptException("truncated at byte " + pos);
        }
        int x = b[pos++] & 0xFF;
        if (shift == 28 && x > 0x07) {
          throw new CorruptException("number too large at byte " + pos); // beyond 2^31 - 1
        }
        v |= (x & 0x7F) << shift;
        if (x < 0x80) {
          return v;
        }
      }
    }

    /** A number below {@code bound}. */
    int index(int bound) throws CorruptException {
      int v = varint();
      if (v >= bound) {
        throw new CorruptException("reference " + v + " out of range at byte " + pos);
      }
      return v;
    }

    /**
     * A count of items that take at least {@code minBytes} each: never more than the bytes left, so
     * no allocation exceeds what the image can fill.
     */
    int count(int minBytes) throws CorruptException {
      int v = varint();
      if ((long) v * minBytes > b.length - pos) {
        throw new CorruptException("count " + v + " exceeds the image at byte " + pos);
      }
      return v;
    }

    String string() throws CorruptException {
      return strings[index(strings.length)];
    }

    String optString() throws CorruptException {
      return index(2) == 0 ? null : string();
    }

    List<String> strings() throws CorruptException {
      int n = count(1);
      List<String> list = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        list.add(string());
      }
      return list;
    }

    UnicodeSet set() throws CorruptException {
      return sets[index(sets.length)];
    }

    int cp() throws CorruptException {
      int cp = varint();
      if (!isScalar(cp)) {
        throw new CorruptException("code point " + cp + " at byte " + pos);
      }
      return cp;
    }

    int[] cps(boolean emptyAllowed) throws CorruptException {
      int n = count(1);
      if (n > LgrReader.MAX_SEQUENCE || (n == 0 && !emptyAllowed)) {
        throw new CorruptException("sequence of " + n + " code points at byte " + pos);
      }
      int[] cps = new int[n];
      for (int i = 0; i < n; i++) {
        cps[i] = cp();
      }
      return cps;
    }

    /** A rule reference stored plus one: -1 for none, else a rule id. */
    int rule() throws CorruptException {
      return index(ruleCount + 1) - 1;
    }

    Lgr lgr() throws CorruptException {
      strings = new String[count(1)];
      for (int i = 0; i < strings.length; i++) {
        int len = count(1);
        strings[i] = new String(b, pos, len, StandardCharsets.UTF_8);
        pos += len;
      }
      sets = new UnicodeSet[count(1)];
      for (int i = 0; i < sets.length; i++) {
        UnicodeSet s = new UnicodeSet();
        int ranges = count(2);
        long prev = 0;
        for (int r = 0; r < ranges; r++) {
          long start = prev + varint();
          long end = start + varint();
          if (end > 0x10FFFF || (r > 0 && start <= prev)) {
            throw new CorruptException("bad code-point set at byte " + pos);
          }
          s.add((int) start, (int) end);
          prev = end;
        }
        sets[i] = s.freeze();
      }
      LgrMetadata meta =
          new LgrMetadata(
              Optional.ofNullable(optString()),
              Optional.ofNullable(optString()),
              strings(),
              strings(),
              Optional.ofNullable(optString()),
              Optional.ofNullable(optString()),
              Optional.ofNullable(optString()),
              Optional.ofNullable(optString()));
      String uv = meta.unicodeVersion().orElse(null);
      if (uv != null && !LgrParser.isUnicodeVersion(uv)) {
        throw new CorruptException("unicode-version " + uv);
      }
      int classCount = varint();
      int n = count(3);
      List<CompiledRule> rules = new ArrayList<>(n);
      for (int id = 0; id < n; id++) {
        String name = string();
        int k = count(2);
        if (k == 0) {
          rules.add(new CompiledRule(name, id, Nfa.readFrom(this, work), Nfa.readFrom(this, work)));
        } else {
          Nfa[] lb = new Nfa[k];
          Nfa[] la = new Nfa[k];
          for (int i = 0; i < k; i++) {
            lb[i] = index(2) == 0 ? null : Nfa.readFrom(this, work);
            la[i] = index(2) == 0 ? null : Nfa.readFrom(this, work);
          }
          rules.add(new CompiledRule(name, id, lb, la, true));
        }
      }
      ruleCount = n;
      int actionCount = count(5);
      List<Action> actions = new ArrayList<>(actionCount + Action.DEFAULTS.size());
      Action.Trigger[] triggers = Action.Trigger.values();
      for (int i = 0; i < actionCount; i++) {
        String disp = string();
        int rule = rule();
        if (rule >= 0 && rules.get(rule).positional) {
          throw new CorruptException("action " + i + " uses a context rule");
        }
        boolean notMatch = index(2) == 1;
        Action.Trigger trigger = triggers[index(triggers.length)];
        Set<String> types = new LinkedHashSet<>(strings());
        if ((trigger == Action.Trigger.NONE) != types.isEmpty()) {
          throw new CorruptException("action " + i + " has an inconsistent trigger");
        }
        actions.add(new Action(disp, rule, notMatch, trigger, types, i, false));
      }
      actions.addAll(Action.DEFAULTS); // RFC 7940 §7.6, as the parser appends them
      int elementCount = count(4);
      List<Element> elements = new ArrayList<>(elementCount);
      for (int i = 0; i < elementCount; i++) {
        int[] cps = cps(true);
        int first;
        int last;
        if (cps.length == 0) {
          cps = null; // a range (RFC 7940 §5.4)
          first = cp();
          last = cp();
          if (first > last) {
            throw new CorruptException("range " + first + ".." + last);
          }
        } else {
          first = cps[0];
          last = cps[0];
        }
        int when = rule();
        int notWhen = rule();
        String[] tags = strings().toArray(new String[0]);
        Variant[] vars = variants();
        Variant[] reflexives = variants();
        if (cps == null && vars.length + reflexives.length > 0) {
          throw new CorruptException("a range with variants");
        }
        elements.add(new Element(cps, first, last, when, notWhen, tags, vars, reflexives));
      }
      if (pos != b.length) {
        throw new CorruptException((b.length - pos) + " bytes after the last element");
      }
      return new Lgr(
          meta, new Repertoire(elements), List.copyOf(rules), List.copyOf(actions), classCount);
    }

    private Variant[] variants() throws CorruptException {
      Variant[] vars = new Variant[count(4)];
      for (int i = 0; i < vars.length; i++) {
        int[] cps = cps(true);
        String type = index(2) == 0 ? null : string();
        vars[i] = new Variant(cps, type, rule(), rule());
      }
      return vars;
    }
  }
}
