package org.idna4j.server;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Logs the requests the server turns away or cuts off (503 busy, a work deadline passed, a client
 * that did not read its answer in time), at most one line per kind every {@link
 * Limits#OVERLOAD_LOG_MILLIS}, with the count of the others, so that an attack is visible in the
 * log without the log becoming the attack.
 */
final class Overload {

  static final Logger LOG = Logger.getLogger("org.idna4j.server");

  private record Count(AtomicLong lastNanos, AtomicLong silent) {}

  private static final ConcurrentHashMap<String, Count> KINDS = new ConcurrentHashMap<>();

  private Overload() {}

  /** Notes one event of {@code kind} (a fixed phrase, never client input). */
  static void log(String kind) {
    Count c =
        KINDS.computeIfAbsent(
            kind, k -> new Count(new AtomicLong(Long.MIN_VALUE), new AtomicLong()));
    long now = System.nanoTime();
    long last = c.lastNanos().get();
    if ((last == Long.MIN_VALUE || now - last >= Limits.OVERLOAD_LOG_MILLIS * 1_000_000L)
        && c.lastNanos().compareAndSet(last, now)) {
      long others = c.silent().getAndSet(0);
      LOG.log(
          Level.WARNING,
          "idna serve: request turned away or cut off: {0}{1}",
          new Object[] {kind, others == 0 ? "" : " (and " + others + " more since the last line)"});
    } else {
      c.silent().incrementAndGet();
    }
  }
}
