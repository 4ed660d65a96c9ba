package org.idna4j.probe;

import java.io.InputStream;
import java.net.IDN;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SNIHostName;
import org.apache.commons.validator.routines.DomainValidator;
import org.apache.commons.validator.routines.EmailValidator;
import org.apache.commons.validator.routines.UrlValidator;
import org.apache.hc.client5.http.ssl.DefaultHostnameVerifier;
import org.apache.hc.client5.http.utils.DnsUtils;
import org.apache.hc.core5.http.HttpHost;

/**
 * The application the integration tests start in a forked JVM, with and without the agent. It calls
 * unchanged released libraries that call {@code java.net.IDN} and prints each answer as one line
 * {@code library TAB call TAB input TAB answer}, all in ASCII ({@code \\uXXXX} escapes).
 *
 * <p>With {@code -Dprobe.substituted=true} it runs on copies of the library jars whose {@code
 * java.net.IDN} calls were pointed at {@code org.idna4j.domain.IDN} (the test makes them), and the
 * JDK's {@code SNIHostName} and the direct calls are given IDNA4J's ASCII form: the answers an
 * application would get by substituting IDNA4J in every caller's code, which {@code replace} must
 * match.
 */
public final class Probe {

  /** The names every library gets, from the issue's list. */
  public static final List<String> NAMES =
      List.of(
          "fa\u00DF.de",
          "a\u200Db.com",
          "\uD83D\uDE00.example",
          "ab--c.example",
          "xn--a.example",
          "example.com");

  private static final boolean SUBSTITUTED = Boolean.getBoolean("probe.substituted");

  private Probe() {}

  /**
   * Runs one scenario.
   *
   * @param args the scenario and its arguments
   * @throws Exception on failure (the test then sees the exit code)
   */
  public static void main(String[] args) throws Exception {
    StringBuilder out = new StringBuilder();
    switch (args[0]) {
      case "libraries" -> libraries(out, args.length > 1 ? Path.of(args[1]) : null);
      case "direct" -> direct(out);
      case "threads" -> threads(out, Integer.parseInt(args[1]), Integer.parseInt(args[2]));
      case "many" -> many(out, Integer.parseInt(args[1]));
      case "halt" -> {
        direct(out);
        System.out.print(out);
        System.out.flush();
        Thread.sleep(Long.parseLong(args[1]));
        Runtime.getRuntime().halt(0); // no shutdown hook: only the periodic write is left
      }
      case "isolation" -> isolation(out);
      default -> throw new IllegalArgumentException(args[0]);
    }
    System.out.print(out);
    System.out.flush();
  }

  /**
   * A class already loaded when the agent starts: {@code -javaagent:probe.jar} before the IDNA4J
   * agent runs this, which loads {@code java.net.IDN} and calls it.
   *
   * @param args ignored
   */
  public static void premain(String args) {
    if (IDN.toASCII("example.com").isEmpty()) {
      throw new IllegalStateException();
    }
  }

  static void libraries(StringBuilder out, Path keyStore) throws Exception {
    X509Certificate cert = keyStore == null ? null : certificate(keyStore);
    DefaultHostnameVerifier verifier = new DefaultHostnameVerifier();
    for (String name : NAMES) {
      line(
          out,
          "commons-validator",
          "DomainValidator.isValid",
          name,
          () -> String.valueOf(DomainValidator.getInstance().isValid(name)));
      line(
          out,
          "commons-validator",
          "EmailValidator.isValid",
          "user@" + name,
          () -> String.valueOf(EmailValidator.getInstance().isValid("user@" + name)));
      line(
          out,
          "commons-validator",
          "UrlValidator.isValid",
          "https://" + name + "/",
          () -> String.valueOf(new UrlValidator().isValid("https://" + name + "/")));
      line(
          out, "httpcore5", "HttpHost.toURI", name, () -> new HttpHost("https", name, 443).toURI());
      line(
          out,
          "httpclient5",
          "DnsUtils.normalizeUnicode",
          name,
          () -> DnsUtils.normalizeUnicode(name));
      if (cert != null) {
        line(
            out,
            "httpclient5",
            "DefaultHostnameVerifier.verify",
            name,
            () -> {
              verifier.verify(name, cert);
              return "verified";
            });
      }
      line(
          out,
          "angus-mail",
          "InternetAddress(strict).getAddress",
          "user@" + name,
          () -> new jakarta.mail.internet.InternetAddress("user@" + name, true).getAddress());
      line(
          out,
          "jsoup",
          "Jsoup.connect(url).request().url",
          "https://" + name + "/",
          () -> org.jsoup.Jsoup.connect("https://" + name + "/").request().url().toString());
      line(
          out,
          "jdk",
          "SNIHostName.getAsciiName",
          name,
          () ->
              new SNIHostName(SUBSTITUTED ? idna4jAscii(name, IDN.USE_STD3_ASCII_RULES) : name)
                  .getAsciiName());
    }
  }

  private static String idna4jAscii(String name, int flags) {
    return org.idna4j.domain.IDN.toASCII(name, flags);
  }

  private static X509Certificate certificate(Path keyStore) throws Exception {
    KeyStore ks = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keyStore)) {
      ks.load(in, "changeit".toCharArray());
    }
    return (X509Certificate) ks.getCertificate("probe");
  }

  /** Every method and flag combination on every name, called from this class. */
  static void direct(StringBuilder out) {
    for (String name : NAMES) {
      for (int flags = 0; flags < 4; flags++) {
        int f = flags;
        line(
            out,
            "direct",
            "toASCII/" + f,
            name,
            () -> SUBSTITUTED ? org.idna4j.domain.IDN.toASCII(name, f) : IDN.toASCII(name, f));
        line(
            out,
            "direct",
            "toUnicode/" + f,
            name,
            () -> SUBSTITUTED ? org.idna4j.domain.IDN.toUnicode(name, f) : IDN.toUnicode(name, f));
      }
      line(
          out,
          "direct",
          "toASCII",
          name,
          () -> SUBSTITUTED ? org.idna4j.domain.IDN.toASCII(name) : IDN.toASCII(name));
      line(
          out,
          "direct",
          "toUnicode",
          name,
          () -> SUBSTITUTED ? org.idna4j.domain.IDN.toUnicode(name) : IDN.toUnicode(name));
    }
  }

  /**
   * {@code n} threads each call {@code java.net.IDN.toASCII} {@code calls} times on each name and
   * check every answer against the first answer of this JVM for that name: one line per name with
   * the answer and the number of mismatches.
   */
  static void threads(StringBuilder out, int n, int calls) throws Exception {
    List<String> first = new ArrayList<>();
    for (String name : NAMES) {
      first.add(answer(() -> IDN.toASCII(name)));
    }
    ExecutorService pool = Executors.newFixedThreadPool(n);
    List<Future<int[]>> results = new ArrayList<>();
    for (int t = 0; t < n; t++) {
      results.add(
          pool.submit(
              () -> {
                int[] mismatches = new int[NAMES.size()];
                for (int i = 0; i < calls; i++) {
                  for (int k = 0; k < NAMES.size(); k++) {
                    String name = NAMES.get(k);
                    if (!answer(() -> IDN.toASCII(name)).equals(first.get(k))) {
                      mismatches[k]++;
                    }
                  }
                }
                return mismatches;
              }));
    }
    int[] total = new int[NAMES.size()];
    for (Future<int[]> f : results) {
      int[] m = f.get();
      for (int k = 0; k < total.length; k++) {
        total[k] += m[k];
      }
    }
    pool.shutdown();
    if (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
      throw new IllegalStateException("threads did not end");
    }
    for (int k = 0; k < NAMES.size(); k++) {
      out.append("threads\t")
          .append(total[k])
          .append('\t')
          .append(escape(NAMES.get(k)))
          .append('\t')
          .append(escape(first.get(k)))
          .append('\n');
    }
  }

  /** {@code n} distinct names that IDNA4J answers differently ({@code faß0.de}, ...). */
  static void many(StringBuilder out, int n) {
    for (int i = 0; i < n; i++) {
      String name = "fa\u00DF" + i + ".de";
      line(out, "many", "toASCII", name, () -> IDN.toASCII(name));
    }
  }

  /** Whether the exception IDNA4J throws through java.net.IDN is another class than the app's. */
  static void isolation(StringBuilder out) {
    try {
      IDN.toASCII("xn--a.example");
      out.append("isolation\tno exception\n");
    } catch (IllegalArgumentException e) {
      Class<?> ours = org.idna4j.domain.IdnaException.class;
      out.append("isolation\t")
          .append(e.getClass().getName())
          .append('\t')
          .append(e.getClass() == ours ? "same class" : "other class")
          .append('\t')
          .append(com.ibm.icu.util.VersionInfo.ICU_VERSION)
          .append('\n');
    }
  }

  interface Call {
    String run() throws Exception;
  }

  static void line(StringBuilder out, String library, String call, String input, Call c) {
    out.append(library)
        .append('\t')
        .append(call)
        .append('\t')
        .append(escape(input))
        .append('\t')
        .append(escape(answer(c)))
        .append('\n');
  }

  /** The answer, or {@code error: class: message} (an exception is an answer too). */
  static String answer(Call c) {
    try {
      return c.run();
    } catch (Exception e) {
      return "error: " + e.getClass().getName() + ": " + e.getMessage();
    }
  }

  /** ASCII only: non-ASCII, controls, tab and backslash as {@code \\uXXXX}. */
  public static String escape(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c > 0x7E || c == '\\') {
        b.append(String.format("\\u%04X", (int) c));
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }
}
