package org.idna4j.cli;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A one-line progress bar on standard error, redrawn five times a second: names done, names per
 * second, and when the input size is known, the percentage and the time left.
 */
final class Progress implements AutoCloseable {

  private final OutputStream err;
  private final BulkRunner runner;
  private final long inputBytes;
  private final long start = System.nanoTime();
  private final Thread thread;
  private volatile boolean stopped;

  /**
   * Starts drawing.
   *
   * @param err standard error (a terminal)
   * @param runner whose counters to show
   * @param inputBytes the input's size, or -1 when unknown (standard input, a pipe)
   */
  Progress(OutputStream err, BulkRunner runner, long inputBytes) {
    this.err = err;
    this.runner = runner;
    this.inputBytes = inputBytes;
    this.thread = new Thread(this::loop, "idna-progress");
    thread.setDaemon(true);
    thread.start();
  }

  private void loop() {
    while (!stopped) {
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        return;
      }
      if (!stopped) {
        draw(line());
      }
    }
  }

  String line() {
    double seconds = Math.max(1e-3, (System.nanoTime() - start) / 1e9);
    long done = runner.linesDone();
    long rate = (long) (done / seconds);
    StringBuilder b = new StringBuilder(80);
    b.append(String.format(Locale.ROOT, "%,d names  %,d names/s", done, rate));
    if (inputBytes > 0) {
      double fraction = Math.min(1.0, runner.bytesRead() / (double) inputBytes);
      int width = 20;
      int filled = (int) (fraction * width);
      b.append("  [").append("#".repeat(filled)).append(" ".repeat(width - filled)).append(']');
      b.append(String.format(Locale.ROOT, " %3d%%", (int) (fraction * 100)));
      if (fraction > 0.001) {
        long eta = (long) (seconds / fraction - seconds);
        b.append(String.format(Locale.ROOT, "  ETA %d:%02d", eta / 60, eta % 60));
      }
    }
    return b.toString();
  }

  private synchronized void draw(String text) {
    try {
      err.write(("\r\u001B[K" + text).getBytes(StandardCharsets.UTF_8));
      err.flush();
    } catch (java.io.IOException e) {
      stopped = true;
    }
  }

  /** Stops drawing and erases the bar. */
  @Override
  public void close() {
    stopped = true;
    thread.interrupt();
    try {
      thread.join(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    draw("");
  }
}
