package org.idna4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.idna4j.lgr.LabelResult;
import org.idna4j.lgr.Lgr;
import org.idna4j.lgr.LgrSet;

/**
 * The rules of {@code idna lgr --lgr PATH}: an LGR file, or an LGR-set directory (element LGRs +
 * one common LGR, see README), with what the subcommands ask of either.
 */
final class LgrRules {
  final Lgr lgr;
  final LgrSet set;

  private LgrRules(Lgr lgr, LgrSet set) {
    this.lgr = lgr;
    this.set = set;
  }

  static LgrRules load(Path path) throws IOException {
    if (Files.isDirectory(path)) {
      return new LgrRules(null, LgrSet.load(path));
    }
    return new LgrRules(Lgr.load(path), null);
  }

  LabelResult evaluate(String label, String script) {
    if (set == null) {
      return lgr.evaluate(label);
    }
    return script == null ? set.evaluate(label) : set.evaluate(label, script);
  }

  Lgr indexer() {
    return set == null ? lgr : set.common();
  }

  Optional<String> indexLabel(String label) {
    return indexer().indexLabel(label);
  }

  Lgr element(String label, String script) {
    if (set == null) {
      return lgr;
    }
    String s = script != null ? script : LgrSet.detectScript(label).orElse(null);
    return s == null ? null : set.elements().get(s);
  }
}
