package org.idna4j.server;

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
  private final Guards guards;

  ApiHandler(Routes routes, Assets assets, Guards guards) {
    this.routes = routes;
    this.assets = assets;
    this.guards = guards;
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
    Routes.Route route;
    Query query;
    long inputChars;
    try {
      if (!path.startsWith(Routes.PREFIX) || path.equals(Routes.PREFIX)) {
        if (!request.getMethod().equals("GET") && !request.getMethod().equals("HEAD")) {
          methodNotAllowed(response, callback, "GET");
          return;
        }
        AnswerWriter.send(
            request,
            response,
            callback,
            200,
            AnswerWriter.render(
                routes.index(), RequestDeadline.current(), Long.MAX_VALUE, guards.memory()),
            guards.writeDeadlineMillis());
        return;
      }
      route = routes.find(path);
      if (route == null) {
        throw new ApiException(
            ApiException.NOT_FOUND,
            "not_found",
            "no endpoint " + Query.clip(path) + "; GET " + Routes.PREFIX + " lists them");
      }
      // HEAD: the headers a GET would get, without the body (RFC 9110 §9.3.2)
      boolean head = request.getMethod().equals("HEAD") && route.method().equals("GET");
      if (!head && !request.getMethod().equals(route.method())) {
        methodNotAllowed(response, callback, route.method());
        return;
      }
      Map<String, List<String>> parameters = parameters(request);
      query = new Query(parameters, route.parameters(), plainText(request));
      inputChars = inputChars(parameters);
      if (route.method().equals("POST")) {
        // Read without holding a thread; the answer is computed once the body is in.
        BodyReader.read(
            request,
            guards.bodyDeadlineMillis(),
            body -> answer(request, response, callback, route, query, body, body.length),
            e -> error(response, callback, e));
        return;
      }
    } catch (ApiException e) {
      error(response, callback, e);
      return;
    }
    answer(request, response, callback, route, query, new byte[0], inputChars);
  }

  /** Tells whether the request's body is {@code text/plain} (RFC 9110 §8.3.1: case-insensitive). */
  private static boolean plainText(Request request) {
    String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
    if (type == null) {
      return false;
    }
    int semicolon = type.indexOf(';');
    return (semicolon < 0 ? type : type.substring(0, semicolon))
        .trim()
        .equalsIgnoreCase("text/plain");
  }

  /** Characters of the query's values: the input a light endpoint's answer grows with. */
  private static long inputChars(Map<String, List<String>> parameters) {
    long n = 0;
    for (List<String> values : parameters.values()) {
      for (String v : values) {
        n += v == null ? 0 : v.length();
      }
    }
    return n;
  }

  /**
   * Computes the answer of a checked request within its bounds (a heavy-request permit for a heavy
   * endpoint or a large input, then the work deadline), gives the permit back, and only then writes
   * the answer, so that a client which does not read holds no permit ({@link AnswerWriter}).
   *
   * @param inputChars the size of the input: the query's characters, or the body's bytes
   */
  private void answer(
      Request request,
      Response response,
      Callback callback,
      Routes.Route route,
      Query query,
      byte[] body,
      long inputChars) {
    AnswerWriter.Rendered answer;
    HeavyGate.Permit permit;
    try {
      permit = guards.gate().enter(route.path(), inputChars > Limits.LIGHT_INPUT_CHARS);
    } catch (ApiException e) {
      error(response, callback, e);
      return;
    }
    RequestDeadline deadline = RequestDeadline.start(request, guards.workDeadlineMillis());
    RequestDeadline.Scope scope = deadline.enter();
    try {
      answer =
          AnswerWriter.render(
              route.endpoint().handle(query, body),
              deadline,
              guards.maxAnswerBytes(),
              guards.memory());
    } catch (ApiException e) {
      error(response, callback, e);
      return;
    } finally {
      scope.close();
      permit.close(); // before the answer is written: a client that does not read cannot hold it
    }
    AnswerWriter.send(request, response, callback, 200, answer, guards.writeDeadlineMillis());
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

  static void error(Response response, Callback callback, ApiException e) {
    if (e.status() == ApiException.SERVICE_UNAVAILABLE) {
      response
          .getHeaders()
          .put(HttpHeader.RETRY_AFTER, Integer.toString(Limits.RETRY_AFTER_SECONDS));
    } else if (e.status() == ApiException.REQUEST_TIMEOUT) {
      // the rest of a slow body is not read: the connection cannot carry another request
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
    }
    byte[] json =
        Json.bytes(new org.idna4j.records.ErrorRecord(e.status(), e.code(), e.getMessage()));
    response.setStatus(e.status());
    AnswerWriter.headers(response);
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, json.length);
    boolean head = response.getRequest().getMethod().equals("HEAD");
    response.write(true, head ? ByteBuffer.allocate(0) : ByteBuffer.wrap(json), callback);
  }
}
