package org.idna4j.agent;

import java.lang.instrument.Instrumentation;

/**
 * The second half of the start, run in the engine's class loader ({@link Agent#engineLoader}):
 * defines the bridge in the boot loader ({@link BootBridge}), installs the handler, and rewrites
 * {@code java.net.IDN}. {@link Agent} calls {@link #install} reflectively, so that this class, the
 * bridge's lookup and everything they load belong to the engine's loader, not the application's.
 */
final class Installer {

  private Installer() {}

  /**
   * Installs the agent.
   *
   * @param args the agent's options, as {@link Agent} has checked them
   * @param inst the JVM's instrumentation
   * @throws Exception if any step fails; no handler is then left installed
   */
  static void install(String args, Instrumentation inst) throws Exception {
    Options options = Options.parse(args);
    BootBridge bridge = BootBridge.define(inst);
    IdnHandler handler = handler(options, bridge);
    bridge.install(handler, options.audit());
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
      bridge.install(null, false);
      throw e;
    }
    handler.start();
  }

  private static IdnHandler handler(Options options, BootBridge bridge) {
    return options.audit()
        ? new AuditHandler(bridge, options.log(), options.maxRecords(), options.intervalSeconds())
        : new ReplaceHandler();
  }
}
