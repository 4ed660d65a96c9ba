package org.idna4j.psl;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;

/** Small lists written inline, for tests that need rules of their own. */
final class Lists {

  private Lists() {}

  static PublicSuffixList of(String... lines) {
    try {
      return PublicSuffixList.parse(new StringReader(String.join("\n", lines) + "\n"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
