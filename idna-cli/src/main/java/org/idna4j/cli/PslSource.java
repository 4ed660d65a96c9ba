package org.idna4j.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.idna4j.psl.PslOptions;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.psl.PublicSuffixListFormatException;
import org.idna4j.psl.WildcardMode;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * Which Public Suffix List to use and how ({@code idna psl}, {@code idna check --psl}): the bundled
 * list or {@code --psl-file}, ICANN-only, browser-compatible wildcards.
 */
final class PslSource {

  @Option(
      names = "--psl-file",
      paramLabel = "FILE",
      description = {
        "A public_suffix_list.dat to use instead of the",
        "bundled list, such as a newer copy from",
        "https://publicsuffix.org/list/"
      })
  Path file;

  @Option(
      names = "--icann-only",
      description =
          "Use the ICANN section's rules only (ignore PRIVATE rules such as blogspot.com).")
  boolean icannOnly;

  @Option(
      names = "--browser-wildcards",
      description =
          "A wildcard rule *.X also makes X a public suffix, as libpsl, Chromium and"
              + " Firefox do (kobe.jp under *.kobe.jp).")
  boolean browserWildcards;

  /**
   * Returns the list: the bundled one or the file's, under the options given. A missing or
   * malformed file is a usage error; its message names the problem lines.
   */
  PublicSuffixList list(CommandLine.Model.CommandSpec spec) {
    PublicSuffixList list = file == null ? PublicSuffixList.bundled() : read(file, spec);
    return list.withOptions(
        PslOptions.strict().toBuilder()
            .icannOnly(icannOnly)
            .wildcardMode(browserWildcards ? WildcardMode.BROWSER : WildcardMode.STRICT)
            .build());
  }

  /** Reads a list file; a missing or malformed file is a usage error of the command. */
  static PublicSuffixList read(Path file, CommandLine.Model.CommandSpec spec) {
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return PublicSuffixList.parse(in);
    } catch (NoSuchFileException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "no such file: " + file);
    } catch (PublicSuffixListFormatException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--psl-file " + file + ": " + e.getMessage());
    } catch (IOException | RuntimeException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "cannot read --psl-file " + file + ": " + e.getMessage());
    }
  }
}
