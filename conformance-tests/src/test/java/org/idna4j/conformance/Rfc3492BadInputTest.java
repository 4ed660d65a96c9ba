package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.idna4j.punycode.Punycode;
import org.idna4j.punycode.PunycodeException;
import org.idna4j.punycode.PunycodeException.Reason;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays {@code rfc3492/rfc3492-bad-inputs.tsv}: inputs that RFC 3492 §6.2/§6.3 (and §6.4 for
 * overflow) make fail, each with the {@link Reason} and index the exception must report.
 */
class Rfc3492BadInputTest {

  private static final List<Rfc3492Tsv.Row> VECTORS =
      Rfc3492Tsv.read("/rfc3492/rfc3492-bad-inputs.tsv");

  @Test
  void everyReasonHasAVector() {
    Set<Reason> covered =
        VECTORS.stream()
            .map(row -> Reason.valueOf(row.get("reason")))
            .collect(Collectors.toCollection(() -> EnumSet.noneOf(Reason.class)));
    assertThat(covered).containsExactlyInAnyOrder(Reason.values());
  }

  @TestFactory
  Stream<DynamicTest> badInputs() {
    return VECTORS.stream()
        .map(
            row ->
                dynamicTest(
                    "RFC 3492 bad input "
                        + row.get("id")
                        + ": "
                        + row.get("operation")
                        + " "
                        + row.get("input")
                        + " -> "
                        + row.get("reason")
                        + " at "
                        + row.get("index"),
                    () -> {
                      PunycodeException e =
                          catchThrowableOfType(PunycodeException.class, () -> run(row));
                      assertThat(e)
                          .as("%s must throw PunycodeException (%s)", row.get("id"), row.get("why"))
                          .isNotNull();
                      assertThat(e.reason()).isEqualTo(Reason.valueOf(row.get("reason")));
                      assertThat(e.index()).isEqualTo(Integer.parseInt(row.get("index")));
                    }));
  }

  private static void run(Rfc3492Tsv.Row row) {
    String input = row.get("input");
    switch (row.get("operation")) {
      case "decode" -> Punycode.decode(Rfc3492Tsv.unescape(input));
      case "encode" -> Punycode.encode(Rfc3492Tsv.unescape(input));
      case "encode-code-points" -> {
        int[] codePoints = Rfc3492Tsv.codePoints(input);
        Punycode.encode(codePoints, new boolean[codePoints.length]);
      }
      default -> throw new IllegalStateException("unknown operation " + row.get("operation"));
    }
  }
}
