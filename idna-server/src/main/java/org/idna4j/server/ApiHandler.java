package org.idna4j.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;

/**
 * Answers every request: the API under {@link Routes#PREFIX}, the inspector's assets elsewhere. Bad
 * input of any kind is answered with a 4xx and a JSON {@link org.idna4j.records.ErrorRecord};
 * nothing a client sends makes it throw.
 */
final class ApiHandler extends Handler.Abstract {

  static final String JSON_TYPE = "application/json; charset=utf-8";

  private final Routes routes;
  private final Assets assets;

  ApiHandler(Routes routes, Assets assets) {
    this.routes = routes;
    this.assets = assets;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    String path = Request.getPathInContext(request);
    if (path.startsWith(Routes.PREFIX)
        || path.equals(Routes.PREFIX.substring(0, Routes.PREFIX.length() - 1))) {
      api(request, response, callback, path);
    } else {
      Assets.Asset a = assets.find(path);
      if (a == null) {
        error(
            response,
            callback,
            new ApiException(
                ApiException.NOT_FOUND,
                "not_found",
                "no page or endpoint at "
                    + Query.clip(path)
                    + "; the API is under "
                    + Routes.PREFIX));
      } else if (!request.getMethod().equals("GET") && !request.getMethod().equals("HEAD")) {
        methodNotAllowed(response, callback, "GET");
      } else {
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, a.contentType());
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        // Everything the page needs comes from this server: no CDN, no inline script.
        response
            .getHeaders()
            .put(
                "Content-Security-Policy",
                "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'");
        boolean head = request.getMethod().equals("HEAD");
        response.write(true, head ? ByteBuffer.allocate(0) : ByteBuffer.wrap(a.bytes()), callback);
      }
    }
    return true;
  }

  private void api(Request request, Response response, Callback callback, String path) {
    Object answer;
    try {
      if (!path.startsWith(Routes.PREFIX) || path.equals(Routes.PREFIX)) {
        answer = routes.index();
      } else {
        Routes.Route route = routes.find(path);
        if (route == null) {
          throw new ApiException(
              ApiException.NOT_FOUND,
              "not_found",
              "no endpoint " + Query.clip(path) + "; GET " + Routes.PREFIX + " lists them");
        }
        if (!request.getMethod().equals(route.method())) {
          methodNotAllowed(response, callback, route.method());
          return;
        }
        Query query = new Query(parameters(request), route.parameters());
        byte[] body = route.method().equals("POST") ? body(request) : new byte[0];
        answer = route.endpoint().handle(query, body);
      }
    } catch (ApiException e) {
      error(response, callback, e);
      return;
    }
    write(response, callback, 200, Json.bytes(answer));
  }

  private static void methodNotAllowed(Response response, Callback callback, String allowed) {
    response.getHeaders().put(HttpHeader.ALLOW, allowed);
    error(
        response,
        callback,
        new ApiException(
            ApiException.METHOD_NOT_ALLOWED,
            "method_not_allowed",
            "this path answers " + allowed + " only"));
  }

  /**
   * The query parameters, decoded as UTF-8 (RFC 3986 §2.5).
   *
   * @throws ApiException 400 when the query is not well-formed percent-encoded UTF-8
   */
  static Map<String, List<String>> parameters(Request request) {
    // Jetty reads a raw (not percent-encoded) byte that is not UTF-8 as U+FFFD; a name must
    // not silently become another one, so any raw U+FFFD refuses the query. A real U+FFFD
    // can still be sent percent-encoded (%EF%BF%BD), as RFC 3986 §2.1 requires anyway.
    String raw = request.getHttpURI().getQuery();
    if (raw != null && raw.indexOf('\uFFFD') >= 0) {
      throw invalidQuery();
    }
    Fields fields;
    try {
      fields = Request.extractQueryParameters(request, java.nio.charset.StandardCharsets.UTF_8);
    } catch (RuntimeException e) {
      throw invalidQuery();
    }
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (Fields.Field f : fields) {
      out.put(f.getName(), f.getValues());
    }
    return out;
  }

  private static ApiException invalidQuery() {
    return ApiException.badRequest(
        "invalid_query",
        "the query string is not well-formed" + " percent-encoded UTF-8 (RFC 3986 §2.1, §2.5)");
  }

  /**
   * The request body, at most {@link Limits#MAX_BODY_BYTES}.
   *
   * @throws ApiException 413 beyond the limit, 400 when the body cannot be read
   */
  static byte[] body(Request request) {
    long declared = request.getLength();
    // A client that asked "Expect: 100-continue" (RFC 9110 §10.1.1) has not sent the body
    // yet: refuse at once, and it never will. One that sends it anyway only reads the answer
    // if the server reads what it sent first, so an excess up to Limits.MAX_DRAINED_BYTES is
    // read and thrown away before the 413; beyond that the connection closes after it.
    boolean waiting = request.getHeaders().contains(HttpHeader.EXPECT, "100-continue");
    if (declared > Limits.MAX_BODY_BYTES && (waiting || declared > Limits.MAX_DRAINED_BYTES)) {
      throw tooLarge(declared);
    }
    ByteArrayOutputStream out =
        new ByteArrayOutputStream(
            declared > 0 && declared <= Limits.MAX_BODY_BYTES ? (int) declared : 8192);
    byte[] buf = new byte[16 * 1024];
    long total = 0;
    try (InputStream in = Request.asInputStream(request)) {
      int n;
      while ((n = in.read(buf)) >= 0) {
        total += n;
        if (total > Limits.MAX_DRAINED_BYTES) {
          break;
        }
        if (total <= Limits.MAX_BODY_BYTES) {
          out.write(buf, 0, n);
        }
      }
    } catch (IOException e) {
      throw ApiException.badRequest(
          "unreadable_body",
          "the request body could not be read: " + Query.clip(String.valueOf(e.getMessage())));
    }
    if (total > Limits.MAX_BODY_BYTES) {
      throw tooLarge(declared);
    }
    return out.toByteArray();
  }

  private static ApiException tooLarge(long declared) {
    return ApiException.tooLarge(
        "body_too_large",
        "the request body"
            + (declared >= 0 ? " has " + declared + " bytes" : " is larger than the limit")
            + "; the limit is "
            + Limits.MAX_BODY_BYTES
            + " bytes");
  }

  static void error(Response response, Callback callback, ApiException e) {
    write(
        response,
        callback,
        e.status(),
        Json.bytes(new org.idna4j.records.ErrorRecord(e.status(), e.code(), e.getMessage())));
  }

  private static void write(Response response, Callback callback, int status, byte[] json) {
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, JSON_TYPE);
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.getHeaders().put("X-Content-Type-Options", "nosniff");
    response.write(true, ByteBuffer.wrap(json), callback);
  }
}
