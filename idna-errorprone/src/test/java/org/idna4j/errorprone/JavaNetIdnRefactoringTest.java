package org.idna4j.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import org.junit.jupiter.api.Test;

/**
 * The sources {@link JavaNetIdn}'s fixes produce, compared as text after all of a file's fixes are
 * applied together (as Error Prone's patching does); the helper also compiles the result.
 */
class JavaNetIdnRefactoringTest {

  private final BugCheckerRefactoringTestHelper helper =
      BugCheckerRefactoringTestHelper.newInstance(JavaNetIdn.class, getClass());

  @Test
  void importedClassBecomesTheDropIn() {
    helper
        .addInputLines(
            "Test.java",
            "import java.net.IDN;",
            "import java.util.function.UnaryOperator;",
            "",
            "class Test {",
            "  static final int FLAGS = IDN.ALLOW_UNASSIGNED | IDN.USE_STD3_ASCII_RULES;",
            "  UnaryOperator<String> r = IDN::toASCII;",
            "",
            "  String a(String s) {",
            "    return IDN.toASCII(s, IDN.USE_STD3_ASCII_RULES) + IDN.toUnicode(s, FLAGS);",
            "  }",
            "",
            "  String b(String s) {",
            "    return IDN.toASCII(s) + IDN.toUnicode(s);",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import java.util.function.UnaryOperator;",
            "import org.idna4j.domain.IDN;",
            "",
            "class Test {",
            "  static final int FLAGS = IDN.ALLOW_UNASSIGNED | IDN.USE_STD3_ASCII_RULES;",
            "  UnaryOperator<String> r = IDN::toASCII;",
            "",
            "  String a(String s) {",
            "    return IDN.toASCII(s, IDN.USE_STD3_ASCII_RULES) + IDN.toUnicode(s, FLAGS);",
            "  }",
            "",
            "  String b(String s) {",
            "    return IDN.toASCII(s) + IDN.toUnicode(s);",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void onDemandImportGetsASingleTypeImportThatShadowsIt() {
    helper
        .addInputLines(
            "Test.java",
            "import java.net.*;",
            "",
            "class Test {",
            "  String a(URI u) {",
            "    return IDN.toASCII(u.getHost());",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import java.net.*;",
            "import org.idna4j.domain.IDN;",
            "",
            "class Test {",
            "  String a(URI u) {",
            "    return IDN.toASCII(u.getHost());",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void fullyQualifiedUseStaysQualifiedBesideAnotherIdn() {
    helper
        .addInputLines(
            "com/acme/IDN.java",
            "package com.acme;",
            "public final class IDN {",
            "  public static String toASCII(String s) { return s; }",
            "}")
        .expectUnchanged()
        .addInputLines(
            "Test.java",
            "import com.acme.IDN;",
            "import java.util.function.UnaryOperator;",
            "",
            "class Test {",
            "  UnaryOperator<String> r = java.net.IDN::toUnicode;",
            "",
            "  String a(String s) {",
            "    return IDN.toASCII(s)",
            "        + java.net.IDN.toASCII(s, java.net.IDN.ALLOW_UNASSIGNED)",
            "        + java.net.IDN.toUnicode(s);",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import com.acme.IDN;",
            "import java.util.function.UnaryOperator;",
            "",
            "class Test {",
            "  UnaryOperator<String> r = org.idna4j.domain.IDN::toUnicode;",
            "",
            "  String a(String s) {",
            "    return IDN.toASCII(s)",
            "        + org.idna4j.domain.IDN.toASCII(s, org.idna4j.domain.IDN.ALLOW_UNASSIGNED)",
            "        + org.idna4j.domain.IDN.toUnicode(s);",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void staticImportsPointAtTheDropIn() {
    helper
        .addInputLines(
            "Test.java",
            "import static java.net.IDN.USE_STD3_ASCII_RULES;",
            "import static java.net.IDN.toASCII;",
            "",
            "class Test {",
            "  String a(String s) {",
            "    return toASCII(s, USE_STD3_ASCII_RULES);",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import static org.idna4j.domain.IDN.USE_STD3_ASCII_RULES;",
            "import static org.idna4j.domain.IDN.toASCII;",
            "",
            "class Test {",
            "  String a(String s) {",
            "    return toASCII(s, USE_STD3_ASCII_RULES);",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void onDemandStaticImportPointsAtTheDropIn() {
    helper
        .addInputLines(
            "Test.java",
            "import static java.net.IDN.*;",
            "",
            "class Test {",
            "  String a(String s) {",
            "    return toUnicode(s, ALLOW_UNASSIGNED);",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import static org.idna4j.domain.IDN.*;",
            "",
            "class Test {",
            "  String a(String s) {",
            "    return toUnicode(s, ALLOW_UNASSIGNED);",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void validityCheckBecomesIsValid() {
    helper
        .addInputLines(
            "Test.java",
            "import java.net.IDN;",
            "",
            "class Test {",
            "  boolean valid(String host) {",
            "    try {",
            "      IDN.toASCII(host);",
            "      return true;",
            "    } catch (IllegalArgumentException e) {",
            "      return false;",
            "    }",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import org.idna4j.domain.Idna;",
            "",
            "class Test {",
            "  boolean valid(String host) {",
            "    if (Idna.lookup().toAscii(host).isValid()) {",
            "      return true;",
            "    } else {",
            "      return false;",
            "    }",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void validityCheckWithNothingAfterTheCallBecomesANegatedIf() {
    helper
        .addInputLines(
            "Test.java",
            "import java.net.IDN;",
            "",
            "class Test {",
            "  String host;",
            "",
            "  void check() {",
            "    try {",
            "      IDN.toASCII(this.host, IDN.ALLOW_UNASSIGNED);",
            "    } catch (IllegalArgumentException e) {",
            "      throw new IllegalStateException(\"bad host\");",
            "    }",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import org.idna4j.domain.Idna;",
            "",
            "class Test {",
            "  String host;",
            "",
            "  void check() {",
            "    if (!Idna.lookup().toAscii(this.host).isValid()) {",
            "      throw new IllegalStateException(\"bad host\");",
            "    }",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void validityCheckBesideOtherUsesKeepsTheDropInImport() {
    helper
        .addInputLines(
            "Test.java",
            "import static java.net.IDN.toASCII;",
            "",
            "class Test {",
            "  boolean ok;",
            "",
            "  String convert(String host) {",
            "    try {",
            "      toASCII(host);",
            "      ok = true;",
            "    } catch (IllegalArgumentException e) {",
            "      ok = false;",
            "    }",
            "    return toASCII(host);",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import static org.idna4j.domain.IDN.toASCII;",
            "",
            "import org.idna4j.domain.Idna;",
            "",
            "class Test {",
            "  boolean ok;",
            "",
            "  String convert(String host) {",
            "    if (Idna.lookup().toAscii(host).isValid()) {",
            "      ok = true;",
            "    } else {",
            "      ok = false;",
            "    }",
            "    return toASCII(host);",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void validityCheckAvoidsAClashWithAnotherIdna() {
    helper
        .addInputLines("com/acme/Idna.java", "package com.acme;", "public final class Idna {}")
        .expectUnchanged()
        .addInputLines(
            "Test.java",
            "import com.acme.Idna;",
            "",
            "class Test {",
            "  Idna idna;",
            "",
            "  boolean valid(String host) {",
            "    try {",
            "      java.net.IDN.toASCII(host);",
            "      return true;",
            "    } catch (IllegalArgumentException e) {",
            "      return false;",
            "    }",
            "  }",
            "}")
        .addOutputLines(
            "Test.java",
            "import com.acme.Idna;",
            "",
            "class Test {",
            "  Idna idna;",
            "",
            "  boolean valid(String host) {",
            "    if (org.idna4j.domain.Idna.lookup().toAscii(host).isValid()) {",
            "      return true;",
            "    } else {",
            "      return false;",
            "    }",
            "  }",
            "}")
        .doTest(TestMode.TEXT_MATCH);
  }

  /**
   * Every condition of the validity rule broken once: each of these keeps its {@code try} and gets
   * the drop-in, whose behaviour on the same flags is documented.
   */
  @Test
  void notAValidityCheckKeepsTheTryAndGetsTheDropIn() {
    String[] bodies = {
      // the STD3 rules were asked for
      "try { IDN.toASCII(h, IDN.USE_STD3_ASCII_RULES); return true; }"
          + " catch (IllegalArgumentException e) { return false; }",
      // flags not known at compile time
      "try { IDN.toASCII(h, flags); return true; } catch (IllegalArgumentException e) { return"
          + " false; }",
      // the value is used
      "try { String a = IDN.toASCII(h); return a.isEmpty(); }"
          + " catch (IllegalArgumentException e) { return false; }",
      // the handler reads the exception
      "try { IDN.toASCII(h); return true; }"
          + " catch (IllegalArgumentException e) { return e.getMessage() == null; }",
      // a wider catch
      "try { IDN.toASCII(h); return true; } catch (RuntimeException e) { return false; }",
      // a second catch
      "try { IDN.toASCII(h); return true; } catch (IllegalArgumentException e) { return false; }"
          + " catch (NullPointerException e) { return true; }",
      // a finally block
      "try { IDN.toASCII(h); return true; } catch (IllegalArgumentException e) { return false; }"
          + " finally { flags = 0; }",
      // the argument could throw IllegalArgumentException itself, and was caught
      "try { IDN.toASCII(h.substring(1)); return true; }"
          + " catch (IllegalArgumentException e) { return false; }",
      // the rest of the try block could throw IllegalArgumentException, and was caught
      "try { IDN.toASCII(h); return Integer.parseInt(h) > 0; }"
          + " catch (IllegalArgumentException e) { return false; }",
      // not the first statement of the try block
      "try { flags = 0; IDN.toASCII(h); return true; }"
          + " catch (IllegalArgumentException e) { return false; }",
      // toUnicode never throws: not a check of anything
      "try { IDN.toUnicode(h); return true; } catch (IllegalArgumentException e) { return false; }",
      // a comment between try and the call would be lost
      "try { /* validate */ IDN.toASCII(h); return true; }"
          + " catch (IllegalArgumentException e) { return false; }",
    };
    for (String body : bodies) {
      BugCheckerRefactoringTestHelper.newInstance(JavaNetIdn.class, getClass())
          .addInputLines(
              "Test.java",
              "import java.net.IDN;",
              "",
              "class Test {",
              "  int flags;",
              "",
              "  boolean valid(String h) {",
              "    " + body,
              "  }",
              "}")
          .addOutputLines(
              "Test.java",
              "import org.idna4j.domain.IDN;",
              "",
              "class Test {",
              "  int flags;",
              "",
              "  boolean valid(String h) {",
              "    " + body,
              "  }",
              "}")
          .doTest(TestMode.TEXT_MATCH);
    }
  }
}
