package org.idna4j.server;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.IteratingCallback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Writes an API answer in two steps, so that a client which does not read cannot hold the work's
 * bounds: {@link #render} serializes the answer into slices of at most {@link
 * Limits#ANSWER_SLICE_BYTES} while the request holds its heavy-request permit and work deadline;
 * {@link #send} then writes the slices without holding a thread, a permit or the work deadline, and
 * closes the connection when the client has not read them all within {@link
 * Limits#WRITE_DEADLINE_MILLIS}.
 *
 * <p>A {@link StreamedArray} is serialized element by element and refused, with no partial answer,
 * when it passes {@link Limits#MAX_ANSWER_BYTES} (413 {@code ANSWER_TOO_LARGE}), when the request's
 * {@link RequestDeadline} says stop (503 {@code WORK_DEADLINE}), or when the answers waiting for
 * their clients already hold {@link Limits#MAX_PENDING_ANSWER_BYTES} (503 {@code BUSY}). Every
 * slice is small, so the JDK's per-thread direct buffer that copies it to the socket stays small
 * too.
 */
final class AnswerWriter {

  private AnswerWriter() {}

  /**
   * The bytes of one answer, ready to be sent; they count against the {@link AnswerMemory} until
   * {@link #send} has written them or given up.
   */
  static final class Rendered {
    private final List<byte[]> slices = new ArrayList<>();
    private final AnswerMemory memory;
    private int lastLength;
    private long length;

    private Rendered(AnswerMemory memory) {
      this.memory = memory;
    }

    /** Bytes of the answer. */
    long length() {
      return length;
    }

    private void release() {
      memory.release(slices.size() * (long) Limits.ANSWER_SLICE_BYTES);
      slices.clear();
    }
  }

  /**
   * Serializes {@code answer} as JSON: a record of idna-records (or a list of them) by its {@code
   * RecordJson}, anything else by Jackson ({@link Json#MAPPER}).
   *
   * @param maxBytes the cap of a streamed array's bytes
   * @throws ApiException 413 or 503 when a streamed array passes its bounds (see the class comment)
   */
  static Rendered render(
      Object answer, RequestDeadline deadline, long maxBytes, AnswerMemory memory) {
    Rendered r = new Rendered(memory);
    SlicedOutput out = new SlicedOutput(r);
    try {
      try (JsonGenerator g = Json.MAPPER.createGenerator(out)) {
        if (answer instanceof StreamedArray a) {
          array(g, out, a, deadline, maxBytes, memory);
        } else {
          Json.MAPPER.writeValue(g, answer);
        }
      }
    } catch (IOException e) {
      r.release();
      throw new UncheckedIOException(e); // the slices do not throw; a serializer failed
    } catch (RuntimeException e) {
      r.release();
      throw e;
    }
    return r;
  }

  private static void array(
      JsonGenerator g,
      SlicedOutput out,
      StreamedArray a,
      RequestDeadline deadline,
      long maxBytes,
      AnswerMemory memory)
      throws IOException {
    g.writeStartArray();
    for (int i = 0; i < a.size(); i++) {
      long written = out.count() + Math.max(0, g.getOutputBuffered());
      if (written >= maxBytes) {
        throw ApiException.tooLarge(
            "answer_too_large",
            "the answer passed "
                + maxBytes
                + " bytes after "
                + i
                + " of "
                + a.size()
                + " names; send fewer names per request");
      }
      String cut = deadline.cut();
      if (cut != null) {
        Overload.log(cut.equals(RequestDeadline.DEADLINE) ? "work deadline" : "client gone");
        throw new ApiException(
            ApiException.SERVICE_UNAVAILABLE,
            cut.equals(RequestDeadline.DEADLINE) ? "work_deadline" : "cancelled",
            "the answer was not computed within the work deadline of one request after "
                + i
                + " of "
                + a.size()
                + " names; send fewer names per request, or retry");
      }
      if (memory.full()) {
        Overload.log("answer memory full");
        throw HeavyGate.busy();
      }
      Json.MAPPER.writeValue(g, a.element().apply(i));
    }
    g.writeEndArray();
  }

  /**
   * Writes a rendered answer with status {@code status} and completes {@code callback}, without a
   * body for {@code HEAD}. The writes are asynchronous (no thread waits for the client); a client
   * that has not taken the whole answer within {@code writeDeadlineMillis} is disconnected.
   */
  static void send(
      Request request,
      Response response,
      Callback callback,
      int status,
      Rendered body,
      long writeDeadlineMillis) {
    response.setStatus(status);
    headers(response);
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length());
    if (request.getMethod().equals("HEAD")) {
      body.release();
      response.write(true, ByteBuffer.allocate(0), callback);
      return;
    }
    var endPoint = request.getConnectionMetaData().getConnection().getEndPoint();
    Scheduler.Task timeout =
        request
            .getComponents()
            .getScheduler()
            .schedule(
                () -> {
                  Overload.log("write deadline");
                  endPoint.close();
                },
                writeDeadlineMillis,
                TimeUnit.MILLISECONDS);
    new IteratingCallback() {
      private int next;

      @Override
      protected Action process() {
        int n = body.slices.size();
        if (next == n) {
          return Action.SUCCEEDED;
        }
        int i = next++;
        int length = i == n - 1 ? body.lastLength : Limits.ANSWER_SLICE_BYTES;
        response.write(i == n - 1, ByteBuffer.wrap(body.slices.get(i), 0, length), this);
        return Action.SCHEDULED;
      }

      @Override
      protected void onCompleteSuccess() {
        timeout.cancel();
        body.release();
        callback.succeeded();
      }

      @Override
      protected void onCompleteFailure(Throwable cause) {
        timeout.cancel();
        body.release();
        callback.failed(cause);
      }
    }.iterate();
  }

  /** The headers of every JSON answer. */
  static void headers(Response response) {
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, ApiHandler.JSON_TYPE);
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.getHeaders().put("X-Content-Type-Options", "nosniff");
  }

  /**
   * The answer as an output stream: bytes gather in slices of {@link Limits#ANSWER_SLICE_BYTES},
   * each counted against the {@link AnswerMemory} when it is taken.
   */
  private static final class SlicedOutput extends OutputStream {
    private final Rendered r;
    private byte[] slice;
    private int length;

    SlicedOutput(Rendered r) {
      this.r = r;
    }

    /** Bytes handed to the stream so far. */
    long count() {
      return r.length;
    }

    @Override
    public void write(int b) {
      room();
      slice[length++] = (byte) b;
      r.length++;
      r.lastLength = length;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      while (len > 0) {
        room();
        int n = Math.min(len, slice.length - length);
        System.arraycopy(b, off, slice, length, n);
        length += n;
        off += n;
        len -= n;
        r.length += n;
        r.lastLength = length;
      }
    }

    private void room() {
      if (slice == null || length == slice.length) {
        r.memory.take(Limits.ANSWER_SLICE_BYTES);
        slice = new byte[Limits.ANSWER_SLICE_BYTES];
        r.slices.add(slice);
        length = 0;
      }
    }

    @Override
    public void flush() {
      // the slices are sent by AnswerWriter.send
    }

    @Override
    public void close() {
      // Jackson closes its target when the generator closes
    }
  }
}
