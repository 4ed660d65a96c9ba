package org.idna4j.records;

import java.util.List;
import org.idna4j.psl.PslAnswer;
import org.idna4j.psl.PublicSuffixMatch;

/**
 * One Public Suffix List answer: {@code idna psl --format jsonl}, {@code GET /api/v1/psl} and
 * Spark's {@code idna_psl}. When there is no registrable domain, {@code reason} says why.
 *
 * @param line the 1-based line of the name in bulk CLI input; null for a name given as an argument,
 *     over HTTP and in Spark
 * @param input the name as given
 * @param publicSuffix the public suffix, or null for an invalid name or an IP address
 * @param registrableDomain the registrable domain, or null (then {@code reason} says why)
 * @param rule the prevailing rule as the list writes it ({@code *.kawasaki.jp}), or null
 * @param section {@code ICANN} or {@code PRIVATE}, or null (the implicit rule, or no match)
 * @param reason why there is no registrable domain ({@link PslAnswer.Reason}), or null
 * @param problems the IDNA problems of an invalid name
 */
public record PslRecord(
    @FieldDoc(value = Field.LINE, nullable = true) Long line,
    @FieldDoc("the name as given") String input,
    @FieldDoc(value = "the public suffix; null for an invalid name or IP address", nullable = true)
        String publicSuffix,
    @FieldDoc(value = "the registrable domain; null when reason says why", nullable = true)
        String registrableDomain,
    @FieldDoc(value = "the prevailing rule as the list writes it", nullable = true) String rule,
    @FieldDoc(value = "ICANN or PRIVATE; null for the implicit rule", nullable = true)
        String section,
    @FieldDoc(
            value =
                "why there is no registrable domain: INVALID_NAME, IP_ADDRESS, PUBLIC_SUFFIX"
                    + " or NO_RULE; null when there is one",
            nullable = true)
        String reason,
    @FieldDoc("the IDNA problems of an invalid name") List<ProblemRecord> problems)
    implements Shaped {

  /** The record type {@code psl}. */
  public static final Shape SHAPE =
      Shape.of(
          PslRecord.class,
          "psl",
          "The public suffix and registrable domain of one name, or why it has none.");

  /**
   * The record of an answer.
   *
   * @param line the 1-based line, or null
   * @param input the name as given
   * @param a the answer
   * @return the record
   */
  public static PslRecord of(Long line, String input, PslAnswer a) {
    PublicSuffixMatch m = a.match().orElse(null);
    return new PslRecord(
        line,
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
}
