package org.idna4j.agent;

/**
 * The entry point that the rewritten {@code java.net.IDN} calls first in each of its four public
 * methods:
 *
 * <pre>{@code
 * Object r = Bridge.call(method, input, flags);
 * if (r != Bridge.PROCEED) return (String) r;
 * // the JDK's own code
 * }</pre>
 *
 * <p>It is put on the boot class path when the agent starts, because {@code java.net.IDN} can see
 * only the boot class loader. Until a handler is installed, and while the current thread is inside
 * {@link #enter()}/{@link #exit()} (the audit handler asking the JDK for its own answer), every
 * call proceeds to the JDK's code.
 */
public final class Bridge {

  /** The answer that means: run the JDK's own code. */
  public static final Object PROCEED = new Object();

  /** The method id of {@code toASCII(String)} and {@code toASCII(String, int)}. */
  public static final int TO_ASCII = 0;

  /** The method id of {@code toUnicode(String)} and {@code toUnicode(String, int)}. */
  public static final int TO_UNICODE = 1;

  private static volatile IdnHandler handler;
  private static volatile boolean guarded;

  /** The current thread's nesting of {@link #enter()}; a one-element array, no boxing. */
  private static final ThreadLocal<int[]> DEPTH = new ThreadLocal<>();

  private Bridge() {}

  /**
   * Answers a call of {@code java.net.IDN}: the handler's answer, or {@link #PROCEED}.
   *
   * @param method {@link #TO_ASCII} or {@link #TO_UNICODE}
   * @param input the caller's input
   * @param flags the caller's flags, 0 for the one-argument methods
   * @return the answer, or {@link #PROCEED}
   * @throws IllegalArgumentException when the handler rejects the input
   */
  public static Object call(int method, String input, int flags) {
    IdnHandler h = handler;
    if (h == null) {
      return PROCEED;
    }
    if (guarded) {
      int[] depth = DEPTH.get();
      if (depth != null && depth[0] > 0) {
        return PROCEED;
      }
    }
    return h.call(method, input, flags);
  }

  /**
   * Installs the handler that answers from now on.
   *
   * @param h the handler
   * @param reentrant whether the handler itself calls {@code java.net.IDN} inside {@link #enter()}
   *     and {@link #exit()} and so needs those calls to proceed to the JDK's code
   */
  public static void install(IdnHandler h, boolean reentrant) {
    guarded = reentrant;
    handler = h;
  }

  /**
   * Makes the current thread's calls proceed to the JDK's code until the matching {@link #exit}.
   */
  public static void enter() {
    int[] depth = DEPTH.get();
    if (depth == null) {
      depth = new int[1];
      DEPTH.set(depth);
    }
    depth[0]++;
  }

  /** Ends the matching {@link #enter()}. */
  public static void exit() {
    int[] depth = DEPTH.get();
    if (depth != null && depth[0] > 0) {
      depth[0]--;
    }
  }
}
