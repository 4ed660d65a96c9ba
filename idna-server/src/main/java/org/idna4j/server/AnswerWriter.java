package org.idna4j.server;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Blocker;
import org.eclipse.jetty.util.Callback;
import org.idna4j.records.CutRecord;

/**
 * Writes an API answer as it is serialized, in slices of at most {@link Limits#ANSWER_SLICE_BYTES},
 * each written (blocking) before the next is filled: memory per request is one slice plus what
 * Jackson buffers, whatever the answer's length (issue 28, findings 2 and 4).
 *
 * <p>A {@link StreamedArray} is written element by element and cut, with a marker as its last
 * element, at {@link Limits#MAX_ANSWER_BYTES} or when the request's {@link RequestDeadline} says
 * stop. A write that fails (the client went away) cancels the request's budget and fails the
 * callback, which closes the connection; nothing is retried.
 */
final class AnswerWriter {

  private AnswerWriter() {}

  /**
   * Writes {@code answer} with status {@code status} as JSON and completes {@code callback}.
   *
   * @param maxBytes the cap of a streamed array's bytes
   */
  static void write(
      Response response,
      Callback callback,
      int status,
      Object answer,
      RequestDeadline deadline,
      long maxBytes) {
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, ApiHandler.JSON_TYPE);
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.getHeaders().put("X-Content-Type-Options", "nosniff");
    SlicedOutput out = new SlicedOutput(response);
    try {
      try (JsonGenerator g = Json.MAPPER.createGenerator(out)) {
        if (answer instanceof StreamedArray a) {
          array(g, out, a, deadline, maxBytes);
        } else {
          Json.MAPPER.writeValue(g, answer);
        }
      }
      out.finish();
      callback.succeeded();
    } catch (IOException | RuntimeException e) {
      deadline.cancel();
      callback.failed(e);
    }
  }

  private static void array(
      JsonGenerator g, SlicedOutput out, StreamedArray a, RequestDeadline deadline, long maxBytes)
      throws IOException {
    g.writeStartArray();
    for (int i = 0; i < a.size(); i++) {
      long written = out.count() + Math.max(0, g.getOutputBuffered());
      String cut = written >= maxBytes ? StreamedArray.SIZE : deadline.cut();
      if (cut != null) {
        Json.MAPPER.writeValue(g, CutRecord.of(cut, i, a.size()));
        break;
      }
      Json.MAPPER.writeValue(g, a.element().apply(i));
    }
    g.writeEndArray();
  }

  /**
   * The response body as an output stream: bytes gather in one slice, which is written and waited
   * for when full; {@link #flush()} does nothing (Jackson flushes after every value), {@link
   * #finish()} writes the rest as the last content.
   */
  static final class SlicedOutput extends OutputStream {
    private final Response response;
    private final byte[] slice = new byte[Limits.ANSWER_SLICE_BYTES];
    private int length;
    private long count;

    SlicedOutput(Response response) {
      this.response = response;
    }

    /** Bytes handed to the stream so far. */
    long count() {
      return count;
    }

    @Override
    public void write(int b) throws IOException {
      if (length == slice.length) {
        send(false);
      }
      slice[length++] = (byte) b;
      count++;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      while (len > 0) {
        if (length == slice.length) {
          send(false);
        }
        int n = Math.min(len, slice.length - length);
        System.arraycopy(b, off, slice, length, n);
        length += n;
        off += n;
        len -= n;
        count += n;
      }
    }

    @Override
    public void flush() {
      // slices are written when full, and the rest by finish()
    }

    @Override
    public void close() {
      // finish() ends the response; Jackson closes its target when the generator closes
    }

    /** Writes what is left as the last content of the response. */
    void finish() throws IOException {
      send(true);
    }

    private void send(boolean last) throws IOException {
      try (Blocker.Callback done = Blocker.callback()) {
        response.write(last, ByteBuffer.wrap(slice, 0, length), done);
        done.block();
      }
      length = 0;
    }
  }
}
