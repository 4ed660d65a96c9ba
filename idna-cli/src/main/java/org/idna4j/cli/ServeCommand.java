package org.idna4j.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.idna4j.server.IdnaServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code idna serve}: the JSON API under {@code /api/v1/} and the inspector page at {@code /}
 * (module idna-server), until stopped with Ctrl-C or SIGTERM.
 *
 * <p>The base URL goes to standard output once the server listens, so scripts can read it; exit
 * code 1 when the address cannot be bound.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Serve the JSON API (/api/v1/) and the inspector page (/) until Ctrl-C or SIGTERM.",
      "Listens on 127.0.0.1 unless --bind says otherwise; no CORS unless --cors."
    })
final class ServeCommand implements Callable<Integer> {

  private final Io io;

  @Option(
      names = "--bind",
      paramLabel = "ADDRESS",
      defaultValue = IdnaServer.DEFAULT_BIND,
      description =
          "Address to listen on (default: ${DEFAULT-VALUE}; 0.0.0.0 for every interface).")
  String bind;

  @Option(
      names = "--port",
      paramLabel = "PORT",
      defaultValue = "" + IdnaServer.DEFAULT_PORT,
      description = "Port (default: ${DEFAULT-VALUE}; 0 picks a free one).")
  int port;

  @Option(
      names = "--cors",
      paramLabel = "ORIGIN",
      description = {
        "Let browser pages from ORIGIN (scheme, host and",
        "port, such as https://registrar.example) call",
        "the API."
      })
  String cors;

  @Option(
      names = "--psl-file",
      paramLabel = "FILE",
      description = "A public_suffix_list.dat for /api/v1/psl instead of the bundled list.")
  Path pslFile;

  @Option(
      names = "--lgr",
      paramLabel = "PATH",
      description =
          "Enable /api/v1/lgr/: a name (icann:full-variant-set/TAG, rz-lgr-5, ...), an LGR XML file,"
              + " or an LGR-set directory (element LGRs + a *common*.xml), as idna lgr takes.")
  String lgrPath;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  ServeCommand(Io io) {
    this.io = io;
  }

  /**
   * The server these options describe, not yet started; a missing or malformed --psl-file or --lgr
   * is a usage error.
   */
  IdnaServer.Builder builder() {
    limitNioBufferCache();
    IdnaServer.Builder b = IdnaServer.builder().bind(bind).port(port).corsOrigin(cors);
    if (pslFile != null) {
      b.publicSuffixList(PslSource.read(pslFile, spec));
    }
    if (lgrPath != null) {
      try {
        b.lgr(org.idna4j.lgr.Ruleset.load(lgrPath));
      } catch (IOException e) {
        throw new CommandLine.ParameterException(
            spec.commandLine(), "--lgr " + lgrPath + ": " + e.getMessage());
      }
    }
    return b;
  }

  /**
   * The largest direct buffer the JDK caches per thread for socket writes (unbounded by default:
   * one large answer pins a buffer of its size per thread), as the {@code idna} launcher passes it.
   * The JDK reads the property once, when its NIO buffer cache is first used, so setting it here
   * only helps when no file or socket has been read yet (true when {@code serve} starts: picocli
   * reads none); an explicit {@code -D} wins.
   */
  static final String MAX_CACHED_BUFFER = "262144";

  static void limitNioBufferCache() {
    if (System.getProperty("jdk.nio.maxCachedBufferSize") == null) {
      System.setProperty("jdk.nio.maxCachedBufferSize", MAX_CACHED_BUFFER);
    }
  }

  @Override
  public Integer call() throws InterruptedException {
    IdnaServer server;
    try {
      server = builder().start();
    } catch (UncheckedIOException | IllegalArgumentException e) {
      io.errWriter().println("idna serve: " + e.getMessage());
      io.errWriter().flush();
      return IdnaCli.INVALID;
    }
    io.outWriter().println(server.uri());
    io.outWriter().flush();
    io.errWriter()
        .println("idna serve: listening on " + server.uri() + " (Ctrl-C or SIGTERM stops it)");
    io.errWriter().flush();
    server.join();
    return IdnaCli.OK;
  }
}
