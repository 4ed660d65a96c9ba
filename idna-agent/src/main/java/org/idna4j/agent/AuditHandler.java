package org.idna4j.agent;

import java.nio.file.Path;
import java.util.List;
import org.idna4j.domain.IDN;
import org.idna4j.domain.JdkDifference;
import org.idna4j.records.AuditRecord;

/**
 * The {@code audit} mode: every call answers the JDK's own answer, unchanged (the same string, or
 * the same exception object); when {@code org.idna4j.domain.IDN} would answer differently (another
 * string, or one throws and the other does not), the call is counted in the {@link AuditLog}.
 * Loaded in the engine's class loader.
 *
 * <p>Cost: each call runs the JDK's code and IDNA4J's; the caller's stack frame and the difference
 * classes are computed only for a call whose answer differs, the classes only once per distinct
 * record.
 */
final class AuditHandler implements IdnHandler {

  private final BootBridge bridge;
  private final AuditLog log;
  private final Failures failures = new Failures();

  /**
   * Links IDNA4J and the classifier now, so that a missing jar fails the start, not a call.
   *
   * @param bridge the bridge, whose {@code enter}/{@code exit} make this handler's own calls of
   *     {@code java.net.IDN} run the JDK's code
   * @param file the log file
   * @param maxRecords the cap on distinct records
   * @param intervalSeconds how often the log is rewritten
   */
  AuditHandler(BootBridge bridge, Path file, int maxRecords, int intervalSeconds) {
    this.bridge = bridge;
    this.log = new AuditLog(file, maxRecords, AuditLog.MAX_CHARS, intervalSeconds);
    IDN.toASCII("fa\u00DF.de", IDN.USE_STD3_ASCII_RULES);
    IDN.toUnicode("xn--fa-hia.de");
    bridge.enter();
    try {
      differenceClasses("fa\u00DF.de");
    } finally {
      bridge.exit();
    }
  }

  @Override
  public void start() {
    log.start();
  }

  /** The log, for tests. */
  AuditLog log() {
    return log;
  }

  @Override
  public String call(int method, String input, int flags) {
    if (input == null) {
      return null; // the JDK throws its NullPointerException; nothing to compare
    }
    Object jdk;
    bridge.enter();
    try {
      jdk =
          method == TO_ASCII
              ? java.net.IDN.toASCII(input, flags)
              : java.net.IDN.toUnicode(input, flags);
    } catch (RuntimeException e) {
      jdk = e;
    } finally {
      bridge.exit();
    }
    try {
      compare(method, input, flags, jdk);
    } catch (RuntimeException | LinkageError e) {
      failures.report("audit", e);
    }
    if (jdk instanceof RuntimeException e) {
      throw e;
    }
    return (String) jdk;
  }

  private void compare(int method, String input, int flags, Object jdk) {
    Object ours;
    bridge.enter();
    try {
      ours = method == TO_ASCII ? IDN.toASCII(input, flags) : IDN.toUnicode(input, flags);
    } catch (IllegalArgumentException e) {
      ours = e;
    } finally {
      bridge.exit();
    }
    if (sameAnswer(jdk, ours)) {
      return;
    }
    String caller = Callers.first();
    AuditLog.Key key = new AuditLog.Key(method, input, flags, caller);
    if (log.count(key)) {
      return;
    }
    Object answer = ours;
    bridge.enter();
    try {
      log.add(key, () -> record(key, jdk, answer));
    } finally {
      bridge.exit();
    }
  }

  /** Two strings that are equal, or two exceptions (whatever their messages). */
  static boolean sameAnswer(Object jdk, Object ours) {
    if (jdk instanceof String a && ours instanceof String b) {
      return a.equals(b);
    }
    return jdk instanceof RuntimeException && ours instanceof RuntimeException;
  }

  private static AuditRecord record(AuditLog.Key key, Object jdk, Object ours) {
    return new AuditRecord(
        key.method() == TO_ASCII ? "toASCII" : "toUnicode",
        key.input(),
        key.flags(),
        AuditRecord.flagNames(key.flags()),
        jdk instanceof String s ? s : null,
        jdk instanceof Throwable t ? AuditRecord.error(t) : null,
        ours instanceof String s ? s : null,
        ours instanceof Throwable t ? AuditRecord.error(t) : null,
        differenceClasses(key.input()),
        key.caller(),
        1);
  }

  /**
   * Why java.net.IDN and IDNA4J differ on a name: the classes {@code idna compare} reports. The one
   * place the agent classifies; it calls {@code java.net.IDN} itself, so it runs inside {@link
   * BootBridge#enter()}.
   */
  static List<String> differenceClasses(String input) {
    return JdkDifference.classify(input).stream().map(JdkDifference::name).toList();
  }
}
