package org.idna4j.build.api;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The build step that checks a library module's API against its checked-in signature file (run by
 * the exec plugin in the {@code process-classes} phase of each library module; see MODULES.md).
 *
 * <p>Arguments: the module's classes directory, the signature file, and a comma-separated list of
 * the package prefixes its API may name ({@code -} for any), and optionally the module's {@code
 * Automatic-Module-Name}, recorded when the module has no {@code module-info.class} (see {@link
 * ApiSignatures#dump(Path, ClassLoader, String)}). With the system property {@code
 * idna4j.api.update=true} it writes the file instead of comparing:
 *
 * <pre>{@code
 * mvn -B process-classes -Didna4j.api.update=true
 * }</pre>
 *
 * <p>Fails (with an exception, which fails the build) when the API differs from the file, when the
 * file is missing, or when a signature names a type outside the allowed prefixes.
 */
public final class ApiBaseline {

  /** The command that rewrites every signature file; printed with every failure. */
  static final String UPDATE_COMMAND = "mvn -B process-classes -Didna4j.api.update=true";

  private ApiBaseline() {}

  /**
   * Checks or writes one module's signature file.
   *
   * @param args the classes directory, the signature file and the allowed prefixes
   * @throws Exception if the check fails or the classes cannot be read
   */
  public static void main(String[] args) throws Exception {
    if (args.length != 3 && args.length != 4) {
      throw new IllegalArgumentException(
          "usage: ApiBaseline <classes dir> <signature file> <allowed prefixes, comma-separated, or ->"
              + " [automatic module name]");
    }
    String automaticName = args.length == 4 ? args[3] : null;
    List<String> allowed = args[2].equals("-") ? List.of() : Arrays.asList(args[2].split(",", -1));
    boolean update = Boolean.getBoolean("idna4j.api.update");
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    String report = run(Path.of(args[0]), Path.of(args[1]), allowed, update, loader, automaticName);
    System.out.println(report);
  }

  /**
   * Dumps the API, checks the allowed packages, and compares with or writes the file.
   *
   * @param classes the classes directory
   * @param file the signature file
   * @param allowed allowed package prefixes; empty for any
   * @param update whether to write the file rather than compare
   * @param loader sees the classes and their dependencies
   * @return a one-line report
   * @throws IOException if a file cannot be read or written
   * @throws ClassNotFoundException if a class cannot be loaded
   * @throws IllegalStateException if the check fails
   */
  static String run(
      Path classes, Path file, List<String> allowed, boolean update, ClassLoader loader)
      throws IOException, ClassNotFoundException {
    return run(classes, file, allowed, update, loader, null);
  }

  /**
   * Dumps the API, checks the allowed packages, and compares with or writes the file.
   *
   * @param classes the classes directory
   * @param file the signature file
   * @param allowed allowed package prefixes; empty for any
   * @param update whether to write the file rather than compare
   * @param loader sees the classes and their dependencies
   * @param automaticName the module's {@code Automatic-Module-Name} when it has no descriptor, or
   *     null
   * @return a one-line report
   * @throws IOException if a file cannot be read or written
   * @throws ClassNotFoundException if a class cannot be loaded
   * @throws IllegalStateException if the check fails
   */
  static String run(
      Path classes,
      Path file,
      List<String> allowed,
      boolean update,
      ClassLoader loader,
      String automaticName)
      throws IOException, ClassNotFoundException {
    ApiSignatures.Dump dump = ApiSignatures.dump(classes, loader, automaticName);
    if (!allowed.isEmpty()) {
      List<String> bad = ApiSignatures.forbidden(dump.referencedTypes(), allowed);
      if (!bad.isEmpty()) {
        throw new IllegalStateException(
            "the public API of "
                + classes
                + " names types outside "
                + allowed
                + " (no third-party type may appear in it): "
                + bad);
      }
    }
    if (update) {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.writeString(file, dump.text(), StandardCharsets.UTF_8);
      return "API baseline written: " + file;
    }
    if (!Files.exists(file)) {
      throw new IllegalStateException(
          "no API baseline " + file + "; write it with: " + UPDATE_COMMAND);
    }
    String expected = Files.readString(file, StandardCharsets.UTF_8);
    if (!expected.equals(dump.text())) {
      List<String> changes =
          ApiSignatures.diff(
              List.of(expected.split("\n", -1)), List.of(dump.text().split("\n", -1)));
      throw new IllegalStateException(
          "the public API differs from "
              + file
              + " (- in the file, + in the classes):\n  "
              + String.join("\n  ", changes)
              + "\nIf the change is intended, update the file in the same commit: "
              + UPDATE_COMMAND);
    }
    return "API matches " + file;
  }
}
