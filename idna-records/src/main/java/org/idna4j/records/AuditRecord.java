package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One line of the IDNA4J agent's audit log: a call of {@code java.net.IDN} whose answer IDNA4J's
 * drop-in {@code org.idna4j.domain.IDN} would change, with the JDK's answer, IDNA4J's, why they
 * differ, the calling code and how often the same call was made. {@code idna audit} reads these.
 *
 * <p>Calls are aggregated per distinct method, input, flags and caller; an answer is either a
 * string or an error, never both. An error is the exception's class name and message.
 *
 * @param method {@code toASCII} or {@code toUnicode} (the JDK's method names)
 * @param input the input the caller passed
 * @param flags the JDK flags as passed ({@link #ALLOW_UNASSIGNED}, {@link #USE_STD3_ASCII_RULES})
 * @param flagNames the names of the set flags, in bit order
 * @param jdk the JDK's answer, or null when it threw
 * @param jdkError the JDK's exception, or null when it answered
 * @param idna4j IDNA4J's answer, or null when it threw
 * @param idna4jError IDNA4J's exception, or null when it answered
 * @param classes why they differ, as {@code idna compare} classifies the input ({@code
 *     org.idna4j.domain.JdkDifference} names); empty when {@code idna compare}'s ToASCII columns
 *     agree
 * @param caller the first stack frame outside the JDK and the agent, {@code
 *     class.method(File:line)}; null when the JDK called from its own code only
 * @param count how many calls this record stands for
 */
public record AuditRecord(
    @FieldDoc("toASCII or toUnicode") String method,
    @FieldDoc("the input the caller passed") String input,
    @FieldDoc("the JDK flags as passed (1 ALLOW_UNASSIGNED, 2 STD3)") int flags,
    @FieldDoc("the set flags: ALLOW_UNASSIGNED, USE_STD3_ASCII_RULES") List<String> flagNames,
    @FieldDoc(value = "java.net.IDN's answer; null when it threw", nullable = true) String jdk,
    @FieldDoc(
            value = "java.net.IDN's exception (class: message); null when it answered",
            nullable = true)
        String jdkError,
    @FieldDoc(value = "org.idna4j.domain.IDN's answer; null when it threw", nullable = true)
        String idna4j,
    @FieldDoc(
            value = "org.idna4j.domain.IDN's exception (class: message); null when it answered",
            nullable = true)
        String idna4jError,
    @FieldDoc(
            "why they differ, as idna compare classifies the input; empty when its ToASCII"
                + " columns agree")
        List<String> classes,
    @FieldDoc(
            value =
                "first stack frame outside the JDK and the agent, class.method(File:line);"
                    + " null when there is none",
            nullable = true)
        String caller,
    @FieldDoc("how many calls this record stands for") long count)
    implements Shaped {

  /** {@code java.net.IDN.ALLOW_UNASSIGNED} (RFC 3490 §3.1: the AllowUnassigned flag). */
  public static final int ALLOW_UNASSIGNED = 0x01;

  /** {@code java.net.IDN.USE_STD3_ASCII_RULES} (RFC 3490 §3.1: the UseSTD3ASCIIRules flag). */
  public static final int USE_STD3_ASCII_RULES = 0x02;

  /** The record type {@code audit}. */
  public static final Shape SHAPE =
      Shape.of(
          AuditRecord.class,
          "audit",
          "A java.net.IDN call whose answer IDNA4J would change: both answers, why, the caller"
              + " and how often.");

  /**
   * Checks and copies.
   *
   * @param method the method name
   * @param input the input
   * @param flags the flags
   * @param flagNames the flag names
   * @param jdk the JDK's answer, or null
   * @param jdkError the JDK's error, or null
   * @param idna4j IDNA4J's answer, or null
   * @param idna4jError IDNA4J's error, or null
   * @param classes the difference classes
   * @param caller the caller, or null
   * @param count the number of calls
   * @throws NullPointerException if method, input or a list is null
   * @throws IllegalArgumentException if an answer is both or neither a string and an error, or the
   *     count is not positive
   */
  public AuditRecord {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(input, "input");
    flagNames = List.copyOf(flagNames);
    classes = List.copyOf(classes);
    if ((jdk == null) == (jdkError == null) || (idna4j == null) == (idna4jError == null)) {
      throw new IllegalArgumentException("an answer is a string or an error, never both");
    }
    if (count < 1) {
      throw new IllegalArgumentException("count " + count);
    }
  }

  /**
   * The names of the set JDK flags, in bit order; bits the JDK does not define are not named.
   *
   * @param flags the flags
   * @return the names
   */
  public static List<String> flagNames(int flags) {
    List<String> names = new ArrayList<>(2);
    if ((flags & ALLOW_UNASSIGNED) != 0) {
      names.add("ALLOW_UNASSIGNED");
    }
    if ((flags & USE_STD3_ASCII_RULES) != 0) {
      names.add("USE_STD3_ASCII_RULES");
    }
    return List.copyOf(names);
  }

  /**
   * An answer that is an exception, as the record writes it: its class name and message.
   *
   * @param e the exception
   * @return {@code class: message}, or the class name when there is no message
   */
  public static String error(Throwable e) {
    return e.getMessage() == null
        ? e.getClass().getName()
        : e.getClass().getName() + ": " + e.getMessage();
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
