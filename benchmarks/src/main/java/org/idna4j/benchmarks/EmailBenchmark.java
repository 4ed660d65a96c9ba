package org.idna4j.benchmarks;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.util.concurrent.TimeUnit;
import org.apache.commons.validator.routines.EmailValidator;
import org.idna4j.email.EmailAddress;
import org.idna4j.email.EmailOptions;
import org.idna4j.email.EmailResult;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Email addresses made from a corpus ({@link #addresses(String[])}): idna-email's {@code
 * EmailAddress.parse} side by side with Apache Commons Validator's {@code EmailValidator.isValid}
 * and Jakarta Mail's {@code InternetAddress} (constructor and {@code validate()}).
 *
 * <p>As in {@link ToAsciiBenchmark}, one invocation walks the whole corpus and counts as {@link
 * Corpus#SIZE} operations, so scores are per address. The peers answer a smaller question: Commons
 * Validator a boolean (its domain check through {@code java.net.IDN}, IDNA2003), {@code
 * InternetAddress} a parse that throws on a bad address and says nothing of IDNA; {@code parse}
 * also gives the normalized and ASCII forms and every problem. The ratios compare each library's
 * own answer; {@link #load()} counts how often each accepts the addresses.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class EmailBenchmark {

  /** Which corpus to make addresses from; see {@code corpus/README.md}. */
  @Param({Corpus.MIXED})
  public String corpus;

  /**
   * The local parts, used in turn: dot-atoms with atext specials, and one in ten non-ASCII (RFC
   * 6531 §3.3), which needs SMTPUTF8.
   */
  static final String[] LOCAL_PARTS = {
    "jane",
    "john.doe",
    "user+tag",
    "first_last",
    "info",
    "j.d-42",
    "sales.team",
    "x",
    "no-reply",
    "josé"
  };

  private String[] addresses;
  private final EmailValidator commons = EmailValidator.getInstance(false, false);
  private final EmailOptions defaults = EmailOptions.defaults();

  /**
   * The corpus made into addresses: local part {@code i % 10} of {@link #LOCAL_PARTS}, {@code @},
   * name {@code i}.
   *
   * @param names the domain names
   * @return one address per name
   */
  public static String[] addresses(String[] names) {
    String[] out = new String[names.length];
    for (int i = 0; i < names.length; i++) {
      out[i] = LOCAL_PARTS[i % LOCAL_PARTS.length] + "@" + names[i];
    }
    return out;
  }

  /** Makes the addresses once per trial and prints how many each library accepts. */
  @Setup
  public void load() {
    addresses = addresses(Corpus.load(corpus));
    int idna4j = 0;
    int validator = 0;
    int mail = 0;
    for (String a : addresses) {
      idna4j += EmailAddress.parse(a, defaults).isValid() ? 1 : 0;
      validator += commons.isValid(a) ? 1 : 0;
      mail += internetAddress(a) != null ? 1 : 0;
    }
    System.out.printf(
        "%n%s: %d addresses; accepted by idna-email %d, commons-validator %d, InternetAddress %d%n",
        corpus, addresses.length, idna4j, validator, mail);
  }

  /** idna-email {@code EmailAddress.parse} with {@code EmailOptions.defaults()}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void idna4jParse(Blackhole bh) {
    for (String a : addresses) {
      EmailResult r = EmailAddress.parse(a, defaults);
      bh.consume(r.isValid());
      bh.consume(r.asciiDomain());
    }
  }

  /** Commons Validator {@code EmailValidator.getInstance(false, false).isValid}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void commonsValidator(Blackhole bh) {
    for (String a : addresses) {
      bh.consume(commons.isValid(a));
    }
  }

  /** Jakarta Mail {@code new InternetAddress(a, true)} and {@code validate()}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void internetAddress(Blackhole bh) {
    for (String a : addresses) {
      bh.consume(internetAddress(a));
    }
  }

  private static InternetAddress internetAddress(String a) {
    try {
      InternetAddress ia = new InternetAddress(a, true);
      ia.validate();
      return ia;
    } catch (AddressException e) {
      return null;
    }
  }
}
