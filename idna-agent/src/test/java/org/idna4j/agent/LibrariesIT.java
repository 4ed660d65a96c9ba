package org.idna4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import org.idna4j.probe.Probe;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Unchanged released libraries in a forked JVM, without the agent, with {@code replace} and with
 * {@code audit}: commons-validator, httpcore5 and httpclient5 (with its host name verifier on a
 * real certificate), Angus Mail, jsoup and the JDK's {@code SNIHostName}.
 *
 * <p>The expected {@code replace} answers are computed, not written down: the same probe runs on
 * copies of the library jars whose {@code java.net.IDN} calls point at {@code
 * org.idna4j.domain.IDN} instead, which is what substituting IDNA4J in their source would do.
 */
class LibrariesIT {

  /** The package of each library's code, which the audit log must name as the caller. */
  static final Map<String, String> CALLERS =
      Map.of(
          "commons-validator", "org.apache.commons.validator.",
          "httpcore5", "org.apache.hc.core5.",
          "httpclient5", "org.apache.hc.client5.",
          "jsoup", "org.jsoup.",
          "jdk", "org.idna4j.probe.Probe.");

  /** The libraries whose jars call java.net.IDN (javap), rewritten for the expected answers. */
  static final List<String> REWRITTEN =
      List.of("commons-validator", "httpclient5", "httpcore5", "jsoup");

  static Path keyStore;
  static List<String> substitutedClassPath;

  @BeforeAll
  static void setUp() throws Exception {
    Files.createDirectories(Forks.OUT);
    keyStore = Forks.OUT.resolve("probe.p12").toAbsolutePath();
    Files.deleteIfExists(keyStore);
    // A certificate for the IDNA2008 form of faß.de and for example.com, as a CA would issue it.
    Process p =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair",
                "-alias",
                "probe",
                "-keyalg",
                "EC",
                "-groupname",
                "secp256r1",
                "-dname",
                "CN=probe",
                "-ext",
                "SAN=dns:xn--fa-hia.de,dns:example.com",
                "-validity",
                "2",
                "-keystore",
                keyStore.toString(),
                "-storetype",
                "PKCS12",
                "-storepass",
                "changeit")
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();

    substitutedClassPath = new ArrayList<>();
    Path dir = Files.createDirectories(Forks.OUT.resolve("substituted"));
    for (String e : Forks.classPath()) {
      String file = Path.of(e).getFileName().toString();
      if (e.endsWith(".jar") && REWRITTEN.stream().anyMatch(file::startsWith)) {
        Path copy = dir.resolve(file);
        substitute(Path.of(e), copy);
        substitutedClassPath.add(copy.toString());
      } else {
        substitutedClassPath.add(e);
      }
    }
  }

  /**
   * Copies a jar with every call of java.net.IDN's methods pointed at org.idna4j.domain.IDN, whose
   * four methods have the same names and descriptors. (Its flag constants are compile-time
   * constants, copied into the callers by javac.)
   */
  static void substitute(Path from, Path to) throws IOException {
    try (JarFile in = new JarFile(from.toFile());
        OutputStream file = Files.newOutputStream(to);
        JarOutputStream out = new JarOutputStream(file)) {
      Enumeration<JarEntry> entries = in.entries();
      while (entries.hasMoreElements()) {
        JarEntry e = entries.nextElement();
        String name = e.getName();
        if (name.endsWith(".SF") || name.endsWith(".RSA") || name.endsWith(".DSA")) {
          continue;
        }
        out.putNextEntry(new JarEntry(name));
        try (InputStream s = in.getInputStream(e)) {
          byte[] bytes = s.readAllBytes();
          if (name.endsWith(".class") && !name.endsWith("module-info.class")) {
            ClassReader r = new ClassReader(bytes);
            ClassWriter w = new ClassWriter(0);
            r.accept(
                new ClassVisitor(Opcodes.ASM9, w) {
                  @Override
                  public MethodVisitor visitMethod(
                      int access, String n, String d, String sig, String[] ex) {
                    return new MethodVisitor(
                        Opcodes.ASM9, super.visitMethod(access, n, d, sig, ex)) {
                      @Override
                      public void visitMethodInsn(
                          int op, String owner, String m, String desc, boolean itf) {
                        super.visitMethodInsn(
                            op,
                            owner.equals("java/net/IDN") ? "org/idna4j/domain/IDN" : owner,
                            m,
                            desc,
                            itf);
                      }
                    };
                  }
                },
                0);
            bytes = w.toByteArray();
          }
          out.write(bytes);
        }
        out.closeEntry();
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void librariesAnswerAsIfTheirCodeCalledIdna4j(String name, Path home) throws IOException {
    Forks.assumeInstalled(name, home);
    List<String> cp = Forks.classPath();
    String ks = keyStore.toString();
    Forks.Run none = Forks.run(home, List.of(), cp, "libraries", ks);
    Forks.Run expected =
        Forks.run(home, List.of("-Dprobe.substituted=true"), substitutedClassPath, "libraries", ks);
    Forks.Run replace =
        Forks.run(home, List.of(Forks.agent(Forks.AGENT, null)), cp, "libraries", ks);
    Path log = Forks.OUT.resolve("libraries-" + home.getFileName() + ".jsonl").toAbsolutePath();
    Files.deleteIfExists(log);
    Forks.Run audit =
        Forks.run(home, List.of(Forks.agent(Forks.AGENT, "audit,log=" + log)), cp, "libraries", ks);

    // replace: what the libraries answer when their code calls IDNA4J
    assertThat(Forks.answers(replace.out())).isEqualTo(Forks.answers(expected.out()));
    assertThat(replace.err()).isEqualTo(none.err()); // the libraries' own logging only
    // audit: byte for byte the JDK's answers, and nothing on standard error
    assertThat(audit.out()).isEqualTo(none.out());
    assertThat(audit.err()).isEqualTo(none.err());

    Map<String, String> before = Forks.answers(none.out());
    Map<String, String> after = Forks.answers(replace.out());
    Map<String, List<String>> changedByLibrary = new TreeMap<>();
    before.forEach(
        (k, v) -> {
          if (!v.equals(after.get(k))) {
            changedByLibrary.computeIfAbsent(k.split("\t")[0], x -> new ArrayList<>()).add(k);
          }
        });
    // Every library that calls java.net.IDN changes some answer; Jakarta Mail does not call it.
    assertThat(changedByLibrary.keySet())
        .containsExactlyInAnyOrderElementsOf(new TreeSet<>(CALLERS.keySet()));

    // The log names every changed answer's name with a caller in the library's code.
    List<JsonNode> records = Forks.auditLog(log);
    for (Map.Entry<String, List<String>> e : changedByLibrary.entrySet()) {
      for (String key : e.getValue()) {
        String input = key.split("\t")[2];
        String raw =
            Probe.NAMES.stream()
                .filter(n -> input.contains(Forks.escape(n)))
                .findFirst()
                .orElseThrow();
        // The call reaches java.net.IDN with the name itself, or (the host name verifier's
        // certificate side) with the name's A-label.
        String ascii = asciiOrNull(raw);
        assertThat(records)
            .as("a record for %s with a caller in %s", key, CALLERS.get(e.getKey()))
            .anySatisfy(
                r -> {
                  String in = r.get("input").asText();
                  assertThat(in.contains(raw) || in.equals(ascii)).as(in).isTrue();
                  assertThat(r.get("caller").asText()).startsWith(CALLERS.get(e.getKey()));
                });
      }
    }
    if (home.equals(Path.of(System.getProperty("java.home")))) {
      writeTable(before, after);
    }
  }

  private static String asciiOrNull(String name) {
    try {
      return org.idna4j.domain.IDN.toASCII(name);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** The README's before/after table, from this run's real answers. */
  private static void writeTable(Map<String, String> before, Map<String, String> after)
      throws IOException {
    StringBuilder b = new StringBuilder();
    b.append("| library | call | input | JDK (no agent) | with the agent |\n");
    b.append("|---|---|---|---|---|\n");
    Map<String, String> rows = new LinkedHashMap<>(before);
    rows.forEach(
        (k, v) -> {
          String[] parts = k.split("\t");
          String now = after.get(k);
          b.append("| ")
              .append(parts[0])
              .append(" | ")
              .append(parts[1])
              .append(" | `")
              .append(parts[2])
              .append("` | ")
              .append(cell(v))
              .append(" | ")
              .append(v.equals(now) ? "same" : "**" + cell(now) + "**")
              .append(" |\n");
        });
    Files.writeString(Forks.OUT.resolve("libraries-table.md"), b, StandardCharsets.UTF_8);
  }

  private static String cell(String answer) {
    return "`" + answer.replace("|", "\\|") + "`";
  }
}
