package org.idna4j.cli;

import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import java.nio.file.Path;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.server.IdnaServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code idna serve}: the JSON API under {@code /api/v1/} and the inspector page at {@code /}
 * (module idna-server), until stopped with Ctrl-C or SIGTERM.
 *
 * <p>The base URL goes to standard output once the server listens, so scripts can read it;
 * exit code 1 when the address cannot be bound.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
    description = {
        "Serve the JSON API (/api/v1/) and the inspector page (/) until Ctrl-C or SIGTERM.",
        "Listens on 127.0.0.1 unless --bind says otherwise; no CORS unless --cors."})
final class ServeCommand implements Callable<Integer> {

  private final Io io;

  @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = IdnaServer.DEFAULT_BIND,
      description = "Address to listen on (default: ${DEFAULT-VALUE}; 0.0.0.0 for every interface).")
  String bind;

  @Option(names = "--port", paramLabel = "PORT", defaultValue = "" + IdnaServer.DEFAULT_PORT,
      description = "Port (default: ${DEFAULT-VALUE}; 0 picks a free one).")
  int port;

  @Option(names = "--cors", paramLabel = "ORIGIN",
      description = "Let browser pages from ORIGIN (such as https://registrar.example) call the API.")
  String cors;

  @Option(names = "--psl-file", paramLabel = "FILE",
      description = "A public_suffix_list.dat for /api/v1/psl instead of the bundled list.")
  Path pslFile;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  ServeCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() throws InterruptedException {
    PublicSuffixList psl = pslFile == null ? null : PslSource.read(pslFile, spec);
    IdnaServer server;
    try {
      server = IdnaServer.builder().bind(bind).port(port).corsOrigin(cors).explainer(Explain::sentence)
          .publicSuffixList(psl).start();
    } catch (UncheckedIOException | IllegalArgumentException e) {
      io.errWriter().println("idna serve: " + e.getMessage());
      io.errWriter().flush();
      return IdnaCli.INVALID;
    }
    io.outWriter().println(server.uri());
    io.outWriter().flush();
    io.errWriter().println("idna serve: listening on " + server.uri() + " (Ctrl-C or SIGTERM stops it)");
    io.errWriter().flush();
    server.join();
    return IdnaCli.OK;
  }
}
