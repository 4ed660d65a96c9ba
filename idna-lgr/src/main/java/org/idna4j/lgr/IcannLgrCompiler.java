package org.idna4j.lgr;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes the compiled image ({@link LgrImage}) of every LGR file that a data artifact's {@code
 * index.tsv} lists, with this module's own parser, so that the images can never say anything the
 * XML does not. Run by {@code idna-lgr-icann}'s build (exec-maven-plugin, phase process-classes);
 * not API.
 *
 * <p>Arguments: the directory holding {@code index.tsv} and the XML files (the sources), and the
 * directory to write the images to (under the build output). Each image is read back and must give
 * the same bytes again, or the build fails.
 */
final class IcannLgrCompiler {

  private IcannLgrCompiler() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: IcannLgrCompiler SOURCE_DIR OUTPUT_DIR");
    }
    Path source = Path.of(args[0]);
    Path output = Path.of(args[1]);
    Set<String> resources = new LinkedHashSet<>();
    for (List<String> files : IcannLgrs.index(source.resolve("index.tsv")).values()) {
      resources.addAll(files);
    }
    for (String resource : resources) {
      Lgr lgr;
      try (InputStream in =
          new BufferedInputStream(Files.newInputStream(source.resolve(resource)))) {
        lgr = Lgr.parse(in);
      }
      byte[] image = LgrImage.write(lgr);
      byte[] again = LgrImage.write(LgrImage.read(new ByteArrayInputStream(image), resource));
      if (!Arrays.equals(image, again)) {
        throw new IOException(resource + ": the compiled image does not read back the same");
      }
      Path out = output.resolve(IcannLgrs.imageOf(resource));
      Files.createDirectories(out.getParent());
      Files.write(out, image);
    }
  }
}
