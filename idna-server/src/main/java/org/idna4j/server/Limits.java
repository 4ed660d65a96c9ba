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

  private Limits() {}
}
