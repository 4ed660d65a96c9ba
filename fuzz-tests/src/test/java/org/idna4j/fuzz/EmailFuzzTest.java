package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.email.EmailAddress;
import org.idna4j.email.EmailError;
import org.idna4j.email.EmailOptions;
import org.idna4j.email.EmailResult;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Timeout;

/**
 * The fuzz target of idna-email's {@link EmailAddress#parse}, in the long mode of {@link
 * FuzzInput#longText(byte[])} (up to 100,000 repeated characters), under four option sets that
 * between them switch every branch of the parser on.
 *
 * <p>Properties:
 *
 * <ul>
 *   <li>no exception; valid exactly when there is no problem; the problems in input order (the
 *       omission marker last), each offset inside the input, at most a bounded number;
 *   <li>an invalid result hands back the input and no ASCII domain;
 *   <li>a valid result: the ASCII domain is ASCII; the ASCII form is present exactly when no
 *       SMTPUTF8 is needed, and is ASCII; the normalized form is a fixed point (parsed again it is
 *       valid and normalizes to itself), and so is the ASCII form, whose normalized form is the
 *       same address.
 * </ul>
 */
class EmailFuzzTest {

  private static final List<EmailOptions> OPTIONS =
      List.of(
          EmailOptions.defaults(),
          EmailOptions.rfc5321().toBuilder().displayName(true).build(),
          EmailOptions.builder().eai(EmailOptions.Eai.IDN_DOMAIN).build(),
          EmailOptions.builder().eai(EmailOptions.Eai.ASCII).build());

  /** Our cap and the first of each other error, for the address and for its domain. */
  private static final int MOST_LISTED =
      2 * (IdnaProblem.MAX_LISTED + IdnaError.values().length + EmailError.values().length) + 2;

  @Timeout(value = 10, unit = TimeUnit.SECONDS)
  @FuzzTest
  void parse(byte[] data) {
    String input = FuzzInput.longText(data);
    for (EmailOptions options : OPTIONS) {
      check(input, options);
    }
  }

  static void check(String input, EmailOptions options) {
    EmailResult r = EmailAddress.parse(input, options);
    List<IdnaProblem> problems = r.problems();
    assertThat(r.isValid()).isEqualTo(problems.isEmpty());
    assertThat(problems).hasSizeLessThanOrEqualTo(MOST_LISTED);
    int codePoints = input.codePointCount(0, input.length());
    int previous = 0;
    for (int i = 0; i < problems.size(); i++) {
      IdnaProblem p = problems.get(i);
      assertThat(p.offset()).isBetween(0, codePoints);
      if (p.error() == IdnaError.TOO_MANY_PROBLEMS) {
        assertThat(i).as("the omission marker is last").isEqualTo(problems.size() - 1);
      } else {
        assertThat(p.offset()).as("input order").isGreaterThanOrEqualTo(previous);
        previous = p.offset();
      }
    }
    if (!r.isValid()) {
      assertThat(r.normalized()).isSameAs(input);
      assertThat(r.asciiDomain()).isEmpty();
      assertThat(r.asciiForm()).isEmpty();
      return;
    }
    assertThat(isAscii(r.asciiDomain().orElseThrow())).as(r.toString()).isTrue();
    assertThat(r.asciiForm().isPresent()).isEqualTo(!r.requiresSmtpUtf8());
    // The normalized form holds U-labels, which only the non-ASCII levels accept
    EmailOptions again = options.toBuilder().eai(EmailOptions.Eai.SMTPUTF8).build();
    EmailResult n = EmailAddress.parse(r.normalized(), again);
    assertThat(n.isValid()).as("normalized form of %s is valid: %s", input, n).isTrue();
    assertThat(n.normalized()).isEqualTo(r.normalized());
    if (r.asciiForm().isPresent()) {
      String ascii = r.asciiForm().get();
      assertThat(isAscii(ascii)).as(ascii).isTrue();
      EmailResult a = EmailAddress.parse(ascii, again);
      assertThat(a.isValid()).as("ASCII form of %s is valid: %s", input, a).isTrue();
      assertThat(a.normalized()).isEqualTo(r.normalized());
    }
  }

  private static boolean isAscii(String s) {
    return s.chars().allMatch(c -> c < 0x80);
  }
}
