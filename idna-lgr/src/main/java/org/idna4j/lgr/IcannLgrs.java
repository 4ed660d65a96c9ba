package org.idna4j.lgr;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Rulesets by name ({@link Ruleset#load(String)}), from the optional data artifact {@code
 * org.idna4j:idna-lgr-icann}. The artifact holds the LGR files under {@value #ROOT} and an index,
 * {@value #INDEX}, of lines {@code name TAB resource}; a name listed on several lines is an LGR set
 * (its files follow the directory rule of {@link LgrSet#load}), and each of its files is an LGR of
 * its own under the name {@code SET/FILE} ({@code rz-lgr-5/lgr-5-latin-script-26may22-en.xml}: the
 * set's name, a slash and the file's name, as lgr-core and ICANN name the files). Resources under
 * {@code META-INF} are readable across JPMS modules, so the artifact works on the module path too.
 */
final class IcannLgrs {

  /** Where the data artifact keeps its files. */
  static final String ROOT = "META-INF/idna4j/lgr/";

  /** The index of names. */
  static final String INDEX = ROOT + "index.tsv";

  /** The prefix of ICANN's second-level tables. */
  static final String ICANN = "icann:";

  /** The Root Zone LGR 5 set. */
  static final String RZ_LGR_5 = "rz-lgr-5";

  private static volatile Map<String, List<String>> index;

  private IcannLgrs() {}

  static boolean isName(String s) {
    return s.startsWith(ICANN) || s.equals(RZ_LGR_5) || s.startsWith(RZ_LGR_5 + "/");
  }

  /** Every name: each name of the index, and {@code SET/FILE} for each file of a set. */
  static SortedSet<String> names() {
    TreeSet<String> names = new TreeSet<>(index().keySet());
    index()
        .forEach(
            (name, files) -> {
              if (files.size() > 1) {
                for (String f : files) {
                  names.add(elementName(name, f));
                }
              }
            });
    return Collections.unmodifiableSortedSet(names);
  }

  /** The name of one file of a set: the set's name, a slash, the file's name. */
  private static String elementName(String set, String resource) {
    return set + "/" + resource.substring(resource.lastIndexOf('/') + 1);
  }

  static Ruleset load(String name) throws IOException {
    List<String> files = index().get(name);
    if (files == null) {
      String element = elementResource(name);
      if (element != null) {
        return read(element);
      }
      throw new NoSuchFileException(
          name,
          null,
          index().isEmpty()
              ? "LGRs by name need the artifact org.idna4j:idna-lgr-icann on the class path"
              : "no such LGR name; names look like icann:second-level-reference/de,"
                  + " icann:full-variant-set/und-Latn or rz-lgr-5 ("
                  + index().size()
                  + " names)");
    }
    List<Lgr> lgrs = new ArrayList<>(files.size());
    List<String> fileNames = new ArrayList<>(files.size());
    for (String f : files) {
      lgrs.add(read(f));
      fileNames.add(f.substring(f.lastIndexOf('/') + 1));
    }
    if (files.size() == 1) {
      return lgrs.get(0);
    }
    return LgrSet.assemble(fileNames, lgrs, name);
  }

  /** The resource of the set element named {@code name} ({@code SET/FILE}), or null. */
  private static String elementResource(String name) {
    int slash = name.lastIndexOf('/');
    List<String> files = slash < 0 ? null : index().get(name.substring(0, slash));
    if (files == null || files.size() < 2) {
      return null;
    }
    for (String f : files) {
      if (elementName(name.substring(0, slash), f).equals(name)) {
        return f;
      }
    }
    return null;
  }

  /**
   * Reads one listed file: its compiled image ({@link #imageOf}) when the artifact has one of this
   * module's format, else the XML itself.
   */
  private static Lgr read(String resource) throws IOException {
    String image = imageOf(resource);
    InputStream compiled = loader().getResourceAsStream(ROOT + image);
    if (compiled != null) {
      try (InputStream in = compiled) {
        return LgrImage.read(in, ROOT + image);
      } catch (LgrImage.OtherFormatException e) {
        // an idna-lgr-icann built by another idna-lgr version: the XML still answers
      }
    }
    InputStream raw = loader().getResourceAsStream(ROOT + resource);
    if (raw == null) {
      throw new NoSuchFileException(ROOT + resource, null, "listed in " + INDEX + " but absent");
    }
    try (InputStream in = new BufferedInputStream(raw, 1 << 16)) {
      return Lgr.parse(in);
    }
  }

  /**
   * The resource of a file's compiled image ({@link LgrImage}), which the data artifact's build
   * writes beside it: {@code zh.xml} becomes {@code zh.lgrc}.
   */
  static String imageOf(String resource) {
    String base =
        resource.endsWith(".xml") ? resource.substring(0, resource.length() - 4) : resource;
    return base + ".lgrc";
  }

  /** The resources of every name, in index order (for {@link IcannLgrCompiler}). */
  static Map<String, List<String>> index(java.nio.file.Path indexFile) throws IOException {
    try (InputStream in = java.nio.file.Files.newInputStream(indexFile)) {
      return readIndex(in);
    }
  }

  private static ClassLoader loader() {
    ClassLoader cl = Thread.currentThread().getContextClassLoader();
    return cl != null ? cl : IcannLgrs.class.getClassLoader();
  }

  private static Map<String, List<String>> index() {
    Map<String, List<String>> m = index;
    if (m == null) {
      try (InputStream in = loader().getResourceAsStream(INDEX)) {
        m = in == null ? new LinkedHashMap<>() : readIndex(in);
      } catch (IOException e) {
        m = new LinkedHashMap<>();
      }
      index = m;
    }
    return m;
  }

  private static Map<String, List<String>> readIndex(InputStream in) throws IOException {
    Map<String, List<String>> m = new LinkedHashMap<>();
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    String line;
    while ((line = r.readLine()) != null) {
      int tab = line.indexOf('\t');
      if (tab > 0 && !line.startsWith("#")) {
        m.computeIfAbsent(line.substring(0, tab), k -> new ArrayList<>())
            .add(line.substring(tab + 1));
      }
    }
    return m;
  }
}
