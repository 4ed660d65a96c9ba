package org.idna4j.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link AgentCostBenchmark} in three forked JVMs (no agent, {@code replace}, {@code audit})
 * and prints each corpus's time per name and the ratios against the JDK's own {@code java.net.IDN}:
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.AgentCost \
 *     idna-agent/target/idna4j-agent-<version>.jar [warmup-iterations measurement-iterations seconds]
 * }</pre>
 */
public final class AgentCost {

  private AgentCost() {}

  /**
   * Runs the comparison.
   *
   * @param args the agent jar, then optionally warm-up iterations, measurement iterations and
   *     seconds per iteration
   * @throws RunnerException if JMH fails
   * @throws java.io.IOException if the audit log directory cannot be made
   */
  public static void main(String[] args) throws RunnerException, java.io.IOException {
    if (args.length != 1 && args.length != 4) {
      throw new IllegalArgumentException("usage: AgentCost AGENT_JAR [WI I SECONDS]");
    }
    Path jar = Path.of(args[0]).toAbsolutePath();
    if (!Files.isRegularFile(jar)) {
      throw new IllegalArgumentException("no agent jar at " + jar);
    }
    int wi = args.length == 4 ? Integer.parseInt(args[1]) : 3;
    int i = args.length == 4 ? Integer.parseInt(args[2]) : 5;
    int seconds = args.length == 4 ? Integer.parseInt(args[3]) : 2;
    Path log = Files.createTempDirectory("agent-cost-").resolve("audit.jsonl");
    Map<String, String> modes = new LinkedHashMap<>();
    modes.put("none", null);
    modes.put("replace", "-javaagent:" + jar + "=replace");
    modes.put("audit", "-javaagent:" + jar + "=audit,log=" + log);
    Map<String, Map<String, Double>> scores = new LinkedHashMap<>();
    for (Map.Entry<String, String> m : modes.entrySet()) {
      ChainedOptionsBuilder o =
          new OptionsBuilder()
              .include(AgentCostBenchmark.class.getName() + ".javaNetIdnToAscii")
              .param("agent", m.getKey())
              .forks(1)
              .warmupIterations(wi)
              .measurementIterations(i)
              .warmupTime(TimeValue.seconds(seconds))
              .measurementTime(TimeValue.seconds(seconds));
      if (m.getValue() != null) {
        o = o.jvmArgsAppend(m.getValue());
      }
      Collection<RunResult> results = new Runner(o.build()).run();
      for (RunResult r : results) {
        String corpus = r.getParams().getParam("corpus");
        scores
            .computeIfAbsent(corpus, k -> new LinkedHashMap<>())
            .put(m.getKey(), r.getPrimaryResult().getScore());
      }
    }
    List<String> out = new ArrayList<>();
    out.add(
        "| corpus | java.net.IDN ns/name | replace ns/name | audit ns/name | replace / JDK | audit / JDK |");
    out.add("|---|---|---|---|---|---|");
    scores.forEach(
        (corpus, s) ->
            out.add(
                String.format(
                    Locale.ROOT,
                    "| %s | %.1f | %.1f | %.1f | %.2f | %.2f |",
                    corpus,
                    s.get("none"),
                    s.get("replace"),
                    s.get("audit"),
                    s.get("replace") / s.get("none"),
                    s.get("audit") / s.get("none"))));
    out.forEach(System.out::println);
  }
}
