package org.idna4j.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

/** Which uses {@link JavaNetIdn} flags, and which it leaves alone. */
class JavaNetIdnDiagnosticsTest {

  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(JavaNetIdn.class, getClass());

  @Test
  void flagsCallsWithAndWithoutFlags() {
    helper
        .addSourceLines(
            "Test.java",
            "import java.net.IDN;",
            "class Test {",
            "  String a(String s) {",
            "    // BUG: Diagnostic contains: Call of java.net.IDN.toASCII",
            "    return IDN.toASCII(s);",
            "  }",
            "  String b(String s) {",
            "    // BUG: Diagnostic contains: Call of java.net.IDN.toUnicode",
            "    return IDN.toUnicode(s);",
            "  }",
            "  String c(String s) {",
            "    // BUG: Diagnostic contains: Call of java.net.IDN.toASCII",
            "    return IDN.toASCII(s, 0);",
            "  }",
            "  String d(String s, int flags) {",
            "    // BUG: Diagnostic contains: Call of java.net.IDN.toUnicode",
            "    return IDN.toUnicode(s, flags);",
            "  }",
            "}")
        .doTest();
  }

  @Test
  void flagsConstantsAndTheCallTheyAreIn() {
    helper
        .addSourceLines(
            "Test.java",
            "import java.net.IDN;",
            "class Test {",
            "  // BUG: Diagnostic contains: Constant java.net.IDN.ALLOW_UNASSIGNED",
            "  static final int A = IDN.ALLOW_UNASSIGNED;",
            "  String a(String s) {",
            "    // BUG: Diagnostic matches: call",
            "    return IDN.toASCII(s, IDN.USE_STD3_ASCII_RULES);",
            "  }",
            "}")
        .expectErrorMessage(
            "call",
            m ->
                m.contains("Call of java.net.IDN.toASCII")
                    || m.contains("Constant java.net.IDN.USE_STD3_ASCII_RULES"))
        .doTest();
  }

  @Test
  void flagsMethodReferences() {
    helper
        .addSourceLines(
            "Test.java",
            "import java.net.IDN;",
            "import java.util.function.UnaryOperator;",
            "class Test {",
            "  // BUG: Diagnostic contains: Method reference java.net.IDN::toASCII",
            "  UnaryOperator<String> a = IDN::toASCII;",
            "  // BUG: Diagnostic contains: Method reference java.net.IDN::toUnicode",
            "  UnaryOperator<String> b = java.net.IDN::toUnicode;",
            "}")
        .doTest();
  }

  @Test
  void flagsStaticallyImportedMembers() {
    helper
        .addSourceLines(
            "Test.java",
            "import static java.net.IDN.USE_STD3_ASCII_RULES;",
            "import static java.net.IDN.toASCII;",
            "import static java.net.IDN.*;",
            "class Test {",
            "  // BUG: Diagnostic contains: Constant java.net.IDN.USE_STD3_ASCII_RULES",
            "  int f = USE_STD3_ASCII_RULES;",
            "  String a(String s) {",
            "    // BUG: Diagnostic contains: Call of java.net.IDN.toASCII",
            "    return toASCII(s);",
            "  }",
            "  String b(String s) {",
            "    // BUG: Diagnostic contains: Call of java.net.IDN.toUnicode",
            "    return toUnicode(s);",
            "  }",
            "}")
        .doTest();
  }

  @Test
  void flagsFullyQualifiedUsesAndOtherMentions() {
    helper
        .addSourceLines(
            "Test.java",
            "class Test {",
            "  String a(String s) {",
            "    // BUG: Diagnostic contains: Call of java.net.IDN.toASCII",
            "    return java.net.IDN.toASCII(s);",
            "  }",
            "  // BUG: Diagnostic contains: Use of java.net.IDN",
            "  Class<?> c = java.net.IDN.class;",
            "}")
        .doTest();
  }

  @Test
  void flagsAValidityCheckAsSuch() {
    helper
        .addSourceLines(
            "Test.java",
            "import java.net.IDN;",
            "class Test {",
            "  boolean valid(String s) {",
            "    // BUG: Diagnostic contains: used only as a validity check",
            "    try { IDN.toASCII(s);",
            "      return true;",
            "    } catch (IllegalArgumentException e) {",
            "      return false;",
            "    }",
            "  }",
            "}")
        .doTest();
  }

  @Test
  void leavesAUserClassNamedIdnAlone() {
    helper
        .addSourceLines(
            "com/acme/IDN.java",
            "package com.acme;",
            "public final class IDN {",
            "  public static final int ALLOW_UNASSIGNED = 1;",
            "  public static String toASCII(String s) { return s; }",
            "  public static String toASCII(String s, int f) { return s; }",
            "}")
        .addSourceLines(
            "Test.java",
            "import static com.acme.IDN.toASCII;",
            "import com.acme.IDN;",
            "import java.util.function.UnaryOperator;",
            "class Test {",
            "  UnaryOperator<String> r = IDN::toASCII;",
            "  String a(String s) {",
            "    return IDN.toASCII(s, IDN.ALLOW_UNASSIGNED) + toASCII(s);",
            "  }",
            "}")
        .expectNoDiagnostics()
        .doTest();
  }

  @Test
  void leavesTheDropInAlone() {
    helper
        .addSourceLines(
            "Test.java",
            "import org.idna4j.domain.IDN;",
            "import org.idna4j.domain.Idna;",
            "class Test {",
            "  String a(String s) {",
            "    return IDN.toASCII(s, IDN.USE_STD3_ASCII_RULES) + IDN.toUnicode(s);",
            "  }",
            "  boolean b(String s) {",
            "    return Idna.lookup().toAscii(s).isValid();",
            "  }",
            "}")
        .expectNoDiagnostics()
        .doTest();
  }

  @Test
  void honoursSuppressWarnings() {
    helper
        .addSourceLines(
            "Test.java",
            "import java.net.IDN;",
            "class Test {",
            "  @SuppressWarnings(\"JavaNetIdn\")",
            "  String a(String s) {",
            "    return IDN.toASCII(s);",
            "  }",
            "}")
        .expectNoDiagnostics()
        .doTest();
  }
}
