package org.idna4j.url;

import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.LabelSpan;
import org.idna4j.label.IdnaProblem;

/**
 * The URL Standard's host parser (§3.5 "Host parsing"), top to bottom: brackets to the IPv6 parser,
 * <i>isOpaque</i> to the opaque-host parser, otherwise percent-decode, UTF-8 decode, the domain
 * parser ({@link Idna#whatwgUrl()}, reused as it is) and, for a domain that ends in a number, the
 * IPv4 parser.
 */
final class HostParser {

  private HostParser() {}

  /** A parsed host (null on failure) and its problems, offsets into the parsed text. */
  record Outcome(Host host, Findings findings) {
    /** The result of {@link Host#parse} or {@link Host#parseOpaque} on {@code input}. */
    HostResult toResult(CharSequence input) {
      findings.sort();
      String output;
      if (host == null) {
        output = input.toString();
      } else {
        String s = host.serialize();
        output = input instanceof String in && in.equals(s) ? in : s;
      }
      int length = Character.codePointCount(input, 0, input.length());
      return new HostResult(host, output, findings.fatal(), findings.nonFatal(), 0, length);
    }
  }

  static Outcome parse(CharSequence input, boolean isOpaque) {
    Findings f = new Findings();
    return new Outcome(parse(input, isOpaque, f), f);
  }

  /** The host parser; null on failure, with the fatal problem in {@code f}. */
  static Host parse(CharSequence input, boolean isOpaque, Findings f) {
    int n = input.length();
    if (n > 0 && input.charAt(0) == '[') {
      // Step 1
      if (n == 1 || input.charAt(n - 1) != ']') {
        f.fatal(
            UrlError.IPV6_UNCLOSED,
            IdnaProblem.NAME_LEVEL,
            0,
            "the host starts with '[' but does not end with ']'");
        return null;
      }
      return Ipv6.parse(input, 1, n - 1, f);
    }
    if (isOpaque) {
      return OpaqueHost.parse(input, f); // step 2
    }
    // Steps 4 and 5 (step 3 asserts a non-empty input; the empty string fails in the domain
    // parser, step 7, which is what running the steps gives).
    Decoded d = Decoded.of(input);
    if (d.firstPercentEncoded >= 0) {
      f.nonFatal(
          UrlError.DOMAIN_PERCENT_ENCODED,
          IdnaProblem.NAME_LEVEL,
          d.firstPercentEncoded,
          "the host is percent-decoded before it is read as a domain");
    }
    DomainResult r = Idna.whatwgUrl().toAscii(d.text); // step 6
    if (!r.problems().isEmpty() || !r.nonFatalProblems().isEmpty()) {
      for (IdnaProblem p : r.problems()) {
        f.addFatal(Findings.moved(p, d::inputOffset));
      }
      for (IdnaProblem p : r.nonFatalProblems()) {
        f.addNonFatal(Findings.moved(p, d::inputOffset));
      }
    }
    if (!r.isValid()) {
      return null; // step 7
    }
    String ascii = r.output();
    if (!Ipv4.endsInANumber(ascii)) {
      return new Host(Host.Kind.DOMAIN, ascii); // step 9
    }
    // Step 8: the IPv4 parser reads the ASCII domain; carry its offsets back to the input.
    Findings ipv4 = new Findings();
    Host host = Ipv4.parse(ascii, ipv4);
    if (!ipv4.isEmpty()) {
      f.addAll(ipv4, asciiToInput(d, r));
    }
    return host;
  }

  /**
   * Maps offsets into the ASCII domain to offsets into the input: exactly where the ASCII domain is
   * the decoded text up to case; otherwise (mapping changed the text, as for full-width digits) to
   * the start of the offset's label in the decoded text ({@link DomainResult#labelSpans()}).
   */
  private static Findings.Offsets asciiToInput(Decoded d, DomainResult r) {
    String ascii = r.output();
    if (sameText(d.text, ascii)) {
      return d::inputOffset;
    }
    List<LabelSpan> spans = r.labelSpans();
    return o -> {
      int end = 0; // where the span's label ends in the ASCII domain
      for (LabelSpan span : spans) {
        end += span.output().length();
        if (o <= end) {
          return d.inputOffset(span.start());
        }
        end++; // the dot
      }
      return d.inputOffset(spans.get(spans.size() - 1).start());
    };
  }

  /** Whether the ASCII domain has the decoded text's code points, up to ASCII case. */
  private static boolean sameText(CharSequence decoded, String ascii) {
    if (decoded.length() != ascii.length()) {
      return false;
    }
    for (int i = 0; i < ascii.length(); i++) {
      char c = decoded.charAt(i);
      if (c >= 0x80 || (c | 0x20) != (ascii.charAt(i) | 0x20)) {
        return false;
      }
    }
    return true;
  }
}
