package org.idna4j.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict RFC 8259 JSON parser for tests: rejects anything the grammar does not allow (trailing
 * commas, single quotes, raw control characters in strings, trailing text), so a record that parses
 * here parses with any conforming parser. Objects become {@link Map}, arrays {@link List}, numbers
 * {@link Long} or {@link Double}.
 */
final class Json {

  private final String s;
  private int i;

  private Json(String s) {
    this.s = s;
  }

  /** Parses one JSON text; throws IllegalArgumentException when it is not exactly one value. */
  static Object parse(String text) {
    Json p = new Json(text);
    p.ws();
    Object v = p.value();
    p.ws();
    if (p.i != text.length()) {
      throw p.fail("trailing text");
    }
    return v;
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> object(String text) {
    Object v = parse(text);
    if (!(v instanceof Map)) {
      throw new IllegalArgumentException("not an object: " + text);
    }
    return (Map<String, Object>) v;
  }

  private Object value() {
    if (i >= s.length()) {
      throw fail("value expected");
    }
    char c = s.charAt(i);
    switch (c) {
      case '{':
        return obj();
      case '[':
        return arr();
      case '"':
        return str();
      case 't':
        return lit("true", true);
      case 'f':
        return lit("false", false);
      case 'n':
        return lit("null", null);
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          return num();
        }
        throw fail("unexpected " + c);
    }
  }

  private Map<String, Object> obj() {
    Map<String, Object> m = new LinkedHashMap<>();
    i++;
    ws();
    if (peek() == '}') {
      i++;
      return m;
    }
    while (true) {
      ws();
      if (peek() != '"') {
        throw fail("key expected");
      }
      String k = str();
      ws();
      expect(':');
      ws();
      if (m.containsKey(k)) {
        throw fail("duplicate key " + k);
      }
      m.put(k, value());
      ws();
      char c = next();
      if (c == '}') {
        return m;
      }
      if (c != ',') {
        throw fail("',' or '}' expected");
      }
    }
  }

  private List<Object> arr() {
    List<Object> l = new ArrayList<>();
    i++;
    ws();
    if (peek() == ']') {
      i++;
      return l;
    }
    while (true) {
      ws();
      l.add(value());
      ws();
      char c = next();
      if (c == ']') {
        return l;
      }
      if (c != ',') {
        throw fail("',' or ']' expected");
      }
    }
  }

  private String str() {
    expect('"');
    StringBuilder b = new StringBuilder();
    while (true) {
      char c = next();
      if (c == '"') {
        return b.toString();
      }
      if (c < 0x20) {
        throw fail("raw control character in string");
      }
      if (c != '\\') {
        b.append(c);
        continue;
      }
      char e = next();
      switch (e) {
        case '"', '\\', '/' -> b.append(e);
        case 'b' -> b.append('\b');
        case 'f' -> b.append('\f');
        case 'n' -> b.append('\n');
        case 'r' -> b.append('\r');
        case 't' -> b.append('\t');
        case 'u' -> {
          if (i + 4 > s.length()) {
            throw fail("short \\u escape");
          }
          b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
          i += 4;
        }
        default -> throw fail("bad escape \\" + e);
      }
    }
  }

  private Object num() {
    int start = i;
    if (peek() == '-') {
      i++;
    }
    if (peek() == '0') {
      i++;
    } else if (peek() >= '1' && peek() <= '9') {
      while (peek() >= '0' && peek() <= '9') {
        i++;
      }
    } else {
      throw fail("digit expected");
    }
    boolean fraction = false;
    if (peek() == '.') {
      fraction = true;
      i++;
      if (!(peek() >= '0' && peek() <= '9')) {
        throw fail("digit expected");
      }
      while (peek() >= '0' && peek() <= '9') {
        i++;
      }
    }
    if (peek() == 'e' || peek() == 'E') {
      fraction = true;
      i++;
      if (peek() == '+' || peek() == '-') {
        i++;
      }
      if (!(peek() >= '0' && peek() <= '9')) {
        throw fail("digit expected");
      }
      while (peek() >= '0' && peek() <= '9') {
        i++;
      }
    }
    String t = s.substring(start, i);
    return fraction ? (Object) Double.parseDouble(t) : (Object) Long.parseLong(t);
  }

  private Object lit(String word, Object v) {
    if (!s.startsWith(word, i)) {
      throw fail(word + " expected");
    }
    i += word.length();
    return v;
  }

  private void ws() {
    while (i < s.length()
        && (s.charAt(i) == ' '
            || s.charAt(i) == '\t'
            || s.charAt(i) == '\n'
            || s.charAt(i) == '\r')) {
      i++;
    }
  }

  private char peek() {
    return i < s.length() ? s.charAt(i) : '\0';
  }

  private char next() {
    if (i >= s.length()) {
      throw fail("unexpected end");
    }
    return s.charAt(i++);
  }

  private void expect(char c) {
    if (next() != c) {
      throw fail("'" + c + "' expected");
    }
  }

  private IllegalArgumentException fail(String why) {
    return new IllegalArgumentException(why + " at " + i + " in " + s);
  }
}
