/**
 * JMH benchmarks that measure IDNA4J side by side with ICU4J and {@code java.net.IDN} on the
 * same corpora, in the same JVM, with the same options.
 *
 * <p>{@link org.idna4j.benchmarks.ToAsciiBenchmark} converts every name of the
 * {@code mixed}, {@code ascii} and {@code unicode} corpora; {@code ToUnicodeBenchmark}
 * decodes the ASCII forms of the {@code unicode} corpus; {@code SingleNameBenchmark}
 * measures one already-valid lowercase name, the case that must not allocate.
 * {@link org.idna4j.benchmarks.Corpus} loads the name lists. {@code benchmarks/README.md}
 * gives the command line and the results.
 */
package org.idna4j.benchmarks;
