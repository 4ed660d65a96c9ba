package org.idna4j.agent;

/**
 * What {@code java.net.IDN}'s four rewritten methods ask through the boot loader's bridge ({@link
 * Bridge}, defined as {@code java.net.Idna4jBridge}): the answer for one call, or null to run the
 * JDK's own code. Implemented in the engine's class loader; the bridge holds a method handle bound
 * to the instance, so this type is never seen by the boot loader.
 */
interface IdnHandler {

  /** The method id of {@code toASCII(String)} and {@code toASCII(String, int)}. */
  int TO_ASCII = 0;

  /** The method id of {@code toUnicode(String)} and {@code toUnicode(String, int)}. */
  int TO_UNICODE = 1;

  /**
   * Answers one call of a {@code java.net.IDN} method.
   *
   * @param method {@link #TO_ASCII} or {@link #TO_UNICODE}
   * @param input the input as the caller gave it (null if the caller passed null)
   * @param flags the JDK flags ({@code ALLOW_UNASSIGNED}, {@code USE_STD3_ASCII_RULES}); 0 for the
   *     one-argument methods
   * @return the answer, or null to run the JDK's own code
   * @throws IllegalArgumentException when the answer is that the input is rejected
   */
  String call(int method, String input, int flags);

  /**
   * Starts what the handler does in the background (the audit log's writer and shutdown hook), once
   * {@code java.net.IDN} is rewritten. The default does nothing.
   */
  default void start() {}
}
