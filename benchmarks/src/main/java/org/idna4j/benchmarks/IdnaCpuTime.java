package org.idna4j.benchmarks;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.ProblemCode;

/**
 * IDNA4J's side of the native IDNA comparison in {@code benchmarks/native/idna}: the CPU time per
 * name of ToASCII or ToUnicode over a corpus, measured as the native harnesses there measure
 * theirs, and each name's answer, for the comparison with theirs. Run by {@code
 * benchmarks/native/idna/run.sh}, not by the Maven build:
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.IdnaCpuTime time toAscii mixed lookup uts46
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.IdnaCpuTime dump toAscii mixed lookup
 * java -cp benchmarks/target/benchmarks.jar org.idna4j.benchmarks.IdnaCpuTime xn > unicode-xn.txt
 * </pre>
 *
 * <p>{@code time} converts the whole corpus once per round with each preset in turn: {@code
 * idna.warmup} rounds (40 by default) to let the JIT compile the path, then {@code idna.rounds}
 * rounds (10), and prints the best round's calling-thread CPU time per name ({@link
 * ThreadMXBean#getCurrentThreadCpuTime()}) and the best round's process CPU time per name (every
 * thread, the garbage collector's included; the JVM reads it in 10 ms ticks on Linux, too coarse
 * for one round), one {@code RESULT} line per preset. The checksum (the sum of the outputs'
 * lengths) keeps the calls alive and lets a reader check that a run did the work. {@code dump}
 * prints one line per name: {@code OK}, a tab and the output, or {@code ERR}, a tab, the errors in
 * name order, a tab and the output. {@code xn} prints the ASCII forms of the {@code unicode} corpus
 * that {@link ToUnicodeBenchmark} decodes; the corpus {@code unicode-xn} names them.
 */
public final class IdnaCpuTime {

  private IdnaCpuTime() {}

  /**
   * Runs one mode.
   *
   * @param args {@code time OP CORPUS PRESET...}, {@code dump OP CORPUS PRESET} or {@code xn}; OP
   *     is {@code toAscii} or {@code toUnicode}; CORPUS is {@code mixed}, {@code ascii}, {@code
   *     unicode} or {@code unicode-xn}; PRESET a preset name as {@code idna --profile} takes it
   *     ({@code lookup}, {@code uts46}, {@code registration}, {@code whatwg})
   * @throws IOException if standard output cannot be written
   */
  public static void main(String[] args) throws IOException {
    if (args.length == 1 && args[0].equals("xn")) {
      print(List.of(ToUnicodeBenchmark.asciiForms(Corpus.load(Corpus.UNICODE))));
    } else if (args.length >= 4 && args[0].equals("time")) {
      time(args);
    } else if (args.length == 4 && args[0].equals("dump")) {
      dump(args[1], names(args[2]), preset(args[3]));
    } else {
      throw new IllegalArgumentException(
          "usage: IdnaCpuTime time OP CORPUS PRESET... | dump OP CORPUS PRESET | xn");
    }
  }

  private static void time(String[] args) {
    String op = args[1];
    String corpus = args[2];
    String[] names = names(corpus);
    int presets = args.length - 3;
    Idna[] idnas = new Idna[presets];
    for (int p = 0; p < presets; p++) {
      idnas[p] = preset(args[3 + p]);
    }
    boolean toAscii = toAscii(op);
    // Four presets taking turns need more than 10 rounds: with 10, the ascii corpus ran at about
    // 190 ns per name in most runs against 43-50 ns with one preset or with 40 rounds
    int warmUp = Integer.getInteger("idna.warmup", 40);
    int rounds = Integer.getInteger("idna.rounds", 10);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long[] bestThread = new long[presets];
    long[] bestProcess = new long[presets];
    long[] checksum = new long[presets];
    Arrays.fill(bestThread, Long.MAX_VALUE);
    Arrays.fill(bestProcess, Long.MAX_VALUE);
    for (int round = 0; round < warmUp + rounds; round++) {
      for (int p = 0; p < presets; p++) {
        Idna idna = idnas[p];
        long sum = 0;
        long process0 = os.getProcessCpuTime();
        long thread0 = threads.getCurrentThreadCpuTime();
        for (String name : names) {
          DomainResult r = toAscii ? idna.toAscii(name) : idna.toUnicode(name);
          sum += r.output().length() + (r.isValid() ? 1 : 0);
        }
        long thread = threads.getCurrentThreadCpuTime() - thread0;
        long process = os.getProcessCpuTime() - process0;
        checksum[p] += sum;
        if (round >= warmUp) {
          bestThread[p] = Math.min(bestThread[p], thread);
          bestProcess[p] = Math.min(bestProcess[p], process);
        }
      }
    }
    for (int p = 0; p < presets; p++) {
      System.out.printf(
          Locale.ROOT,
          "RESULT peer=idna4j-%s op=%s corpus=%s thread_ns=%.1f process_ns=%.1f rounds=%d"
              + " checksum=%d%n",
          args[3 + p],
          op,
          corpus,
          bestThread[p] / (double) names.length,
          bestProcess[p] / (double) names.length,
          rounds,
          checksum[p]);
    }
  }

  private static void dump(String op, String[] names, Idna idna) throws IOException {
    boolean toAscii = toAscii(op);
    List<String> lines = new ArrayList<>(names.length);
    for (String name : names) {
      DomainResult r = toAscii ? idna.toAscii(name) : idna.toUnicode(name);
      if (r.isValid()) {
        lines.add("OK\t" + r.output());
      } else {
        TreeSet<String> errors = new TreeSet<>();
        for (ProblemCode e : r.errors()) {
          errors.add(e.name());
        }
        lines.add("ERR\t" + String.join(",", errors) + "\t" + r.output());
      }
    }
    print(lines);
  }

  private static void print(List<String> lines) throws IOException {
    Writer out =
        new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
    try {
      for (String line : lines) {
        out.write(line);
        out.write('\n');
      }
    } finally {
      out.flush();
    }
  }

  private static boolean toAscii(String op) {
    switch (op) {
      case "toAscii":
        return true;
      case "toUnicode":
        return false;
      default:
        throw new IllegalArgumentException("OP is toAscii or toUnicode, not " + op);
    }
  }

  private static String[] names(String corpus) {
    if (corpus.equals("unicode-xn")) {
      return ToUnicodeBenchmark.asciiForms(Corpus.load(Corpus.UNICODE));
    }
    return Corpus.load(corpus);
  }

  private static Idna preset(String name) {
    return Idna.of(IdnaProfile.Preset.byName(name));
  }
}
