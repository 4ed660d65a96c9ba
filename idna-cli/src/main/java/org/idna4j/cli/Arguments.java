package org.idna4j.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Recovers the command-line arguments as UTF-8 when the JVM decoded them with another charset.
 *
 * <p>Java 17 decodes {@code argv} with the platform charset ({@code sun.jnu.encoding}), fixed from
 * the locale at start-up: under {@code LANG=C} every non-ASCII byte of {@code bücher} becomes
 * U+FFFD, and {@code -Dsun.jnu.encoding} on the command line is ignored. When an argument holds
 * U+FFFD and the platform charset is not UTF-8, this class reads the raw bytes back from Linux's
 * {@code /proc/self/cmdline} (the last {@code args.length} NUL-terminated entries are the program
 * arguments) and decodes them as strict UTF-8. Elsewhere, or when the bytes are not UTF-8 either,
 * the JVM's strings are kept.
 */
final class Arguments {

  private Arguments() {}

  /**
   * Returns the arguments decoded as UTF-8 where that can be recovered, else {@code args}.
   *
   * @param args the arguments {@code main} received
   * @return the same array or a re-decoded copy of equal length
   */
  static String[] recover(String[] args) {
    if (!needsRecovery(args)) {
      return args;
    }
    try {
      byte[] raw = Files.readAllBytes(Path.of("/proc/self/cmdline"));
      List<String> entries = splitNul(raw);
      if (entries == null || entries.size() < args.length) {
        return args;
      }
      String[] recovered = new String[args.length];
      int first = entries.size() - args.length;
      for (int i = 0; i < args.length; i++) {
        recovered[i] = entries.get(first + i);
        if (!consistent(args[i], recovered[i])) {
          return args; // the tail of cmdline is not our argv: keep what the JVM gave
        }
      }
      return recovered;
    } catch (IOException | SecurityException e) {
      return args; // no /proc (not Linux) or not readable: keep what the JVM gave
    }
  }

  private static boolean needsRecovery(String[] args) {
    String jnu = System.getProperty("sun.jnu.encoding", "UTF-8");
    if (jnu.equalsIgnoreCase("UTF-8") || jnu.equalsIgnoreCase("UTF8")) {
      return false;
    }
    for (String a : args) {
      if (a.indexOf('\uFFFD') >= 0 || a.indexOf('?') >= 0) {
        return true;
      }
    }
    return false;
  }

  /** Splits NUL-terminated entries, decoding each as strict UTF-8; null if one is not UTF-8. */
  private static List<String> splitNul(byte[] raw) {
    List<String> out = new ArrayList<>();
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    int start = 0;
    for (int i = 0; i < raw.length; i++) {
      if (raw[i] == 0) {
        try {
          out.add(decoder.decode(ByteBuffer.wrap(raw, start, i - start)).toString());
        } catch (CharacterCodingException e) {
          return null;
        }
        start = i + 1;
      }
    }
    return out;
  }

  /**
   * Tells whether the JVM's lossy decoding {@code jvm} could come from {@code utf8}: both agree on
   * every ASCII character and differ only where the JVM put U+FFFD or '?'.
   */
  private static boolean consistent(String jvm, String utf8) {
    int j = 0;
    int u = 0;
    while (j < jvm.length() && u < utf8.length()) {
      char c = jvm.charAt(j);
      if (c == '\uFFFD' || c == '?') {
        // skip the run of replacement characters and the corresponding non-ASCII run
        while (j < jvm.length() && (jvm.charAt(j) == '\uFFFD' || jvm.charAt(j) == '?')) {
          j++;
        }
        while (u < utf8.length() && (utf8.charAt(u) >= 0x80 || utf8.charAt(u) == '?')) {
          u++;
        }
      } else if (c == utf8.charAt(u)) {
        j++;
        u++;
      } else {
        return false;
      }
    }
    return j == jvm.length() && u == utf8.length();
  }
}
