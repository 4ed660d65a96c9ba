package org.idna4j.server;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes of rendered answers that wait for their clients to read them ({@link
 * AnswerWriter.Rendered}), bounded across all requests of a server: once they pass the limit, a
 * streamed answer (a check) is refused with 503 {@code BUSY} instead of growing the heap, while
 * single records, bounded by one name's limits, are still answered.
 */
final class AnswerMemory {

  private final long limit;
  private final AtomicLong used = new AtomicLong();

  AnswerMemory(long limit) {
    this.limit = limit;
  }

  /** Counts {@code bytes} more. */
  void take(long bytes) {
    used.addAndGet(bytes);
  }

  /** Counts {@code bytes} fewer. */
  void release(long bytes) {
    used.addAndGet(-bytes);
  }

  /** Tells whether the answers held reach the limit. */
  boolean full() {
    return used.get() >= limit;
  }

  /** Bytes held now. */
  long used() {
    return used.get();
  }
}
