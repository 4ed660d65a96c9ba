package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.idna4j.conformance.Idna2003Vectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The Nameprep vectors of draft-josefsson-idn-test-vectors-00 §4 through the idna2003
 * profile's own Nameprep step (RFC 3490 §4.1 step 2), one dynamic test per vector.
 *
 * <p>This class sits in {@code org.idna4j.label}, the engine's package, because the Nameprep
 * step is package-private engine code: ToASCII skips Nameprep for all-ASCII labels (RFC 3490
 * §4.1 step 1), so vectors such as 4.2 "CAFE" cannot be observed through the public API.
 */
class Idna2003NameprepVectorsTest {

    @TestFactory
    Stream<DynamicTest> nameprepVectors() {
        return Idna2003Vectors.nameprep().stream().map(v -> DynamicTest.dynamicTest(
                v.section() + " " + v.title(), () -> {
                    Idna2003Engine engine = new Idna2003Engine(v.allowUnassigned(), false);
                    List<IdnaProblem> problems = new ArrayList<>();
                    String output = engine.nameprep(v.input(), problems);
                    if (v.expectedOutput() != null) {
                        assertThat(problems).isEmpty();
                        assertThat(output).isEqualTo(v.expectedOutput());
                    } else {
                        assertThat(output).isNull();
                        assertThat(problems).isNotEmpty();
                        assertThat(problems).extracting(IdnaProblem::error).containsOnly(expectedError(v.title()));
                    }
                }));
    }

    /** The failure each erroneous vector's title names (RFC 3491 §5, §6, §7). */
    private static IdnaError expectedError(String title) {
        if (title.startsWith("Bidi")) {
            return IdnaError.NAMEPREP_BIDI;           // RFC 3454 §6
        }
        if (title.startsWith("Unassigned")) {
            return IdnaError.NAMEPREP_UNASSIGNED;     // RFC 3454 §7, Table A.1
        }
        return IdnaError.NAMEPREP_PROHIBITED;         // RFC 3454 §5, Appendix C
    }
}
