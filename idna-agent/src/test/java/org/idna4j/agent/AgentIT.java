package org.idna4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.idna4j.probe.Probe;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The agent's own contract in forked JVMs, on each JDK: every overload and flag, a class loaded
 * before the agent, many threads, the caps, the periodic write, a start that fails, a bad option,
 * and an application with its own, older ICU4J.
 */
class AgentIT {

  private static Path log(String test, Path home) throws IOException {
    Path log = Forks.OUT.resolve(test + "-" + home.getFileName() + ".jsonl").toAbsolutePath();
    Files.deleteIfExists(log);
    return log;
  }

  /** The expected answers: the probe calling org.idna4j.domain.IDN itself. */
  private static Forks.Run expected(Path home, String... args) {
    return Forks.run(home, List.of("-Dprobe.substituted=true"), Forks.classPath(), args);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void everyOverloadAndFlag(String name, Path home) throws IOException {
    Forks.assumeInstalled(name, home);
    List<String> cp = Forks.classPath();
    Forks.Run none = Forks.run(home, List.of(), cp, "direct");
    Forks.Run replace = Forks.run(home, List.of(Forks.agent(Forks.AGENT, "replace")), cp, "direct");
    Forks.Run noOptions = Forks.run(home, List.of(Forks.agent(Forks.AGENT, null)), cp, "direct");
    Path log = log("direct", home);
    Forks.Run audit =
        Forks.run(home, List.of(Forks.agent(Forks.AGENT, "audit,log=" + log)), cp, "direct");
    Map<String, String> ours = Forks.answers(expected(home, "direct").out());

    assertThat(Forks.answers(replace.out())).isEqualTo(ours);
    assertThat(noOptions.out()).isEqualTo(replace.out());
    assertThat(audit.out()).isEqualTo(none.out());
    // Nothing on standard error, the JVM's own lines included: the bridge is defined in the boot
    // loader without extending the boot class path, which would turn class-data sharing off for
    // application classes with "VM warning: Sharing is only supported for boot loader classes".
    assertThat(replace.err() + noOptions.err() + audit.err())
        .doesNotContain("Sharing is only supported")
        .isEmpty();

    // Every call whose answer changes (a different string, or one side throws) is in the log, with
    // both answers and this probe as the caller; and no other call is.
    List<JsonNode> records = Forks.auditLog(log);
    Map<String, String> jdk = Forks.answers(none.out());
    List<String> changed = new ArrayList<>();
    jdk.forEach(
        (k, v) -> {
          String o = ours.get(k);
          boolean bothErrors = v.startsWith("error: ") && o.startsWith("error: ");
          if (!v.equals(o) && !bothErrors) {
            changed.add(k);
          }
        });
    assertThat(changed).isNotEmpty();
    List<String> logged = new ArrayList<>();
    for (JsonNode r : records) {
      assertThat(r.get("caller").asText())
          .startsWith("org.idna4j.probe.Probe.")
          .contains("(Probe.java:");
      logged.add(
          r.get("method").asText()
              + "|"
              + Forks.escape(r.get("input").asText())
              + "|"
              + r.get("flags").asInt());
      assertThat(r.get("classes").isArray()).isTrue();
    }
    for (String k : changed) {
      String[] p = k.split("\t");
      String[] call = p[1].split("/");
      String method = call[0];
      int flags = call.length > 1 ? Integer.parseInt(call[1]) : 0;
      assertThat(logged).as(k).contains(method + "|" + p[2] + "|" + flags);
      JsonNode r =
          records.stream()
              .filter(
                  x ->
                      x.get("method").asText().equals(method)
                          && Forks.escape(x.get("input").asText()).equals(p[2])
                          && x.get("flags").asInt() == flags)
              .findFirst()
              .orElseThrow();
      assertThat(answerOf(r, "jdk")).as(k).isEqualTo(jdk.get(k));
      assertThat(answerOf(r, "idna4j")).as(k).isEqualTo(ours.get(k));
    }
    // no record for a call that does not change (flags 0 and the one-argument form share keys)
    assertThat(logged)
        .allSatisfy(
            l -> assertThat(changed.stream().anyMatch(k -> l.equals(key(k)))).as(l).isTrue());
  }

  private static String key(String probeKey) {
    String[] p = probeKey.split("\t");
    String[] call = p[1].split("/");
    return call[0] + "|" + p[2] + "|" + (call.length > 1 ? Integer.parseInt(call[1]) : 0);
  }

  /** A record's answer in the probe's form: the string, or {@code error: class: message}. */
  private static String answerOf(JsonNode r, String side) {
    JsonNode v = r.get(side);
    return v.isNull()
        ? "error: " + Forks.escape(r.get(side + "_error").asText())
        : Forks.escape(v.asText());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void aClassLoadedBeforeTheAgentIsRetransformed(String name, Path home) throws IOException {
    Forks.assumeInstalled(name, home);
    // A first agent (the probe's premain) loads and calls java.net.IDN before ours starts.
    Path first = Forks.OUT.resolve("load-idn-first.jar");
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    m.getMainAttributes().putValue("Premain-Class", Forks.PROBE);
    try (OutputStream file = Files.newOutputStream(first);
        JarOutputStream jar = new JarOutputStream(file, m)) {
      String entry = Forks.PROBE.replace('.', '/') + ".class";
      jar.putNextEntry(new JarEntry(entry));
      try (InputStream in = Probe.class.getClassLoader().getResourceAsStream(entry)) {
        in.transferTo(jar);
      }
      jar.closeEntry();
    }
    Forks.Run replace =
        Forks.run(
            home,
            List.of("-javaagent:" + first.toAbsolutePath(), Forks.agent(Forks.AGENT, null)),
            Forks.classPath(),
            "direct");
    assertThat(Forks.answers(replace.out()))
        .isEqualTo(Forks.answers(expected(home, "direct").out()));
    assertThat(replace.err()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void manyThreads(String name, Path home) throws IOException {
    Forks.assumeInstalled(name, home);
    List<String> cp = Forks.classPath();
    int threads = 8;
    int calls = 2000;
    Forks.Run replace =
        Forks.run(
            home, List.of(Forks.agent(Forks.AGENT, null)), cp, "threads", "" + threads, "" + calls);
    Map<String, String> ours = Forks.answers(expected(home, "direct").out());
    for (String line : replace.out().split("\n")) {
      String[] p = line.split("\t");
      assertThat(p[1]).as(line).isEqualTo("0"); // no answer differed from the first
      assertThat(p[3]).as(line).isEqualTo(ours.get("direct\ttoASCII\t" + p[2]));
    }
    Path log = log("threads", home);
    Forks.Run audit =
        Forks.run(
            home,
            List.of(Forks.agent(Forks.AGENT, "audit,log=" + log)),
            cp,
            "threads",
            "" + threads,
            "" + calls);
    assertThat(audit.out())
        .isEqualTo(Forks.run(home, List.of(), cp, "threads", "" + threads, "" + calls).out());
    // Every call is counted once: the threads' calls of faß.de and the probe's first one.
    long counted =
        Forks.auditLog(log).stream()
            .filter(r -> r.get("input").asText().equals("fa\u00DF.de"))
            .mapToLong(r -> r.get("count").asLong())
            .sum();
    assertThat(counted).isEqualTo((long) threads * calls + 1);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void theCapKeepsCountingAndSaysWhatItDropped(String name, Path home) throws IOException {
    Forks.assumeInstalled(name, home);
    Path log = log("cap", home);
    Forks.Run audit =
        Forks.run(
            home,
            List.of(Forks.agent(Forks.AGENT, "audit,max-records=10,log=" + log)),
            Forks.classPath(),
            "many",
            "50");
    List<JsonNode> lines = Forks.auditLog(log);
    assertThat(lines).hasSize(11);
    assertThat(lines.subList(0, 10)).allSatisfy(r -> assertThat(r.has("method")).isTrue());
    JsonNode overflow = lines.get(10);
    assertThat(overflow.get("dropped_calls").asLong()).isEqualTo(40);
    assertThat(overflow.get("max_records").asInt()).isEqualTo(10);
    assertThat(audit.errLines()).hasSize(1);
    assertThat(audit.err()).contains("40 calls").contains(log.getFileName().toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void theLogIsWrittenWhileTheJvmRuns(String name, Path home) throws IOException {
    Forks.assumeInstalled(name, home);
    Path log = log("interval", home);
    // The probe halts the JVM (no shutdown hook) 2.5 s after its calls; interval=1 wrote it.
    Forks.run(
        home,
        List.of(Forks.agent(Forks.AGENT, "audit,interval=1,log=" + log)),
        Forks.classPath(),
        "halt",
        "2500");
    assertThat(Forks.auditLog(log))
        .anySatisfy(r -> assertThat(r.get("input").asText()).isEqualTo("fa\u00DF.de"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void aStartThatFailsLeavesTheJdkBehaviour(String name, Path home) throws IOException {
    Forks.assumeInstalled(name, home);
    List<String> cp = Forks.classPath();
    String none = Forks.run(home, List.of(), cp, "direct").out();
    // The agent jar without its nested ICU4J: IDNA4J cannot link.
    Path broken = Forks.OUT.resolve("agent-without-icu4j.jar");
    try (JarFile in = new JarFile(Forks.AGENT.toFile());
        OutputStream file = Files.newOutputStream(broken);
        JarOutputStream out = new JarOutputStream(file)) {
      Enumeration<JarEntry> entries = in.entries();
      while (entries.hasMoreElements()) {
        JarEntry e = entries.nextElement();
        if (e.getName().startsWith(Agent.NESTED + "icu4j")) {
          continue;
        }
        out.putNextEntry(new JarEntry(e.getName()));
        try (InputStream s = in.getInputStream(e)) {
          s.transferTo(out);
        }
        out.closeEntry();
      }
    }
    for (String options : new String[] {null, "audit"}) {
      Forks.Run r = Forks.run(home, List.of(Forks.agent(broken, options)), cp, "direct");
      assertThat(r.out()).isEqualTo(none);
      assertThat(r.errLines()).hasSize(1);
      assertThat(r.err())
          .startsWith("idna4j-agent: not started, java.net.IDN keeps the JDK's behaviour: ");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void anUnknownOptionLeavesTheJdkBehaviour(String name, Path home) {
    Forks.assumeInstalled(name, home);
    List<String> cp = Forks.classPath();
    String none = Forks.run(home, List.of(), cp, "direct").out();
    Forks.Run r = Forks.run(home, List.of(Forks.agent(Forks.AGENT, "audti")), cp, "direct");
    assertThat(r.out()).isEqualTo(none);
    assertThat(r.errLines()).hasSize(1);
    assertThat(r.err()).contains("unknown option 'audti'");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("org.idna4j.agent.Forks#jdks")
  void anApplicationWithAnOlderIcu4jIsUnaffected(String name, Path home) {
    Forks.assumeInstalled(name, home);
    Path older = Path.of(System.getProperty("idna4j.agent.older.icu4j", "missing"));
    assertThat(older).exists();
    List<String> cp = new ArrayList<>();
    for (String e : Forks.classPath()) {
      cp.add(Path.of(e).getFileName().toString().startsWith("icu4j-") ? older.toString() : e);
    }
    Forks.Run r = Forks.run(home, List.of(Forks.agent(Forks.AGENT, null)), cp, "isolation");
    String version = older.getFileName().toString().replace("icu4j-", "").replace(".jar", "");
    // IDNA4J's exception came through java.net.IDN, from the agent's own copy of the class, and
    // the application still sees its own ICU4J.
    assertThat(r.out().strip())
        .startsWith("isolation\torg.idna4j.domain.IdnaException\tother class\t" + version);
    assertThat(r.err()).isEmpty();
  }
}
