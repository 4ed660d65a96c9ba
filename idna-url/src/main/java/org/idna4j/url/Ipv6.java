package org.idna4j.url;

import org.idna4j.label.IdnaProblem;
import org.idna4j.label.ProblemCode;

/**
 * The URL Standard's IPv6 parser (§3.5 "Host parsing") and IPv6 serializer with its compressed
 * piece index (§3.6 "Host serializing", following RFC 5952 §4.2). Package-private: the host parser
 * calls it on the text between the brackets.
 */
final class Ipv6 {

  private Ipv6() {}

  /**
   * The IPv6 parser on {@code s[from, to)}: failure (null, with the fatal problem added) or the
   * address. Problem offsets are char offsets into {@code s}, which are code-point offsets: the
   * parser fails at the first code point that is not ASCII.
   */
  static Host parse(CharSequence s, int from, int to, Findings f) {
    int[] address = new int[8]; // step 1
    int pieceIndex = 0; // step 2
    int compress = -1; // step 3: null
    int p = from; // step 4
    if (p < to && s.charAt(p) == ':') {
      // Step 5
      if (p + 1 >= to || s.charAt(p + 1) != ':') {
        return fail(f, UrlError.IPV6_INVALID_COMPRESSION, p, "a single ':' begins the address");
      }
      p += 2;
      compress = ++pieceIndex;
    }
    while (p < to) {
      // Step 6
      if (pieceIndex == 8) {
        return fail(f, UrlError.IPV6_TOO_MANY_PIECES, p, "more than 8 pieces");
      }
      if (s.charAt(p) == ':') {
        if (compress >= 0) {
          return fail(f, UrlError.IPV6_MULTIPLE_COMPRESSION, p, "a second '::'");
        }
        p++;
        compress = ++pieceIndex;
        continue;
      }
      int value = 0;
      int length = 0;
      int pieceStart = p;
      while (length < 4 && p < to && hex(s.charAt(p)) >= 0) {
        value = value * 0x10 + hex(s.charAt(p));
        p++;
        length++;
      }
      if (p < to && s.charAt(p) == '.') {
        // Step 6.5: an IPv4 address ends the IPv6 address.
        if (length == 0) {
          return fail(f, UrlError.IPV4_IN_IPV6_INVALID_CODE_POINT, p, "an empty IPv4 part");
        }
        p -= length;
        if (pieceIndex > 6) {
          return fail(
              f,
              UrlError.IPV4_IN_IPV6_TOO_MANY_PIECES,
              p,
              "an IPv4 ending needs 2 of the 8 pieces, but " + pieceIndex + " are taken");
        }
        int numbersSeen = 0;
        while (p < to) {
          int ipv4Piece = -1;
          if (numbersSeen > 0) {
            if (s.charAt(p) == '.' && numbersSeen < 4) {
              p++;
            } else {
              return fail(
                  f,
                  UrlError.IPV4_IN_IPV6_INVALID_CODE_POINT,
                  p,
                  numbersSeen < 4 ? "expected '.' in the IPv4 ending" : "more than 4 IPv4 parts");
            }
          }
          if (p >= to || !Ipv4.isAsciiDigit(s.charAt(p))) {
            return fail(
                f, UrlError.IPV4_IN_IPV6_INVALID_CODE_POINT, p, "an IPv4 part must be digits");
          }
          while (p < to && Ipv4.isAsciiDigit(s.charAt(p))) {
            int number = s.charAt(p) - '0';
            if (ipv4Piece < 0) {
              ipv4Piece = number;
            } else if (ipv4Piece == 0) {
              return fail(
                  f, UrlError.IPV4_IN_IPV6_INVALID_CODE_POINT, p, "an IPv4 part with a leading 0");
            } else {
              ipv4Piece = ipv4Piece * 10 + number;
            }
            if (ipv4Piece > 255) {
              return fail(f, UrlError.IPV4_IN_IPV6_OUT_OF_RANGE_PART, p, "an IPv4 part above 255");
            }
            p++;
          }
          address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
          numbersSeen++;
          if (numbersSeen == 2 || numbersSeen == 4) {
            pieceIndex++;
          }
        }
        if (numbersSeen != 4) {
          return fail(
              f, UrlError.IPV4_IN_IPV6_TOO_FEW_PARTS, p, "the IPv4 ending has fewer than 4 parts");
        }
        break;
      } else if (p < to && s.charAt(p) == ':') {
        p++;
        if (p == to) {
          return fail(f, UrlError.IPV6_INVALID_CODE_POINT, p, "the address ends after ':'");
        }
      } else if (p < to) {
        return fail(
            f,
            UrlError.IPV6_INVALID_CODE_POINT,
            p,
            codePointDetail(s, p) + " is neither a hex digit nor ':'");
      }
      if (length > 1 && value < 1 << (4 * (length - 1))) {
        f.nonFatal(
            UrlError.IPV6_PIECE_LEADING_ZERO,
            IdnaProblem.NAME_LEVEL,
            pieceStart,
            "the piece '" + s.subSequence(pieceStart, pieceStart + length) + "' has a leading 0");
      }
      address[pieceIndex] = value;
      pieceIndex++;
    }
    if (compress >= 0) {
      // Step 7
      int swaps = pieceIndex - compress;
      pieceIndex = 7;
      while (pieceIndex != 0 && swaps > 0) {
        int t = address[pieceIndex];
        address[pieceIndex] = address[compress + swaps - 1];
        address[compress + swaps - 1] = t;
        pieceIndex--;
        swaps--;
      }
    } else if (pieceIndex != 8) {
      // Step 8
      return fail(f, UrlError.IPV6_TOO_FEW_PIECES, to, pieceIndex + " pieces without '::', not 8");
    }
    return new Host(Host.Kind.IPV6, "[" + serialize(address) + "]");
  }

  private static Host fail(Findings f, ProblemCode error, int offset, String detail) {
    f.fatal(error, IdnaProblem.NAME_LEVEL, offset, detail);
    return null;
  }

  private static int hex(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    int l = c | 0x20;
    return l >= 'a' && l <= 'f' ? l - 'a' + 10 : -1;
  }

  private static String codePointDetail(CharSequence s, int i) {
    int cp = Character.codePointAt(s, i);
    String hex = Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT);
    return "U+" + "0000".substring(Math.min(4, hex.length())) + hex;
  }

  /**
   * The IPv6 serializer (§3.6) without the brackets: pieces in shortest lowercase hex, the
   * compressed piece index's run of zeros as {@code ::}.
   */
  static String serialize(int[] address) {
    StringBuilder out = new StringBuilder(39);
    int compress = compressedPieceIndex(address);
    boolean ignore0 = false;
    for (int i = 0; i < 8; i++) {
      if (ignore0 && address[i] == 0) {
        continue;
      }
      ignore0 = false;
      if (compress == i) {
        out.append(i == 0 ? "::" : ":");
        ignore0 = true;
        continue;
      }
      out.append(Integer.toHexString(address[i]));
      if (i != 7) {
        out.append(':');
      }
    }
    return out.toString();
  }

  /**
   * Finds the IPv6 address compressed piece index (§3.6): the first longest run of two or more zero
   * pieces, or -1.
   */
  static int compressedPieceIndex(int[] address) {
    int longestIndex = -1;
    int longestSize = 1;
    int foundIndex = -1;
    int foundSize = 0;
    for (int i = 0; i < 8; i++) {
      if (address[i] != 0) {
        if (foundSize > longestSize) {
          longestIndex = foundIndex;
          longestSize = foundSize;
        }
        foundIndex = -1;
        foundSize = 0;
      } else {
        if (foundIndex < 0) {
          foundIndex = i;
        }
        foundSize++;
      }
    }
    return foundSize > longestSize ? foundIndex : longestIndex;
  }
}
