package org.idna4j.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A test client of a running server: real requests over the loopback socket. */
final class Http {

  /** A response: status, headers and the body parsed as JSON (null when it is not JSON). */
  record Answer(int status, HttpResponse<byte[]> raw, JsonNode json) {
    String header(String name) {
      return raw.headers().firstValue(name).orElse(null);
    }

    String text() {
      return new String(raw.body(), StandardCharsets.UTF_8);
    }
  }

  private final HttpClient client =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final URI base;

  Http(URI base) {
    this.base = base;
  }

  static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }

  /** GET a path with a query written by the caller (already encoded). */
  Answer get(String pathAndQuery, String... headers) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(base.resolve(pathAndQuery)).timeout(Duration.ofSeconds(20)).GET();
    if (headers.length > 0) {
      b.headers(headers);
    }
    return send(b.build());
  }

  Answer post(String pathAndQuery, byte[] body, String contentType) {
    return send(
        HttpRequest.newBuilder(base.resolve(pathAndQuery))
            .timeout(Duration.ofSeconds(20))
            .header("Content-Type", contentType)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
            .build());
  }

  Answer post(String pathAndQuery, String json) {
    return post(pathAndQuery, json.getBytes(StandardCharsets.UTF_8), "application/json");
  }

  Answer send(HttpRequest request) {
    try {
      HttpResponse<byte[]> r = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
      JsonNode json = null;
      if (r.headers().firstValue("Content-Type").orElse("").startsWith("application/json")) {
        json = Json.MAPPER.readTree(r.body());
      }
      return new Answer(r.statusCode(), r, json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
