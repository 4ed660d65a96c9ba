package org.idna4j.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import org.idna4j.records.AuditOverflowRecord;
import org.idna4j.records.AuditRecord;
import org.idna4j.records.RecordJson;

/**
 * The audit records, aggregated per distinct call (method, input, flags, caller), and the JSON
 * Lines file they are written to: at JVM exit (a shutdown hook) and every {@code interval} seconds
 * while the JVM runs (a daemon thread), each time whole, to a temporary file that is then moved
 * over the log, so a reader never sees half a log.
 *
 * <p>Memory is bounded: at most {@code maxRecords} distinct records and {@link #MAX_CHARS}
 * characters in them (inputs, answers and callers). When a cap is reached, the records kept go on
 * counting; a call that would need a new record is counted as dropped, and the log ends with an
 * {@code audit_overflow} line saying how many.
 */
final class AuditLog {

  /**
   * The cap on characters kept in records: 8 million characters, 16 MB of {@code char} data at
   * most, however long the inputs are.
   */
  static final long MAX_CHARS = 8_000_000L;

  /**
   * What makes two calls one record.
   *
   * @param method the {@link Bridge} method id
   * @param input the input
   * @param flags the flags
   * @param caller the caller, or null
   */
  record Key(int method, String input, int flags, String caller) {}

  /** A record and the count of its calls. */
  private static final class Entry {
    final AuditRecord first;
    final AtomicLong count = new AtomicLong(1);

    Entry(AuditRecord first) {
      this.first = first;
    }
  }

  private final Path file;
  private final int maxRecords;
  private final long maxChars;
  private final int intervalSeconds;
  private final Map<Key, Entry> records = new ConcurrentHashMap<>();
  private final AtomicInteger reserved = new AtomicInteger();
  private final AtomicLong chars = new AtomicLong();
  private final LongAdder dropped = new LongAdder();
  private final Failures failures = new Failures();

  AuditLog(Path file, int maxRecords, long maxChars, int intervalSeconds) {
    this.file = file;
    this.maxRecords = maxRecords;
    this.maxChars = maxChars;
    this.intervalSeconds = intervalSeconds;
  }

  /**
   * Counts a call whose record exists.
   *
   * @return whether the record existed
   */
  boolean count(Key key) {
    Entry e = records.get(key);
    if (e == null) {
      return false;
    }
    e.count.incrementAndGet();
    return true;
  }

  /**
   * Adds the record of a new distinct call, or counts it as dropped when a cap is reached. The
   * record is made only when it will be kept.
   */
  void add(Key key, Supplier<AuditRecord> make) {
    if (chars.get() + key.input().length() > maxChars) {
      dropped.increment();
      return;
    }
    if (reserved.incrementAndGet() > maxRecords) {
      reserved.decrementAndGet();
      dropped.increment();
      return;
    }
    AuditRecord r = make.get();
    long size = size(r);
    if (chars.addAndGet(size) > maxChars) {
      chars.addAndGet(-size);
      reserved.decrementAndGet();
      dropped.increment();
      return;
    }
    Entry previous = records.putIfAbsent(key, new Entry(r));
    if (previous != null) { // another thread added it meanwhile
      previous.count.incrementAndGet();
      chars.addAndGet(-size);
      reserved.decrementAndGet();
    }
  }

  private static long size(AuditRecord r) {
    return (long) r.input().length()
        + length(r.jdk())
        + length(r.jdkError())
        + length(r.idna4j())
        + length(r.idna4jError())
        + length(r.caller());
  }

  private static int length(String s) {
    return s == null ? 0 : s.length();
  }

  /** Calls counted as dropped so far. */
  long dropped() {
    return dropped.sum();
  }

  /** The records with their counts so far, most frequent first. */
  List<AuditRecord> snapshot() {
    List<AuditRecord> out = new ArrayList<>();
    for (Entry e : records.values()) {
      AuditRecord r = e.first;
      out.add(
          new AuditRecord(
              r.method(),
              r.input(),
              r.flags(),
              r.flagNames(),
              r.jdk(),
              r.jdkError(),
              r.idna4j(),
              r.idna4jError(),
              r.classes(),
              r.caller(),
              e.count.get()));
    }
    out.sort(
        Comparator.comparingLong(AuditRecord::count)
            .reversed()
            .thenComparing(AuditRecord::method)
            .thenComparing(AuditRecord::input)
            .thenComparingInt(AuditRecord::flags)
            .thenComparing(r -> r.caller() == null ? "" : r.caller()));
    return out;
  }

  /** Starts the periodic writer and registers the write at exit. */
  void start() {
    Thread writer =
        new Thread(
            () -> {
              while (true) {
                try {
                  TimeUnit.SECONDS.sleep(intervalSeconds);
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                  return;
                }
                write();
              }
            },
            "idna4j-agent-audit-log");
    writer.setDaemon(true);
    writer.start();
    Runtime.getRuntime().addShutdownHook(new Thread(this::writeAtExit, "idna4j-agent-audit-exit"));
  }

  private void writeAtExit() {
    write();
    long d = dropped();
    if (d > 0) {
      System.err.println(
          "idna4j-agent: "
              + d
              + " calls with a changed answer were dropped at the audit caps ("
              + maxRecords
              + " records, "
              + maxChars
              + " characters); see the last line of "
              + file);
    }
  }

  /** Writes the whole log: to a temporary file beside it, then moved over it. */
  synchronized void write() {
    StringBuilder b = new StringBuilder();
    for (AuditRecord r : snapshot()) {
      b.append(RecordJson.toJson(r)).append('\n');
    }
    long d = dropped();
    if (d > 0) {
      b.append(RecordJson.toJson(new AuditOverflowRecord(d, maxRecords, maxChars))).append('\n');
    }
    Path name = file.getFileName();
    Path tmp = file.resolveSibling(name + "." + ProcessHandle.current().pid() + ".tmp");
    try {
      Files.writeString(tmp, b, StandardCharsets.UTF_8);
      try {
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException | RuntimeException e) {
      failures.report("writing the audit log " + file, e);
    }
  }
}
