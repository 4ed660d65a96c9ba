package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A name of 10,000,000 characters of dots, of {@code "a.."}, of U+2488 and of ZWJ, under every
 * preset, ToASCII and ToUnicode, is answered within a 256 MB heap, its problem list bounded and
 * ending with the {@code TOO_MANY_PROBLEMS} marker wherever each repetition is a problem.
 *
 * <p>Runs in its own surefire execution, whose JVM has {@code -Xmx256m} and the system property
 * {@value #IN_SMALL_HEAP} (see the module's POM); there it first checks that the heap is indeed
 * that small. Anywhere else (an IDE, {@code -Dtest=} in the default execution) it is skipped, since
 * a larger heap would prove nothing.
 */
class TenMillionCharNamesTest {

  private static final int CHARS = 10_000_000;
  private static final Map<String, Idna> PRESETS = HostileInputs.presets();
  private static final List<String> KINDS = List.of("dots", "a..", "disallowed U+2488", "ZWJ");

  /** The input of the kind being tested; one at a time, so that only one 10M input is live. */
  private static String currentKind;

  private static String currentInput;

  /** The system property the 256 MB surefire execution sets. */
  static final String IN_SMALL_HEAP = "idna4j.test.smallHeap";

  @BeforeAll
  static void heapIsAtMost256Megabytes() {
    assumeTrue(Boolean.getBoolean(IN_SMALL_HEAP), "runs in the -Xmx256m surefire execution only");
    assertThat(Runtime.getRuntime().maxMemory()).isLessThanOrEqualTo(256L << 20);
  }

  static Stream<Arguments> cases() {
    return HostileInputs.kinds().stream()
        .filter(k -> KINDS.contains(k.name()))
        .flatMap(
            kind ->
                PRESETS.keySet().stream()
                    .flatMap(
                        preset ->
                            Stream.of(
                                Arguments.of(kind, preset, "toAscii"),
                                Arguments.of(kind, preset, "toUnicode"))));
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("cases")
  void tenMillionCharacters(HostileInputs.Kind kind, String preset, String direction) {
    if (!kind.name().equals(currentKind)) {
      currentInput = null; // drop the previous kind's input before building the next
      currentInput = kind.input(CHARS);
      currentKind = kind.name();
    }
    Idna idna = PRESETS.get(preset);
    boolean toAscii = direction.equals("toAscii");
    DomainResult r = toAscii ? idna.toAscii(currentInput) : idna.toUnicode(currentInput);
    HostileInputs.check(kind, preset, toAscii, r);
  }
}
