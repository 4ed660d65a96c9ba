package org.idna4j.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.server.IdnaServer;
import picocli.CommandLine;

/**
 * The {@code idna} command and {@code idna serve} as idna-spark's FacesAgreeTest meets them: the
 * real command run in-process with captured streams, as idna-cli's own tests run it, and the server
 * {@code idna serve ARGS} starts. Test code of idna-spark in idna-cli's package, because {@link
 * IdnaCli#run} and {@link Io} are package-private (the command's API is its command line).
 */
public final class CliFace {

  private CliFace() {}

  /**
   * Runs {@code idna ARGS} with {@code stdin} as standard input and returns its standard output's
   * lines (without terminators).
   *
   * @param stdin standard input (UTF-8)
   * @param args the arguments after {@code idna}
   * @return the lines written to standard output
   * @throws IllegalStateException if the command ended with a usage error (exit code 2 or more)
   */
  public static List<String> lines(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Io io =
        new Io(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, err, false);
    int code = IdnaCli.run(io, args);
    io.flush();
    if (code != IdnaCli.OK && code != IdnaCli.INVALID) {
      throw new IllegalStateException(
          "idna "
              + String.join(" ", args)
              + " exited with "
              + code
              + ": "
              + err.toString(StandardCharsets.UTF_8));
    }
    String o = out.toString(StandardCharsets.UTF_8);
    if (o.isEmpty()) {
      return List.of();
    }
    return List.of(o.substring(0, o.length() - (o.endsWith("\n") ? 1 : 0)).split("\n", -1));
  }

  /**
   * Starts the server {@code idna serve ARGS} would start, on a free port of the loopback address.
   *
   * @param args the options after {@code idna serve}
   * @return the running server; close it
   */
  public static IdnaServer serve(String... args) {
    Io io =
        new Io(
            new ByteArrayInputStream(new byte[0]),
            new ByteArrayOutputStream(),
            new ByteArrayOutputStream(),
            false);
    List<String> all = new ArrayList<>(List.of("serve", "--port", "0"));
    all.addAll(List.of(args));
    CommandLine.ParseResult parsed = IdnaCli.commandLine(io).parseArgs(all.toArray(String[]::new));
    return ((ServeCommand) parsed.subcommand().commandSpec().userObject()).builder().start();
  }
}
