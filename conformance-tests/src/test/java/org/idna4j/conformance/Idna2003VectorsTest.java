package org.idna4j.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.IDN;
import java.util.stream.Stream;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.LabelProcessor;
import org.idna4j.label.LabelResult;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * draft-josefsson-idn-test-vectors-00 through the public idna2003 profile: the §5 ToASCII vectors
 * give the draft's output, label by label and through {@code Idna.idna2003()}; and on every vector
 * of §4 and §5 the profile agrees with {@code java.net.IDN} under all four flag combinations (RFC
 * 3490 §2 AllowUnassigned, UseSTD3ASCIIRules).
 */
class Idna2003VectorsTest {

  private static final LabelProcessor IDNA2003 = LabelProcessor.of(IdnaProfile.idna2003());

  @TestFactory
  Stream<DynamicTest> toAsciiVectorsOfSection5() {
    return Idna2003Vectors.toAscii().stream()
        .map(
            v ->
                DynamicTest.dynamicTest(
                    v.section() + " " + v.title(),
                    () -> {
                      LabelResult result = IDNA2003.toAscii(v.input());
                      assertThat(result.problems()).isEmpty();
                      assertThat(result.output()).isEqualTo(v.expectedOutput());
                      // the same through the domain layer, and as the last label of a name
                      assertThat(Idna.idna2003().toAsciiOrThrow(v.input()))
                          .isEqualTo(v.expectedOutput());
                      assertThat(Idna.idna2003().toAsciiOrThrow("www." + v.input() + ".example"))
                          .isEqualTo("www." + v.expectedOutput() + ".example");
                      // RFC 3490 §4.2: ToUnicode of the A-label gives back the Nameprep form.
                      assertThat(IDNA2003.toUnicode(v.expectedOutput()).output())
                          .isEqualTo(IDN.toUnicode(v.expectedOutput()))
                          .isNotEqualTo(v.expectedOutput());
                    }));
  }

  @TestFactory
  Stream<DynamicTest> agreementWithJavaNetIdnOnEveryVector() {
    Stream<String[]> inputs =
        Stream.concat(
            Idna2003Vectors.nameprep().stream().map(v -> new String[] {v.section(), v.input()}),
            Idna2003Vectors.toAscii().stream().map(v -> new String[] {v.section(), v.input()}));
    return inputs.flatMap(
        in ->
            java.util.Arrays.stream(Idna2003JdkAgreement.FLAG_COMBINATIONS)
                .boxed()
                .map(
                    flags ->
                        DynamicTest.dynamicTest(
                            in[0] + " flags " + flags,
                            () -> {
                              assertThat(Idna2003JdkAgreement.toAscii(in[1], flags)).isNull();
                              assertThat(Idna2003JdkAgreement.toUnicode(in[1], flags)).isNull();
                            })));
  }
}
