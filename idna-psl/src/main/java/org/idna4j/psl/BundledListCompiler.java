package org.idna4j.psl;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compiles {@code public_suffix_list.dat} into the binary trie that {@link
 * PublicSuffixList#bundled()} loads. Run by the build (exec-maven-plugin, phase process-classes)
 * with the same parser that {@link PublicSuffixList#parse} uses; not API.
 *
 * <p>Arguments: the {@code .dat} file, the output file, the list's commit and date.
 */
final class BundledListCompiler {

  private BundledListCompiler() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: BundledListCompiler LIST.dat OUT.bin COMMIT DATE");
    }
    ListParser.Parsed parsed;
    try (Reader in = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.UTF_8)) {
      parsed = ListParser.parse(in);
    }
    SuffixTrie trie = TrieFormat.build(parsed.rules(), args[2], args[3]);
    Path out = Path.of(args[1]);
    Files.createDirectories(out.getParent());
    Files.write(out, TrieFormat.write(trie));
  }
}
