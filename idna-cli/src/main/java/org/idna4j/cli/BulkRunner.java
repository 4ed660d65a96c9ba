package org.idna4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs a per-line job over a stream on N threads and writes the records in input order.
 *
 * <p>The calling thread reads batches of lines and submits them; workers turn a batch into its
 * records (one string of bytes) and a {@link Tally}; the calling thread writes finished batches
 * strictly in submission order. At most {@code 2 × threads} batches are in flight, so memory is
 * bounded by the batch size whatever the input length.
 */
final class BulkRunner {

  /** Turns one line into zero or one record (zero only when the caller filters). */
  interface LineJob {
    /**
     * Appends the record for one line.
     *
     * @param lineNumber the 1-based line number
     * @param line the line's bytes
     * @param out where the record goes, LF-terminated
     * @param tally where to count it
     */
    void process(long lineNumber, LineReader.RawLine line, ByteSink out, Tally tally);
  }

  /** Lines per batch: large enough to amortize hand-offs, small enough to keep memory low. */
  static final int BATCH_LINES = 2048;

  /** Approximate bytes per batch, so batches of long lines stay small. */
  static final int BATCH_BYTES = 1 << 20;

  private final int threads;
  private final int maxLineBytes;
  private final AtomicLong linesDone = new AtomicLong();
  private volatile LineReader reader;

  BulkRunner(int threads, int maxLineBytes) {
    this.threads = Math.max(1, threads);
    this.maxLineBytes = maxLineBytes;
  }

  /** Lines written so far (for the progress bar; any thread). */
  long linesDone() {
    return linesDone.get();
  }

  /** Input bytes consumed so far (for the progress bar; any thread, approximate). */
  long bytesRead() {
    LineReader r = reader;
    return r == null ? 0 : r.bytesRead();
  }

  /**
   * Processes every line of {@code in} and writes the records to {@code out}.
   *
   * @return the merged tally of every line
   * @throws IOException if reading or writing fails
   */
  Tally run(InputStream in, OutputStream out, LineJob job) throws IOException {
    LineReader r = new LineReader(in, maxLineBytes);
    reader = r;
    Tally total = new Tally();
    if (threads == 1) {
      LineReader.Batch batch;
      while ((batch = r.next(BATCH_LINES, BATCH_BYTES)) != null) {
        Done done = process(batch, job);
        write(done, out, total);
        if (r.mayBlock()) {
          out.flush(); // show the records before waiting for more input
        }
      }
      out.flush();
      return total;
    }
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            runnable -> {
              Thread t = new Thread(runnable, "idna-worker");
              t.setDaemon(true);
              return t;
            });
    try {
      ArrayDeque<Future<Done>> window = new ArrayDeque<>();
      LineReader.Batch batch;
      while ((batch = r.next(BATCH_LINES, BATCH_BYTES)) != null) {
        final LineReader.Batch b = batch;
        window.add(pool.submit(() -> process(b, job)));
        while (window.size() >= 2 * threads || (window.peek() != null && window.peek().isDone())) {
          write(await(window.poll()), out, total);
        }
        if (r.mayBlock()) {
          // Input is slow (a terminal, a pipe from a slow producer): write every record of
          // what has arrived before waiting for more.
          while (!window.isEmpty()) {
            write(await(window.poll()), out, total);
          }
          out.flush();
        }
      }
      while (!window.isEmpty()) {
        write(await(window.poll()), out, total);
      }
      out.flush();
      return total;
    } finally {
      pool.shutdownNow();
    }
  }

  /** A processed batch: its records as UTF-8 bytes and its counts. */
  private record Done(ByteSink bytes, Tally tally, int lines) {}

  /** Output buffers handed back after writing, so batches do not allocate new ones. */
  private final ConcurrentLinkedQueue<ByteSink> spare = new ConcurrentLinkedQueue<>();

  private Done process(LineReader.Batch batch, LineJob job) {
    ByteSink sink = spare.poll();
    if (sink == null) {
      sink = new ByteSink(batch.lines().size() * 128);
    }
    Tally tally = new Tally();
    long n = batch.firstLine();
    for (LineReader.RawLine line : batch.lines()) {
      job.process(n++, line, sink, tally);
    }
    return new Done(sink, tally, batch.lines().size());
  }

  private void write(Done done, OutputStream out, Tally total) throws IOException {
    done.bytes().writeTo(out);
    total.add(done.tally());
    linesDone.addAndGet(done.lines());
    ByteSink sink = done.bytes();
    if (sink.length() <= 4 * BATCH_BYTES) { // keep ordinary buffers, drop the odd huge one
      sink.clear();
      spare.offer(sink);
    }
  }

  private static Done await(Future<Done> f) throws IOException {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof RuntimeException re) {
        throw re;
      }
      if (c instanceof Error er) {
        throw er;
      }
      throw new IOException(c);
    }
  }
}
