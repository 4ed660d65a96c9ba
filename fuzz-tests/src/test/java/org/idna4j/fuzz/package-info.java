/**
 * Robustness tests of the library: coverage-guided fuzz targets (Jazzer) and the adversarial inputs
 * at full size.
 *
 * <p>The targets ({@code IdnaFuzzTest}, {@code RegistrationFuzzTest}, {@code PunycodeFuzzTest},
 * {@code ConfusablesFuzzTest} and the long mode {@code LongInputFuzzTest}) check properties that
 * hold for every input: no exception outside the documented contract, a result valid exactly when
 * it has no problem, problem offsets inside the input, a capped problem list, round trips. {@code
 * FuzzInput} turns the fuzzer's bytes into strings; {@code FuzzFindingsTest} keeps what fuzzing
 * found, minimized, as regression tests; {@code AdversarialInputsTest} runs hand-made hostile
 * inputs (megabytes of dots, combining marks, joiners, Punycode) and checks the typed problem each
 * must give. {@code fuzz-tests/README.md} says how to run the fuzzers and what they found.
 */
package org.idna4j.fuzz;
