package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * End-to-end runs of the packaged runnable jar ({@code target/idna.jar}) in a child JVM, as the
 * {@code ./idna} launcher runs it. Failsafe runs this after {@code package}.
 */
class PackagedJarIT {

  /** What the child process produced. */
  record Result(int exitCode, String out, String err) {}

  static Path jar() {
    Path jar = Path.of(System.getProperty("idna.jar", "target/idna.jar"));
    assertThat(jar).as("the shaded jar built by the package phase").isRegularFile();
    return jar;
  }

  /** The start jar the launcher puts before {@link #jar()} (see idna-cli/pom.xml). */
  static Path startJar() {
    Path start = jar().resolveSibling("idna-start.jar");
    assertThat(start).as("the start jar built by the package phase").isRegularFile();
    return start;
  }

  static Result run(Map<String, String> env, byte[] stdin, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-jar");
    cmd.add(jar().toString());
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().putAll(env);
    Path out = Files.createTempFile("idna-it", ".out");
    Path err = Files.createTempFile("idna-it", ".err");
    Path in = Files.createTempFile("idna-it", ".in");
    try {
      Files.write(in, stdin);
      pb.redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
      Process p = pb.start();
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
      return new Result(
          p.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
      Files.deleteIfExists(in);
    }
  }

  @Test
  void encodesTheReadmeExample() throws Exception {
    Result r = run(Map.of(), new byte[0], "punycode", "encode", "bücher");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).isEqualTo("bcher-kva\n");
  }

  @Test
  void readsAndWritesUtf8UnderThePosixLocale() throws Exception {
    // Under LC_ALL=C, Java 17 decodes argv as ASCII; the jar recovers the UTF-8 bytes and
    // writes UTF-8 whatever the locale.
    Map<String, String> posix = Map.of("LC_ALL", "C", "LANG", "C");
    Result enc = run(posix, new byte[0], "punycode", "encode", "bücher");
    assertThat(enc.out()).isEqualTo("bcher-kva\n");
    assertThat(enc.exitCode()).isZero();
    Result dec = run(posix, new byte[0], "punycode", "decode", "bcher-kva");
    assertThat(dec.out()).isEqualTo("bücher\n");
  }

  @Test
  void badInputAndUsageErrorsHaveTheirExitCodes() throws Exception {
    Result bad = run(Map.of(), new byte[0], "punycode", "decode", "abc-!");
    assertThat(bad.exitCode()).isEqualTo(1);
    assertThat(bad.err()).contains("index 4");
    Result usage = run(Map.of(), new byte[0], "punycode", "--no-such-option");
    assertThat(usage.exitCode()).isEqualTo(2);
  }

  @Test
  void checkWritesOneParsableRecordPerLineFromStandardInput() throws Exception {
    byte[] in =
        "example.com\nbücher.example\n\u0000\n\nab--c.example\r\n".getBytes(StandardCharsets.UTF_8);
    Result r = run(Map.of("LC_ALL", "C"), in, "check", "--format", "jsonl", "--threads", "2");
    assertThat(r.exitCode()).isEqualTo(1);
    List<String> lines = r.out().lines().toList();
    assertThat(lines).hasSize(5);
    for (int i = 0; i < lines.size(); i++) {
      assertThat(Json.object(lines.get(i))).containsEntry("line", (long) i + 1);
    }
    assertThat(Json.object(lines.get(1)))
        .containsEntry("unicode", "bücher.example")
        .containsEntry("ascii", "xn--bcher-kva.example");
    assertThat(r.err()).contains("5 names, 2 valid, 3 invalid");
  }

  @Test
  void toAsciiUnderThePosixLocale() throws Exception {
    Result r = run(Map.of("LC_ALL", "C"), new byte[0], "to-ascii", "Bücher.example");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).isEqualTo("xn--bcher-kva.example\n");
  }

  @Test
  void pslFindsTheRegistrableDomainFromTheBundledListInTheJar() throws Exception {
    // README's example; the compiled list must be inside the shaded jar
    Result r = run(Map.of(), new byte[0], "psl", "www.example.co.uk");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out())
        .isEqualTo(
            "line\tinput\tpublic_suffix\tregistrable_domain\trule\tsection\treason\tproblems\n"
                + "\twww.example.co.uk\tco.uk\texample.co.uk\tco.uk\tICANN\t\t\n");
    Result u =
        run(
            Map.of("LC_ALL", "C"),
            "www.食狮.公司.cn\n".getBytes(StandardCharsets.UTF_8),
            "psl",
            "--format",
            "jsonl");
    assertThat(Json.object(u.out().strip())).containsEntry("registrable_domain", "食狮.公司.cn");
  }

  @Test
  void lgrCheckOnRootZoneLgr5Latin() throws Exception {
    // The packaged jar carries idna-lgr (RFC 7940) and its StAX/ICU4J needs.
    Path lgr = Files.createTempFile("idna-it", ".xml");
    try (java.io.InputStream in =
        PackagedJarIT.class.getResourceAsStream("/lgr/lgr-5-latin-script-26may22-en.xml")) {
      Files.copy(in, lgr, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    try {
      Result r = run(Map.of(), new byte[0], "lgr", "check", "--lgr", lgr.toString(), "caf\u00e9");
      assertThat(r.exitCode()).as(r.err()).isZero();
      assertThat(r.out())
          .isEqualTo(
              "{\"line\":null,\"input\":\"caf\u00e9\",\"u_label\":\"caf\u00e9\",\"a_label\":\"xn--caf-dma\","
                  + "\"script\":null,\"eligible\":true,\"disposition\":\"valid\","
                  // RZ-LGR-5's tenth <action> (RFC 7940 §7.4) decides: the deciding action record
                  + "\"action\":{\"source\":\"DOCUMENT\",\"index\":9,\"disposition\":\"valid\","
                  + "\"rule\":null,\"detail\":\"action #9 (disp=valid)\"},"
                  + "\"problems\":[],\"index_label\":\"caf\u00e9\"}\n");
    } finally {
      Files.deleteIfExists(lgr);
    }
  }

  @Test
  void theStartJarHoldsCopiesOfTheResourcesAOneNameRunReads() throws Exception {
    List<String> copied = new ArrayList<>();
    try (ZipFile start = new ZipFile(startJar().toFile());
        ZipFile full = new ZipFile(jar().toFile())) {
      for (ZipEntry e : java.util.Collections.list(start.entries())) {
        if (e.isDirectory()) {
          continue;
        }
        copied.add(e.getName());
        ZipEntry original = full.getEntry(e.getName());
        assertThat(original).as(e.getName() + " in idna.jar").isNotNull();
        try (var a = start.getInputStream(e);
            var b = full.getInputStream(original)) {
          assertThat(a.readAllBytes()).as(e.getName()).isEqualTo(b.readAllBytes());
        }
      }
    }
    assertThat(copied)
        .containsExactlyInAnyOrder(
            "org/idna4j/label/simple-code-points.bin", "com/ibm/icu/ICUConfig.properties");
  }
}
