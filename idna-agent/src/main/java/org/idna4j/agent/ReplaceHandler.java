package org.idna4j.agent;

import org.idna4j.domain.IDN;

/**
 * The {@code replace} mode: every call answers what {@code org.idna4j.domain.IDN} answers for the
 * same method, input and flags: the same string, or the same {@code IllegalArgumentException}
 * ({@code IdnaException} or a plain one). Loaded in the engine's class loader.
 *
 * <p>Should IDNA4J fail in a way its contract does not allow (any other exception or a linkage
 * error), that call gets the JDK's answer instead and the first such failure is reported on
 * standard error: the application never sees the agent's own defect.
 */
final class ReplaceHandler implements IdnHandler {

  private final Failures failures = new Failures();

  /** Links IDNA4J and loads its data now, so that a missing jar fails the start, not a call. */
  ReplaceHandler() {
    IDN.toASCII("fa\u00DF.de", IDN.USE_STD3_ASCII_RULES);
    IDN.toUnicode("xn--fa-hia.de");
  }

  @Override
  public String call(int method, String input, int flags) {
    try {
      return method == TO_ASCII ? IDN.toASCII(input, flags) : IDN.toUnicode(input, flags);
    } catch (IllegalArgumentException | NullPointerException e) {
      throw e; // IDNA4J's answer: the input is rejected (or null, as with the JDK)
    } catch (RuntimeException | LinkageError e) {
      failures.report("replace", e);
      return null; // the JDK's answer
    }
  }
}
