package org.idna4j.agent;

/**
 * What {@code java.net.IDN}'s four rewritten methods ask through {@link Bridge}: the answer for one
 * call, or {@link Bridge#PROCEED} to run the JDK's own code.
 *
 * <p>This type and {@link Bridge} are the only classes of the agent on the boot class path (the
 * JDK's {@code java.net.IDN} sees no other class loader); their names and signatures are fixed by
 * the bytecode the agent writes into {@code java.net.IDN}.
 */
public interface IdnHandler {

  /**
   * Answers one call of a {@code java.net.IDN} method.
   *
   * @param method {@link Bridge#TO_ASCII} or {@link Bridge#TO_UNICODE}
   * @param input the input as the caller gave it (null if the caller passed null)
   * @param flags the JDK flags ({@code ALLOW_UNASSIGNED}, {@code USE_STD3_ASCII_RULES}); 0 for the
   *     one-argument methods
   * @return the answer (a {@code String}), or {@link Bridge#PROCEED}
   * @throws IllegalArgumentException when the answer is that the input is rejected
   */
  Object call(int method, String input, int flags);

  /**
   * Starts what the handler does in the background (the audit log's writer and shutdown hook), once
   * {@code java.net.IDN} is rewritten. The default does nothing.
   */
  default void start() {}
}
