package org.idna4j.server;

import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Bounds how many heavy requests are computed at once, so that light ones (to-ascii, to-unicode,
 * psl, lgr/check, the page) always find a free core and thread. A heavy request waits for a permit
 * at most {@link Limits#HEAVY_WAIT_MILLIS}, and only when fewer than {@link Limits#HEAVY_QUEUE}
 * wait already; otherwise it is refused with 503 and {@code Retry-After} (RFC 9110 §15.6.4,
 * §10.2.3) before any work is done.
 *
 * <p>Heavy: the endpoints whose answer or work grows beyond one name's (a list of names, every
 * preset, code point by code point, variant enumeration), and any request whose input is longer
 * than {@link Limits#LIGHT_INPUT_CHARS}. A permit is taken after the request body has arrived, so a
 * slow body never holds one.
 */
final class HeavyGate {

  /** The heavy endpoints. */
  static final Set<String> HEAVY_PATHS =
      Set.of(
          Routes.PREFIX + "check",
          Routes.PREFIX + "compare",
          Routes.PREFIX + "explain",
          Routes.PREFIX + "lgr/variants");

  /** A held permit; {@link #close()} gives it back (once). */
  interface Permit extends AutoCloseable {
    @Override
    void close();
  }

  private static final Permit NONE = () -> {};

  private final Semaphore permits;
  private final int queue;
  private final long waitMillis;
  private final AtomicInteger waiting = new AtomicInteger();

  HeavyGate(int permits, int queue, long waitMillis) {
    this.permits = new Semaphore(permits, true);
    this.queue = queue;
    this.waitMillis = waitMillis;
  }

  /**
   * Enters the gate for a request to {@code path}: at once for a light path, else when a permit is
   * free.
   *
   * @return the permit to close when the answer is computed
   * @throws ApiException 503 {@code busy} when no permit comes in time
   */
  Permit enter(String path) {
    return enter(path, false);
  }

  /**
   * Enters the gate for a request to {@code path}, heavy when the path is or when {@code large}
   * says its input can make a large answer ({@link Limits#LIGHT_INPUT_CHARS}).
   *
   * @return the permit to close when the answer is computed
   * @throws ApiException 503 {@code busy} when no permit comes in time
   */
  Permit enter(String path, boolean large) {
    if (!large && !HEAVY_PATHS.contains(path)) {
      return NONE;
    }
    if (permits.tryAcquire()) {
      return release();
    }
    if (waiting.incrementAndGet() > queue) {
      waiting.decrementAndGet();
      throw busy();
    }
    try {
      if (permits.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
        return release();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      waiting.decrementAndGet();
    }
    throw busy();
  }

  private Permit release() {
    boolean[] closed = {false};
    return () -> {
      if (!closed[0]) {
        closed[0] = true;
        permits.release();
      }
    };
  }

  static ApiException busy() {
    Overload.log("busy");
    return new ApiException(
        ApiException.SERVICE_UNAVAILABLE,
        "BUSY",
        "the server is computing as many heavy requests (check, compare, explain, lgr/variants)"
            + " as it allows; retry after "
            + Limits.RETRY_AFTER_SECONDS
            + " s (Retry-After)");
  }
}
