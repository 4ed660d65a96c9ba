package org.idna4j.url;

import java.util.Locale;
import org.idna4j.label.IdnaProblem;

/**
 * Finds the host of a URL as the URL Standard's basic URL parser does without a base URL (§4.4 "URL
 * parsing": scheme start, scheme, special authority slashes, special authority ignore slashes, path
 * or authority, authority, host, port, file, file slash and file host states), parses it, and
 * replaces exactly its code points. Only the states up to the port run: the path, query and
 * fragment can never make the parser fail, so they are not read.
 *
 * <p>Works on the caller's text in place: the leading and trailing C0 controls and spaces are
 * bounds, not a copy, and tabs and newlines are skipped where they stand, so that every position is
 * a position in the caller's input.
 */
final class UrlAuthority {

  private static final int EOF = -1;

  private static final long FILE = packed("file");
  private static final long HTTP = packed("http");
  private static final long HTTPS = packed("https");
  private static final long WS = packed("ws");
  private static final long WSS = packed("wss");
  private static final long FTP = packed("ftp");

  /** A short lowercase scheme as {@link #authority()} packs it, 8 bits per char. */
  private static long packed(String scheme) {
    long v = 0;
    for (int i = 0; i < scheme.length(); i++) {
      v = v << 8 | scheme.charAt(i);
    }
    return v;
  }

  /** The caller's URL as a {@code String} (the caller's own instance when it is one). */
  private final String url;

  /** The input without leading and trailing C0 controls and spaces: [begin, end). */
  private final int begin;

  private final int end;

  private final Findings f = new Findings();

  /** The first tab or newline seen in the part of the URL that was read, or -1. */
  private int firstTabOrNewline = -1;

  private boolean special;

  private boolean reportedSolidus;

  /** The host's code points [hostStart, hostEnd), tabs and newlines inside included. */
  private int hostStart = -1;

  private int hostEnd = -1;

  private UrlAuthority(CharSequence url) {
    this.url = url.toString();
    int n = url.length();
    int b = 0;
    while (b < n && url.charAt(b) <= 0x20) {
      b++;
    }
    int e = n;
    while (e > b && url.charAt(e - 1) <= 0x20) {
      e--;
    }
    this.begin = b;
    this.end = e;
  }

  static HostResult toAsciiInUrl(CharSequence url) {
    if (url instanceof String u) {
      HostResult fast = FastUrl.toAsciiInUrl(u);
      if (fast != null) {
        return fast;
      }
    }
    return new UrlAuthority(url).run();
  }

  /** The states of §4.4 without the fast path: the reference the fast path is tested against. */
  static HostResult toAsciiInUrlWithoutFastPath(CharSequence url) {
    return new UrlAuthority(url).run();
  }

  private HostResult run() {
    if (begin > 0) {
      // §4.4 basic URL parser step 1.2
      f.nonFatal(
          UrlError.INVALID_URL_UNIT,
          IdnaProblem.NAME_LEVEL,
          0,
          "leading C0 control or space (" + uPlus(url.charAt(0)) + ")");
    }
    Host host = authority();
    if (firstTabOrNewline >= 0) {
      // Step 2 (reported for the part of the URL that was read)
      f.nonFatal(
          UrlError.INVALID_URL_UNIT,
          IdnaProblem.NAME_LEVEL,
          cp(firstTabOrNewline),
          "tab or newline (" + uPlus(url.charAt(firstTabOrNewline)) + ")");
    }
    if (end < url.length()) {
      f.nonFatal(
          UrlError.INVALID_URL_UNIT,
          IdnaProblem.NAME_LEVEL,
          cp(end),
          "trailing C0 control or space (" + uPlus(url.charAt(end)) + ")");
    }
    f.sort();
    String input = url;
    int start = hostStart < 0 ? -1 : cp(hostStart);
    int stop = hostStart < 0 ? -1 : start + Character.codePointCount(url, hostStart, hostEnd);
    if (f.failed() || host == null) {
      return new HostResult(null, input, f.fatal(), f.nonFatal(), start, stop);
    }
    String serialized = host.serialize();
    int length = hostEnd - hostStart;
    if (hostStart < 0
        || (length == serialized.length()
            && input.regionMatches(hostStart, serialized, 0, length))) {
      // nothing changed (or the empty host of a file URL without an authority: nothing to replace)
      return new HostResult(host, input, f.fatal(), f.nonFatal(), start, stop);
    }
    String output =
        new StringBuilder(input.length() - length + serialized.length())
            .append(input, 0, hostStart)
            .append(serialized)
            .append(input, hostEnd, input.length())
            .toString();
    return new HostResult(host, output, f.fatal(), f.nonFatal(), start, stop);
  }

  /**
   * Runs the states from scheme start to the end of the port. Returns the URL's host (the empty
   * host included), or null when the URL has none (no authority) or on failure, which leaves a
   * fatal problem.
   */
  private Host authority() {
    // Scheme start state and scheme state.
    int p = skip(begin);
    if (p == end || !isAsciiAlpha(url.charAt(p))) {
      return missingScheme();
    }
    long scheme = 0; // the scheme's first 7 code points, lowercased, 8 bits each
    int length = 0;
    while (true) {
      if (p == end) {
        return missingScheme();
      }
      char c = url.charAt(p);
      if (c == ':') {
        break;
      }
      if (!(isAsciiAlpha(c) || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.')) {
        return missingScheme();
      }
      if (length++ < 7) {
        scheme = scheme << 8 | (c | (isAsciiAlpha(c) ? 0x20 : 0));
      }
      p = skip(p + 1);
    }
    p++; // past ':'
    if (length <= 7 && scheme == FILE) {
      return file(p);
    }
    // §4.2 "URL miscellaneous": the special schemes
    special =
        length <= 7
            && (scheme == HTTP
                || scheme == HTTPS
                || scheme == WS
                || scheme == WSS
                || scheme == FTP);
    if (special) {
      // Special authority slashes state
      int a = skip(p);
      int b = a < end ? skip(a + 1) : end;
      if (at(a) == '/' && at(b) == '/') {
        p = b + 1;
      } else {
        missingSolidus(a);
      }
      // Special authority ignore slashes state
      int q = skip(p);
      boolean extra = false;
      while (at(q) == '/' || at(q) == '\\') {
        extra = true;
        q = skip(q + 1);
      }
      if (extra) {
        missingSolidus(skip(p));
      }
      return authorityState(q);
    }
    // Not special: "//" starts the path or authority state, then the authority state.
    int a = skip(p);
    if (at(a) != '/') {
      return null; // opaque path: no authority
    }
    int b = skip(a + 1);
    if (at(b) != '/') {
      return null; // path state: no authority
    }
    return authorityState(b + 1);
  }

  /** The authority state from {@code start}, then the host and port states. */
  private Host authorityState(int start) {
    int lastAt = -1;
    int p = skip(start);
    while (!isAuthorityEnd(at(p))) {
      if (url.charAt(p) == '@') {
        if (lastAt < 0) {
          f.nonFatal(
              UrlError.INVALID_CREDENTIALS,
              IdnaProblem.NAME_LEVEL,
              cp(p),
              "the URL has a user name or password before '@'");
        }
        lastAt = p;
      }
      p = skip(p + 1);
    }
    int hostFrom = lastAt < 0 ? start : lastAt + 1;
    if (lastAt >= 0 && skip(hostFrom) == p) {
      return hostMissing(p, "nothing between '@' and the end of the authority");
    }
    // Host state
    int q = skip(hostFrom);
    hostStart = q;
    hostEnd = q;
    boolean insideBrackets = false;
    int c;
    while (true) {
      c = at(q);
      if ((c == ':' && !insideBrackets) || isAuthorityEnd(c)) {
        break;
      }
      if (c == '[') {
        insideBrackets = true;
      } else if (c == ']') {
        insideBrackets = false;
      }
      hostEnd = q + 1;
      q = skip(q + 1);
    }
    boolean empty = hostEnd == hostStart;
    // Host state step 3.2 (a port without a host) and 3.3 (a special scheme needs a host); a
    // scheme that is not special has the empty host, which host parsing with isOpaque gives for
    // the empty buffer (§3.5 step 2, then the opaque-host parser).
    if (empty && (c == ':' || special)) {
      return hostMissing(q, c == ':' ? "a port without a host" : "the scheme needs a host");
    }
    Host host = parseHost(!special);
    if (host == null) {
      return null;
    }
    if (c == ':') {
      port(q + 1);
    }
    return host;
  }

  /** The port state from {@code start}: ASCII digits up to 65535, then the end of the authority. */
  private void port(int start) {
    int p = skip(start);
    long value = 0;
    int digitsStart = p;
    while (true) {
      int c = at(p);
      if (c >= '0' && c <= '9') {
        value = Math.min(value * 10 + (c - '0'), 1L << 20);
        p = skip(p + 1);
        continue;
      }
      if (isAuthorityEnd(c)) {
        break;
      }
      f.fatal(
          UrlError.PORT_INVALID,
          IdnaProblem.NAME_LEVEL,
          cp(p),
          uPlus(Character.codePointAt(url, p)) + " in the port, which takes ASCII digits only");
      return;
    }
    if (value > 65535) {
      f.fatal(
          UrlError.PORT_OUT_OF_RANGE,
          IdnaProblem.NAME_LEVEL,
          cp(digitsStart),
          "the port is greater than 65535");
    }
  }

  /**
   * The file state, file slash state and file host state from just after "file:". Every file URL
   * has a host: the file state sets it to the empty host (§4.4 file state step 2), and only a
   * non-empty file host other than {@code localhost} replaces it (file host state step 1.3).
   */
  private Host file(int p) {
    Host emptyHost = new Host(Host.Kind.EMPTY, "");
    int a = skip(p);
    int b = a < end ? skip(a + 1) : end;
    if (!(at(a) == '/' && at(b) == '/')) {
      missingSolidus(a);
    }
    if (!isSlash(at(a))) {
      return emptyHost; // path state: the empty host, with no place in the input
    }
    reverseSolidus(a);
    if (!isSlash(at(b))) {
      return emptyHost; // file slash state to path state: likewise
    }
    reverseSolidus(b);
    // File host state
    int q = skip(b + 1);
    hostStart = q;
    hostEnd = q;
    int cps = 0;
    int first = 0;
    int second = 0;
    while (true) {
      int c = at(q);
      if (c == EOF || c == '/' || c == '\\' || c == '?' || c == '#') {
        break;
      }
      if (cps == 0) {
        first = c;
      } else if (cps == 1) {
        second = c;
      }
      cps++;
      hostEnd = q + 1;
      q = skip(q + 1);
    }
    if (cps == 2 && isAsciiAlpha((char) first) && (second == ':' || second == '|')) {
      f.nonFatal(
          UrlError.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST,
          IdnaProblem.NAME_LEVEL,
          cp(hostStart),
          "a Windows drive letter where the host would be; it starts the path instead");
      hostEnd = hostStart; // file host state step 1.1: the buffer starts the path
      return emptyHost;
    }
    if (cps == 0) {
      return emptyHost; // file host state step 1.2: the empty host
    }
    special = true;
    Host host = parseHost(false);
    if (host != null && host.serialize().equals("localhost")) {
      return emptyHost; // file host state step 1.3.3
    }
    return host;
  }

  /** Runs the host parser on the host's code points without tabs and newlines. */
  private Host parseHost(boolean isOpaque) {
    int tabs = 0;
    for (int i = hostStart; i < hostEnd; i++) {
      tabs += isTabOrNewline(url.charAt(i)) ? 1 : 0;
    }
    CharSequence buffer;
    if (tabs == 0) {
      buffer = url.subSequence(hostStart, hostEnd);
    } else {
      StringBuilder sb = new StringBuilder(hostEnd - hostStart - tabs);
      for (int i = hostStart; i < hostEnd; i++) {
        if (!isTabOrNewline(url.charAt(i))) {
          sb.append(url.charAt(i));
        }
      }
      buffer = sb;
    }
    Findings hf = new Findings();
    Host host = HostParser.parse(buffer, isOpaque, hf);
    if (!hf.isEmpty()) {
      f.addAll(hf, bufferToUrl(tabs));
    }
    return host;
  }

  /** Code-point offsets into the host buffer to code-point offsets into the URL. */
  private Findings.Offsets bufferToUrl(int tabs) {
    int base = cp(hostStart);
    if (tabs == 0) {
      return o -> base + o;
    }
    // The buffer's code points, each with its offset from the host's start in the URL.
    int[] map = new int[hostEnd - hostStart - tabs + 1];
    int k = 0;
    int cp = 0;
    for (int i = hostStart; i < hostEnd; i++) {
      char c = url.charAt(i);
      boolean trail =
          Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(url.charAt(i - 1));
      if (!trail && !isTabOrNewline(c)) {
        map[k++] = cp;
      }
      if (!trail) {
        cp++;
      }
    }
    map[k] = cp;
    int[] m = map;
    int count = k;
    return o -> base + m[Math.min(o, count)];
  }

  private Host missingScheme() {
    f.fatal(
        UrlError.MISSING_SCHEME_NON_RELATIVE_URL,
        IdnaProblem.NAME_LEVEL,
        cp(begin),
        "the URL does not start with a scheme such as 'https:', and there is no base URL");
    return null;
  }

  private Host hostMissing(int p, String detail) {
    f.fatal(UrlError.HOST_MISSING, IdnaProblem.NAME_LEVEL, cp(p), detail);
    return null;
  }

  private void missingSolidus(int p) {
    if (reportedSolidus) {
      return; // reported once, where it first occurs
    }
    reportedSolidus = true;
    f.nonFatal(
        UrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS,
        IdnaProblem.NAME_LEVEL,
        cp(p),
        "a special scheme is followed by exactly '//'");
  }

  private void reverseSolidus(int p) {
    if (at(p) == '\\') {
      f.nonFatal(
          UrlError.INVALID_REVERSE_SOLIDUS,
          IdnaProblem.NAME_LEVEL,
          cp(p),
          "'\\' where '/' belongs");
    }
  }

  /** The authority and host states end at EOF, '/', '?', '#', and for special schemes '\'. */
  private boolean isAuthorityEnd(int c) {
    return c == EOF || c == '/' || c == '?' || c == '#' || (special && c == '\\');
  }

  private static boolean isSlash(int c) {
    return c == '/' || c == '\\';
  }

  /** The char at {@code p}, or {@link #EOF} at the end. */
  private int at(int p) {
    return p < end ? url.charAt(p) : EOF;
  }

  /** The first index at or after {@code p} that is not a tab or newline (§4.4 step 3). */
  private int skip(int p) {
    while (p < end && isTabOrNewline(url.charAt(p))) {
      if (firstTabOrNewline < 0) {
        firstTabOrNewline = p;
      }
      p++;
    }
    return p;
  }

  /** Infra: ASCII tab or newline is U+0009 TAB, U+000A LF or U+000D CR. */
  private static boolean isTabOrNewline(char c) {
    return c == '\t' || c == '\n' || c == '\r';
  }

  private static boolean isAsciiAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  /** The code-point offset of char index {@code i} (called a bounded number of times). */
  private int cp(int i) {
    return Character.codePointCount(url, 0, i);
  }

  /** {@code U+XXXX} for a code point in a problem's detail. */
  static String uPlus(int c) {
    String hex = Integer.toHexString(c).toUpperCase(Locale.ROOT);
    return "U+" + "0000".substring(Math.min(4, hex.length())) + hex;
  }
}
