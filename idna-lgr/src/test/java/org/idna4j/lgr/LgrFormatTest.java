package org.idna4j.lgr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.idna4j.lgr.TestLgrs.doc;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Malformed, inconsistent and hostile LGR documents are rejected whole, with a position. */
class LgrFormatTest {

  private static LgrFormatException reject(String xml) {
    Throwable t =
        org.assertj.core.api.Assertions.catchThrowable(
            () -> Lgr.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))));
    assertThat(t).isInstanceOf(LgrFormatException.class);
    LgrFormatException e = (LgrFormatException) t;
    assertThat(e.line().orElse(0)).isPositive();
    assertThat(e.column().orElse(0)).isPositive();
    assertThat(e.getMessage())
        .startsWith("line " + e.line().getAsInt() + ", column " + e.column().getAsInt() + ": ");
    return e;
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "undefined class by-ref | <char cp='0061'/> | <rule name='r'><class by-ref='nope'/></rule> | not defined before",
        "class by-ref forward | <char cp='0061'/> | <rule name='r'><class by-ref='c'/></rule><class name='c'>0061</class> | not defined before",
        "rule by-ref forward (no cycles) | <char cp='0061'/> | <rule name='a'><rule by-ref='b'/></rule><rule name='b'><any/></rule> | not defined before",
        "rule by-ref to itself | <char cp='0061'/> | <rule name='a'><rule by-ref='a'/></rule> | not defined before",
        "tag on a sequence | <char cp='0061 0062' tag='x'/> | | sequence cannot carry tags",
        "duplicate tag | <char cp='0061' tag='x x'/> | | duplicate tag",
        "variant on a range | <range first-cp='0061' last-cp='0063'><var cp='0064'/></range> | | range has no variants",
        "reversed range | <range first-cp='0063' last-cp='0061'/> | | first-cp is after last-cp",
        "overlapping ranges | <range first-cp='0061' last-cp='0063'/><range first-cp='0063' last-cp='0065'/> | | overlaps",
        "char inside a range | <range first-cp='0061' last-cp='0063'/><char cp='0062'/> | | also in a range",
        "duplicate char | <char cp='0061'/><char cp='0061'/> | | duplicate char",
        "duplicate variant | <char cp='0061'><var cp='0062'/><var cp='0062'/></char> | | duplicate variant",
        "when and not-when | <char cp='0061' when='r' not-when='r'/> | <rule name='r'><any/></rule> | when and not-when",
        "undefined when | <char cp='0061' when='nope'/> | | undefined rule",
        "undefined variant not-when | <char cp='0061'><var cp='0062' not-when='nope'/></char> | | undefined rule",
        "bad count letters | <char cp='0061'/> | <rule name='r'><any count='x'/></rule> | bad count",
        "bad count n>m | <char cp='0061'/> | <rule name='r'><any count='3:2'/></rule> | n > m",
        "bad count negative | <char cp='0061'/> | <rule name='r'><any count='-1'/></rule> | bad count",
        "bad code point | <char cp='61'/> | | bad code point",
        "surrogate | <char cp='D800'/> | | not a Unicode scalar value",
        "beyond U+10FFFF | <char cp='110000'/> | | not a Unicode scalar value",
        "match and not-match | <char cp='0061'/> | <rule name='r'><any/></rule><action disp='invalid' match='r' not-match='r'/> | match and not-match",
        "two triggers | <char cp='0061'/> | <action disp='invalid' any-variant='x' all-variants='y'/> | at most one",
        "action on undefined rule | <char cp='0061'/> | <action disp='invalid' match='nope'/> | undefined rule",
        "anchor in a sequence | <char cp='0061'/> | <rule name='r'><any/><anchor/></rule> | look-behind] anchor",
        "anchor nested | <char cp='0061'/> | <rule name='r'><rule><any/><anchor/></rule></rule> | look-behind] anchor",
        "look-ahead before anchor | <char cp='0061'/> | <rule name='r'><look-ahead><any/></look-ahead><anchor/></rule> | look-behind] anchor",
        "context rule in an action | <char cp='0061'/> | <rule name='r'><anchor/></rule><action disp='invalid' match='r'/> | only applies to a code point",
        "complement of two | <char cp='0061'/> | <complement name='c'><class>0061</class><class>0062</class></complement> | exactly one operand",
        "difference of three | <char cp='0061'/> | <difference name='c'><class>0061</class><class>0062</class><class>0063</class></difference> | exactly two operands",
        "unnamed top class | <char cp='0061'/> | <class>0061</class> | needs a name",
        "unknown property | <char cp='0061'/> | <class name='c' property='gc:Zz'/> | unknown Unicode property",
        "unknown element | <char cp='0061'/><foo/> | | unexpected <foo>",
        "unknown attribute | <char cp='0061' colour='red'/> | | attribute colour",
        "choice of one | <char cp='0061'/> | <rule name='r'><choice><any/></choice></rule> | two or more",
        "duplicate rule | <char cp='0061'/> | <rule name='r'><any/></rule><rule name='r'><any/></rule> | duplicate rule name",
      })
  void rejects(String what, String data, String rules, String message) {
    LgrFormatException e =
        reject(doc(data.replace('\'', '"'), rules == null ? "" : rules.replace('\'', '"')));
    assertThat(e.reason()).contains(message);
  }

  @Test
  void namesTheLineAndColumn() {
    String xml =
        "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\">\n<data>\n  <char cp=\"0061\"/>\n"
            + "  <range first-cp=\"0062\" last-cp=\"0063\"><var cp=\"0064\"/></range>\n</data></lgr>";
    LgrFormatException e = reject(xml);
    assertThat(e.line()).hasValue(4);
  }

  @Test
  void notWellFormed() {
    assertThat(reject("<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><data>").reason())
        .startsWith("not well-formed XML");
  }

  @Test
  void wrongNamespace() {
    assertThat(reject("<lgr xmlns=\"urn:example\"><data/></lgr>").reason()).contains("namespace");
  }

  @Test
  @Timeout(10)
  void billionLaughsIsRefused() {
    StringBuilder sb =
        new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE lgr [\n<!ENTITY a0 \"lol\">\n");
    for (int i = 1; i < 12; i++) {
      sb.append("<!ENTITY a").append(i).append(" \"");
      for (int k = 0; k < 10; k++) {
        sb.append("&a").append(i - 1).append(';');
      }
      sb.append("\">\n");
    }
    sb.append(
        "]>\n<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><meta><version>&a11;</version></meta><data/></lgr>");
    assertThat(reject(sb.toString()).reason()).isNotEmpty();
  }

  @Test
  void externalEntitiesAreNotRead(@TempDir Path dir) throws IOException {
    Path secret = dir.resolve("secret.txt");
    Files.writeString(secret, "TOP-SECRET");
    String xml =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE lgr [<!ENTITY x SYSTEM \""
            + secret.toUri()
            + "\">]>\n"
            + "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><meta><version>&x;</version></meta><data/></lgr>";
    LgrFormatException e = reject(xml);
    assertThat(e.getMessage()).doesNotContain("TOP-SECRET");
  }

  @Test
  void externalDtdIsNotFetched(@TempDir Path dir) throws IOException {
    Path dtd = dir.resolve("x.dtd");
    Files.writeString(dtd, "<!ENTITY y \"from-dtd\">");
    String xml =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE lgr SYSTEM \""
            + dtd.toUri()
            + "\">\n"
            + "<lgr xmlns=\"urn:ietf:params:xml:ns:lgr-1.0\"><data/></lgr>";
    assertThat(reject(xml).reason()).contains("DTD");
  }

  @Test
  @Timeout(10)
  void nestedCountsAreBoundedAtLoad() {
    StringBuilder rule = new StringBuilder("<any/>");
    for (int i = 0; i < 8; i++) {
      rule = new StringBuilder("<rule count='0:50'>" + rule + "</rule>");
    }
    LgrFormatException e =
        reject(
            doc(
                "<char cp='0061'/>".replace('\'', '"'),
                ("<rule name='r'>" + rule + "</rule>").replace('\'', '"')));
    assertThat(e.reason()).contains("expands to more than");
  }

  @Test
  @Timeout(10)
  void chainedByRefsAreBoundedAtLoad() {
    StringBuilder rules = new StringBuilder("<rule name='r0'><any/><any/></rule>");
    for (int i = 1; i < 40; i++) {
      rules
          .append("<rule name='r")
          .append(i)
          .append("'><rule by-ref='r")
          .append(i - 1)
          .append("'/><rule by-ref='r")
          .append(i - 1)
          .append("'/></rule>");
    }
    LgrFormatException e =
        reject(doc("<char cp='0061'/>".replace('\'', '"'), rules.toString().replace('\'', '"')));
    assertThat(e.reason()).contains("expands to more than");
  }

  @Test
  void loadFromPath(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("x.xml");
    Files.writeString(f, "\uFEFF" + doc("<char cp=\"0061\"/>", ""));
    assertThat(Lgr.load(f).evaluate("a").disposition()).isEqualTo("valid");
    assertThatThrownBy(() -> Lgr.load(dir.resolve("missing.xml")))
        .isInstanceOf(IOException.class)
        .isNotInstanceOf(LgrFormatException.class);
  }
}
