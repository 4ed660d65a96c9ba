package org.idna4j.display;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one of the module's data files ({@code chromium.txt}, {@code firefox.txt}): one entry a
 * line, TAB-separated fields, the first naming the entry; {@code #} starts a comment line. Each
 * file carries its own provenance and licence in its header.
 */
final class Tables {
  private final Map<String, List<String[]>> entries;

  private Tables(Map<String, List<String[]>> entries) {
    this.entries = entries;
  }

  /**
   * Loads a resource of this package.
   *
   * @throws IllegalStateException if the resource is missing (a broken jar)
   */
  static Tables load(String resource) {
    Map<String, List<String[]>> entries = new LinkedHashMap<>();
    try (InputStream in = Tables.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.split("\t", -1);
        String[] values = new String[fields.length - 1];
        System.arraycopy(fields, 1, values, 0, values.length);
        entries.computeIfAbsent(fields[0], k -> new ArrayList<>()).add(values);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Tables(entries);
  }

  /** Returns every entry named {@code key}, in file order. */
  List<String[]> all(String key) {
    List<String[]> list = entries.get(key);
    if (list == null) {
      throw new IllegalStateException("no entry " + key);
    }
    return list;
  }

  /** Returns the fields of the one entry named {@code key}. */
  String[] one(String key) {
    return all(key).get(0);
  }
}
