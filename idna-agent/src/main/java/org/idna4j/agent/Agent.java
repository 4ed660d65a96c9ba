package org.idna4j.agent;

import java.io.IOException;
import java.io.InputStream;
import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The agent's entry points: {@code java -javaagent:idna4j-agent.jar[=OPTIONS] ...} ({@link
 * #premain}) or a later attach ({@link #agentmain}). See the module README for the options.
 *
 * <p>Starting never breaks the application: whatever fails (a bad option, a missing nested jar, a
 * JVM that refuses to retransform {@code java.net.IDN}), the agent prints one line on standard
 * error that says why, {@code java.net.IDN} keeps the JDK's behaviour, and the application runs on.
 * The agent writes nothing to standard output.
 *
 * <p>This class, loaded by the application's class loader, checks the options, extracts the
 * engine's jars and makes the engine's own class loader; {@link Installer}, loaded by that loader
 * and named here only as a string, does the rest.
 */
public final class Agent {

  /** Where the engine's jars (IDNA4J and ICU4J) are nested in the agent jar. */
  static final String NESTED = "META-INF/idna4j/lib/";

  /** The class that installs the agent, loaded by the engine's class loader. */
  static final String INSTALLER = "org.idna4j.agent.Installer";

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
      // A bad option fails here, before any file is written; the installer parses them again in
      // the engine's class loader.
      var unused = Options.parse(args);
      if (!inst.isRetransformClassesSupported()) {
        throw new IllegalStateException("this JVM cannot retransform classes");
      }
      Path jar = ownJar();
      Path dir = Files.createTempDirectory("idna4j-agent-");
      dir.toFile().deleteOnExit();
      ClassLoader engine = engineLoader(jar, extractEngineJars(jar, dir));
      try {
        // Another loader's Installer is another runtime package: package access needs this.
        Method install =
            Class.forName(INSTALLER, true, engine)
                .getDeclaredMethod("install", String.class, Instrumentation.class);
        install.setAccessible(true);
        install.invoke(null, args, inst);
      } catch (InvocationTargetException e) {
        // the installer's own failure, reported as if it had been called directly
        if (e.getCause() instanceof Exception x) {
          throw x;
        }
        if (e.getCause() instanceof LinkageError x) {
          throw x;
        }
        throw e;
      }
    } catch (Exception | LinkageError e) {
      System.err.println(
          "idna4j-agent: not started, java.net.IDN keeps the JDK's behaviour: " + reason(e));
    }
  }

  /**
   * The engine's class loader: the nested jars and the agent jar, over the platform class loader,
   * so that it never sees the application's classes (another IDNA4J or ICU4J) and the application
   * never sees its own.
   */
  static ClassLoader engineLoader(Path agentJar, List<Path> engineJars) throws Exception {
    List<URL> urls = new ArrayList<>();
    for (Path p : engineJars) {
      urls.add(p.toUri().toURL());
    }
    urls.add(agentJar.toUri().toURL());
    return new URLClassLoader(
        "idna4j-agent", urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
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
