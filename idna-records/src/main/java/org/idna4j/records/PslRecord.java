package org.idna4j.records;

import java.util.Arrays;
import java.util.List;
import org.idna4j.psl.PslAnswer;
import org.idna4j.psl.PublicSuffixMatch;

/**
 * One Public Suffix List answer: {@code idna psl --format jsonl}, {@code GET /api/v1/psl} and
 * Spark's {@code idna_psl}. When there is no registrable domain, {@code reason} says why.
 *
 * @param input the name as given
 * @param publicSuffix the public suffix, or null for an invalid name or an IP address
 * @param registrableDomain the registrable domain, or null (then {@code reason} says why)
 * @param rule the prevailing rule as the list writes it ({@code *.kawasaki.jp}), or null
 * @param section {@code ICANN} or {@code PRIVATE}, or null (the implicit rule, or no match)
 * @param reason why there is no registrable domain ({@link PslAnswer.Reason}), or null
 * @param problems the IDNA problems of an invalid name
 */
public record PslRecord(
    String input,
    String publicSuffix,
    String registrableDomain,
    String rule,
    String section,
    String reason,
    List<ProblemRecord> problems)
    implements Shaped {

  /** The record type {@code psl}. */
  public static final Shape SHAPE =
      new Shape(
          "psl",
          "The public suffix and registrable domain of one name, or why it has none.",
          List.of(
              Field.string("input", "the name as given"),
              Field.nullableString(
                  "public_suffix", "the public suffix; null for an invalid name or IP address"),
              Field.nullableString(
                  "registrable_domain", "the registrable domain; null when reason says why"),
              Field.nullableString("rule", "the prevailing rule as the list writes it"),
              Field.nullableString("section", "ICANN or PRIVATE; null for the implicit rule"),
              Field.nullableString(
                  "reason",
                  "why there is no registrable domain: INVALID_NAME, IP_ADDRESS, PUBLIC_SUFFIX"
                      + " or NO_RULE; null when there is one"),
              Field.records(
                  "problems", ProblemRecord.SHAPE, "the IDNA problems of an invalid name")));

  /**
   * The record of an answer.
   *
   * @param input the name as given
   * @param a the answer
   * @return the record
   */
  public static PslRecord of(String input, PslAnswer a) {
    PublicSuffixMatch m = a.match().orElse(null);
    return new PslRecord(
        input,
        m == null ? null : m.publicSuffix(),
        m == null ? null : m.registrableDomain().orElse(null),
        m == null ? null : m.rule(),
        m == null ? null : m.section().map(Enum::name).orElse(null),
        a.reason().map(Enum::name).orElse(null),
        ProblemRecord.of(a.problems()));
  }

  @Override
  public Shape shape() {
    return SHAPE;
  }

  @Override
  public List<Object> values() {
    return Arrays.asList(input, publicSuffix, registrableDomain, rule, section, reason, problems);
  }
}
