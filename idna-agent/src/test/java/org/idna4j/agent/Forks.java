package org.idna4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Forked JVMs for the integration tests: the JDKs to run on, the application's class path, and a
 * run of {@link org.idna4j.probe.Probe} with or without the agent.
 */
final class Forks {

  static final ObjectMapper JSON = new ObjectMapper();

  /** The agent jar that {@code mvn package} built. */
  static final Path AGENT =
      Path.of(System.getProperty("idna4j.agent.jar", "target/idna4j-agent.jar"));

  /** Where the tests write their files. */
  static final Path OUT = Path.of(System.getProperty("idna4j.agent.out", "target/agent-it"));

  static final String PROBE = "org.idna4j.probe.Probe";

  private Forks() {}

  /**
   * The JDKs: the one running the build (17 here), Temurin 25, and a JDK 21 where one is installed.
   * A missing one is skipped with an assumption that says where it was looked for.
   */
  static Stream<Arguments> jdks() {
    Map<String, Path> jdks = new LinkedHashMap<>();
    jdks.put(
        "running JDK " + Runtime.version().feature(), Path.of(System.getProperty("java.home")));
    jdks.put("JDK 25", Path.of("/usr/lib/jvm/temurin-25-jdk-amd64"));
    Path jdk21 = Path.of("/usr/lib/jvm/temurin-21-jdk-amd64");
    if (!Files.isDirectory(jdk21)) {
      jdk21 = Path.of("/usr/lib/jvm/java-21-openjdk-amd64");
    }
    jdks.put("JDK 21", jdk21);
    return jdks.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
  }

  /** Skips a JDK that is not installed, saying where it was looked for. */
  static void assumeInstalled(String name, Path home) {
    Assumptions.assumeTrue(
        Files.isExecutable(home.resolve("bin/java")),
        name + " is not installed at " + home + "; its runs are skipped");
  }

  /**
   * The application's class path: the test class path without the agent's own classes (the
   * application must not see them) and without the build's test framework.
   */
  static List<String> classPath() {
    List<String> out = new ArrayList<>();
    for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
      String n = e.replace('\\', '/');
      if (n.endsWith("/target/classes") || n.contains("idna4j-agent") || n.contains("surefire")) {
        continue;
      }
      out.add(e);
    }
    return out;
  }

  /** A forked JVM's exit code, standard output and standard error. */
  record Run(int exit, String out, String err) {

    /** The lines of standard error. */
    List<String> errLines() {
      return err.isEmpty() ? List.of() : Arrays.asList(err.split("\n"));
    }
  }

  /** The {@code -javaagent} argument for the agent jar with options, or none. */
  static String agent(Path jar, String options) {
    return "-javaagent:" + jar.toAbsolutePath() + (options == null ? "" : "=" + options);
  }

  /**
   * Runs the probe.
   *
   * @param home the JDK
   * @param jvm JVM options (the agent, system properties)
   * @param classPath the class path
   * @param args the probe's arguments
   */
  static Run run(Path home, List<String> jvm, List<String> classPath, String... args) {
    List<String> command = new ArrayList<>();
    command.add(home.resolve("bin/java").toString());
    command.addAll(jvm);
    command.add("-cp");
    command.add(String.join(File.pathSeparator, classPath));
    command.add(PROBE);
    command.addAll(Arrays.asList(args));
    try {
      Files.createDirectories(OUT);
      Path out = Files.createTempFile(OUT, "out-", ".txt");
      Path err = Files.createTempFile(OUT, "err-", ".txt");
      Process p =
          new ProcessBuilder(command)
              .directory(OUT.toFile())
              .redirectOutput(out.toFile())
              .redirectError(err.toFile())
              .start();
      if (!p.waitFor(5, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError("timed out: " + command);
      }
      Run r =
          new Run(
              p.exitValue(),
              Files.readString(out, StandardCharsets.UTF_8),
              Files.readString(err, StandardCharsets.UTF_8));
      Files.delete(out);
      Files.delete(err);
      assertThat(r.exit()).as("exit of %s; stderr: %s", command, r.err()).isZero();
      return r;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** The probe's output as a map from {@code library TAB call TAB input} to answer. */
  static Map<String, String> answers(String out) {
    Map<String, String> m = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      if (line.isEmpty()) {
        continue;
      }
      int tab = line.lastIndexOf('\t');
      m.put(line.substring(0, tab), line.substring(tab + 1));
    }
    return m;
  }

  /** The lines of an audit log, each parsed and checked against its record type's schema. */
  static List<JsonNode> auditLog(Path file) {
    try {
      List<JsonNode> out = new ArrayList<>();
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        JsonNode n = JSON.readTree(line);
        String type = n.has("dropped_calls") ? "audit_overflow" : "audit";
        List<String> errors = new ArrayList<>();
        for (Error e : schema(type).validate(n)) {
          errors.add(e.toString());
        }
        assertThat(errors).as("%s against %s", line, type).isEmpty();
        out.add(n);
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Schema schema(String type) throws IOException {
    try (InputStream in = Forks.class.getResourceAsStream("/schemas/" + type + ".schema.json")) {
      assertThat(in).as(type).isNotNull();
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(JSON.readTree(in));
    }
  }

  /** A string as the probe escapes it. */
  static String escape(String s) {
    return org.idna4j.probe.Probe.escape(s);
  }
}
