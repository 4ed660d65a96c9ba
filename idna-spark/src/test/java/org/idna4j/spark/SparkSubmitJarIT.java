package org.idna4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The spark-submit jar ({@code idna-spark-<version>-spark.jar}, built in the package phase) is
 * self-contained: run after Spark's class path with no IDNA4J classes of the build, it runs the job
 * and gives the library's results. Run by failsafe in {@code mvn verify}.
 */
class SparkSubmitJarIT {

  @TempDir Path dir;

  private static Path jar() {
    Path jar = Path.of(System.getProperty("idna.spark.jar", "missing"));
    assertThat(jar).as("the spark-submit jar (system property idna.spark.jar)").isRegularFile();
    return jar;
  }

  @Test
  void icu4jIsRelocatedAndNeitherGuavaNorSparkIsInside() throws IOException {
    try (JarFile jar = new JarFile(jar().toFile())) {
      List<String> names = jar.stream().map(e -> e.getName()).toList();
      assertThat(names)
          .contains(
              "org/idna4j/spark/ValidateNames.class",
              "org/idna4j/domain/Idna.class",
              "org/idna4j/label/IdnaProfile.class");
      assertThat(names).anyMatch(n -> n.startsWith("org/idna4j/spark/shaded/com/ibm/icu/"));
      assertThat(names)
          .noneMatch(n -> n.startsWith("com/ibm/icu/"))
          .noneMatch(n -> n.startsWith("com/google/"))
          .noneMatch(n -> n.startsWith("org/idna4j/spark/shaded/com/google/"))
          .noneMatch(n -> n.startsWith("org/apache/spark/"))
          .noneMatch(n -> n.startsWith("scala/"));
      assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class"))
          .isEqualTo(ValidateNames.class.getName());
    }
  }

  @Test
  void theJarRunsTheJobBehindSparksClassPath() throws Exception {
    Path input = dir.resolve("names.txt");
    List<String> names =
        List.of(
            "Bücher.DE",
            "faß.de",
            "a..b",
            "\uD83D\uDE00.example",
            "xn--nxasmq6b.com",
            "-x.example",
            "شبكة.example");
    Files.write(input, names, StandardCharsets.UTF_8);
    Path out = dir.resolve("out");
    // Spark and its dependencies as a cluster has them: the test class path without this
    // build's own classes and jars, with the spark-submit jar last, as spark-submit adds it.
    String sparkClassPath =
        Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
            .filter(
                e ->
                    !e.contains(File.separator + "target" + File.separator)
                        && !e.endsWith(File.separator + "target")
                        && !e.contains(
                            File.separator + "org" + File.separator + "idna4j" + File.separator))
            .collect(Collectors.joining(File.pathSeparator));
    assertThat(sparkClassPath)
        .contains("spark-sql_2.13")
        .doesNotContain("idna-domain")
        .doesNotContain("idna-label")
        .doesNotContain("idna-spark");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(
            a ->
                a.startsWith("--add-")
                    || a.startsWith("-XX:+Ignore")
                    || a.startsWith("-Dio.")
                    || a.startsWith("-Djdk."))
        .forEach(command::add);
    command.addAll(
        List.of(
            "-Dspark.master=local[2]",
            "-Dspark.ui.enabled=false",
            "-Dspark.driver.host=127.0.0.1",
            "-Dspark.driver.bindAddress=127.0.0.1",
            "-cp",
            sparkClassPath + File.pathSeparator + jar(),
            ValidateNames.class.getName(),
            "--input",
            input.toString(),
            "--output",
            out.toString(),
            "--output-format",
            "json"));
    Process process =
        new ProcessBuilder(command)
            .redirectError(dir.resolve("stderr.txt").toFile())
            .redirectOutput(dir.resolve("stdout.txt").toFile())
            .start();
    assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(process.exitValue())
        .as("exit status; stderr: %s", Files.readString(dir.resolve("stderr.txt")))
        .isZero();

    List<String> json;
    try (Stream<Path> files = Files.list(out.resolve("names"))) {
      json =
          files
              .filter(f -> f.toString().endsWith(".json"))
              .flatMap(
                  f -> {
                    try {
                      return Files.readAllLines(f, StandardCharsets.UTF_8).stream();
                    } catch (IOException e) {
                      throw new AssertionError(e);
                    }
                  })
              .toList();
    }
    assertThat(json).hasSize(names.size());
    for (String name : names) {
      DomainResult ascii = Idna.lookup().toAscii(name);
      String expectedStart =
          // the vocabulary's check record: every field present, line first (null in the job)
          "{\"line\":null,\"input\":\""
              + name
              + "\",\"ascii\":\""
              + ascii.output()
              + "\",\"unicode\":\""
              + Idna.lookup().toUnicode(name).output()
              + "\",\"valid\":"
              + ascii.isValid()
              + ",\"problems\":[";
      assertThat(json).as("record of %s", name).anyMatch(l -> l.startsWith(expectedStart));
    }
    assertThat(Files.readString(dir.resolve("stdout.txt"))).contains("names    7");
  }
}
