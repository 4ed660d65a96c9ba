package org.idna4j.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;

/**
 * The exit codes of every command, listed in its help under {@code Exit codes:}: what 0 and 1 mean
 * for that command (from {@link #MEANINGS}, one line each), then {@link IdnaCli#USAGE} and {@link
 * IdnaCli#INTERNAL_ERROR}, which every command can return. {@link IdnaCli#configure} adds them to
 * every command of a command line, so a command's help and its codes are kept in this one table;
 * {@code CommandConventionTest} checks that every code a command returns is in its help.
 */
final class ExitCodes {

  private ExitCodes() {}

  /**
   * What the codes other than 70 mean (2 where it means more than a usage error), by qualified
   * command name. A command with subcommands only (such as {@code idna lgr}) lists none: it runs
   * none of its own.
   */
  private static final Map<String, String[]> MEANINGS = meanings();

  private static Map<String, String[]> meanings() {
    Map<String, String[]> m = new LinkedHashMap<>();
    m.put("idna", new String[] {"0:all input valid", "1:some input invalid"});
    m.put("idna check", new String[] {"0:every name valid", "1:some name (or line) invalid"});
    m.put(
        "idna compare",
        new String[] {
          "0:every line compared", "1:output stopped early (reading or writing failed)"
        });
    m.put(
        "idna audit",
        new String[] {
          "0:no call in the logs would change",
          "1:some calls would change (or were dropped at the agent's caps)",
          "2:usage error, or a log that cannot be read or has a malformed line"
        });
    m.put(
        "idna explain",
        new String[] {"0:every name valid (ToASCII)", "1:some name invalid (ToASCII)"});
    m.put("idna lgr info", new String[] {"0:the LGR was read"});
    m.put(
        "idna lgr check",
        new String[] {"0:every label valid", "1:some label invalid, or a line unreadable"});
    m.put(
        "idna lgr variants", new String[] {"0:the variants were listed", "1:the label is invalid"});
    m.put(
        "idna lgr index",
        new String[] {
          "0:every label has an index label", "1:some label has none, or a line unreadable"
        });
    m.put(
        "idna lgr collisions",
        new String[] {
          "0:no candidate collides", "1:some candidate collides, or a line unreadable"
        });
    m.put("idna to-ascii", new String[] {"0:every name converted", "1:some name invalid"});
    m.put("idna to-unicode", new String[] {"0:every name converted", "1:some name invalid"});
    m.put(
        "idna punycode encode",
        new String[] {"0:every text encoded", "1:some text cannot be encoded"});
    m.put(
        "idna punycode decode",
        new String[] {"0:every text decoded", "1:some text is not valid Punycode"});
    m.put(
        "idna serve",
        new String[] {
          "0:stopped by Ctrl-C",
          "1:the address cannot be bound",
          IdnaCli.TERMINATED + ":stopped by SIGTERM (the JVM's exit on the signal)"
        });
    m.put(
        "idna psl",
        new String[] {
          "0:every name has a public suffix",
          "1:some name has none (not a domain name, an IP address) or a line unreadable"
        });
    m.put(
        "idna display",
        new String[] {
          "0:every name shown as it reads",
          "1:some label shown as an A-label, or a line unreadable",
          "2:usage error, or a --protected file that cannot be read (FILE:line N: reason)"
        });
    m.put("idna email", new String[] {"0:every address valid", "1:some address (or line) invalid"});
    m.put("idna url-host", new String[] {"0:every URL valid", "1:some URL (or line) invalid"});
    m.put("idna version", new String[] {"0:the versions were printed"});
    return m;
  }

  /** Adds its exit codes to the help of {@code cl} and of each of its subcommands. */
  static void addTo(CommandLine cl) {
    CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
    if (!spec.helpCommand()) {
      Map<String, String> codes = new LinkedHashMap<>();
      for (String line : MEANINGS.getOrDefault(spec.qualifiedName(), new String[0])) {
        int colon = line.indexOf(':');
        codes.put(line.substring(0, colon), line.substring(colon + 1));
      }
      codes.putIfAbsent(
          String.valueOf(IdnaCli.USAGE),
          "usage error: a bad option or operand, or a file that cannot be read");
      codes.put(String.valueOf(IdnaCli.INTERNAL_ERROR), "internal error (a bug; please report it)");
      spec.usageMessage().exitCodeListHeading("Exit codes:%n").exitCodeList(codes);
    }
    for (CommandLine sub : cl.getSubcommands().values()) {
      addTo(sub);
    }
  }
}
