package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The compiled images (idna-lgr's {@code LgrImage}, written at build time) against the XML they are
 * derived from, one test per file of {@code index.tsv}: the shipped image is byte for byte the
 * image of the model the XML parses to (so metadata, repertoire, variants, every rule automaton and
 * every action are the same), it reads back to that model, and the two models give the same answers
 * (evaluation with its deciding action, index label, variant estimate) on labels made of the
 * table's own repertoire.
 */
class CompiledImagesTest {

  /** The XML sources: the module's resources, which the image build reads too. */
  private static final Path SOURCES = Path.of("src/main/resources").resolve(IcannLgrs.ROOT);

  @TestFactory
  Stream<DynamicTest> everyImageIsTheImageOfItsXml() throws IOException {
    Set<String> resources = new LinkedHashSet<>();
    for (List<String> files : IcannLgrs.index(SOURCES.resolve("index.tsv")).values()) {
      resources.addAll(files);
    }
    assertThat(resources).hasSize(126); // 118 second-level tables and RZ-LGR-5's 8 files
    return resources.stream().map(r -> DynamicTest.dynamicTest(r, () -> check(r)));
  }

  private static void check(String resource) throws IOException {
    Lgr fromXml;
    try (InputStream in =
        new BufferedInputStream(Files.newInputStream(SOURCES.resolve(resource)))) {
      fromXml = Lgr.parse(in);
    }
    byte[] shipped;
    try (InputStream in =
        CompiledImagesTest.class
            .getClassLoader()
            .getResourceAsStream(IcannLgrs.ROOT + IcannLgrs.imageOf(resource))) {
      assertThat(in).as("image of " + resource).isNotNull();
      shipped = in.readAllBytes();
    }
    assertThat(shipped).isEqualTo(LgrImage.write(fromXml));
    Lgr fromImage = LgrImage.read(new ByteArrayInputStream(shipped), resource);
    assertThat(LgrImage.write(fromImage)).isEqualTo(shipped);
    assertThat(fromImage.info()).isEqualTo(fromXml.info());
    for (String label : labels(fromXml)) {
      assertThat(fromImage.evaluate(label)).as(label).isEqualTo(fromXml.evaluate(label));
      assertThat(fromImage.indexLabel(label)).as(label).isEqualTo(fromXml.indexLabel(label));
      assertThat(fromImage.variantEstimate(label))
          .as(label)
          .isEqualTo(fromXml.variantEstimate(label));
    }
  }

  /**
   * Labels from the repertoire: each of the first 300 elements alone, and runs of three consecutive
   * elements, so that contexts, sequences and whole-label rules come into play.
   */
  private static List<String> labels(Lgr lgr) {
    List<Element> elements = lgr.repertoire.elements();
    List<String> labels = new ArrayList<>();
    int n = Math.min(elements.size(), 300);
    for (int i = 0; i < n; i++) {
      labels.add(text(elements.get(i)));
      if (i + 2 < n) {
        labels.add(text(elements.get(i)) + text(elements.get(i + 1)) + text(elements.get(i + 2)));
      }
    }
    labels.add("xn--abc-");
    labels.add("");
    return labels;
  }

  private static String text(Element e) {
    int[] cps = e.text(e.last);
    return new String(cps, 0, cps.length);
  }
}
