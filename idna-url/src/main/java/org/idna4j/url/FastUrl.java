package org.idna4j.url;

import java.util.List;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;

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
 */
final class FastUrl {

  private FastUrl() {}

  /** The result, or null when the URL is not of the fast path's shape. */
  static HostResult toAsciiInUrl(String url) {
    int n = url.length();
    if (n < 8 || url.charAt(0) <= 0x20 || url.charAt(n - 1) <= 0x20) {
      return null;
    }
    int colon = specialSchemeEnd(url);
    if (colon < 0
        || colon + 2 >= n
        || url.charAt(colon + 1) != '/'
        || url.charAt(colon + 2) != '/') {
      return null;
    }
    int hostStart = colon + 3;
    int i = hostStart;
    while (i < n && isLowercaseLdhOrDot(url.charAt(i))) {
      i++;
    }
    int hostEnd = i;
    if (hostEnd == hostStart) {
      return null;
    }
    if (i < n && url.charAt(i) == ':') {
      int port = 0;
      for (i++; i < n && url.charAt(i) >= '0' && url.charAt(i) <= '9'; i++) {
        port = Math.min(port * 10 + (url.charAt(i) - '0'), 65536);
      }
      if (port > 65535) {
        return null;
      }
    }
    if (i < n && url.charAt(i) != '/' && url.charAt(i) != '?' && url.charAt(i) != '#') {
      return null;
    }
    String host = url.substring(hostStart, hostEnd);
    DomainResult r = Idna.whatwgUrl().toAscii(host);
    if (!r.output().equals(host)
        || !r.problems().isEmpty()
        || !r.nonFatalProblems().isEmpty()
        || Ipv4.endsInANumber(host)) {
      return null;
    }
    // Everything before the host is ASCII, so char offsets are code-point offsets.
    return new HostResult(
        new Host(Host.Kind.DOMAIN, host), url, List.of(), List.of(), hostStart, hostEnd);
  }

  /** The index of the ':' after a special scheme other than file (§4.2), or -1. */
  private static int specialSchemeEnd(String url) {
    int i = 0;
    while (i < 6 && isAsciiAlpha(url.charAt(i))) {
      i++;
    }
    if (url.charAt(i) != ':') {
      return -1;
    }
    switch (i) {
      case 2:
        return url.regionMatches(true, 0, "ws", 0, 2) ? i : -1;
      case 3:
        return url.regionMatches(true, 0, "wss", 0, 3) || url.regionMatches(true, 0, "ftp", 0, 3)
            ? i
            : -1;
      case 4:
        return url.regionMatches(true, 0, "http", 0, 4) ? i : -1;
      case 5:
        return url.regionMatches(true, 0, "https", 0, 5) ? i : -1;
      default:
        return -1;
    }
  }

  private static boolean isAsciiAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isLowercaseLdhOrDot(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
  }
}
