package org.idna4j.domain;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every preset × every kind of input that yields a problem per character × ToASCII and ToUnicode,
 * at 1,000,000 characters: each returns (never throws), lists a bounded number of problems, ends a
 * truncated list with the {@code TOO_MANY_PROBLEMS} marker, and reports the expected problem for
 * the first repetitions at their offsets ({@link HostileInputs#check}).
 *
 * <p>The one timing guard of the suite: a case that took quadratic time (hours at this size) fails
 * after 10 seconds, in a separate thread so that the build does not hang on it; linear cost is a
 * fraction of a second.
 */
class HostileInputMatrixTest {

  private static final int CHARS = 1_000_000;
  private static final Map<String, Idna> PRESETS = HostileInputs.presets();

  /** One input per kind, built once. */
  private static final Map<String, String> INPUTS = new ConcurrentHashMap<>();

  static Stream<Arguments> cases() {
    return HostileInputs.kinds().stream()
        .flatMap(
            kind ->
                PRESETS.keySet().stream()
                    .flatMap(
                        preset ->
                            Stream.of(
                                Arguments.of(preset, "toAscii", kind),
                                Arguments.of(preset, "toUnicode", kind))));
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("cases")
  @Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void millionCharacters(String preset, String direction, HostileInputs.Kind kind) {
    String input = INPUTS.computeIfAbsent(kind.name(), k -> kind.input(CHARS));
    Idna idna = PRESETS.get(preset);
    boolean toAscii = direction.equals("toAscii");
    DomainResult r = toAscii ? idna.toAscii(input) : idna.toUnicode(input);
    HostileInputs.check(kind, preset, toAscii, r);
  }
}
