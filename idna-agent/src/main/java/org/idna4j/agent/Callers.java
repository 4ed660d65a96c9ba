package org.idna4j.agent;

import java.util.Optional;

/** The calling code of a {@code java.net.IDN} call, for the audit record. */
final class Callers {

  private static final StackWalker WALKER = StackWalker.getInstance();

  /** Package prefixes of the JDK's own code and of the agent, skipped when looking for a caller. */
  private static final String[] SKIPPED = {
    "java.", "javax.", "jdk.", "sun.", "com.sun.", "org.idna4j.agent."
  };

  private Callers() {}

  /**
   * The first stack frame outside the JDK's packages ({@code java.}, {@code javax.}, {@code jdk.},
   * {@code sun.}, {@code com.sun.}) and the agent, as {@code class.method(File:line)}.
   *
   * @return the frame, or null when the call came from the JDK's own code only
   */
  static String first() {
    Optional<StackWalker.StackFrame> frame =
        WALKER.walk(s -> s.filter(f -> !skipped(f.getClassName())).findFirst());
    return frame.map(Callers::format).orElse(null);
  }

  static boolean skipped(String className) {
    for (String p : SKIPPED) {
      if (className.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  static String format(StackWalker.StackFrame f) {
    String file = f.getFileName() == null ? "Unknown Source" : f.getFileName();
    int line = f.getLineNumber();
    return f.getClassName()
        + "."
        + f.getMethodName()
        + "("
        + file
        + (line >= 0 ? ":" + line : "")
        + ")";
  }
}
