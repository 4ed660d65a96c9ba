package org.idna4j.server;

import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Objects;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Pattern;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.CrossOriginHandler;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.server.handler.MinimumDataRateHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.idna4j.lgr.Ruleset;
import org.idna4j.psl.PublicSuffixList;

/**
 * A running {@code idna serve}: the JSON API under {@code /api/v1/} and the inspector page at
 * {@code /}, on Jetty.
 *
 * <p>Safe by default: it listens on 127.0.0.1 unless told otherwise, sends no CORS headers unless
 * given an origin, bounds every request (see the module README), and stops gracefully (requests in
 * flight finish) on {@link #close()} or when the JVM is asked to exit (SIGTERM).
 *
 * <p><b>Security considerations.</b> Every request is untrusted input. The server bounds what one
 * request can cost: its size (query, headers, body, names), its body's arrival (a minimum data rate
 * and a total read deadline, 408; no thread waits for a slow body), its work (a deadline after
 * which heavy answers are cut, and variant enumeration stopped at a permutation budget), its answer
 * (written as produced in 32 KiB slices, at most 16 MiB, then a {@code cut} marker) and the number
 * of heavy requests computed at once (503 with {@code Retry-After} beyond it), so that light
 * requests keep being answered. It does not limit requests per client, connections per address, or
 * total bandwidth, and speaks plain HTTP: a deployment reachable from outside must put a reverse
 * proxy in front of it for TLS, rate limits and connection limits (see SECURITY.md).
 *
 * <pre>{@code
 * try (IdnaServer server = IdnaServer.builder().port(0).start()) {
 *     URI page = server.uri();   // http://127.0.0.1:PORT/
 * }
 * }</pre>
 */
public final class IdnaServer implements AutoCloseable {

  /** The address listened on unless {@link Builder#bind(String)} says otherwise. */
  public static final String DEFAULT_BIND = "127.0.0.1";

  /** The port listened on unless {@link Builder#port(int)} says otherwise. */
  public static final int DEFAULT_PORT = 8080;

  /** Jetty logs through slf4j to java.util.logging; only its warnings are worth showing. */
  private static final Logger JETTY_LOG = Logger.getLogger("org.eclipse.jetty");

  private final Server server;
  private final URI uri;

  private IdnaServer(Server server, URI uri) {
    this.server = server;
    this.uri = uri;
  }

  /**
   * Returns a builder with the defaults: 127.0.0.1, port 8080, no CORS, no explanations.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns where the server listens, such as {@code http://127.0.0.1:8080/}.
   *
   * @return the base URI, with the port actually bound
   */
  public URI uri() {
    return uri;
  }

  /**
   * Returns the port actually bound (useful after {@code port(0)}).
   *
   * @return the port
   */
  public int port() {
    return uri.getPort();
  }

  /**
   * Waits until the server has stopped.
   *
   * @throws InterruptedException if interrupted while waiting
   */
  public void join() throws InterruptedException {
    server.join();
  }

  /** Stops the server, letting requests in flight finish (at most 5 seconds). */
  @Override
  public void close() {
    try {
      server.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the server did not stop cleanly", e);
    }
  }

  /** Options of a server; not thread-safe. */
  public static final class Builder {
    private String bind = DEFAULT_BIND;
    private int port = DEFAULT_PORT;
    private String corsOrigin;
    private PublicSuffixList publicSuffixList;
    private Ruleset lgr;
    private int idleTimeoutMillis = Limits.IDLE_TIMEOUT_MILLIS;
    private Guards guards;

    private Builder() {}

    /** Replaces the bounds against hostile requests, for tests that need them small. */
    Builder guards(Guards guards) {
      this.guards = guards;
      return this;
    }

    /** Shortens the idle timeout, for tests of clients that stop sending. */
    Builder idleTimeoutMillis(int millis) {
      this.idleTimeoutMillis = millis;
      return this;
    }

    /**
     * Sets the address to listen on; {@code 0.0.0.0} listens on every interface.
     *
     * @param address a host name or IP address
     * @return this builder
     */
    public Builder bind(String address) {
      this.bind = Objects.requireNonNull(address, "address");
      return this;
    }

    /**
     * Sets the port; 0 picks a free one.
     *
     * @param port 0 to 65535
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder port(int port) {
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException("port " + port + " is not in 0-65535");
      }
      this.port = port;
      return this;
    }

    /**
     * Allows browsers on one other origin to call the API (CORS); off by default.
     *
     * @param origin such as {@code https://registrar.example}, or null for none
     * @return this builder
     */
    public Builder corsOrigin(String origin) {
      this.corsOrigin = origin;
      return this;
    }

    /**
     * Sets the Public Suffix List the psl endpoint answers from (its own options are replaced by
     * each request's); the bundled list unless set.
     *
     * @param list a list, such as one read with {@link PublicSuffixList#parse}, or null for the
     *     bundled one
     * @return this builder
     */
    public Builder publicSuffixList(PublicSuffixList list) {
      this.publicSuffixList = list;
      return this;
    }

    /**
     * Enables the {@code /api/v1/lgr/} endpoints over one LGR or an LGR set (RFC 7940; with a set,
     * element LGRs are chosen by script and index labels come from the common LGR); off unless set.
     *
     * @param rules the rules ({@code Ruleset.load("icann:full-variant-set/de")}, a file, a set), or
     *     null for none
     * @return this builder
     */
    public Builder lgr(Ruleset rules) {
      this.lgr = rules;
      return this;
    }

    /**
     * Starts a server with these options.
     *
     * @return the running server
     * @throws java.io.UncheckedIOException if the address cannot be bound
     */
    public IdnaServer start() {
      JETTY_LOG.setLevel(Level.WARNING);
      QueuedThreadPool threads = new QueuedThreadPool();
      threads.setName("idna-serve");
      threads.setDaemon(false);
      Server server = new Server(threads);
      HttpConfiguration http = new HttpConfiguration();
      http.setSendServerVersion(false);
      http.setSendXPoweredBy(false);
      http.setRequestHeaderSize(Limits.MAX_HEADER_BYTES);
      ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
      connector.setHost(bind);
      connector.setPort(port);
      connector.setIdleTimeout(idleTimeoutMillis);
      server.addConnector(connector);

      Handler handler =
          new ApiHandler(
              Routes.of(
                  new Api(publicSuffixList == null ? PublicSuffixList.bundled() : publicSuffixList),
                  new LgrApi(lgr)),
              Assets.load(),
              guards == null ? Guards.defaults() : guards);
      // A request body slower than the minimum rate fails its read (408, see BodyReader).
      handler = new MinimumDataRateHandler(handler, Limits.MIN_BODY_BYTES_PER_SECOND, 0);
      if (corsOrigin != null) {
        CrossOriginHandler cors = new CrossOriginHandler();
        cors.setAllowedOriginPatterns(Set.of(Pattern.quote(corsOrigin)));
        cors.setAllowedMethods(Set.of("GET", "POST"));
        cors.setAllowedHeaders(Set.of("Content-Type"));
        cors.setHandler(handler);
        handler = cors;
      }
      server.setHandler(new GracefulHandler(handler));
      server.setErrorHandler(new JsonErrorHandler());
      server.setStopTimeout(Limits.STOP_TIMEOUT_MILLIS);
      server.setStopAtShutdown(true);
      try {
        server.start();
      } catch (Exception e) {
        try {
          server.stop();
        } catch (Exception ignored) {
          // the start failure is the one to report
        }
        throw new java.io.UncheckedIOException(
            "cannot listen on " + bind + ":" + port + ": " + e.getMessage(),
            e instanceof java.io.IOException io ? io : new java.io.IOException(e));
      }
      InetSocketAddress local = new InetSocketAddress(bind, connector.getLocalPort());
      String host =
          local.getAddress() != null && local.getAddress().getAddress().length == 16
              ? "[" + local.getAddress().getHostAddress() + "]"
              : bind;
      return new IdnaServer(
          server, URI.create("http://" + host + ":" + connector.getLocalPort() + "/"));
    }
  }
}
