package org.idna4j.benchmarks;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import okhttp3.internal.publicsuffix.PublicSuffixDatabase;
import org.idna4j.psl.PublicSuffixList;
import org.openjdk.jol.info.GraphLayout;

/**
 * Prints the retained heap of each loaded Public Suffix List (JOL: the object graph reachable from
 * the list) and how often each peer's registrable domain agrees with IDNA4J's on each corpus. Run
 * by hand (see benchmarks/README.md):
 *
 * <pre>
 * java -Djdk.attach.allowAttachSelf=true -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.PslFootprint
 * </pre>
 */
public final class PslFootprint {

  private PslFootprint() {}

  /**
   * Prints the footprints and agreement counts.
   *
   * @param args none
   * @throws Exception if a peer's internals cannot be reached
   */
  public static void main(String[] args) throws Exception {
    PublicSuffixList psl = PublicSuffixList.bundled();
    // load every peer's list
    PslPeers.guava("www.example.co.uk");
    PslPeers.okhttp("www.example.co.uk");
    PslPeers.crawlerCommons("www.example.co.uk");

    System.out.printf("retained heap (JOL GraphLayout.totalSize):%n");
    System.out.printf(
        "  idna4j PublicSuffixList.bundled(): %,d bytes%n",
        GraphLayout.parseInstance(psl).totalSize());
    System.out.printf(
        "  guava PublicSuffixPatterns (static maps): %,d bytes%n",
        GraphLayout.parseInstance(
                staticFields("com.google.thirdparty.publicsuffix.PublicSuffixPatterns"))
            .totalSize());
    System.out.printf(
        "  okhttp PublicSuffixDatabase: %,d bytes%n",
        GraphLayout.parseInstance(PublicSuffixDatabase.Companion.get()).totalSize());
    System.out.printf(
        "  crawler-commons EffectiveTldFinder: %,d bytes%n",
        GraphLayout.parseInstance(crawlercommons.domains.EffectiveTldFinder.getInstance())
            .totalSize());

    for (String corpus : new String[] {Corpus.ASCII, Corpus.MIXED, Corpus.UNICODE}) {
      String[] names = Corpus.load(corpus);
      String[] ours = new String[names.length];
      for (int i = 0; i < names.length; i++) {
        ours[i] = PslPeers.idna4j(psl, names[i]);
      }
      System.out.printf(
          "agreement with idna4j registrableDomain, corpus %s (%,d names):%n",
          corpus, names.length);
      agreement("guava", names, ours, PslPeers::guava);
      agreement("okhttp", names, ours, PslPeers::okhttp);
      agreement("crawler-commons", names, ours, PslPeers::crawlerCommons);
    }
  }

  private static void agreement(
      String peer, String[] names, String[] ours, Function<String, String> f) {
    int same = 0;
    List<String> examples = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      String theirs = f.apply(names[i]);
      if (Objects.equals(theirs, ours[i])) {
        same++;
      } else if (examples.size() < 3) {
        examples.add(names[i] + " -> " + theirs + " (idna4j " + ours[i] + ")");
      }
    }
    System.out.printf("  %s: %,d same, %,d differ %s%n", peer, same, names.length - same, examples);
  }

  private static Object[] staticFields(String className) throws Exception {
    List<Object> values = new ArrayList<>();
    for (Field f : Class.forName(className).getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive()) {
        f.setAccessible(true);
        values.add(f.get(null));
      }
    }
    return values.toArray();
  }
}
