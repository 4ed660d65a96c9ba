package org.idna4j.server;

/**
 * What one request may ask for; beyond these the API answers 413 (RFC 9110 §15.5.14) with a JSON
 * error, before doing the work.
 *
 * <p>The library is linear in its input, so the limits bound the time and memory of one request
 * rather than guard against a blow-up. A DNS name is at most 253 octets in ASCII (RFC 1035 §2.3.4),
 * so {@link #MAX_NAME_CHARS} leaves room for Unicode input that mapping shortens (ignored code
 * points, UTS #46 §5) while keeping an explain answer small.
 */
final class Limits {

  /** Characters ({@code char}s) of one name. */
  static final int MAX_NAME_CHARS = 1024;

  /**
   * Characters ({@code char}s) of the {@code url} of {@code GET /api/v1/url-host}: four times a
   * name's, for the path and query beside the host, and half the request-line budget ({@link
   * #MAX_HEADER_BYTES}), so that a URL just over it still arrives and gets its 413 as JSON.
   */
  static final int MAX_URL_CHARS = 4 * 1024;

  /** Names in one {@code POST /api/v1/check} request. */
  static final int MAX_NAMES = 10_000;

  /** Bytes of one request body. */
  static final int MAX_BODY_BYTES = 1 << 20;

  /**
   * Bytes of an over-limit body that are read and discarded so that a client which sends it whole
   * still receives the 413 (closing with unread data makes TCP reset the connection and lose the
   * answer). Beyond this, the answer is sent and the connection closed.
   */
  static final int MAX_DRAINED_BYTES = 32 << 20;

  /**
   * Bytes of the request line and headers (Jetty's default, stated here so the README and the tests
   * name one place); a longer query string is answered 414 or 431 with a JSON error.
   */
  static final int MAX_HEADER_BYTES = 8 * 1024;

  /** Milliseconds a connection may stay idle, so a client that stops sending cannot hold it. */
  static final int IDLE_TIMEOUT_MILLIS = 10_000;

  /** Milliseconds that shutdown waits for requests in flight. */
  static final int STOP_TIMEOUT_MILLIS = 5_000;

  // ---- hostile requests: work, answer size, concurrency and slow bodies ----

  /**
   * Milliseconds of work one heavy request may take (see {@link HeavyGate#HEAVY_PATHS}); then the
   * work stops: a check is refused with 503 {@code WORK_DEADLINE}, a variant list says {@code cut:
   * "DEADLINE"}. The library is linear in its input, so only variant enumeration (exponential in
   * the label, RFC 7940 §8.2) and amplifying bodies come near it.
   */
  static final int WORK_DEADLINE_MILLIS = 5_000;

  /**
   * Bytes of one answer. A 1 MiB check body of names made of dots answers about 100 bytes per input
   * byte (a problem per empty label); beyond this limit the request is refused with 413 {@code
   * ANSWER_TOO_LARGE} (see {@link AnswerWriter}).
   */
  static final int MAX_ANSWER_BYTES = 16 << 20;

  /**
   * Bytes of one write to the socket. The JDK copies a heap buffer into a temporary direct buffer
   * of the same size and caches it per thread (sun.nio.ch.Util), so an answer written whole pins
   * its size in direct memory for the life of the thread; slices bound that to this size.
   */
  static final int ANSWER_SLICE_BYTES = 32 * 1024;

  /**
   * Heavy requests computed at once: one fewer than the cores, at least one, so that a core stays
   * free for light requests (a to-ascii costs microseconds).
   */
  static final int HEAVY_PERMITS = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);

  /**
   * Characters of a request's query values beyond which a request to a light endpoint is computed
   * as a heavy one: one DNS name is at most 253 octets (RFC 1035 §2.3.4), and the answers of the
   * light endpoints grow with their input (a problem per empty label, per comma of an address list:
   * up to 170 bytes out per byte in), so a long input is classed by the answer it can make.
   */
  static final int LIGHT_INPUT_CHARS = 256;

  /**
   * Milliseconds a client has to read a whole answer once it is computed; then the connection is
   * closed. The answer is computed first and written after the heavy-request permit is given back,
   * so a client that does not read holds only its answer's bytes, and only this long.
   */
  static final int WRITE_DEADLINE_MILLIS = 10_000;

  /**
   * Bytes of computed answers that may wait for their clients at once, over all requests: four
   * answers of {@link #MAX_ANSWER_BYTES}. Beyond it a check is refused with 503 {@code BUSY}.
   */
  static final long MAX_PENDING_ANSWER_BYTES = 4L * MAX_ANSWER_BYTES;

  /**
   * Milliseconds between two log lines about requests turned away of one kind ({@link Overload}).
   */
  static final int OVERLOAD_LOG_MILLIS = 10_000;

  /** Heavy requests that may wait for a permit; beyond it they get 503 at once. */
  static final int HEAVY_QUEUE = 8;

  /** Milliseconds a heavy request waits for a permit before 503 with {@code Retry-After}. */
  static final int HEAVY_WAIT_MILLIS = 1_000;

  /** Seconds a refused heavy request is told to wait ({@code Retry-After}, RFC 9110 §10.2.3). */
  static final int RETRY_AFTER_SECONDS = 1;

  /**
   * Bytes per second a request body must arrive at, measured from the first read (Jetty's {@code
   * MinimumDataRateHandler}); slower bodies get 408.
   */
  static final int MIN_BODY_BYTES_PER_SECOND = 4 * 1024;

  /**
   * Milliseconds to receive a whole request body, whatever its rate; then 408. At the minimum rate
   * a 1 MiB body would take 256 s: this bounds it.
   */
  static final int BODY_READ_DEADLINE_MILLIS = 15_000;

  private Limits() {}
}
