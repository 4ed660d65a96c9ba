package org.idna4j.build.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.idna4j.build.api.fixture.Sample;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ApiSignaturesTest {

  @TempDir Path dir;

  private static Path testClasses() throws URISyntaxException {
    return Path.of(Sample.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static ApiSignatures.Dump fixtures() throws Exception {
    return ApiSignatures.dump(testClasses(), ApiSignaturesTest.class.getClassLoader());
  }

  @Test
  void publicTypesAndMembersWithGenericSignatures() throws Exception {
    List<String> lines = fixtures().lines();
    String p = "org.idna4j.build.api.fixture.";
    assertThat(lines)
        .containsSubsequence(
            "public final class " + p + "Sample<T extends java.lang.Comparable<T>>",
            "  public static final java.lang.String NAME",
            "  public Sample(java.util.List<T>)",
            "  public java.util.List<T> items()",
            "  public static <U extends java.lang.Number> int count(U, U...) throws"
                + " java.io.IOException")
        .containsSubsequence(
            "public static class " + p + "Sample$Nested",
            "  public Nested()",
            "  protected void hook(java.util.List<? super java.lang.String>)")
        .containsSubsequence(
            "public interface " + p + "Shape", "  default double doubled()", "  double area()")
        .containsSubsequence(
            "public enum " + p + "Color",
            "  enum constant GREEN",
            "  enum constant RED",
            "  public static " + p + "Color valueOf(java.lang.String)",
            "  public static " + p + "Color[] values()")
        .containsSubsequence(
            "public record " + p + "Point implements " + p + "Shape",
            "  public Point(int, int)",
            "  public double area()",
            "  public final boolean equals(java.lang.Object)",
            "  public int x()",
            "  public int y()")
        .containsSubsequence(
            "public @interface " + p + "Marker",
            "  java.lang.String value() default \"x\"",
            "  " + p + "Color[] colors() default {" + p + "Color.RED}");
  }

  @Test
  void leavesOutWhatNoOtherPackageCanUse() throws Exception {
    String all = String.join("\n", fixtures().lines());
    assertThat(all)
        .doesNotContain("HIDDEN")
        .doesNotContain("packagePrivate")
        .doesNotContain("unreachable") // protected in a final class
        .doesNotContain("Hidden")
        .doesNotContain("visibleButNotApi")
        .doesNotContain("Private")
        .doesNotContain("ApiSignaturesTest");
  }

  @Test
  void findsThirdPartyTypesInSignatures() throws Exception {
    ApiSignatures.Dump dump = fixtures();
    assertThat(dump.referencedTypes())
        .contains("org.junit.jupiter.api.TestInfo", "java.util.List", "java.io.IOException");
    assertThat(ApiSignatures.forbidden(dump.referencedTypes(), List.of("java.", "org.idna4j.")))
        .containsExactly("org.junit.jupiter.api.TestInfo");
  }

  @Test
  void onlyUnqualifiedExportsAreApiAndTheDescriptorIsListed() throws Exception {
    Path src = dir.resolve("src");
    write(
        src.resolve("module-info.java"),
        "module m { requires transitive java.xml;" + " exports a; exports b to java.sql; }");
    write(src.resolve("a/A.java"), "package a; public class A { public void run() {} }");
    write(src.resolve("b/B.java"), "package b; public class B { public void secret() {} }");
    write(src.resolve("c/C.java"), "package c; public class C { public void hidden() {} }");
    Path out = dir.resolve("classes");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int rc =
        javac.run(
            null,
            null,
            null,
            "-d",
            out.toString(),
            src.resolve("module-info.java").toString(),
            src.resolve("a/A.java").toString(),
            src.resolve("b/B.java").toString(),
            src.resolve("c/C.java").toString());
    assertThat(rc).isZero();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, null)) {
      List<String> lines = ApiSignatures.dump(out, loader).lines();
      assertThat(lines)
          .containsExactly(
              "module m",
              "  requires transitive java.xml",
              "  exports a",
              "  exports b to java.sql",
              "",
              "public class a.A",
              "  public A()",
              "  public void run()");
    }
  }

  @Test
  void aModuleWithoutDescriptorIsRecordedAsItsAutomaticModule() throws Exception {
    Path src = dir.resolve("auto");
    write(src.resolve("a/A.java"), "package a; public class A { public void run() {} }");
    Path out = dir.resolve("auto-classes");
    int rc =
        ToolProvider.getSystemJavaCompiler()
            .run(null, null, null, "-d", out.toString(), src.resolve("a/A.java").toString());
    assertThat(rc).isZero();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, null)) {
      assertThat(ApiSignatures.dump(out, loader, "org.example.a").lines())
          .containsExactly(
              "automatic module org.example.a",
              "  exports a",
              "",
              "public class a.A",
              "  public A()",
              "  public void run()");
      assertThat(ApiSignatures.dump(out, loader).lines()).doesNotContain("  exports a");
    }
  }

  @Test
  void checkFailsOnAnyChangeAndUpdateWritesTheFile() throws Exception {
    Path file = dir.resolve("api/fixture.api");
    ClassLoader loader = ApiSignaturesTest.class.getClassLoader();
    Path classes = testClasses();
    assertThatThrownBy(() -> ApiBaseline.run(classes, file, List.of(), false, loader))
        .hasMessageContaining("no API baseline")
        .hasMessageContaining(ApiBaseline.UPDATE_COMMAND);

    assertThat(ApiBaseline.run(classes, file, List.of(), true, loader)).contains("written");
    assertThat(ApiBaseline.run(classes, file, List.of(), false, loader)).contains("matches");

    String text = Files.readString(file, StandardCharsets.UTF_8);
    Files.writeString(
        file, text.replace("  public java.util.List<T> items()\n", ""), StandardCharsets.UTF_8);
    assertThatThrownBy(() -> ApiBaseline.run(classes, file, List.of(), false, loader))
        .hasMessageContaining("+   public java.util.List<T> items()")
        .hasMessageContaining(ApiBaseline.UPDATE_COMMAND);

    Files.writeString(file, text + "public class Gone\n", StandardCharsets.UTF_8);
    assertThatThrownBy(() -> ApiBaseline.run(classes, file, List.of(), false, loader))
        .hasMessageContaining("- public class Gone");
  }

  @Test
  void forbiddenTypesFailTheCheckEvenWhenUpdating() throws Exception {
    Path file = dir.resolve("leaky.api");
    ClassLoader loader = ApiSignaturesTest.class.getClassLoader();
    assertThatThrownBy(
            () ->
                ApiBaseline.run(testClasses(), file, List.of("java.", "org.idna4j."), true, loader))
        .hasMessageContaining("org.junit.jupiter.api.TestInfo");
    assertThat(file).doesNotExist();
  }

  @Test
  void diffShowsRemovedAndAddedLines() {
    assertThat(ApiSignatures.diff(List.of("a", "b", "c"), List.of("a", "c", "d")))
        .containsExactly("- b", "+ d");
    assertThat(ApiSignatures.diff(List.of("a", "b"), List.of("b", "a")))
        .containsExactly("(same lines, different order or repetition)");
    assertThat(ApiSignatures.diff(List.of("a"), List.of("a"))).isEmpty();
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }
}
