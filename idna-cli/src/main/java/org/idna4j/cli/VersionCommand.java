package org.idna4j.cli;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.util.VersionInfo;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.concurrent.Callable;
import org.idna4j.psl.ListVersion;
import org.idna4j.psl.PublicSuffixList;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code idna version}: the IDNA4J version and the commit it was built from, the Unicode version of
 * the character data (ICU4J's, which the UTS #46 and IDNA2008 processing use), the date of the
 * bundled Public Suffix List, the ICU4J version and the Java runtime.
 */
@Command(
    name = VersionCommand.NAME,
    mixinStandardHelpOptions = true,
    description = VersionCommand.DESCRIPTION)
final class VersionCommand implements Callable<Integer> {

  static final String NAME = "version";
  static final String DESCRIPTION =
      "Print the IDNA4J version and commit, the Unicode, Public Suffix List, ICU4J and Java"
          + " versions.";

  private final Io io;

  VersionCommand(Io io) {
    this.io = io;
  }

  /** This command's model built in code ({@link CodeModel}), as the annotations describe it. */
  static CommandLine.Model.CommandSpec model(Io io) {
    VersionCommand command = new VersionCommand(io);
    return CodeModel.command(NAME, parsed -> command.call(), DESCRIPTION);
  }

  @Override
  public Integer call() {
    for (String line : lines()) {
      io.outWriter().println(line);
    }
    io.outWriter().flush();
    return IdnaCli.OK;
  }

  /** The lines {@code idna version} and {@code idna --version} print. */
  static String[] lines() {
    Properties build = buildProperties();
    ListVersion psl = PublicSuffixList.bundled().version();
    return new String[] {
      "IDNA4J " + build.getProperty("version", UNKNOWN),
      "Commit " + build.getProperty("commit", UNKNOWN),
      "Unicode "
          + shortVersion(UCharacter.getUnicodeVersion())
          + " (UTS #46 and IDNA2008 data); IDNA2003 profile: Unicode 3.2",
      "Public Suffix List "
          + psl.date().orElse("(date unknown)")
          + " (publicsuffix/list commit "
          + psl.commit().orElse("unknown")
          + ")",
      "ICU4J " + shortVersion(VersionInfo.ICU_VERSION),
      "Java " + System.getProperty("java.version")
    };
  }

  /** What a build that knows no value writes, and what a jar without the file says. */
  static final String UNKNOWN = "unknown";

  /**
   * The Maven-filtered {@code version.properties}: {@code version}, the project version, and {@code
   * commit}, the git commit release/stage.sh passes as {@code -Didna4j.commit} ({@code unknown} for
   * any other build). Empty if the file cannot be read.
   */
  static Properties buildProperties() {
    Properties p = new Properties();
    try (InputStream in = VersionCommand.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      return new Properties();
    }
    return p;
  }

  /** {@code 17.0.0.0} → {@code 17.0}; {@code 78.1.0.0} → {@code 78.1}. */
  static String shortVersion(VersionInfo v) {
    String s = v.getMajor() + "." + v.getMinor();
    if (v.getMilli() != 0) {
      s += "." + v.getMilli();
    }
    return s;
  }

  /** Serves {@code idna --version}. */
  static final class Provider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return lines();
    }
  }
}
