package org.idna4j.agent;

import java.lang.instrument.Instrumentation;
import java.lang.reflect.Constructor;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The second half of the start, once {@link Bridge} and {@link IdnHandler} are on the boot class
 * path: loads the engine in its own class loader, installs its handler, and rewrites {@code
 * java.net.IDN}.
 */
final class Installer {

  /** The handler classes, loaded from the agent jar by the engine's class loader. */
  static final String REPLACE = "org.idna4j.agent.ReplaceHandler";

  static final String AUDIT = "org.idna4j.agent.AuditHandler";

  private Installer() {}

  /**
   * Installs the agent.
   *
   * @param options the parsed options
   * @param inst the JVM's instrumentation
   * @param agentJar the agent jar (the engine's own classes)
   * @param engineJars the extracted IDNA4J and ICU4J jars
   * @throws Exception if any step fails; nothing is then left installed
   */
  static void install(Options options, Instrumentation inst, Path agentJar, List<Path> engineJars)
      throws Exception {
    ClassLoader engine = engineLoader(agentJar, engineJars);
    IdnHandler handler = handler(options, engine);
    // java.base reads no unnamed module; the rewritten java.net.IDN calls Bridge in the boot
    // loader's unnamed module, so java.base must be made to read it first.
    Module base = Object.class.getModule();
    inst.redefineModule(
        base, Set.of(Bridge.class.getModule()), Map.of(), Map.of(), Set.of(), Map.of());
    Bridge.install(handler, options.audit());
    IdnTransformer transformer = new IdnTransformer();
    inst.addTransformer(transformer, true);
    try {
      // java.net.IDN is often loaded before premain: retransform it either way.
      inst.retransformClasses(java.net.IDN.class);
      if (!transformer.rewritten()) {
        throw new IllegalStateException(
            "java.net.IDN was not rewritten" + transformer.failure().map(f -> ": " + f).orElse(""));
      }
    } catch (Exception | LinkageError e) {
      inst.removeTransformer(transformer);
      Bridge.install(null, false);
      throw e;
    }
    handler.start();
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

  private static IdnHandler handler(Options options, ClassLoader engine) throws Exception {
    Class<?> c = Class.forName(options.audit() ? AUDIT : REPLACE, true, engine);
    Object h;
    if (options.audit()) {
      Constructor<?> k = c.getDeclaredConstructor(Path.class, int.class, int.class);
      k.setAccessible(true);
      h = k.newInstance(options.log(), options.maxRecords(), options.intervalSeconds());
    } else {
      Constructor<?> k = c.getDeclaredConstructor();
      k.setAccessible(true);
      h = k.newInstance();
    }
    return (IdnHandler) h;
  }
}
