package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Requests no well-behaved HTTP client sends, written byte by byte on a socket: they too get a JSON
 * error or a closed connection, never a stall.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class RawSocketTest {

  private static final int IDLE_MILLIS = 1000;
  private static IdnaServer server;

  @BeforeAll
  static void start() {
    server = IdnaServer.builder().port(0).idleTimeoutMillis(IDLE_MILLIS).start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** Sends the bytes and reads until the server closes or 15 s pass; returns what came back. */
  private static String exchange(byte[] request, boolean keepOpen) throws IOException {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
      s.setSoTimeout(15_000);
      OutputStream out = s.getOutputStream();
      out.write(request);
      out.flush();
      if (!keepOpen) {
        s.shutdownOutput();
      }
      InputStream in = s.getInputStream();
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      byte[] buf = new byte[4096];
      try {
        for (int n; (n = in.read(buf)) >= 0; ) {
          got.write(buf, 0, n);
        }
      } catch (SocketTimeoutException e) {
        throw new AssertionError("the server neither answered nor closed within 15 s: " + got, e);
      }
      return got.toString(StandardCharsets.UTF_8);
    }
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void rawNonUtf8BytesInTheRequestTarget() throws IOException {
    String r =
        exchange(
            ascii(
                "GET /api/v1/to-ascii?name=b\u00fccher.example HTTP/1.1\r\nHost: x\r\n"
                    + "Connection: close\r\n\r\n"),
            false);
    assertThat(r)
        .startsWith("HTTP/1.1 400")
        .contains("application/json")
        .contains("\"INVALID_QUERY\"");
  }

  @Test
  void rawUtf8InTheRequestTargetIsReadAsUtf8() throws IOException {
    // What curl sends for a typed ü: not RFC 3986, but unambiguous, so it is accepted.
    byte[] request =
        "GET /api/v1/to-ascii?name=bücher.example HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            .getBytes(StandardCharsets.UTF_8);
    assertThat(exchange(request, false))
        .startsWith("HTTP/1.1 200")
        .contains("xn--bcher-kva.example");
  }

  @Test
  void aMalformedRequestLine() throws IOException {
    String r =
        exchange(ascii("GET /api/v1/to-ascii?name=a HTTP/9.9 extra\r\nHost: x\r\n\r\n"), false);
    assertThat(r).startsWith("HTTP/1.1 4").contains("application/json").contains("\"status\":4");
  }

  @Test
  void aClientThatStopsSendingItsBodyIsCutOff() throws IOException {
    long start = System.nanoTime();
    String r =
        exchange(
            ascii(
                "POST /api/v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 1000\r\n\r\n[\"a.example\""),
            true);
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    // Either a 4xx JSON error or a plain close, but within a few idle timeouts, not never.
    assertThat(r.isEmpty() || r.startsWith("HTTP/1.1 4")).as(r).isTrue();
    assertThat(millis)
        .as("closed after about the idle timeout")
        .isGreaterThanOrEqualTo(IDLE_MILLIS / 2);
  }

  @Test
  void aBodyLongerThanDeclaredIsNotReadAsASecondRequest() throws IOException {
    String r =
        exchange(
            ascii(
                "POST /api/v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 5\r\nConnection: close\r\n\r\n[\"a\"]GET / HTTP/1.1\r\n\r\n"),
            false);
    assertThat(r).startsWith("HTTP/1.1 200").contains("\"input\":\"a\"").doesNotContain("<html");
  }

  @Test
  void aHugeBodyAnnouncedWithExpectContinueIsRefusedBeforeItIsSent() throws IOException {
    // RFC 9110 §10.1.1: the client waits for 100 Continue; a final 413 means "do not send".
    // (curl asks this for any body over 1 MiB.)
    String r =
        exchange(
            ascii(
                "POST /api/v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Expect: 100-continue\r\nContent-Length: "
                    + (10L << 20)
                    + "\r\n\r\n"),
            true);
    assertThat(r)
        .startsWith("HTTP/1.1 413")
        .doesNotContain("100 Continue")
        .contains("\"BODY_TOO_LARGE\"");
  }

  @Test
  void chunkedBodiesAreLimitedToo() throws IOException {
    StringBuilder req =
        new StringBuilder(
            "POST /api/v1/check HTTP/1.1\r\nHost: x\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n");
    String chunk = "a".repeat(64 * 1024);
    req.append("1\r\n[\r\n1\r\n\"\r\n");
    for (int i = 0; i < 20; i++) { // 1.25 MiB in all, over the 1 MiB limit
      req.append(Integer.toHexString(chunk.length())).append("\r\n").append(chunk).append("\r\n");
    }
    req.append("2\r\n\"]\r\n0\r\n\r\n");
    String r = exchange(ascii(req.toString()), false);
    assertThat(r).startsWith("HTTP/1.1 413").contains("\"error\":\"BODY_TOO_LARGE\"");
  }
}
