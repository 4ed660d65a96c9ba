/**
 * JMH benchmarks that measure IDNA4J side by side with its peers (ICU4J, {@code java.net.IDN},
 * Guava, OkHttp, crawler-commons) on the same corpora, in the same JVM, with the same options.
 *
 * <ul>
 *   <li>IDNA: {@link org.idna4j.benchmarks.ToAsciiBenchmark} converts every name of the {@code
 *       mixed}, {@code ascii} and {@code unicode} corpora, {@code ToUnicodeBenchmark} decodes the
 *       ASCII forms of the {@code unicode} corpus, {@code SingleNameBenchmark} measures one
 *       already-valid lowercase name, the case that must not allocate; {@code LowercaseLdhFloor} is
 *       the floor no ToASCII can beat; the {@code main} program {@code IdnaCpuTime} is IDNA4J's
 *       side of the comparison with the native libraries of {@code benchmarks/native/idna};
 *   <li>Punycode: {@code PunycodeBenchmark} and {@code PunycodeIcuBenchmark} on the inputs of
 *       {@code PunycodeInputs};
 *   <li>hostile input: {@code AdversarialInputsBenchmark} and {@code HostileInputMatrixBenchmark},
 *       at sizes that show whether the cost is linear;
 *   <li>Public Suffix List: {@code PslBenchmark}, {@code PslLoadBenchmark}, and the {@code main}
 *       programs {@code PslCpuTime} and {@code PslFootprint}, over the calls of {@code PslPeers};
 *   <li>RFC 7940: {@code LgrBenchmark}.
 * </ul>
 *
 * {@link org.idna4j.benchmarks.Corpus} loads the name lists; {@code Peers} and {@code Idna4j} hold
 * the loops that run a corpus through each library. {@code benchmarks/README.md} gives the command
 * lines and the results.
 */
package org.idna4j.benchmarks;
