package org.idna4j.cli;

import java.util.ArrayList;
import java.util.List;

/** A strict RFC 4180 reader for tests: records of fields, quoted fields may hold CR, LF, commas. */
final class Csv {

  private Csv() {}

  /** Splits a whole CSV text (LF or CRLF record ends) into records of fields. */
  static List<List<String>> parse(String text) {
    List<List<String>> records = new ArrayList<>();
    List<String> record = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    int i = 0;
    int n = text.length();
    boolean atFieldStart = true;
    while (i < n) {
      char c = text.charAt(i);
      if (atFieldStart && c == '"') {
        i++;
        while (true) {
          if (i >= n) {
            throw new IllegalArgumentException("unterminated quoted field");
          }
          char q = text.charAt(i++);
          if (q == '"') {
            if (i < n && text.charAt(i) == '"') {
              field.append('"');
              i++;
            } else {
              break;
            }
          } else {
            field.append(q);
          }
        }
        if (i < n && text.charAt(i) != ',' && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
          throw new IllegalArgumentException("text after closing quote at " + i);
        }
        atFieldStart = false;
        continue;
      }
      if (c == '"') {
        throw new IllegalArgumentException("quote inside an unquoted field at " + i);
      }
      if (c == ',') {
        record.add(field.toString());
        field.setLength(0);
        atFieldStart = true;
        i++;
      } else if (c == '\n' || (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n')) {
        record.add(field.toString());
        field.setLength(0);
        records.add(record);
        record = new ArrayList<>();
        atFieldStart = true;
        i += c == '\r' ? 2 : 1;
      } else if (c == '\r') {
        throw new IllegalArgumentException("bare CR in an unquoted field at " + i);
      } else {
        field.append(c);
        atFieldStart = false;
        i++;
      }
    }
    if (!atFieldStart || !record.isEmpty()) {
      record.add(field.toString());
      records.add(record);
    }
    return records;
  }
}
