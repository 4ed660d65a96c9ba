package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./idna} launcher end to end (its class-data-sharing archive, its locale and JVM
 * checks, the start jar): each test copies the launcher and the packaged jar into a fresh directory
 * laid out like a checkout (so nothing here touches the real {@code target/}), and runs the
 * launcher under {@code LC_ALL=C} unless it says otherwise.
 */
class LauncherIT {

  @TempDir Path root;
  private Path jsa;
  private Path stamp;

  record Result(int exitCode, String out, String err) {}

  @BeforeEach
  void layOutACheckout() throws IOException {
    Path launcher = Path.of(System.getProperty("idna.launcher", "../idna"));
    assertThat(launcher).as("the launcher at the repository root").isRegularFile();
    Files.copy(launcher, root.resolve("idna"));
    root.resolve("idna").toFile().setExecutable(true);
    // the launcher code ./idna shares with the distribution's bin/idna
    Path shared = launcher.resolveSibling("idna-cli/src/dist/lib/launch.sh");
    assertThat(shared).as("the launcher code the two launchers share").isRegularFile();
    Files.copy(
        shared,
        Files.createDirectories(root.resolve("idna-cli/src/dist/lib")).resolve("launch.sh"));
    Path target = Files.createDirectories(root.resolve("idna-cli/target"));
    Files.copy(PackagedJarIT.jar(), target.resolve("idna.jar"));
    jsa = target.resolve("idna.jsa");
    stamp = target.resolve("idna.jsa.jvm");
  }

  private Result run(Map<String, String> extraEnv, String... args)
      throws IOException, InterruptedException {
    return runAs(root.resolve("idna").toString(), root, extraEnv, args);
  }

  /** Runs the launcher named {@code script} (as the shell would see it) from {@code dir}. */
  private Result runAs(String script, Path dir, Map<String, String> extraEnv, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("bash", script));
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
    Map<String, String> env = pb.environment();
    env.remove("IDNA_JAVA_OPTS");
    env.remove("IDNA_CDS");
    env.put("JAVA_HOME", System.getProperty("java.home"));
    env.put("LC_ALL", "C");
    env.put("LANG", "C");
    env.putAll(extraEnv);
    env.values().removeIf(String::isEmpty); // an empty value in extraEnv unsets the variable
    Path out = Files.createTempFile(root, "out", ".txt");
    Path err = Files.createTempFile(root, "err", ".txt");
    pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
        .redirectOutput(out.toFile())
        .redirectError(err.toFile());
    Process p = pb.start();
    assertThat(p.waitFor(180, TimeUnit.SECONDS)).as("finished").isTrue();
    return new Result(
        p.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  private Result toAscii(Map<String, String> env) throws Exception {
    Result r = run(env, "to-ascii", "bücher.example");
    assertThat(r.out()).isEqualTo("xn--bcher-kva.example\n");
    assertThat(r.err()).isEmpty();
    assertThat(r.exitCode()).isZero();
    return r;
  }

  @Test
  void theFirstRunMakesTheArchiveAndTheNextRunsLoadClassesFromIt() throws Exception {
    toAscii(Map.of());
    assertThat(jsa).isRegularFile();
    assertThat(Files.readString(stamp))
        .startsWith("ok " + Path.of(System.getProperty("java.home")).toRealPath());
    Path log = root.resolve("classes.log");
    // IDNA_JAVA_OPTS replaces the per-command options, not the archive option
    toAscii(Map.of("IDNA_JAVA_OPTS", "-Xlog:class+load:file=" + log));
    assertLoadedFromArchive(log, "org.idna4j.cli.IdnaCli");
    // a plain call skips picocli; a call with an option goes through it, also from the archive
    Path picocliLog = root.resolve("picocli-classes.log");
    Result withOption =
        run(
            Map.of("IDNA_JAVA_OPTS", "-Xlog:class+load:file=" + picocliLog),
            "to-ascii",
            "--profile",
            "lookup",
            "bücher.example");
    assertThat(withOption.out()).isEqualTo("xn--bcher-kva.example\n");
    assertLoadedFromArchive(picocliLog, "picocli.CommandLine");
    assertThat(Files.readAllLines(log)).noneMatch(l -> l.contains("picocli.CommandLine "));
  }

  @Test
  void anArchiveOfAnotherJvmIsRemade() throws Exception {
    toAscii(Map.of());
    String mine = Files.readString(stamp);
    Files.writeString(stamp, "ok /elsewhere/bin/java 1 2 \n");
    toAscii(Map.of());
    assertThat(Files.readString(stamp)).isEqualTo(mine);
  }

  @Test
  void anArchiveTheJvmRefusesIsIgnoredSilently() throws Exception {
    toAscii(Map.of());
    jsa.toFile().setWritable(true);
    Files.write(jsa, "not a CDS archive".getBytes(StandardCharsets.US_ASCII));
    Files.setLastModifiedTime(jsa, FileTime.fromMillis(System.currentTimeMillis() + 60_000));
    toAscii(Map.of());
  }

  @Test
  void aJvmThatCannotMakeTheArchiveIsRecordedAndNotAskedAgain() throws Exception {
    // A "JDK" whose java refuses -Xshare:dump and otherwise is the real one.
    Path fakeHome = Files.createDirectories(root.resolve("fake-jdk/bin"));
    Path fakeJava = fakeHome.resolve("java");
    Path realJava = Path.of(System.getProperty("java.home"), "bin", "java");
    Path calls = root.resolve("dump-calls.txt");
    Files.writeString(
        fakeJava,
        "#!/usr/bin/env bash\n"
            + "for a in \"$@\"; do [ \"$a\" = -Xshare:dump ] && { echo x >> '"
            + calls
            + "'; exit 1; }; done\n"
            + "exec '"
            + realJava
            + "' \"$@\"\n");
    Files.setPosixFilePermissions(fakeJava, PosixFilePermissions.fromString("rwxr-xr-x"));
    Map<String, String> env = Map.of("JAVA_HOME", root.resolve("fake-jdk").toString());
    toAscii(env);
    assertThat(jsa).doesNotExist();
    assertThat(Files.readString(stamp)).startsWith("failed ");
    toAscii(env);
    assertThat(Files.readAllLines(calls)).hasSize(1);
  }

  @Test
  void idnaCdsOffRunsWithoutAnArchive() throws Exception {
    toAscii(Map.of("IDNA_CDS", "off"));
    assertThat(jsa).doesNotExist();
    assertThat(stamp).doesNotExist();
  }

  @Test
  void bulkAndOneShotCommandsBothWork() throws Exception {
    Map<String, String> env = new HashMap<>();
    Result help = run(env, "--help");
    assertThat(help.exitCode()).isZero();
    assertThat(help.out()).contains("to-ascii", "check");
    Path names = root.resolve("names.txt");
    Files.writeString(names, "bücher.example\na b.example\n"); // a space: not LDH (STD3)
    Result check = run(env, "check", "--format", "jsonl", "--no-summary", names.toString());
    assertThat(check.exitCode()).isEqualTo(1);
    assertThat(check.out().lines().toList()).hasSize(2);
    assertThat(Json.object(check.out().lines().toList().get(0)))
        .containsEntry("ascii", "xn--bcher-kva.example");
  }

  /**
   * Puts a wrapper named {@code command} first on the PATH: it appends its arguments to a file and
   * runs the real command. Returns that file.
   */
  private Path recordCalls(String command) throws IOException {
    Path real = null;
    for (String dir : System.getenv("PATH").split(":")) {
      Path candidate = Path.of(dir, command);
      if (Files.isExecutable(candidate)) {
        real = candidate;
        break;
      }
    }
    assertThat(real).as(command + " on the PATH").isNotNull();
    Path calls = root.resolve(command + "-calls.txt");
    Files.writeString(calls, "");
    Path wrapper = Files.createDirectories(root.resolve("wrappers")).resolve(command);
    Files.writeString(
        wrapper,
        "#!/usr/bin/env bash\necho \"$*\" >> '" + calls + "'\nexec '" + real + "' \"$@\"\n");
    Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwxr-xr-x"));
    return calls;
  }

  private Map<String, String> withWrappers(Map<String, String> env) {
    Map<String, String> all = new HashMap<>(env);
    all.put("PATH", root.resolve("wrappers") + ":" + System.getenv("PATH"));
    return all;
  }

  /** A UTF-8 locale this machine has (C.UTF-8 on Debian), or none. */
  private static String installedUtf8Locale() throws IOException, InterruptedException {
    Process p = new ProcessBuilder("locale", "-a").redirectErrorStream(true).start();
    String all = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(30, TimeUnit.SECONDS);
    return all.lines()
        .filter(l -> l.toLowerCase(java.util.Locale.ROOT).matches("(c|en_us)\\.utf-?8"))
        .findFirst()
        .orElse(null);
  }

  @Test
  void underAUtf8LocaleTheLauncherAsksNoLocaleCommand() throws Exception {
    String utf8 = installedUtf8Locale();
    assumeTrue(utf8 != null, "no UTF-8 locale installed (locale -a)");
    Path calls = recordCalls("locale");
    toAscii(withWrappers(Map.of("LC_ALL", "", "LC_CTYPE", "", "LANG", utf8)));
    toAscii(withWrappers(Map.of("LC_ALL", "", "LC_CTYPE", utf8, "LANG", "C")));
    assertThat(Files.readString(calls)).isEmpty();
  }

  @Test
  void underCOrALocaleThatIsNotInstalledTheLauncherAsksLocaleAndRunsUnderUtf8() throws Exception {
    Path calls = recordCalls("locale");
    toAscii(withWrappers(Map.of()));
    assertThat(Files.readAllLines(calls)).contains("charmap");
    Files.writeString(calls, "");
    // named UTF-8, but not installed: the C locale in fact (bash itself warns of such an LC_ALL)
    toAscii(withWrappers(Map.of("LC_ALL", "", "LC_CTYPE", "xx_XX.UTF-8", "LANG", "C")));
    assertThat(Files.readAllLines(calls)).contains("charmap");
  }

  @Test
  void aKnownJvmIsRecognisedWithoutReadlinkOrStatAndAJdkUpdatedInPlaceIsNot() throws Exception {
    // A "JDK" of our own: its java runs the real one; its libjvm.so is a file whose time we set.
    Path bin = Files.createDirectories(root.resolve("own-jdk/bin"));
    Path libjvm = Files.createDirectories(root.resolve("own-jdk/lib/server")).resolve("libjvm.so");
    Files.writeString(libjvm, "a JVM");
    Files.setLastModifiedTime(libjvm, FileTime.fromMillis(1_700_000_000_000L));
    Path dumps = root.resolve("dumps.txt");
    Files.writeString(
        bin.resolve("java"),
        "#!/usr/bin/env bash\n"
            + "for a in \"$@\"; do [ \"$a\" = -Xshare:dump ] && echo x >> '"
            + dumps
            + "'; done\n"
            + "exec '"
            + Path.of(System.getProperty("java.home"), "bin", "java")
            + "' \"$@\"\n");
    Files.setPosixFilePermissions(
        bin.resolve("java"), PosixFilePermissions.fromString("rwxr-xr-x"));
    Path readlinks = recordCalls("readlink");
    Path stats = recordCalls("stat");
    Map<String, String> env = withWrappers(Map.of("JAVA_HOME", root.resolve("own-jdk").toString()));

    toAscii(env);
    assertThat(Files.readAllLines(dumps)).hasSize(1);
    assertThat(Files.readString(stamp)).contains(" 1700000000 ");
    Files.writeString(readlinks, "");
    Files.writeString(stats, "");

    toAscii(env);
    assertThat(Files.readString(readlinks)).isEmpty();
    assertThat(Files.readString(stats)).isEmpty();
    assertThat(Files.readAllLines(dumps)).hasSize(1);

    Files.setLastModifiedTime(libjvm, FileTime.fromMillis(1_800_000_000_000L));
    toAscii(env);
    assertThat(Files.readAllLines(dumps)).hasSize(2);
    assertThat(Files.readString(stamp)).contains(" 1800000000 ").doesNotContain(" 1700000000 ");
  }

  @Test
  void theLauncherFindsTheSameArchiveByAnyPathThatNamesIt() throws Exception {
    toAscii(Map.of());
    Files.createDirectories(root.resolve("sub"));
    for (String script : List.of("./idna", "idna", "sub/../idna", "sub/.././idna")) {
      Path log = root.resolve("classes-" + script.length() + ".log");
      Result r =
          runAs(
              script,
              root,
              Map.of("IDNA_JAVA_OPTS", "-Xlog:class+load:file=" + log),
              "to-ascii",
              "bücher.example");
      assertThat(r.out()).as(script).isEqualTo("xn--bcher-kva.example\n");
      assertLoadedFromArchive(log, "org.idna4j.cli.IdnaCli", script);
    }
  }

  @Test
  void withTheStartJarAOneNameRunUsesTheArchiveAndNeverOpensTheFullJar() throws Exception {
    Files.copy(PackagedJarIT.startJar(), root.resolve("idna-cli/target/idna-start.jar"));
    toAscii(Map.of());
    Path log = root.resolve("classes.log");
    toAscii(Map.of("IDNA_JAVA_OPTS", "-Xlog:class+load:file=" + log));
    // the class path of the run is the archive's, or the JVM would have refused the archive
    assertLoadedFromArchive(log, "org.idna4j.label.SimpleCodePoints");
    assumeTrue(
        new ProcessBuilder("strace", "-V").start().waitFor() == 0,
        "strace is not installed: cannot check which files the JVM opens");
    // a plain call, and one through picocli (whose default factory would look for a class no
    // jar has, scanning the whole class path, were it not told not to)
    for (List<String> args :
        List.of(
            List.of("to-ascii", "bücher.example"),
            List.of("to-ascii", "--profile", "uts46", "bücher.example"))) {
      Path trace = root.resolve("trace.txt");
      List<String> cmd =
          new ArrayList<>(
              List.of(
                  "strace",
                  "-f",
                  "-e",
                  "trace=openat,open",
                  "-o",
                  trace.toString(),
                  "bash",
                  root.resolve("idna").toString()));
      cmd.addAll(args);
      ProcessBuilder pb =
          new ProcessBuilder(cmd)
              .directory(root.toFile())
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(ProcessBuilder.Redirect.DISCARD);
      pb.environment().remove("IDNA_JAVA_OPTS");
      pb.environment().remove("IDNA_CDS");
      pb.environment().put("JAVA_HOME", System.getProperty("java.home")); // the archive's JVM
      pb.environment().put("LC_ALL", "C");
      Process p = pb.start();
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).as(args.toString()).isZero();
      List<String> opened = Files.readAllLines(trace);
      assertThat(opened)
          .as(args.toString())
          .anyMatch(l -> l.contains("idna-start.jar\"") && !l.contains("ENOENT"));
      assertThat(opened).as(args.toString()).noneMatch(l -> l.contains("/idna.jar\""));
    }
  }

  /**
   * Asserts that a class-load log ({@code -Xlog:class+load}) shows {@code className} loaded from
   * the class-data-sharing archive.
   */
  private static void assertLoadedFromArchive(Path log, String className) throws Exception {
    assertLoadedFromArchive(log, className, className);
  }

  private static void assertLoadedFromArchive(Path log, String className, String description)
      throws Exception {
    assertThat(Files.readAllLines(log))
        .as(description)
        .anySatisfy(
            l -> assertThat(l).contains(className + " ").contains("source: shared objects file"));
  }
}
