package org.idna4j.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end, as a user's build runs it: javac with {@code -Xplugin:ErrorProne}, this module's
 * classes (and its {@code META-INF/services} entry) on the processor path, and in-place patching of
 * the JavaNetIdn check only. The patched file is then compiled again, against IDNA4J, with no
 * finding left.
 */
class PatchInPlaceTest {

  private static final String CLASS_PATH = System.getProperty("java.class.path");

  @Test
  void patchesTheSourceFileInPlace(@TempDir Path dir) throws Exception {
    Path source = dir.resolve("Hosts.java");
    Files.writeString(
        source,
        String.join(
            "\n",
            "import java.net.IDN;",
            "",
            "class Hosts {",
            "  static String ascii(String host) {",
            "    return IDN.toASCII(host, IDN.USE_STD3_ASCII_RULES);",
            "  }",
            "",
            "  static boolean valid(String host) {",
            "    try {",
            "      IDN.toASCII(host);",
            "      return true;",
            "    } catch (IllegalArgumentException e) {",
            "      return false;",
            "    }",
            "  }",
            "}",
            ""),
        StandardCharsets.UTF_8);

    String first =
        compile(
            dir,
            source,
            "-Xplugin:ErrorProne -XepPatchChecks:JavaNetIdn -XepPatchLocation:IN_PLACE");
    assertThat(first).contains("[JavaNetIdn]");

    assertThat(Files.readString(source, StandardCharsets.UTF_8))
        .isEqualTo(
            String.join(
                "\n",
                "import org.idna4j.domain.IDN;",
                "import org.idna4j.domain.Idna;",
                "",
                "class Hosts {",
                "  static String ascii(String host) {",
                "    return IDN.toASCII(host, IDN.USE_STD3_ASCII_RULES);",
                "  }",
                "",
                "  static boolean valid(String host) {",
                "    if (Idna.lookup().toAscii(host).isValid()) {",
                "      return true;",
                "    } else {",
                "      return false;",
                "    }",
                "  }",
                "}",
                ""));

    // The patched source compiles, and the check has nothing left to say about it.
    String second = compile(dir, source, "-Xplugin:ErrorProne -Xep:JavaNetIdn:ERROR");
    assertThat(second).doesNotContain("[JavaNetIdn]");
  }

  /** Compiles {@code source} into {@code dir}; fails unless javac succeeds; returns its output. */
  private static String compile(Path dir, Path source, String errorProne) throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter out = new StringWriter();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      Iterable<? extends JavaFileObject> units = files.getJavaFileObjects(source.toFile());
      List<String> options =
          List.of(
              "-d",
              dir.resolve("classes" + File.separator).toString(),
              "-classpath",
              CLASS_PATH,
              "-processorpath",
              CLASS_PATH,
              "-XDcompilePolicy=simple",
              "--should-stop=ifError=FLOW",
              errorProne);
      boolean ok = javac.getTask(out, files, null, options, null, units).call();
      assertThat(ok).as("javac succeeded:%n%s", out).isTrue();
    }
    return out.toString();
  }
}
