package org.idna4j.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The inspector page's files, read once from the jar ({@code org/idna4j/server/assets/}) so the
 * page works offline and nothing on disk is served.
 */
final class Assets {

  /** A file and its media type. */
  record Asset(byte[] bytes, String contentType) {}

  /** URL path to file name and media type; the page is these three files and nothing else. */
  private static final Map<String, String[]> FILES =
      Map.of(
          "/", new String[] {"index.html", "text/html; charset=utf-8"},
          "/inspector.css", new String[] {"inspector.css", "text/css; charset=utf-8"},
          "/inspector.js", new String[] {"inspector.js", "text/javascript; charset=utf-8"});

  private final Map<String, Asset> byPath;

  private Assets(Map<String, Asset> byPath) {
    this.byPath = byPath;
  }

  /**
   * Loads every asset from the class path.
   *
   * @throws IllegalStateException if one is missing from the jar (a build error)
   */
  static Assets load() {
    Map<String, Asset> m = new java.util.HashMap<>();
    for (Map.Entry<String, String[]> e : FILES.entrySet()) {
      String file = "assets/" + e.getValue()[0];
      try (InputStream in = Assets.class.getResourceAsStream(file)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + file);
        }
        m.put(e.getKey(), new Asset(in.readAllBytes(), e.getValue()[1]));
      } catch (IOException ex) {
        throw new UncheckedIOException(ex);
      }
    }
    return new Assets(Map.copyOf(m));
  }

  /** The asset at a URL path, or null. */
  Asset find(String path) {
    return byPath.get(path);
  }
}
