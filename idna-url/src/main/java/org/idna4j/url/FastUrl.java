package org.idna4j.url;

import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.domain.internal.DomainAccess;

/**
 * The fast path of {@link Host#toAsciiInUrl} for the URL most callers hold: {@code http}, {@code
 * https}, {@code ws}, {@code wss} or {@code ftp} (any case), then exactly {@code //}, a host of
 * ASCII lowercase letters, digits, {@code .} and {@code -}, an optional port of ASCII digits up to
 * 65535, then {@code /}, {@code ?}, {@code #} or the end, and no C0 control or space at either end.
 * On such a URL every state of {@link UrlAuthority} takes its plain branch (no tab or newline can
 * be in the part read, no {@code @}, no {@code \}, no brackets, no percent sign), so the answer is
 * the domain parser's on the host; when that answer is the host itself with no problem and the host
 * does not end in a number, the URL comes back as it is. Anything else returns null and takes the
 * full path, which the equivalence test compares with this one.
 *
 * <p>Two rungs. First the domain parser's own first rung is asked about the host where it stands in
 * the URL ({@link DomainAccess#plainNameEnd}: one read of the host, which also finds its end, and
 * no copy), and the result holds the URL and the host's bounds, its {@link Host} made only on
 * request. When that rung cannot tell (an {@code xn--} label, a name longer than 63 characters with
 * a {@code --}), the host is copied out and given to {@link Idna#whatwgUrl()}.
 */
final class FastUrl {

  /** The domain parser's hooks for a name inside a longer text. */
  private static final DomainAccess DOMAINS = DomainAccess.get();

  /** The URL Standard's domain parser (the cached preset, the same instance on every call). */
  private static final Idna WHATWG = Idna.whatwgUrl();

  private FastUrl() {}

  /** The result, or null when the URL is not of the fast path's shape. */
  static HostResult toAsciiInUrl(String url) {
    int n = url.length();
    if (n < 8 || url.charAt(n - 1) <= 0x20) {
      return null;
    }
    int hostStart = hostStart(url);
    if (hostStart < 0) {
      return null;
    }
    int hostEnd = DOMAINS.plainNameEnd(WHATWG, url, hostStart);
    if (hostEnd < 0) {
      return viaDomainParser(url, hostStart);
    }
    // The domain parser returns the host as it is, with no problem: steps 7 and 9 of the host
    // parser, unless the host ends in a number (step 8).
    if (!portAndEnd(url, hostEnd) || Ipv4.endsInANumber(url, hostStart, hostEnd)) {
      return null;
    }
    return HostResult.unchangedDomain(url, hostStart, hostEnd);
  }

  /** The second rung: the host of lowercase LDH characters and dots, copied out and parsed. */
  private static HostResult viaDomainParser(String url, int hostStart) {
    int n = url.length();
    int hostEnd = hostStart;
    while (hostEnd < n && isLowercaseLdhOrDot(url.charAt(hostEnd))) {
      hostEnd++;
    }
    if (hostEnd == hostStart || !portAndEnd(url, hostEnd)) {
      return null;
    }
    String host = url.substring(hostStart, hostEnd);
    DomainResult r = WHATWG.toAscii(host);
    if (!r.output().equals(host)
        || !r.problems().isEmpty()
        || !r.nonFatalProblems().isEmpty()
        || Ipv4.endsInANumber(host)) {
      return null;
    }
    // Everything before the host's end is ASCII, so char offsets are code-point offsets.
    return HostResult.unchangedDomain(url, hostStart, hostEnd);
  }

  /**
   * Whether what follows the host at {@code i} is an optional port of ASCII digits up to 65535 and
   * then {@code /}, {@code ?}, {@code #} or the end.
   */
  private static boolean portAndEnd(String url, int i) {
    int n = url.length();
    if (i < n && url.charAt(i) == ':') {
      int port = 0;
      for (i++; i < n && url.charAt(i) >= '0' && url.charAt(i) <= '9'; i++) {
        port = Math.min(port * 10 + (url.charAt(i) - '0'), 65536);
      }
      if (port > 65535) {
        return false;
      }
    }
    return i == n || url.charAt(i) == '/' || url.charAt(i) == '?' || url.charAt(i) == '#';
  }

  /**
   * Where the host starts: after a special scheme other than file and exactly "//", or -1 (also for
   * a leading C0 control or space, which no scheme starts with). The two schemes nearly every URL
   * has are tried first, as they are spelled (a comparison with a constant, which the JIT unrolls);
   * the URL has at least 8 chars.
   */
  private static int hostStart(String url) {
    if (url.startsWith("https://")) {
      return 8;
    }
    if (url.startsWith("http://")) {
      return 7;
    }
    int colon = specialSchemeEnd(url);
    if (colon < 0 || url.charAt(colon + 1) != '/' || url.charAt(colon + 2) != '/') {
      return -1; // colon + 2 < 8 <= n
    }
    return colon + 3;
  }

  /**
   * The index of the ':' after a special scheme other than file (§4.2 "URL miscellaneous": http,
   * https, ws, wss, ftp, compared without ASCII case), or -1. The URL has at least 8 chars.
   */
  private static int specialSchemeEnd(String url) {
    // c | 0x20 is the lowercase letter only for that letter and its capital; ':' is compared as
    // it is (':' is 0x1A | 0x20).
    int c0 = url.charAt(0) | 0x20;
    int c1 = url.charAt(1) | 0x20;
    int c2 = url.charAt(2);
    if (c0 == 'h' && c1 == 't' && (c2 | 0x20) == 't' && (url.charAt(3) | 0x20) == 'p') {
      char c4 = url.charAt(4);
      if (c4 == ':') {
        return 4;
      }
      return (c4 | 0x20) == 's' && url.charAt(5) == ':' ? 5 : -1;
    }
    if (c0 == 'w' && c1 == 's') {
      if (c2 == ':') {
        return 2;
      }
      return (c2 | 0x20) == 's' && url.charAt(3) == ':' ? 3 : -1;
    }
    return c0 == 'f' && c1 == 't' && (c2 | 0x20) == 'p' && url.charAt(3) == ':' ? 3 : -1;
  }

  private static boolean isLowercaseLdhOrDot(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
  }
}
