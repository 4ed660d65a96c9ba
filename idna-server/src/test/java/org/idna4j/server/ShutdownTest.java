package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Stopping the server lets a request in flight finish, then refuses new connections. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ShutdownTest {

  @Test
  void aRequestInFlightFinishesDuringShutdown() throws Exception {
    IdnaServer server = IdnaServer.builder().port(0).start();
    int port = server.port();
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(20_000);
      OutputStream out = s.getOutputStream();
      String body = "[\"b\u00fccher.example\"]";
      byte[] bodyBytes = body.getBytes(StandardCharsets.UTF_8);
      out.write(
          ("POST /api/v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  + "Connection: close\r\nContent-Length: "
                  + bodyBytes.length
                  + "\r\n\r\n")
              .getBytes(StandardCharsets.ISO_8859_1));
      out.write(bodyBytes, 0, 3); // the handler is now waiting for the rest of the body
      out.flush();
      Thread.sleep(300);
      CompletableFuture<Void> stopping = CompletableFuture.runAsync(server::close);
      Thread.sleep(300);
      assertThat(stopping).as("waits for the request in flight").isNotDone();
      out.write(bodyBytes, 3, bodyBytes.length - 3);
      out.flush();
      InputStream in = s.getInputStream();
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      in.transferTo(got);
      String response = got.toString(StandardCharsets.UTF_8);
      assertThat(response).startsWith("HTTP/1.1 200").contains("xn--bcher-kva.example");
      stopping.get(10, TimeUnit.SECONDS);
    }
    boolean refused;
    try {
      new Socket(InetAddress.getLoopbackAddress(), port).close();
      refused = false;
    } catch (ConnectException e) {
      refused = true;
    }
    assertThat(refused).as("no longer listening").isTrue();
  }
}
