package org.idna4j.server;

import java.util.Locale;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own error answers (a request line or headers too large, a malformed request, an
 * unexpected failure) as the same JSON error body the API uses, instead of an HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {

  @Override
  protected void generateResponse(
      Request request,
      Response response,
      int code,
      String message,
      Throwable cause,
      Callback callback) {
    ApiHandler.error(
        response, callback, new ApiException(code, errorCode(code), sentence(code, message)));
  }

  /** {@code request_header_fields_too_large} for 431: the status's reason phrase as a code. */
  private static String errorCode(int status) {
    String reason = HttpStatus.getMessage(status);
    return reason.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_");
  }

  private static String sentence(int status, String message) {
    String reason = HttpStatus.getMessage(status);
    if (status == HttpStatus.URI_TOO_LONG_414
        || status == HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE_431) {
      return reason
          + ": the request line and headers are limited to "
          + Limits.MAX_HEADER_BYTES
          + " bytes; send long names in the body of POST "
          + Routes.PREFIX
          + "check";
    }
    if (status >= 500) {
      return reason; // never echo an internal failure's message
    }
    return message == null || message.isEmpty() ? reason : reason + ": " + Query.clip(message);
  }
}
