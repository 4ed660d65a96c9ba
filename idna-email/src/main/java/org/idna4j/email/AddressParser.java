package org.idna4j.email;

import static org.idna4j.email.EmailError.EMAIL_ADDRESS_TOO_LONG;
import static org.idna4j.email.EmailError.EMAIL_ANGLE_BRACKETS;
import static org.idna4j.email.EmailError.EMAIL_DISPLAY_NAME_CHARACTER;
import static org.idna4j.email.EmailError.EMAIL_DISPLAY_NAME_NOT_ALLOWED;
import static org.idna4j.email.EmailError.EMAIL_EMPTY_LOCAL_PART;
import static org.idna4j.email.EmailError.EMAIL_LOCAL_PART_CHARACTER;
import static org.idna4j.email.EmailError.EMAIL_LOCAL_PART_DOT;
import static org.idna4j.email.EmailError.EMAIL_LOCAL_PART_TOO_LONG;
import static org.idna4j.email.EmailError.EMAIL_MALFORMED_QUOTED_STRING;
import static org.idna4j.email.EmailError.EMAIL_NON_ASCII;
import static org.idna4j.email.EmailError.EMAIL_NO_AT_SIGN;
import static org.idna4j.email.EmailError.EMAIL_QUOTED_LOCAL_PART;
import static org.idna4j.email.EmailError.EMAIL_UNSAFE_CHARACTER;
import static org.idna4j.label.IdnaProblem.NAME_LEVEL;

import java.util.List;
import org.idna4j.label.ProblemCode;

/**
 * The engine of {@link EmailAddress#parse}: one parse of one input, top to bottom. Not thread-safe;
 * a new instance per call. Every step is one pass over its part of the input, and the domain's IDNA
 * processing is linear, so a parse is linear in the input.
 */
final class AddressParser {

  /**
   * RFC 5321 §4.5.3.1.1: "The maximum total length of a user name or other local-part is 64
   * octets."
   */
  static final int MAX_LOCAL_PART_OCTETS = 64;

  /**
   * RFC 5321 §4.5.3.1.3: a Path is at most 256 octets, its angle brackets included, so the address
   * in it is at most 254 (RFC 3696 erratum 1690).
   */
  static final int MAX_ADDRESS_OCTETS = 256 - 2;

  /**
   * Mailbox names that RFC 2142 §3-§5 defines case-insensitively (and RFC 5321 §4.5.1 {@code
   * postmaster}), lowercased in the normalized form as python-email-validator does.
   */
  private static final List<String> ROLE_NAMES =
      List.of(
          "info",
          "marketing",
          "sales",
          "support",
          "abuse",
          "noc",
          "security",
          "postmaster",
          "hostmaster",
          "usenet",
          "news",
          "webmaster",
          "www",
          "uucp",
          "ftp");

  private final String s;
  private final EmailOptions options;
  private final Problems problems;

  private String displayName;
  private String localNormalized;
  private boolean localNonAscii;
  private String asciiDomain;
  private String unicodeDomain;
  private int unclosedQuote = -1;

  AddressParser(String input, EmailOptions options) {
    this.s = input;
    this.options = options;
    this.problems = new Problems(input);
  }

  EmailResult parse() {
    int n = s.length();
    int addrStart = 0;
    int addrEnd = n;
    int split = findUnquoted(0, n, "@<");
    if (split >= 0 && s.charAt(split) == '<') {
      // RFC 5322 §3.4 name-addr = [display-name] angle-addr
      if (!options.displayName()) {
        problems.report(
            EMAIL_DISPLAY_NAME_NOT_ALLOWED,
            NAME_LEVEL,
            0,
            "a display name or angle brackets (EmailOptions.displayName() is off)");
      }
      displayName(0, split);
      addrStart = split + 1;
      int close = findUnquoted(addrStart, n, ">");
      if (close < 0) {
        problems.report(EMAIL_ANGLE_BRACKETS, NAME_LEVEL, split, "the < has no matching >");
      } else {
        addrEnd = close;
        int tail = close + 1;
        while (tail < n && (s.charAt(tail) == ' ' || s.charAt(tail) == '\t')) {
          tail++;
        }
        if (tail < n) {
          problems.report(EMAIL_ANGLE_BRACKETS, NAME_LEVEL, tail, "text after the closing >");
        }
      }
      unclosedQuote = -1;
      split = findUnquoted(addrStart, addrEnd, "@");
    }
    if (split < 0) {
      noAtSign(addrStart, addrEnd);
      return result();
    }
    localPart(addrStart, split);
    DomainPart domain = DomainPart.parse(s, split + 1, addrEnd, options, problems);
    asciiDomain = domain.ascii;
    unicodeDomain = domain.unicode;
    lengths(addrStart, addrEnd);
    return result();
  }

  /**
   * The index of the first char of {@code specials} in {@code [from, to)} outside a quoted string
   * and not followed by a code point that NFC would combine with it ({@code <} and U+0338 are
   * U+226E ≮, not an angle bracket; python-email-validator's rule), or -1. Records where an
   * unclosed quoted string starts.
   */
  private int findUnquoted(int from, int to, String specials) {
    boolean quoted = false;
    boolean escaped = false;
    int quoteStart = -1;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (quoted) {
        if (escaped) {
          escaped = false;
        } else if (c == '\\') {
          escaped = true;
        } else if (c == '"') {
          quoted = false;
        }
      } else if (c == '"') {
        quoted = true;
        quoteStart = i;
      } else if (specials.indexOf(c) >= 0
          && (i + 1 >= to || Chars.NFC.hasBoundaryBefore(s.codePointAt(i + 1)))) {
        return i;
      }
    }
    unclosedQuote = quoted ? quoteStart : -1;
    return -1;
  }

  private void noAtSign(int from, int to) {
    if (unclosedQuote >= 0) {
      problems.report(
          EMAIL_MALFORMED_QUOTED_STRING,
          NAME_LEVEL,
          unclosedQuote,
          "the quoted string is not closed, so no @ follows it");
      return;
    }
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c == '\uFF20' || c == '\uFE6B') {
        problems.report(
            EMAIL_NO_AT_SIGN, NAME_LEVEL, i, Chars.describe(c) + " stands where @ must be");
        return;
      }
    }
    problems.report(EMAIL_NO_AT_SIGN, NAME_LEVEL, to, "no @ outside quotes");
  }

  // ------------------------------------------------------------------ display name (RFC 5322 §3.4)

  private void displayName(int from, int to) {
    int a = from;
    int b = to;
    while (a < b && Chars.isBlank(s.charAt(a))) {
      a++;
    }
    while (b > a && Chars.isBlank(s.charAt(b - 1))) {
      b--;
    }
    StringBuilder value = new StringBuilder(b - a);
    if (a < b && s.charAt(a) == '"') {
      // RFC 5322 §3.2.4 quoted-string; escapes read liberally, as python-email-validator does
      int close = -1;
      for (int i = a + 1; i < b; ) {
        int cp = s.codePointAt(i);
        if (cp == '"') {
          close = i;
          break;
        }
        if (cp == '\\' && i + 1 < b) {
          i++;
          cp = s.codePointAt(i);
        }
        checkDisplayNameChar(cp, i, value.length() == 0, true);
        value.appendCodePoint(cp);
        i += Character.charCount(cp);
      }
      if (close < 0) {
        problems.report(
            EMAIL_MALFORMED_QUOTED_STRING, NAME_LEVEL, a, "the quoted display name is not closed");
      } else if (close + 1 < b) {
        problems.report(
            EMAIL_MALFORMED_QUOTED_STRING,
            NAME_LEVEL,
            close + 1,
            "text follows the quoted display name before the <");
      }
    } else {
      for (int i = a; i < b; ) {
        int cp = s.codePointAt(i);
        checkDisplayNameChar(cp, i, i == a, false);
        value.appendCodePoint(cp);
        i += Character.charCount(cp);
      }
    }
    displayName = Chars.NFC.normalize(value);
  }

  /**
   * RFC 5322 §3.2.5 phrase: atext and spaces unquoted (RFC 6532 §3.2 adds UTF8-non-ascii to atext;
   * python-email-validator accepts non-ASCII only quoted, a difference listed in the tests); any
   * safe character quoted.
   */
  private void checkDisplayNameChar(int cp, int i, boolean first, boolean quoted) {
    if (cp < 0x80) {
      boolean ok = quoted ? cp >= ' ' && cp < 0x7F : cp == ' ' || Chars.isAsciiAtext(cp);
      if (!ok) {
        ProblemCode e =
            cp < ' ' || cp == 0x7F ? EMAIL_UNSAFE_CHARACTER : EMAIL_DISPLAY_NAME_CHARACTER;
        if (problems.wants(e)) {
          problems.add(
              e, NAME_LEVEL, i, Chars.describe(cp) + " is not allowed in an unquoted display name");
        }
      }
      return;
    }
    unsafe(cp, i, first, true);
    if (options.eai() == EmailOptions.Eai.ASCII) {
      nonAscii(cp, i, "in the display name (Eai.ASCII; RFC 2047 encoded-words are not decoded)");
    }
  }

  // ---------------------------------------------------------------- local part (RFC 5321 §4.1.2)

  private void localPart(int from, int to) {
    if (from == to) {
      problems.report(EMAIL_EMPTY_LOCAL_PART, NAME_LEVEL, to, "nothing before the @");
      localNormalized = "";
      return;
    }
    if (s.charAt(from) == '"') {
      quotedLocalPart(from, to);
    } else {
      dotString(from, to);
    }
    if (localNonAscii && options.eai() != EmailOptions.Eai.SMTPUTF8) {
      String why =
          options.eai() == EmailOptions.Eai.ASCII
              ? "before the @ (Eai.ASCII)"
              : "before the @ without SMTPUTF8 (Eai.IDN_DOMAIN)";
      for (int i = from; i < to; ) {
        int cp = s.codePointAt(i);
        if (cp >= 0x80) {
          nonAscii(cp, i, why);
        }
        i += Character.charCount(cp);
      }
    }
    localLength(from, to);
    if (!localNonAscii) {
      for (String role : ROLE_NAMES) {
        if (role.equalsIgnoreCase(localNormalized)) {
          localNormalized = role; // RFC 2142: these names are case-insensitive
          break;
        }
      }
    }
  }

  /** RFC 5321 §4.1.2 Dot-string = Atom *("." Atom), atext extended by RFC 6531 §3.3. */
  private void dotString(int from, int to) {
    long before = problems.size();
    for (int i = from; i < to; ) {
      int cp = s.codePointAt(i);
      if (cp == '.') {
        if (i == from) {
          problems.report(EMAIL_LOCAL_PART_DOT, NAME_LEVEL, i, "the local part starts with a dot");
        } else if (s.charAt(i - 1) == '.') {
          problems.report(EMAIL_LOCAL_PART_DOT, NAME_LEVEL, i, "two dots in a row");
        } else if (i + 1 == to) {
          problems.report(EMAIL_LOCAL_PART_DOT, NAME_LEVEL, i, "the local part ends with a dot");
        }
      } else if (cp < 0x80) {
        if (!Chars.isAsciiAtext(cp) && problems.wants(EMAIL_LOCAL_PART_CHARACTER)) {
          problems.add(
              EMAIL_LOCAL_PART_CHARACTER,
              NAME_LEVEL,
              i,
              Chars.describe(cp) + " is not allowed unquoted (RFC 5322 §3.2.3 atext)");
        }
      } else {
        localNonAscii = true;
        if (!unsafe(cp, i, i == from, false)) {
          decomposesToSpecial(cp, i);
        }
      }
      i += Character.charCount(cp);
    }
    String local = s.substring(from, to);
    localNormalized = localNonAscii ? Chars.NFC.normalize(local) : local;
    if (problems.size() == before && !Chars.isDotString(localNormalized)) {
      // A safety net for what NFC could make of the text beyond decomposesToSpecial
      problems.report(
          EMAIL_LOCAL_PART_CHARACTER,
          NAME_LEVEL,
          from,
          "the local part is not a valid Dot-string after NFC (RFC 6532 §3.1)");
    }
  }

  /**
   * A code point whose canonical decomposition holds an ASCII character that atext excludes (U+037E
   * GREEK QUESTION MARK is {@code ;} in NFC): the normalized local part would not be a Dot-string.
   */
  private void decomposesToSpecial(int cp, int i) {
    String d = Chars.NFC.getDecomposition(cp);
    if (d == null) {
      return;
    }
    for (int k = 0; k < d.length(); k++) {
      char c = d.charAt(k);
      if (c < 0x80 && c != '.' && !Chars.isAsciiAtext(c)) {
        if (problems.wants(EMAIL_LOCAL_PART_CHARACTER)) {
          problems.add(
              EMAIL_LOCAL_PART_CHARACTER,
              NAME_LEVEL,
              i,
              Chars.describe(cp)
                  + " becomes "
                  + Chars.describe(c)
                  + " in NFC, which is not allowed unquoted (RFC 6532 §3.1)");
        }
        return;
      }
    }
  }

  /** RFC 5321 §4.1.2 Quoted-string = DQUOTE *QcontentSMTP DQUOTE, extended by RFC 6531 §3.3. */
  private void quotedLocalPart(int from, int to) {
    StringBuilder v = new StringBuilder(to - from);
    int close = -1;
    for (int i = from + 1; i < to; ) {
      int cp = s.codePointAt(i);
      if (cp == '"') {
        close = i;
        break;
      }
      if (cp == '\\' && i + 1 < to) {
        int next = s.codePointAt(i + 1);
        if (!Chars.isQuotedPairChar(next) && problems.wants(EMAIL_LOCAL_PART_CHARACTER)) {
          problems.add(
              EMAIL_LOCAL_PART_CHARACTER,
              NAME_LEVEL,
              i,
              "a backslash may only escape printable ASCII, not "
                  + Chars.describe(next)
                  + " (RFC 5321 §4.1.2 quoted-pairSMTP)");
        }
        localNonAscii |= next >= 0x80;
        v.appendCodePoint(next);
        i += 1 + Character.charCount(next);
        continue;
      }
      if (cp < 0x80) {
        if (!Chars.isQtext(cp) && problems.wants(EMAIL_LOCAL_PART_CHARACTER)) {
          problems.add(
              EMAIL_LOCAL_PART_CHARACTER,
              NAME_LEVEL,
              i,
              Chars.describe(cp)
                  + " is not allowed in a quoted string (RFC 5321 §4.1.2 qtextSMTP)");
        }
      } else {
        localNonAscii = true;
        unsafe(cp, i, v.length() == 0, true);
      }
      v.appendCodePoint(cp);
      i += Character.charCount(cp);
    }
    if (close < 0) {
      problems.report(
          EMAIL_MALFORMED_QUOTED_STRING, NAME_LEVEL, from, "the quoted string is not closed");
    } else if (close + 1 < to) {
      problems.report(
          EMAIL_MALFORMED_QUOTED_STRING,
          NAME_LEVEL,
          close + 1,
          "text follows the closing quote (the obsolete \"a\".\"b\" form, RFC 5322 §4.4, is not"
              + " accepted)");
    }
    if (!options.quotedLocalPart()) {
      problems.report(
          EMAIL_QUOTED_LOCAL_PART,
          NAME_LEVEL,
          from,
          "a quoted local part (EmailOptions.quotedLocalPart() is off)");
    }
    String value = localNonAscii ? Chars.NFC.normalize(v) : v.toString();
    // RFC 5321 §4.1.2: "the form that uses the minimum quoting possible"
    localNormalized = Chars.isDotString(value) ? value : Chars.quote(value);
  }

  /** RFC 5321 §4.5.3.1.1: at most 64 octets, as typed and as normalized. */
  private void localLength(int from, int to) {
    long typed = Chars.utf8Length(s, from, to);
    if (typed > MAX_LOCAL_PART_OCTETS) {
      int at = Chars.overLimit(s, from, to, MAX_LOCAL_PART_OCTETS);
      problems.report(
          EMAIL_LOCAL_PART_TOO_LONG,
          NAME_LEVEL,
          at,
          typed + " octets of UTF-8; at most " + MAX_LOCAL_PART_OCTETS);
      return;
    }
    long normalized = Chars.utf8Length(localNormalized, 0, localNormalized.length());
    if (normalized > MAX_LOCAL_PART_OCTETS) {
      problems.report(
          EMAIL_LOCAL_PART_TOO_LONG,
          NAME_LEVEL,
          from,
          normalized + " octets of UTF-8 once normalized; at most " + MAX_LOCAL_PART_OCTETS);
    }
  }

  // ---------------------------------------------------------------------------------- characters

  /** Reports an unsafe code point; returns whether it was one. */
  private boolean unsafe(int cp, int i, boolean first, boolean spaceAllowed) {
    String why = Chars.unsafeReason(cp, first, spaceAllowed);
    if (why == null) {
      return false;
    }
    if (problems.wants(EMAIL_UNSAFE_CHARACTER)) {
      problems.add(EMAIL_UNSAFE_CHARACTER, NAME_LEVEL, i, Chars.describe(cp) + ": " + why);
    }
    return true;
  }

  private void nonAscii(int cp, int i, String where) {
    if (problems.wants(EMAIL_NON_ASCII)) {
      problems.add(EMAIL_NON_ASCII, NAME_LEVEL, i, Chars.describe(cp) + " " + where);
    }
  }

  // ------------------------------------------------------------------------------------- length

  /** RFC 5321 §4.5.3.1.3: at most 254 octets as typed, normalized and in ASCII form. */
  private void lengths(int from, int to) {
    long typed = Chars.utf8Length(s, from, to);
    if (typed > MAX_ADDRESS_OCTETS) {
      problems.report(
          EMAIL_ADDRESS_TOO_LONG,
          NAME_LEVEL,
          Chars.overLimit(s, from, to, MAX_ADDRESS_OCTETS),
          typed + " octets of UTF-8; at most " + MAX_ADDRESS_OCTETS);
      return;
    }
    if (!problems.isEmpty() || asciiDomain == null) {
      return;
    }
    long normalized =
        Chars.utf8Length(localNormalized, 0, localNormalized.length())
            + 1
            + Chars.utf8Length(unicodeDomain, 0, unicodeDomain.length());
    long ascii =
        Chars.utf8Length(localNormalized, 0, localNormalized.length()) + 1 + asciiDomain.length();
    if (normalized > MAX_ADDRESS_OCTETS) {
      problems.report(
          EMAIL_ADDRESS_TOO_LONG,
          NAME_LEVEL,
          from,
          normalized + " octets of UTF-8 once normalized; at most " + MAX_ADDRESS_OCTETS);
    } else if (ascii > MAX_ADDRESS_OCTETS) {
      problems.report(
          EMAIL_ADDRESS_TOO_LONG,
          NAME_LEVEL,
          from,
          ascii + " octets with the domain in A-labels; at most " + MAX_ADDRESS_OCTETS);
    }
  }

  // ------------------------------------------------------------------------------------- result

  private EmailResult result() {
    if (!problems.isEmpty() || asciiDomain == null || localNormalized == null) {
      return new EmailResult(
          s, null, "", localNonAscii, displayName, problems.toList(), problems.omitted());
    }
    int local = localNormalized.length();
    String normalized =
        s.length() == local + 1 + unicodeDomain.length()
                && s.startsWith(localNormalized)
                && s.charAt(local) == '@'
                && s.startsWith(unicodeDomain, local + 1)
            ? s // the caller's own instance when nothing changed
            : localNormalized + "@" + unicodeDomain;
    String ascii = null;
    if (!localNonAscii) {
      ascii = asciiDomain.equals(unicodeDomain) ? normalized : localNormalized + "@" + asciiDomain;
    }
    return new EmailResult(
        normalized, ascii, asciiDomain, localNonAscii, displayName, List.of(), 0);
  }
}
