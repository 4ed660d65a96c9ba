package org.idna4j.server;

import java.util.function.BooleanSupplier;
import org.eclipse.jetty.server.Request;

/**
 * The work budget of one API request: a deadline on the {@link System#nanoTime()} clock and a
 * cancellation flag set when the client goes away. Endpoints whose work can outgrow their input
 * (the check stream, variant enumeration) poll it and stop with a {@code cut} reason; the others
 * are linear in a bounded input and never need to.
 *
 * <p>The endpoint functions keep their signature ({@link Routes.Endpoint}): the handler makes the
 * budget {@link #current()} for the thread that computes and writes the answer.
 *
 * <p>Disconnects are seen when Jetty reports a failure of the request (an idle timeout, a reset
 * while writing) or the connection's end point is closed; a client that half-closes without the
 * server reading is seen only at the next write, which is why the deadline bounds the rest.
 */
final class RequestDeadline {

  /** The reason a deadline cut an answer, as the {@code cut} field says it. */
  static final String DEADLINE = org.idna4j.records.CutRecord.DEADLINE;

  /** The reason when the client went away, as the {@code cut} field says it. */
  static final String CANCELLED = org.idna4j.records.CutRecord.CANCELLED;

  private static final ThreadLocal<RequestDeadline> CURRENT = new ThreadLocal<>();

  /** No limit: what {@link #current()} gives outside a request (direct calls in tests). */
  private static final RequestDeadline NONE = new RequestDeadline(Long.MAX_VALUE, () -> false);

  private final long deadlineNanos;
  private final BooleanSupplier connectionClosed;
  private volatile boolean cancelled;

  private RequestDeadline(long deadlineNanos, BooleanSupplier connectionClosed) {
    this.deadlineNanos = deadlineNanos;
    this.connectionClosed = connectionClosed;
  }

  /**
   * Starts the budget of a request now: {@code millis} from now, cancelled when Jetty reports the
   * request failed or its connection closes.
   */
  static RequestDeadline start(Request request, long millis) {
    var endPoint = request.getConnectionMetaData().getConnection().getEndPoint();
    RequestDeadline d =
        new RequestDeadline(System.nanoTime() + millis * 1_000_000L, () -> !endPoint.isOpen());
    request.addFailureListener(failure -> d.cancelled = true);
    return d;
  }

  /** A budget with only a deadline, for tests. */
  static RequestDeadline of(long millis) {
    return new RequestDeadline(System.nanoTime() + millis * 1_000_000L, () -> false);
  }

  /** The budget of the request this thread is answering, or one without limit. */
  static RequestDeadline current() {
    RequestDeadline d = CURRENT.get();
    return d == null ? NONE : d;
  }

  /** Makes this the {@link #current()} budget of this thread until {@link Scope#close}. */
  Scope enter() {
    RequestDeadline before = CURRENT.get();
    CURRENT.set(this);
    return () -> {
      if (before == null) {
        CURRENT.remove();
      } else {
        CURRENT.set(before);
      }
    };
  }

  /** Ends {@link #enter()}; never throws. */
  interface Scope extends AutoCloseable {
    @Override
    void close();
  }

  /** The deadline on the {@link System#nanoTime()} clock. */
  long deadlineNanos() {
    return deadlineNanos;
  }

  /** Tells whether the client has gone (polled: cheap). */
  boolean cancelled() {
    if (!cancelled && connectionClosed.getAsBoolean()) {
      cancelled = true;
    }
    return cancelled;
  }

  /** Marks the request as abandoned (a write to the client failed). */
  void cancel() {
    cancelled = true;
  }

  /**
   * Why the work must stop now: {@link #CANCELLED}, {@link #DEADLINE}, or null to go on.
   *
   * @return the {@code cut} reason, or null
   */
  String cut() {
    if (cancelled()) {
      return CANCELLED;
    }
    return System.nanoTime() - deadlineNanos >= 0 ? DEADLINE : null;
  }
}
