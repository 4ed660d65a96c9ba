package org.idna4j.email;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.idna4j.email.EmailError.EMAIL_ADDRESS_LITERAL_NOT_ALLOWED;
import static org.idna4j.email.EmailError.EMAIL_ADDRESS_TOO_LONG;
import static org.idna4j.email.EmailError.EMAIL_ANGLE_BRACKETS;
import static org.idna4j.email.EmailError.EMAIL_DISPLAY_NAME_CHARACTER;
import static org.idna4j.email.EmailError.EMAIL_DISPLAY_NAME_NOT_ALLOWED;
import static org.idna4j.email.EmailError.EMAIL_EMPTY_DOMAIN;
import static org.idna4j.email.EmailError.EMAIL_EMPTY_LOCAL_PART;
import static org.idna4j.email.EmailError.EMAIL_INVALID_ADDRESS_LITERAL;
import static org.idna4j.email.EmailError.EMAIL_LOCAL_PART_CHARACTER;
import static org.idna4j.email.EmailError.EMAIL_LOCAL_PART_DOT;
import static org.idna4j.email.EmailError.EMAIL_LOCAL_PART_TOO_LONG;
import static org.idna4j.email.EmailError.EMAIL_MALFORMED_QUOTED_STRING;
import static org.idna4j.email.EmailError.EMAIL_NON_ASCII;
import static org.idna4j.email.EmailError.EMAIL_NOT_GLOBAL_DOMAIN;
import static org.idna4j.email.EmailError.EMAIL_NO_AT_SIGN;
import static org.idna4j.email.EmailError.EMAIL_NUMERIC_TOP_LEVEL_DOMAIN;
import static org.idna4j.email.EmailError.EMAIL_QUOTED_LOCAL_PART;
import static org.idna4j.email.EmailError.EMAIL_SPECIAL_USE_DOMAIN;
import static org.idna4j.email.EmailError.EMAIL_UNSAFE_CHARACTER;

import java.util.List;
import java.util.Optional;
import org.idna4j.email.EmailOptions.Eai;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.ProblemCode;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Each rule of {@link EmailAddress#parse}, with valid and invalid cases and exact positions. */
class EmailAddressTest {

  private static final EmailOptions RFC5321 = EmailOptions.rfc5321();
  private static final EmailOptions DISPLAY = EmailOptions.builder().displayName(true).build();

  /** The one problem of an invalid address, asserted to be the only one. */
  private static IdnaProblem only(EmailResult r) {
    assertThat(r.problems()).as(r.toString()).hasSize(1);
    return r.problems().get(0);
  }

  private static void assertOnly(EmailResult r, ProblemCode error, int offset) {
    IdnaProblem p = only(r);
    assertThat(p.error()).as(r.toString()).isEqualTo(error);
    assertThat(p.offset()).as(r.toString()).isEqualTo(offset);
    assertThat(r.isValid()).isFalse();
    assertThat(r.asciiDomain()).isEmpty();
    assertThat(r.asciiForm()).isEmpty();
  }

  @Nested
  class Results {
    @Test
    void aPlainAddressIsItsOwnNormalizedAndAsciiFormTheSameInstance() {
      String in = "user.name+tag@example.com";
      EmailResult r = EmailAddress.parse(in);
      assertThat(r.isValid()).isTrue();
      assertThat(r.normalized()).isSameAs(in);
      assertThat(r.asciiForm()).containsSame(in);
      assertThat(r.asciiDomain()).hasValue("example.com");
      assertThat(r.requiresSmtpUtf8()).isFalse();
      assertThat(r.displayName()).isEmpty();
      assertThat(r.problems()).isEmpty();
      assertThat(r.errors()).isEmpty();
    }

    @Test
    void anInvalidAddressNormalizesToTheCallersInput() {
      String in = "no at sign";
      EmailResult r = EmailAddress.parse(in);
      assertThat(r.normalized()).isSameAs(in);
      assertThat(r.asciiDomain()).isEmpty();
    }

    @Test
    void aCharSequenceOtherThanAStringIsRead() {
      assertThat(EmailAddress.parse(new StringBuilder("a@example.com")).normalized())
          .isEqualTo("a@example.com");
    }

    @Test
    void internationalizedEverywhere() {
      EmailResult r = EmailAddress.parse("José@Bücher.example");
      assertThat(r.isValid()).isTrue();
      assertThat(r.normalized()).isEqualTo("José@bücher.example");
      assertThat(r.asciiDomain()).hasValue("xn--bcher-kva.example");
      assertThat(r.requiresSmtpUtf8()).isTrue();
      assertThat(r.asciiForm()).isEmpty();
    }

    @Test
    void anIdnDomainAloneNeedsNoSmtpUtf8() {
      EmailResult r = EmailAddress.parse("jeff@臺網中心.tw");
      assertThat(r.requiresSmtpUtf8()).isFalse();
      assertThat(r.asciiForm()).contains("jeff@xn--fiqq24b10vi0d.tw");
      assertThat(r.normalized()).isEqualTo("jeff@臺網中心.tw");
    }

    @Test
    void problemsComeInInputOrderWithCodePointOffsets() {
      // U+1D49C is two chars; '(' is the second code point, the space the fourth.
      EmailResult r = EmailAddress.parse("\uD835\uDC9C(b c@exa_mple.com");
      assertThat(r.problems())
          .extracting(IdnaProblem::error, IdnaProblem::offset)
          .containsExactly(
              org.assertj.core.groups.Tuple.tuple(EMAIL_LOCAL_PART_CHARACTER, 1),
              org.assertj.core.groups.Tuple.tuple(EMAIL_LOCAL_PART_CHARACTER, 3),
              org.assertj.core.groups.Tuple.tuple(IdnaError.NON_LDH_ASCII, 9));
      assertThat(r.problems().get(2).labelIndex()).hasValue(0);
      assertThat(r.problems().get(0).labelIndex()).isEmpty();
      assertThat(r.errors()).containsOnly(EMAIL_LOCAL_PART_CHARACTER, IdnaError.NON_LDH_ASCII);
    }

    @Test
    void equalResultsAreEqual() {
      EmailResult a = EmailAddress.parse("a@example.com");
      EmailResult b = EmailAddress.parse(new StringBuilder("a@example.com"));
      assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
      assertThat(a).isNotEqualTo(EmailAddress.parse("b@example.com"));
      assertThat(a.toString()).contains("a@example.com");
    }

    @Test
    void nullIsAProgrammerError() {
      assertThatThrownBy(() -> EmailAddress.parse(null)).isInstanceOf(NullPointerException.class);
      assertThatThrownBy(() -> EmailAddress.parse("a@b.c", null))
          .isInstanceOf(NullPointerException.class);
    }
  }

  @Nested
  class AtSign {
    @Test
    void noAtSignIsReportedWhereItWouldBe() {
      assertOnly(EmailAddress.parse("plainaddress"), EMAIL_NO_AT_SIGN, 12);
    }

    @ParameterizedTest
    @ValueSource(strings = {"hello\uFF20world.example", "hello\uFE6Bworld.example"})
    void aLookAlikeAtSignIsPointedAt(String in) {
      IdnaProblem p = only(EmailAddress.parse(in));
      assertThat(p.error()).isEqualTo(EMAIL_NO_AT_SIGN);
      assertThat(p.offset()).isEqualTo(5);
      assertThat(p.detail()).contains("COMMERCIAL AT");
    }

    @Test
    void anAtInQuotesDoesNotSplit() {
      EmailResult r = EmailAddress.parse("\"a@b\"@example.com", RFC5321);
      assertThat(r.normalized()).isEqualTo("\"a@b\"@example.com");
    }

    @Test
    void theFullwidthAtIsAllowedInTheLocalPart() {
      // python-email-validator's case: U+FF20 is a symbol, RFC 6531 §3.3 UTF8-non-ascii
      assertThat(EmailAddress.parse("\uFF20@fullwidth.at").isValid()).isTrue();
    }

    @Test
    void emptyPartsAreReported() {
      assertOnly(EmailAddress.parse("@example.com"), EMAIL_EMPTY_LOCAL_PART, 0);
      assertOnly(EmailAddress.parse("a@"), EMAIL_EMPTY_DOMAIN, 2);
    }
  }

  @Nested
  class DotString {
    @Test
    void everyAtextCharacterIsAllowed() {
      String atext = "!#$%&'*+-/=?^_`{|}~0aZ";
      assertThat(EmailAddress.parse(atext + "." + atext + "@example.com").isValid()).isTrue();
    }

    @ParameterizedTest
    @CsvSource({
      ".a@example.com, 0",
      "a.@example.com, 1",
      "a..b@example.com, 2",
      ".@example.com, 0"
    })
    void dotsMustSeparateAtoms(String in, int offset) {
      assertOnly(EmailAddress.parse(in), EMAIL_LOCAL_PART_DOT, offset);
    }

    @ParameterizedTest
    @ValueSource(strings = {" ", "(", ")", ",", ":", ";", ">", "[", "]", "\\", "\u0000", "\u007F"})
    void specialsAreNotAtext(String special) {
      assertOnly(
          EmailAddress.parse("a" + special + "b@example.com"), EMAIL_LOCAL_PART_CHARACTER, 1);
    }

    @Test
    void anAngleBracketStartsAnAngleAddr() {
      assertThat(EmailAddress.parse("a<b@example.com").errors())
          .containsOnly(EMAIL_DISPLAY_NAME_NOT_ALLOWED, EMAIL_ANGLE_BRACKETS);
    }

    @Test
    void aQuoteInsideAnAtomIsNotAQuotedString() {
      assertThat(EmailAddress.parse("bad\"quotes\"@example.com", RFC5321).errors())
          .containsOnly(EMAIL_LOCAL_PART_CHARACTER);
    }

    @Test
    void nonAsciiIsAtextAndNeedsSmtpUtf8() {
      EmailResult r = EmailAddress.parse("чебурашка.ящик@example.com");
      assertThat(r.isValid()).isTrue();
      assertThat(r.requiresSmtpUtf8()).isTrue();
    }

    @Test
    void theLocalPartIsNormalizedToNfc() {
      EmailResult r = EmailAddress.parse("s\u0323\u0307@nfc.example");
      assertThat(r.normalized()).isEqualTo("\u1E69@nfc.example");
    }

    @Test
    void aCharacterThatNfcTurnsIntoASpecialIsRejected() {
      // U+037E GREEK QUESTION MARK is U+003B ';' in NFC (RFC 6532 §3.1)
      IdnaProblem p = only(EmailAddress.parse("me.\u037E@example.com"));
      assertThat(p.error()).isEqualTo(EMAIL_LOCAL_PART_CHARACTER);
      assertThat(p.offset()).isEqualTo(3);
      assertThat(p.detail()).contains("';'");
    }

    @Test
    void roleNamesAreLowercasedOtherLocalPartsKeepTheirCase() {
      assertThat(EmailAddress.parse("PostMaster@example.com").normalized())
          .isEqualTo("postmaster@example.com");
      assertThat(EmailAddress.parse("Jane.Doe@example.com").normalized())
          .isEqualTo("Jane.Doe@example.com");
    }
  }

  @Nested
  class UnsafeCharacters {
    @ParameterizedTest
    @ValueSource(
        strings = {
          "\u2005", // FOUR-PER-EM SPACE (Zs) outside quotes
          "\u2028", // LINE SEPARATOR
          "\u2029", // PARAGRAPH SEPARATOR
          "\u009C", // a C1 control
          "\u200B", // ZERO WIDTH SPACE (Cf)
          "\u200D", // ZERO WIDTH JOINER (Cf)
          "\u202E", // RIGHT-TO-LEFT OVERRIDE (Cf)
          "\uD800", // an unpaired surrogate
          "\uE000", // private use
          "\uDBFF\uDFFD", // U+10FFFD, private use
          "\uFDEF" // a noncharacter (unassigned)
        })
    void unsafeCodePointsAreRejectedInTheLocalPart(String unsafe) {
      assertOnly(EmailAddress.parse("a" + unsafe + "b@example.com"), EMAIL_UNSAFE_CHARACTER, 1);
    }

    @Test
    void aLeadingCombiningMarkIsUnsafeElsewhereItIsFine() {
      assertOnly(EmailAddress.parse("\u0300a@example.com"), EMAIL_UNSAFE_CHARACTER, 0);
      assertThat(EmailAddress.parse("a\u0300@example.com").isValid()).isTrue();
    }

    @Test
    void aNonAsciiSpaceIsAllowedInQuotes() {
      EmailResult r = EmailAddress.parse("\"a\u2005b\"@example.com", RFC5321);
      assertThat(r.isValid()).isTrue();
      assertThat(r.normalized()).isEqualTo("\"a\u2005b\"@example.com");
    }

    @Test
    void unsafeCodePointsInTheDomainAreIdnaProblems() {
      IdnaProblem p = only(EmailAddress.parse("a@exa\u202Emple.com"));
      assertThat(p.error()).isEqualTo(IdnaError.DISALLOWED);
      assertThat(p.offset()).isEqualTo(5);
      // UTS #46 maps ZERO WIDTH SPACE to nothing (IDNA Mapping Table: ignored), as
      // python-email-validator's idna.uts46_remap does
      assertThat(EmailAddress.parse("a@exa\u200Bmple.com").normalized()).isEqualTo("a@example.com");
    }
  }

  @Nested
  class QuotedLocalPart {
    @Test
    void quotingIsOffByDefault() {
      assertOnly(EmailAddress.parse("\"john doe\"@example.com"), EMAIL_QUOTED_LOCAL_PART, 0);
    }

    @ParameterizedTest
    @CsvSource(
        delimiter = '|',
        value = {
          "\"john doe\"@example.com|\"john doe\"@example.com",
          "\"john\"@example.com|john@example.com",
          "\"\"@example.com|\"\"@example.com",
          "\"a\\\"b\"@example.com|\"a\\\"b\"@example.com",
          "\"a\\b\"@example.com|ab@example.com",
          "\"a\\\\b\"@example.com|\"a\\\\b\"@example.com",
          "\"a..b\"@example.com|\"a..b\"@example.com",
          "\"λ\"@example.com|λ@example.com"
        })
    void theNormalizedFormUsesTheMinimumQuoting(String in, String normalized) {
      EmailResult r = EmailAddress.parse(in, RFC5321);
      assertThat(r.isValid()).as(r.toString()).isTrue();
      assertThat(r.normalized()).isEqualTo(normalized);
    }

    @Test
    void anUnclosedQuoteIsReportedAtItsStart() {
      assertOnly(
          EmailAddress.parse("\"abc@example.com", RFC5321), EMAIL_MALFORMED_QUOTED_STRING, 0);
    }

    @Test
    void theObsoleteQuotedAtomFormIsRejected() {
      assertOnly(
          EmailAddress.parse("\"a\".\"b\"@example.com", RFC5321), EMAIL_MALFORMED_QUOTED_STRING, 3);
    }

    @Test
    void controlsAndNonAsciiEscapesAreNotQtext() {
      assertOnly(
          EmailAddress.parse("\"a\u0001\"@example.com", RFC5321), EMAIL_LOCAL_PART_CHARACTER, 2);
      assertOnly(
          EmailAddress.parse("\"a\\©\"@example.com", RFC5321), EMAIL_LOCAL_PART_CHARACTER, 2);
    }
  }

  @Nested
  class LocalPartLength {
    @Test
    void sixtyFourOctetsAndNoMore() {
      assertThat(EmailAddress.parse("a".repeat(64) + "@example.com").isValid()).isTrue();
      assertOnly(
          EmailAddress.parse("a".repeat(65) + "@example.com"), EMAIL_LOCAL_PART_TOO_LONG, 64);
    }

    @Test
    void octetsOfUtf8AreCountedNotCharacters() {
      assertThat(EmailAddress.parse("é".repeat(32) + "@example.com").isValid()).isTrue();
      assertOnly(
          EmailAddress.parse("é".repeat(33) + "@example.com"), EMAIL_LOCAL_PART_TOO_LONG, 32);
    }

    @Test
    void theNormalizedFormCountsToo() {
      // U+FB2C is one code point of 3 octets whose NFC form is three code points of 6 octets
      String in = "\uFB2C" + "a".repeat(60) + "@example.com"; // 63 octets typed, 66 normalized
      assertOnly(EmailAddress.parse(in), EMAIL_LOCAL_PART_TOO_LONG, 0);
    }
  }

  @Nested
  class Domain {
    @Test
    void theDomainIsMappedByUts46() {
      EmailResult r = EmailAddress.parse("a@ＢÜＣＨＥＲ。Example");
      assertThat(r.isValid()).as(r.toString()).isTrue();
      assertThat(r.normalized()).isEqualTo("a@bücher.example");
      assertThat(r.asciiDomain()).hasValue("xn--bcher-kva.example");
    }

    @Test
    void anALabelIsVerifiedAndNormalizedToItsULabel() {
      EmailResult r = EmailAddress.parse("a@xn--bcher-kva.example");
      assertThat(r.normalized()).isEqualTo("a@bücher.example");
      assertThat(r.asciiDomain()).hasValue("xn--bcher-kva.example");
      EmailResult bad = EmailAddress.parse("me@xn--0.tld");
      assertThat(bad.isValid()).isFalse();
      assertThat(bad.problems().get(0).error()).isEqualTo(IdnaError.INVALID_PUNYCODE);
      assertThat(bad.problems().get(0).offset()).isEqualTo(7); // the '0' the decoder stops at
    }

    @Test
    void emojiAndSymbolsAreNotULabels() {
      IdnaProblem p = only(EmailAddress.parse("test@\uD83D\uDE09.example"));
      assertThat(p.error()).isEqualTo(IdnaError.DISALLOWED);
      assertThat(p.offset()).isEqualTo(5);
      assertThat(p.labelIndex()).hasValue(0);
      assertThat(EmailAddress.parse("test@a\u2665b.example").isValid()).isFalse();
    }

    @Test
    void problemsInALaterLabelHaveItsIndexAndInputOffset() {
      IdnaProblem p = only(EmailAddress.parse("a@good.-bad.com"));
      assertThat(p.error()).isEqualTo(IdnaError.LEADING_HYPHEN);
      assertThat(p.labelIndex()).hasValue(1);
      assertThat(p.offset()).isEqualTo(7);
      // an emoji in label 1 of a mapped name: the offset is the start of that label in the input
      IdnaProblem q = only(EmailAddress.parse("a@ＧＯＯＤ。x\uD83D\uDE09.com"));
      assertThat(q.labelIndex()).hasValue(1);
      assertThat(q.offset()).isEqualTo(7);
    }

    @ParameterizedTest
    @CsvSource({
      "a@example.com., EMPTY_LABEL",
      "a@.example.com, EMPTY_LABEL",
      "a@exa_mple.com, NON_LDH_ASCII",
      "a@ab--cd.com, HYPHEN_3_4",
      "a@example-.com, TRAILING_HYPHEN"
    })
    void idnaRulesApply(String in, IdnaError error) {
      assertThat(EmailAddress.parse(in).errors()).contains(error);
    }

    @Test
    void dnsLengthsApply() {
      String label63 = "a".repeat(63);
      assertThat(EmailAddress.parse("a@" + label63 + ".com").isValid()).isTrue();
      assertThat(EmailAddress.parse("a@" + label63 + "a.com").errors())
          .containsOnly(IdnaError.LABEL_TOO_LONG);
      // 252 octets is the longest domain an address can have: 1 + 1 + 252 = 254
      String name = label63 + "." + label63 + "." + label63 + "." + "a".repeat(56) + ".com";
      assertThat(name).hasSize(252);
      assertThat(EmailAddress.parse("a@" + name).isValid()).isTrue();
      assertThat(EmailAddress.parse("a@aa." + name).errors())
          .containsOnly(IdnaError.NAME_TOO_LONG, EMAIL_ADDRESS_TOO_LONG);
    }

    @Test
    void anAllNumericLastLabelIsNeverValid() {
      EmailOptions local = EmailOptions.builder().globallyDeliverable(false).build();
      assertOnly(EmailAddress.parse("a@example.123", local), EMAIL_NUMERIC_TOP_LEVEL_DOMAIN, 10);
      assertOnly(EmailAddress.parse("a@111.222.333.44444"), EMAIL_NUMERIC_TOP_LEVEL_DOMAIN, 14);
      assertThat(EmailAddress.parse("a@123.example").isValid()).isTrue();
    }
  }

  @Nested
  class GloballyDeliverable {
    @Test
    void aDotlessDomainIsNotGlobal() {
      assertOnly(EmailAddress.parse("a@com"), EMAIL_NOT_GLOBAL_DOMAIN, 2);
      assertThat(EmailAddress.parse("a@com", RFC5321).isValid()).isTrue();
    }

    @Test
    void theLastLabelMustEndInALetter() {
      assertOnly(EmailAddress.parse("me@bad.tld-2"), EMAIL_NOT_GLOBAL_DOMAIN, 7);
      assertThat(EmailAddress.parse("me@bad.tld-2", RFC5321).isValid()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(
        strings = {
          "me@anything.arpa",
          "me@valid.invalid",
          "me@link.local",
          "me@host.localhost",
          "me@onion.onion.onion",
          "me@test.test.test"
        })
    void specialUseNamesAreNotGlobal(String in) {
      assertThat(EmailAddress.parse(in).errors()).containsOnly(EMAIL_SPECIAL_USE_DOMAIN);
      assertThat(EmailAddress.parse(in, RFC5321).isValid()).isTrue();
    }

    @Test
    void theExampleNamesAreLeftAlone() {
      // RFC 6761 §6.5: applications should not treat them as special
      assertThat(EmailAddress.parse("me@example.example").isValid()).isTrue();
      assertThat(EmailAddress.parse("me@testing.com").isValid()).isTrue();
    }
  }

  @Nested
  class AddressLiterals {
    @ParameterizedTest
    @CsvSource({
      "[192.0.2.1], [192.0.2.1]",
      "[IPv6:2001:DB8::1], [IPv6:2001:db8::1]",
      "[ipv6:0:0:0:0:0:0:0:1], [IPv6:::1]",
      "[IPv6:::], [IPv6:::]",
      "[IPv6:1:0:0:2:0:0:0:3], [IPv6:1:0:0:2::3]",
      "[IPv6:1:2:3:4:5:6:7::], [IPv6:1:2:3:4:5:6:7:0]",
      "[IPv6:::ffff:192.0.2.1], [IPv6:::ffff:c000:201]"
    })
    void literalsAreCanonical(String literal, String canonical) {
      EmailResult r = EmailAddress.parse("a@" + literal, RFC5321);
      assertThat(r.isValid()).as(r.toString()).isTrue();
      assertThat(r.asciiDomain()).hasValue(canonical);
      assertThat(r.normalized()).isEqualTo("a@" + canonical);
    }

    @Test
    void literalsAreOffByDefault() {
      assertOnly(EmailAddress.parse("a@[192.0.2.1]"), EMAIL_ADDRESS_LITERAL_NOT_ALLOWED, 2);
    }

    @ParameterizedTest
    @ValueSource(
        strings = {
          "[192.0.2.256]",
          "[192.0.2]",
          "[192.0.2.1.5]",
          "[01.2.3.4]",
          "[IPv6:1:2:3:4:5:6:7]",
          "[IPv6:1:2:3:4:5:6:7:8:9]",
          "[IPv6:1::2::3]",
          "[IPv6:12345::]",
          "[IPv6:1:2:3:4:5:6:7:1.2.3.4]",
          "[IPv6:::G]",
          "[IPv6:1::2:]",
          "[IPv6:\uFF11::1]",
          "[tag:text]",
          "[untaggedtext]",
          "[192.0.2.1",
          "["
        })
    void malformedLiteralsAreInvalid(String literal) {
      EmailResult r = EmailAddress.parse("a@" + literal, RFC5321);
      assertThat(r.errors()).as(r.toString()).containsOnly(EMAIL_INVALID_ADDRESS_LITERAL);
    }
  }

  @Nested
  class EaiLevels {
    private final EmailOptions idnDomain = EmailOptions.builder().eai(Eai.IDN_DOMAIN).build();
    private final EmailOptions ascii = EmailOptions.builder().eai(Eai.ASCII).build();

    @Test
    void idnDomainRejectsANonAsciiLocalPartButNotAULabelDomain() {
      EmailResult r = EmailAddress.parse("λambdaツ@example.com", idnDomain);
      assertThat(r.problems())
          .extracting(IdnaProblem::error, IdnaProblem::offset)
          .containsExactly(
              org.assertj.core.groups.Tuple.tuple(EMAIL_NON_ASCII, 0),
              org.assertj.core.groups.Tuple.tuple(EMAIL_NON_ASCII, 6));
      EmailResult ok = EmailAddress.parse("jeff@臺網中心.tw", idnDomain);
      assertThat(ok.isValid()).isTrue();
      assertThat(ok.asciiForm()).contains("jeff@xn--fiqq24b10vi0d.tw");
    }

    @Test
    void asciiRejectsAnyNonAsciiAndTakesALabels() {
      assertOnly(EmailAddress.parse("jeff@bücher.example", ascii), EMAIL_NON_ASCII, 6);
      assertOnly(EmailAddress.parse("jéff@example.com", ascii), EMAIL_NON_ASCII, 1);
      EmailResult r = EmailAddress.parse("jeff@xn--bcher-kva.example", ascii);
      assertThat(r.isValid()).isTrue();
      assertThat(r.asciiForm()).contains("jeff@xn--bcher-kva.example");
    }

    @Test
    void smtpUtf8AcceptsBoth() {
      assertThat(EmailAddress.parse("λ@bücher.example").isValid()).isTrue();
    }
  }

  @Nested
  class DisplayNames {
    @Test
    void aNameAddrGivesTheDisplayNameAndTheAddress() {
      EmailResult r = EmailAddress.parse("Jane Doe <Jane@Example.com>", DISPLAY);
      assertThat(r.isValid()).isTrue();
      assertThat(r.displayName()).contains("Jane Doe");
      assertThat(r.normalized()).isEqualTo("Jane@example.com");
    }

    @Test
    void aQuotedDisplayNameIsUnquoted() {
      EmailResult r = EmailAddress.parse("\"Doe, \\\"Jane\\\"\" <jane@example.com>", DISPLAY);
      assertThat(r.displayName()).contains("Doe, \"Jane\"");
      assertThat(EmailAddress.parse("<jane@example.com>", DISPLAY).displayName()).contains("");
    }

    @Test
    void aNonAsciiDisplayNameIsAllowedUnquoted() {
      // RFC 6532 §3.2 adds UTF8-non-ascii to atext; python-email-validator wants quotes
      assertThat(EmailAddress.parse("José Ñandú <j@example.com>", DISPLAY).displayName())
          .contains("José Ñandú");
    }

    @Test
    void displayNamesAreOffByDefault() {
      assertOnly(EmailAddress.parse("Jane <jane@example.com>"), EMAIL_DISPLAY_NAME_NOT_ALLOWED, 0);
      assertOnly(EmailAddress.parse("<jane@example.com>"), EMAIL_DISPLAY_NAME_NOT_ALLOWED, 0);
    }

    @Test
    void anglesMustCloseAndEndTheInput() {
      assertOnly(EmailAddress.parse("Jane <jane@example.com", DISPLAY), EMAIL_ANGLE_BRACKETS, 5);
      assertOnly(
          EmailAddress.parse("Jane <jane@example.com> x", DISPLAY), EMAIL_ANGLE_BRACKETS, 24);
      assertThat(EmailAddress.parse("Jane <jane@example.com>  ", DISPLAY).isValid()).isTrue();
    }

    @Test
    void aDotNeedsQuotes() {
      assertOnly(
          EmailAddress.parse("Display.Name <me@example.com>", DISPLAY),
          EMAIL_DISPLAY_NAME_CHARACTER,
          7);
      assertThat(EmailAddress.parse("\"Display.Name\" <me@example.com>", DISPLAY).isValid())
          .isTrue();
    }

    @Test
    void anAngleBracketThatCombinesIsNotSyntax() {
      // '<' + U+0338 is U+226E NOT LESS-THAN in NFC
      EmailResult r = EmailAddress.parse("<\u0338me@example.com", DISPLAY);
      assertThat(r.errors()).containsOnly(EMAIL_LOCAL_PART_CHARACTER);
      assertThat(r.displayName()).isEmpty();
    }
  }

  @Nested
  class AddressLength {
    @Test
    void twoHundredFiftyFourOctetsAndNoMore() {
      String local = "a".repeat(64);
      String domain = "b".repeat(63) + "." + "c".repeat(63) + "." + "d".repeat(57) + ".com";
      assertThat((local + "@" + domain).length()).isEqualTo(254);
      assertThat(EmailAddress.parse(local + "@" + domain).isValid()).isTrue();
      String longer = domain.replace(".com", "d.com");
      assertOnly(EmailAddress.parse(local + "@" + longer), EMAIL_ADDRESS_TOO_LONG, 254);
    }

    @Test
    void theAsciiFormCountsToo() {
      // 236 octets typed and normalized; each A-label is longer than its U-label
      String domain = ("λ" + "b".repeat(40) + ".").repeat(4) + "com";
      String in = "a".repeat(60) + "@" + domain;
      EmailResult r = EmailAddress.parse(in);
      IdnaProblem p = only(r);
      assertThat(p.error()).isEqualTo(EMAIL_ADDRESS_TOO_LONG);
      assertThat(p.detail()).contains("A-labels");
    }
  }

  @Nested
  class Options {
    @Test
    void presetsHaveTheDocumentedValues() {
      EmailOptions d = EmailOptions.defaults();
      assertThat(
              List.of(
                  d.eai(),
                  d.quotedLocalPart(),
                  d.addressLiteral(),
                  d.displayName(),
                  d.globallyDeliverable()))
          .containsExactly(Eai.SMTPUTF8, false, false, false, true);
      EmailOptions r = EmailOptions.rfc5321();
      assertThat(
              List.of(
                  r.eai(),
                  r.quotedLocalPart(),
                  r.addressLiteral(),
                  r.displayName(),
                  r.globallyDeliverable()))
          .containsExactly(Eai.SMTPUTF8, true, true, false, false);
    }

    @Test
    void builderAndToBuilderRoundTrip() {
      EmailOptions o =
          EmailOptions.builder()
              .eai(Eai.ASCII)
              .quotedLocalPart(true)
              .addressLiteral(true)
              .displayName(true)
              .globallyDeliverable(false)
              .build();
      assertThat(o.toBuilder().build()).isEqualTo(o).hasSameHashCodeAs(o);
      assertThat(o).isNotEqualTo(EmailOptions.defaults());
      assertThat(EmailOptions.builder().build()).isEqualTo(EmailOptions.defaults());
      assertThat(EmailOptions.rfc5321().toBuilder().build()).isEqualTo(EmailOptions.rfc5321());
      assertThat(o.toString())
          .isEqualTo(
              "EmailOptions{eai=ASCII, quotedLocalPart=true, addressLiteral=true,"
                  + " displayName=true, globallyDeliverable=false}");
      assertThatThrownBy(() -> EmailOptions.builder().eai(null))
          .isInstanceOf(NullPointerException.class);
    }

    @Test
    void everyEmailErrorHasItsMetadata() {
      // A test below or above produces each; this one guards the enum's metadata.
      for (EmailError e : EmailError.values()) {
        assertThat(e.uts46Code()).as(e.name()).isEmpty();
        assertThat(e.name()).startsWith("EMAIL_");
        assertThat(e.description()).contains("RFC").doesNotEndWith(".");
      }
      assertThat(Optional.of(EMAIL_UNSAFE_CHARACTER)).containsInstanceOf(ProblemCode.class);
    }
  }
}
