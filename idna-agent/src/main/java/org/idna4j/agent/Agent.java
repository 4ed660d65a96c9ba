package org.idna4j.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.instrument.Instrumentation;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

/**
 * The agent's entry points: {@code java -javaagent:idna4j-agent.jar[=OPTIONS] ...} ({@link
 * #premain}) or a later attach ({@link #agentmain}). See the module README for the options.
 *
 * <p>Starting never breaks the application: whatever fails (a bad option, a missing nested jar, a
 * JVM that refuses to retransform {@code java.net.IDN}), the agent prints one line on standard
 * error that says why, {@code java.net.IDN} keeps the JDK's behaviour, and the application runs on.
 * The agent writes nothing to standard output.
 *
 * <p>This class names neither {@link Bridge} nor {@link IdnHandler}: they must be loaded from the
 * boot class path, which it extends first; {@link Installer} does the rest.
 */
public final class Agent {

  /** Where the engine's jars (IDNA4J and ICU4J) are nested in the agent jar. */
  static final String NESTED = "META-INF/idna4j/lib/";

  /** The classes put on the boot class path, as resource names of this jar. */
  static final List<String> BOOT_CLASSES =
      List.of("org/idna4j/agent/Bridge.class", "org/idna4j/agent/IdnHandler.class");

  private static boolean started;

  private Agent() {}

  /**
   * Starts the agent before the application's {@code main}.
   *
   * @param args the options after {@code =}, or null
   * @param inst the JVM's instrumentation
   */
  public static void premain(String args, Instrumentation inst) {
    start(args, inst);
  }

  /**
   * Starts the agent in a running JVM (dynamic attach).
   *
   * @param args the options, or null
   * @param inst the JVM's instrumentation
   */
  public static void agentmain(String args, Instrumentation inst) {
    start(args, inst);
  }

  private static synchronized void start(String args, Instrumentation inst) {
    if (started) {
      System.err.println("idna4j-agent: already started; the second -javaagent is ignored");
      return;
    }
    started = true;
    try {
      Options options = Options.parse(args);
      if (!inst.isRetransformClassesSupported()) {
        throw new IllegalStateException("this JVM cannot retransform classes");
      }
      Path jar = ownJar();
      Path dir = Files.createTempDirectory("idna4j-agent-");
      dir.toFile().deleteOnExit();
      Path bridge = writeBridgeJar(dir);
      inst.appendToBootstrapClassLoaderSearch(new JarFile(bridge.toFile()));
      List<Path> engine = extractEngineJars(jar, dir);
      Installer.install(options, inst, jar, engine);
    } catch (Exception | LinkageError e) {
      System.err.println(
          "idna4j-agent: not started, java.net.IDN keeps the JDK's behaviour: " + reason(e));
    }
  }

  /** One line: the exception's class and message, and its first cause. */
  static String reason(Throwable t) {
    StringBuilder b = new StringBuilder(describe(t));
    if (t.getCause() != null && t.getCause() != t) {
      b.append(" (cause: ").append(describe(t.getCause())).append(')');
    }
    return b.toString().replace('\n', ' ').replace('\r', ' ');
  }

  private static String describe(Throwable t) {
    return t.getMessage() == null
        ? t.getClass().getName()
        : t.getClass().getSimpleName() + ": " + t.getMessage();
  }

  /** The agent jar this class was loaded from. */
  static Path ownJar() throws URISyntaxException {
    return Path.of(Agent.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  /** Writes the boot-class-path jar: {@link #BOOT_CLASSES}, copied from this jar. */
  private static Path writeBridgeJar(Path dir) throws IOException {
    Path out = dir.resolve("idna4j-agent-bridge.jar");
    try (OutputStream file = Files.newOutputStream(out);
        JarOutputStream jar = new JarOutputStream(file)) {
      for (String name : BOOT_CLASSES) {
        try (InputStream in = Agent.class.getClassLoader().getResourceAsStream(name)) {
          if (in == null) {
            throw new IOException("missing " + name + " in the agent jar");
          }
          jar.putNextEntry(new JarEntry(name));
          in.transferTo(jar);
          jar.closeEntry();
        }
      }
    }
    out.toFile().deleteOnExit();
    return out;
  }

  /** Copies the nested engine jars to {@code dir}; there must be at least one. */
  private static List<Path> extractEngineJars(Path jar, Path dir) throws IOException {
    List<Path> out = new ArrayList<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      Enumeration<JarEntry> entries = file.entries();
      while (entries.hasMoreElements()) {
        JarEntry e = entries.nextElement();
        String name = e.getName();
        if (name.startsWith(NESTED)
            && name.endsWith(".jar")
            && name.indexOf('/', NESTED.length()) < 0) {
          Path target = dir.resolve(name.substring(NESTED.length()));
          try (InputStream in = file.getInputStream(e)) {
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
          }
          target.toFile().deleteOnExit();
          out.add(target);
        }
      }
    }
    if (out.isEmpty()) {
      throw new IOException("no engine jars under " + NESTED + " in " + jar);
    }
    return out;
  }
}
