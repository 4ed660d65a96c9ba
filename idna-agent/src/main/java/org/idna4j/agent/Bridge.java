package org.idna4j.agent;

import java.lang.invoke.MethodHandle;

/**
 * What the rewritten {@code java.net.IDN} calls first in each of its four public methods:
 *
 * <pre>{@code
 * String r = Idna4jBridge.call(method, input, flags);
 * if (r != null) return r;
 * // the JDK's own code
 * }</pre>
 *
 * <p>This class is never loaded under this name. {@link BootBridge} renames its class file to
 * {@code java.net.Idna4jBridge} ({@link BootBridge#NAME}) and defines it in the boot class loader,
 * in {@code java.net} beside {@code java.net.IDN}, which can see only boot classes. It is
 * package-private there: only {@code java.net}'s own classes, and the agent's lookup into that
 * package, can reach it. So it names nothing outside {@code java.base}: the handler is a {@link
 * MethodHandle} of type {@code (int, String, int) String}, bound to the agent's {@link IdnHandler}.
 *
 * <p>Until a handler is installed, and while the current thread is inside {@link #enter()}/{@link
 * #exit()} (the audit handler asking the JDK for its own answer), every call proceeds to the JDK's
 * code.
 */
final class Bridge {

  private static volatile MethodHandle handler;
  private static volatile boolean guarded;

  /** The current thread's nesting of {@link #enter()}; a one-element array, no boxing. */
  private static final ThreadLocal<int[]> DEPTH = new ThreadLocal<>();

  private Bridge() {}

  /**
   * Answers a call of {@code java.net.IDN}: the handler's answer, or null to run the JDK's code.
   *
   * @param method {@link IdnHandler#TO_ASCII} or {@link IdnHandler#TO_UNICODE}
   * @param input the caller's input
   * @param flags the caller's flags, 0 for the one-argument methods
   * @return the answer, or null
   * @throws IllegalArgumentException when the handler rejects the input
   */
  static String call(int method, String input, int flags) {
    MethodHandle h = handler;
    if (h == null) {
      return null;
    }
    if (guarded) {
      int[] depth = DEPTH.get();
      if (depth != null && depth[0] > 0) {
        return null;
      }
    }
    try {
      return (String) h.invokeExact(method, input, flags);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      // IdnHandler.call declares no checked exception; run the JDK's code should one appear.
      return null;
    }
  }

  /**
   * Installs the handler that answers from now on.
   *
   * @param h the handler, of type {@code (int, String, int) String}, or null to stop answering
   * @param reentrant whether the handler itself calls {@code java.net.IDN} inside {@link #enter()}
   *     and {@link #exit()} and so needs those calls to proceed to the JDK's code
   */
  static void install(MethodHandle h, boolean reentrant) {
    guarded = reentrant;
    handler = h;
  }

  /**
   * Makes the current thread's calls proceed to the JDK's code until the matching {@link #exit}.
   */
  static void enter() {
    int[] depth = DEPTH.get();
    if (depth == null) {
      depth = new int[1];
      DEPTH.set(depth);
    }
    depth[0]++;
  }

  /** Ends the matching {@link #enter()}. */
  static void exit() {
    int[] depth = DEPTH.get();
    if (depth != null && depth[0] > 0) {
      depth[0]--;
    }
  }
}
