package org.idna4j.records;

import java.util.ArrayList;
import java.util.List;
import org.idna4j.email.EmailAddress;
import org.idna4j.email.EmailOptions;
import org.idna4j.email.EmailResult;

/**
 * One parsed email address: {@code idna email --format jsonl}, {@code GET /api/v1/email} and
 * Spark's {@code idna_email}. {@link #of(EmailOptions, Long, String, String, List)} is the one
 * mapping of {@link EmailAddress#parse(CharSequence, EmailOptions)} every face runs, and {@link
 * #options} the one reading of the option names every face accepts.
 *
 * @param line the 1-based line of the address in bulk CLI input; null for an address given as an
 *     argument, over HTTP and in Spark
 * @param input the input as given (an undecodable line as decoded with U+FFFD)
 * @param valid whether there are no problems
 * @param normalized {@link EmailResult#normalized()}: NFC local part, {@code @}, U-label domain;
 *     the input when invalid
 * @param asciiForm {@link EmailResult#asciiForm()}, or null when there is none (a non-ASCII local
 *     part, or an invalid address)
 * @param asciiDomain {@link EmailResult#asciiDomain()}: A-labels or the bracketed literal; null
 *     when invalid
 * @param requiresSmtputf8 {@link EmailResult#requiresSmtpUtf8()}: the local part is not ASCII
 * @param displayName {@link EmailResult#displayName()}, or null when the input has no angle
 *     brackets
 * @param problems the input line's problems (CLI), then the address's, in input order
 */
public record EmailRecord(
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
    @FieldDoc("the input as given") String input,
    @FieldDoc("whether there are no problems") boolean valid,
    @FieldDoc("NFC local part @ U-label domain (or the literal); the input when invalid")
        String normalized,
    @FieldDoc(
            value =
                "local part @ A-labels; null when the local part is not ASCII or the address"
                    + " is invalid",
            nullable = true)
        String asciiForm,
    @FieldDoc(
            value = "A-labels or [literal], what DNS and MX lookups take; null when invalid",
            nullable = true)
        String asciiDomain,
    @FieldDoc("whether delivery needs SMTPUTF8: the local part is not ASCII (RFC 6531)")
        boolean requiresSmtputf8,
    @FieldDoc(
            value = "the RFC 5322 display name; null when the input has no angle brackets",
            nullable = true)
        String displayName,
    @FieldDoc("every problem, in input order") List<ProblemRecord> problems)
    implements Shaped {

  /** The record type {@code email}. */
  public static final Shape SHAPE =
      Shape.of(
          EmailRecord.class,
          "email",
          "One email address parsed (RFC 5321, RFC 6531): normalized and ASCII forms, SMTPUTF8,"
              + " every problem.");

  /** The option naming the preset: {@code defaults} or {@code rfc5321}. */
  public static final String PRESET = "preset";

  /** The option setting {@link EmailOptions#eai()}: {@code SMTPUTF8}, {@code IDN_DOMAIN}, ... */
  public static final String EAI = "eai";

  /** The option setting {@link EmailOptions#quotedLocalPart()}. */
  public static final String QUOTED_LOCAL_PART = "quoted_local_part";

  /** The option setting {@link EmailOptions#addressLiteral()}. */
  public static final String ADDRESS_LITERAL = "address_literal";

  /** The option setting {@link EmailOptions#displayName()}. */
  public static final String DISPLAY_NAME = "display_name";

  /** The option setting {@link EmailOptions#globallyDeliverable()}. */
  public static final String GLOBALLY_DELIVERABLE = "globally_deliverable";

  /** The preset names, in the order {@link #PRESET} lists them; the first is the default. */
  public static final List<String> PRESETS = List.of("defaults", "rfc5321");

  /**
   * Parses one address: the record of {@link EmailAddress#parse(CharSequence, EmailOptions)}.
   *
   * @param options what to accept
   * @param line the 1-based line, or null
   * @param input the address
   * @return the record
   */
  public static EmailRecord of(EmailOptions options, Long line, String input) {
    return of(options, line, input, input, List.of());
  }

  /**
   * Parses one input whose address may have been refused before parsing (the CLI's line problems):
   * the input's problems come first and make the record invalid.
   *
   * @param options what to accept
   * @param line the 1-based line, or null
   * @param input the input as given
   * @param address the address to parse, or null when the input is not processed
   * @param inputProblems the input's own problems, before the address's
   * @return the record
   */
  public static EmailRecord of(
      EmailOptions options,
      Long line,
      String input,
      String address,
      List<ProblemRecord> inputProblems) {
    if (address == null) {
      return new EmailRecord(
          line, input, false, input, null, "", false, null, List.copyOf(inputProblems));
    }
    EmailResult r = EmailAddress.parse(address, options);
    List<ProblemRecord> problems;
    if (inputProblems.isEmpty()) {
      problems = ProblemRecord.of(r.problems());
    } else {
      List<ProblemRecord> all = new ArrayList<>(inputProblems);
      all.addAll(ProblemRecord.of(r.problems()));
      problems = List.copyOf(all);
    }
    // A line problem (such as CRLF_LINE_END) makes the record invalid though the address parsed:
    // then, as for an invalid address, the input stands for the normalized form and there is no
    // ASCII form or domain.
    boolean valid = problems.isEmpty();
    return new EmailRecord(
        line,
        input,
        valid,
        valid ? r.normalized() : input,
        valid ? r.asciiForm().orElse(null) : null,
        valid ? r.asciiDomain().orElse(null) : null,
        r.requiresSmtpUtf8(),
        r.displayName().orElse(null),
        problems);
  }

  /**
   * The options every face reads from its option names: the preset, then each setting given.
   *
   * @param preset {@code defaults} or {@code rfc5321} (any case), or null for {@code defaults}
   * @param eai {@code SMTPUTF8}, {@code IDN_DOMAIN} or {@code ASCII} (any case), or null for the
   *     preset's
   * @param quotedLocalPart {@link #QUOTED_LOCAL_PART}, or null for the preset's
   * @param addressLiteral {@link #ADDRESS_LITERAL}, or null for the preset's
   * @param displayName {@link #DISPLAY_NAME}, or null for the preset's
   * @param globallyDeliverable {@link #GLOBALLY_DELIVERABLE}, or null for the preset's
   * @return the options
   * @throws IllegalArgumentException for an unknown preset or EAI level, with a message that lists
   *     the known ones
   */
  public static EmailOptions options(
      String preset,
      String eai,
      Boolean quotedLocalPart,
      Boolean addressLiteral,
      Boolean displayName,
      Boolean globallyDeliverable) {
    EmailOptions base;
    String presetName =
        preset == null
            ? PRESETS.get(0)
            : Vocabulary.choice(PRESETS, preset)
                .orElseThrow(
                    () ->
                        new IllegalArgumentException(
                            "unknown preset '"
                                + clip(preset)
                                + "'; expected one of "
                                + String.join(", ", PRESETS)));
    base = presetName.equals(PRESETS.get(0)) ? EmailOptions.defaults() : EmailOptions.rfc5321();
    if (eai == null
        && quotedLocalPart == null
        && addressLiteral == null
        && displayName == null
        && globallyDeliverable == null) {
      return base;
    }
    EmailOptions.Builder b = base.toBuilder();
    if (eai != null) {
      b.eai(eai(eai));
    }
    if (quotedLocalPart != null) {
      b.quotedLocalPart(quotedLocalPart);
    }
    if (addressLiteral != null) {
      b.addressLiteral(addressLiteral);
    }
    if (displayName != null) {
      b.displayName(displayName);
    }
    if (globallyDeliverable != null) {
      b.globallyDeliverable(globallyDeliverable);
    }
    return b.build();
  }

  private static EmailOptions.Eai eai(String name) {
    List<String> names = new ArrayList<>();
    for (EmailOptions.Eai e : EmailOptions.Eai.values()) {
      names.add(e.name());
    }
    return EmailOptions.Eai.valueOf(
        Vocabulary.choice(names, name)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown "
                            + EAI
                            + " '"
                            + clip(name)
                            + "'; expected one of "
                            + String.join(", ", names))));
  }

  private static String clip(String s) {
    return s.length() <= 64 ? s : s.substring(0, 64) + "...";
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }
}
