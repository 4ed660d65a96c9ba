package org.idna4j.email;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.idna4j.label.ProblemCode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays python-email-validator's and jmail's published test tables (peers/PROVENANCE.md). Each
 * row gives one or more checks, named after the peer's own expectation and the options it uses; a
 * check on which IDNA4J answers differently must be listed in peers/disagreements.tsv with the RFC
 * reason IDNA4J's answer is right, and a listed disagreement that disappears fails too.
 */
class PeerTablesTest {

  private static final String PEERS = "/org/idna4j/email/peers/";

  /** python-email-validator's validate_email() defaults. */
  private static final EmailOptions PEV = EmailOptions.defaults();

  /** jmail's JMail.tryParse defaults: quotes, IP literals, display names, dotless domains. */
  private static final EmailOptions JMAIL =
      EmailOptions.builder()
          .quotedLocalPart(true)
          .addressLiteral(true)
          .displayName(true)
          .globallyDeliverable(false)
          .build();

  /** One expectation of a peer on one input. */
  record Check(String table, String input, String name, boolean agrees, String found) {
    String key() {
      return table + "\t" + escape(input) + "\t" + name;
    }
  }

  @TestFactory
  Stream<DynamicTest> pythonEmailValidator() {
    Map<String, String> listed = disagreements();
    return pythonChecks().stream().map(c -> test(c, listed));
  }

  @TestFactory
  Stream<DynamicTest> jmail() {
    Map<String, String> listed = disagreements();
    return jmailChecks().stream().map(c -> test(c, listed));
  }

  /** Every listed disagreement names a check that exists, and carries a reason. */
  @Test
  void everyListedDisagreementIsACheckWithAReason() throws IOException {
    Map<String, String> listed = disagreements();
    List<Check> all = new ArrayList<>(pythonChecks());
    all.addAll(jmailChecks());
    Map<String, Check> byKey = new HashMap<>();
    for (Check c : all) {
      byKey.put(c.key(), c);
    }
    List<String> found = new ArrayList<>();
    for (Check c : all) {
      if (!c.agrees()) {
        found.add(c.key() + "\t" + listed.getOrDefault(c.key(), "UNLISTED: " + c.found()));
      }
    }
    Files.write(Path.of("target", "peer-disagreements-found.tsv"), found, StandardCharsets.UTF_8);
    for (Map.Entry<String, String> e : listed.entrySet()) {
      assertThat(byKey).as("listed check exists").containsKey(e.getKey());
      assertThat(e.getValue()).as(e.getKey()).contains("RFC");
    }
    assertThat(all).hasSizeGreaterThan(500);
  }

  private static DynamicTest test(Check c, Map<String, String> listed) {
    String name = c.table() + " " + c.name() + " " + escape(c.input());
    return DynamicTest.dynamicTest(
        name.length() > 200 ? name.substring(0, 200) + "..." : name,
        () -> {
          if (listed.containsKey(c.key())) {
            assertThat(c.agrees()).as("listed disagreement still holds: " + c.found()).isFalse();
          } else {
            assertThat(c.agrees()).as(c.found()).isTrue();
          }
        });
  }

  // ------------------------------------------------------------------- python-email-validator

  static List<Check> pythonChecks() {
    List<Check> checks = new ArrayList<>();
    for (String line : lines("python-email-validator-cases.tsv")) {
      String[] f = line.split("\t", -1);
      String table = f[0];
      String input = unescape(f[1]);
      String expected = f[2];
      Map<String, String> fields = new LinkedHashMap<>();
      for (int i = 3; i < f.length; i++) {
        int eq = f[i].indexOf('=');
        fields.put(f[i].substring(0, eq), unescape(f[i].substring(eq + 1)));
      }
      EmailOptions quotedDisplay = PEV.toBuilder().quotedLocalPart(true).displayName(true).build();
      EmailOptions local = PEV.toBuilder().globallyDeliverable(false).build();
      switch (table) {
        case "test_email_valid" -> {
          checks.add(
              fieldsCheck(
                  table,
                  input,
                  "valid, IDN_DOMAIN",
                  fields,
                  quotedDisplay.toBuilder().eai(EmailOptions.Eai.IDN_DOMAIN).build()));
          checks.add(fieldsCheck(table, input, "valid, SMTPUTF8", fields, quotedDisplay));
        }
        case "test_email_valid_intl_local_part" -> {
          EmailOptions display = PEV.toBuilder().displayName(true).build();
          checks.add(fieldsCheck(table, input, "valid, SMTPUTF8", fields, display));
          checks.add(
              errorCheck(
                  table,
                  input,
                  "invalid, IDN_DOMAIN",
                  display.toBuilder().eai(EmailOptions.Eai.IDN_DOMAIN).build(),
                  EmailError.EMAIL_NON_ASCII));
        }
        case "test_email_valid_only_if_quoted_local_part" -> {
          checks.add(
              errorCheck(
                  table, input, "invalid, defaults", PEV, EmailError.EMAIL_QUOTED_LOCAL_PART));
          EmailResult r = EmailAddress.parse(input, PEV.toBuilder().quotedLocalPart(true).build());
          String localPart = r.normalized().substring(0, r.normalized().lastIndexOf('@'));
          checks.add(
              new Check(
                  table,
                  input,
                  "valid, quoted",
                  r.isValid() && localPart.equals(fields.get("local_part")),
                  r.toString()));
        }
        case "test_email_invalid_syntax", "test_email_invalid_reserved_domain" ->
            checks.add(verdict(table, input, "invalid, defaults", PEV, false));
        case "test_email_invalid_syntax_strict" -> {
          checks.add(verdict(table, input, "valid, not strict", PEV, true));
          checks.add(
              errorCheck(
                  table, input, "invalid, strict", PEV, EmailError.EMAIL_LOCAL_PART_TOO_LONG));
        }
        case "test_email_unsafe_character" -> {
          checks.add(verdict(table, input + "@test", "invalid, before @", local, false));
          checks.add(verdict(table, "test@" + input, "invalid, after @", local, false));
        }
        case "test_email_invalid_character_smtputf8_off" ->
            checks.add(
                errorCheck(
                    table,
                    input,
                    "invalid, IDN_DOMAIN",
                    local.toBuilder().eai(EmailOptions.Eai.IDN_DOMAIN).build(),
                    EmailError.EMAIL_NON_ASCII));
        case "test_pyisemail_tests" -> pyIsEmail(checks, table, input, expected);
        default -> throw new AssertionError("unknown table " + table);
      }
    }
    return checks;
  }

  /** test_pyisemail_tests' own rules for each pyIsEmail status. */
  private static void pyIsEmail(List<Check> checks, String table, String input, String status) {
    EmailOptions quoted = PEV.toBuilder().quotedLocalPart(true).build();
    EmailOptions literal = PEV.toBuilder().addressLiteral(true).build();
    EmailOptions both = quoted.toBuilder().addressLiteral(true).build();
    String t = table + " " + status;
    if (status.equals("ISEMAIL_VALID")) {
      checks.add(verdict(t, input, "valid, defaults", PEV, true));
      checks.add(verdict(t, input, "valid, quoted and literal", both, true));
    } else if (status.equals("ISEMAIL_RFC5322_LOCAL_TOOLONG")) {
      checks.add(verdict(t, input, "invalid, strict", PEV, false));
    } else if (status.equals("ISEMAIL_RFC5321_QUOTEDSTRING")) {
      checks.add(verdict(t, input, "invalid, defaults", PEV, false));
      checks.add(verdict(t, input, "valid, quoted", quoted, true));
    } else if (status.contains("_ADDRESSLITERAL")
        || status.equals("ISEMAIL_RFC5321_IPV6DEPRECATED")) {
      checks.add(verdict(t, input, "invalid, defaults", PEV, false));
      checks.add(verdict(t, input, "valid, literal", literal, true));
    } else if (status.contains("_DOMLIT_")
        || status.contains("DOMAINLITERAL")
        || status.contains("_IPV6")) {
      checks.add(verdict(t, input, "invalid, literal", literal, false));
    } else {
      checks.add(verdict(t, input, "invalid, defaults", PEV, false));
    }
  }

  private static Check verdict(
      String table, String input, String name, EmailOptions options, boolean valid) {
    EmailResult r = EmailAddress.parse(input, options);
    return new Check(table, input, name, r.isValid() == valid, r.toString());
  }

  private static Check errorCheck(
      String table, String input, String name, EmailOptions options, ProblemCode error) {
    EmailResult r = EmailAddress.parse(input, options);
    return new Check(table, input, name, r.errors().contains(error), r.toString());
  }

  /** A valid result whose fields are python-email-validator's ValidatedEmail fields. */
  private static Check fieldsCheck(
      String table, String input, String name, Map<String, String> f, EmailOptions options) {
    EmailResult r = EmailAddress.parse(input, options);
    boolean agrees =
        r.isValid()
            && r.normalized().equals(f.get("normalized"))
            && r.asciiDomain().orElse("").equals(f.get("ascii_domain"))
            && r.requiresSmtpUtf8() == Boolean.parseBoolean(f.get("smtputf8"))
            && Objects.equals(r.asciiForm().orElse(null), f.get("ascii_email"))
            && Objects.equals(r.displayName().orElse(null), f.get("display_name"));
    return new Check(table, input, name, agrees, r.toString());
  }

  // ---------------------------------------------------------------------------------- jmail

  static List<Check> jmailChecks() {
    List<Check> checks = new ArrayList<>();
    List<String> valid = lines("jmail-valid-addresses.csv");
    for (String line : valid.subList(1, valid.size())) {
      // The address is everything before the first comma (no listed address has a comma).
      String input = line.substring(0, line.indexOf(','));
      checks.add(verdict("jmail valid-addresses", input, "valid", JMAIL, true));
    }
    List<String> invalid = lines("jmail-invalid-addresses.csv");
    for (String line : invalid.subList(1, invalid.size())) {
      // JUnit's @CsvFileSource(delimiterString = " ;") as jmail reads it: trimmed
      String input = line.substring(0, line.indexOf(" ;")).strip();
      checks.add(verdict("jmail invalid-addresses", input, "invalid", JMAIL, false));
    }
    return checks;
  }

  // -------------------------------------------------------------------------------- files

  /** peers/disagreements.tsv: table, escaped input, check name, reason. */
  static Map<String, String> disagreements() {
    Map<String, String> m = new LinkedHashMap<>();
    for (String line : lines("disagreements.tsv")) {
      String[] f = line.split("\t", -1);
      String key = f[0] + "\t" + f[1] + "\t" + f[2];
      assertThat(m.put(key, f[3])).as("listed twice: " + key).isNull();
    }
    return m;
  }

  /** The non-comment lines of a resource. */
  static List<String> lines(String name) {
    try (InputStream in = PeerTablesTest.class.getResourceAsStream(PEERS + name)) {
      Objects.requireNonNull(in, name);
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      List<String> out = new ArrayList<>();
      Predicate<String> keep = l -> !l.isEmpty() && !l.startsWith("#");
      for (String l = r.readLine(); l != null; l = r.readLine()) {
        if (keep.test(l)) {
          out.add(l);
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Undoes extract_pev.py's escapes. */
  static String unescape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char k = s.charAt(++i);
      switch (k) {
        case 't' -> sb.append('\t');
        case 'n' -> sb.append('\n');
        case 'r' -> sb.append('\r');
        case 'u' -> {
          sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
          i += 4;
        }
        case 'U' -> {
          sb.appendCodePoint(Integer.parseInt(s.substring(i + 1, i + 9), 16));
          i += 8;
        }
        default -> sb.append(k);
      }
    }
    return sb.toString();
  }

  /** extract_pev.py's escapes, for keys and test names. */
  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      int type = Character.getType(cp);
      if (cp == '\\') {
        sb.append("\\\\");
      } else if (cp == '\t') {
        sb.append("\\t");
      } else if (cp == '\n') {
        sb.append("\\n");
      } else if (cp == '\r') {
        sb.append("\\r");
      } else if (type == Character.CONTROL
          || type == Character.FORMAT
          || type == Character.SURROGATE
          || type == Character.PRIVATE_USE
          || type == Character.UNASSIGNED
          || type == Character.LINE_SEPARATOR
          || type == Character.PARAGRAPH_SEPARATOR
          || (cp >= 0x2000 && cp <= 0x200F)) {
        sb.append(cp <= 0xFFFF ? String.format("\\u%04X", cp) : String.format("\\U%08X", cp));
      } else {
        sb.appendCodePoint(cp);
      }
      i += Character.charCount(cp);
    }
    return sb.toString();
  }
}
