package org.idna4j.server;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Reads a request body without holding a thread while the client is slow (a thread per slow client
 * would let a few clients stall the server): the body is read as it arrives, and between arrivals
 * no thread waits (Jetty calls back on {@link Request#demand}). Two bounds end a slow body with
 * 408: the minimum data rate of Jetty's {@code MinimumDataRateHandler} ({@link
 * Limits#MIN_BODY_BYTES_PER_SECOND}, installed by {@link IdnaServer}), which fails the read, and a
 * total read deadline ({@link Limits#BODY_READ_DEADLINE_MILLIS}) kept here.
 *
 * <p>The size limits are those of the blocking reader it replaces: at most {@link
 * Limits#MAX_BODY_BYTES} kept; an excess up to {@link Limits#MAX_DRAINED_BYTES} is read and thrown
 * away so that the client receives the 413 (see {@link ApiHandler}).
 */
final class BodyReader {

  private final Request request;
  private final Consumer<byte[]> then;
  private final Consumer<ApiException> failed;
  private final ByteArrayOutputStream out;
  private final long declared;
  private long total;
  private boolean done;
  private boolean expired;
  private Scheduler.Task timer;

  private BodyReader(
      Request request, Consumer<byte[]> then, Consumer<ApiException> failed, long declared) {
    this.request = request;
    this.then = then;
    this.failed = failed;
    this.declared = declared;
    this.out =
        new ByteArrayOutputStream(
            declared > 0 && declared <= Limits.MAX_BODY_BYTES ? (int) declared : 8192);
  }

  /**
   * Reads the body of {@code request}, then calls {@code then} with it, or {@code failed} with the
   * refusal; exactly one of them is called once, on a thread that may block.
   *
   * @param deadlineMillis the total read deadline
   * @throws ApiException 413 at once when the declared length is over the limit (see {@link
   *     ApiHandler})
   */
  static void read(
      Request request, long deadlineMillis, Consumer<byte[]> then, Consumer<ApiException> failed) {
    long declared = request.getLength();
    // A client that asked "Expect: 100-continue" (RFC 9110 §10.1.1) has not sent the body
    // yet: refuse at once, and it never will. One that sends it anyway only reads the answer
    // if the server reads what it sent first, so an excess up to Limits.MAX_DRAINED_BYTES is
    // read and thrown away before the 413; beyond that the connection closes after it.
    boolean waiting = request.getHeaders().contains(HttpHeader.EXPECT, "100-continue");
    if (declared > Limits.MAX_BODY_BYTES && (waiting || declared > Limits.MAX_DRAINED_BYTES)) {
      throw tooLarge(declared);
    }
    BodyReader r = new BodyReader(request, then, failed, declared);
    r.timer =
        request
            .getComponents()
            .getScheduler()
            .schedule(r::expire, deadlineMillis, TimeUnit.MILLISECONDS);
    r.run();
  }

  private void expire() {
    synchronized (this) {
      if (done) {
        return;
      }
      expired = true;
    }
    // run on a pool thread: the refusal is written from there, never from the scheduler's
    request.getComponents().getExecutor().execute(this::run);
  }

  /** Reads what has arrived; asks to be called again when more arrives. Never blocks. */
  private void run() {
    ApiException refusal = null;
    byte[] body = null;
    synchronized (this) {
      if (done) {
        return;
      }
      while (true) {
        if (expired) {
          refusal =
              slow(
                  "the request body did not arrive within "
                      + Limits.BODY_READ_DEADLINE_MILLIS / 1000
                      + " s");
          break;
        }
        Content.Chunk c = request.read();
        if (c == null) {
          request.demand(this::run);
          return;
        }
        if (Content.Chunk.isFailure(c)) {
          Throwable t = c.getFailure();
          refusal =
              t instanceof TimeoutException
                  ? slow(
                      "the request body arrived slower than "
                          + Limits.MIN_BODY_BYTES_PER_SECOND
                          + " bytes per second")
                  : ApiException.badRequest(
                      "unreadable_body",
                      "the request body could not be read: "
                          + Query.clip(String.valueOf(t.getMessage())));
          break;
        }
        ByteBuffer b = c.getByteBuffer();
        int n = b.remaining();
        total += n;
        if (total <= Limits.MAX_BODY_BYTES) {
          byte[] copy = new byte[n];
          b.get(copy);
          out.write(copy, 0, n);
        }
        boolean last = c.isLast();
        c.release();
        if (total > Limits.MAX_DRAINED_BYTES) {
          refusal = tooLarge(declared);
          break;
        }
        if (last) {
          if (total > Limits.MAX_BODY_BYTES) {
            refusal = tooLarge(declared);
          } else {
            body = out.toByteArray();
          }
          break;
        }
      }
      done = true;
      timer.cancel();
    }
    if (refusal != null) {
      failed.accept(refusal);
    } else {
      then.accept(body);
    }
  }

  private static ApiException slow(String why) {
    return new ApiException(
        ApiException.REQUEST_TIMEOUT, "BODY_TOO_SLOW", why + "; the server stopped reading it");
  }

  static ApiException tooLarge(long declared) {
    return ApiException.tooLarge(
        "body_too_large",
        "the request body"
            + (declared >= 0 ? " has " + declared + " bytes" : " is larger than the limit")
            + "; the limit is "
            + Limits.MAX_BODY_BYTES
            + " bytes");
  }
}
