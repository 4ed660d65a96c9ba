package org.idna4j.server;

/**
 * A request the API refuses: an HTTP status of the 4xx family, a stable error code and a sentence
 * for people. It is answered as the {@link org.idna4j.records.ErrorRecord} {@code {"status": 400,
 * "error": "UNKNOWN_PARAMETER", "message": sentence}}: the code is an identifier in
 * UPPER_SNAKE_CASE, as every error identifier of every face ({@link
 * org.idna4j.records.Vocabulary}); a code given in lower case is written in upper case.
 *
 * <p>Stackless: it is control flow for bad input, not a programming error.
 */
final class ApiException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** RFC 9110 §15.5.1 Bad Request. */
  static final int BAD_REQUEST = 400;

  /** RFC 9110 §15.5.5 Not Found. */
  static final int NOT_FOUND = 404;

  /** RFC 9110 §15.5.6 Method Not Allowed. */
  static final int METHOD_NOT_ALLOWED = 405;

  /** RFC 9110 §15.5.14 Content Too Large. */
  static final int CONTENT_TOO_LARGE = 413;

  /** RFC 9110 §15.5.9 Request Timeout: a request body that arrived too slowly. */
  static final int REQUEST_TIMEOUT = 408;

  /** RFC 9110 §15.6.4 Service Unavailable, with {@code Retry-After}: too many heavy requests. */
  static final int SERVICE_UNAVAILABLE = 503;

  /** RFC 9110 §15.5.16 Unsupported Media Type. */
  static final int UNSUPPORTED_MEDIA_TYPE = 415;

  private final int status;
  private final String code;

  ApiException(int status, String code, String message) {
    super(message, null, false, false);
    this.status = status;
    this.code = code.toUpperCase(java.util.Locale.ROOT).replace('-', '_');
  }

  static ApiException badRequest(String code, String message) {
    return new ApiException(BAD_REQUEST, code, message);
  }

  static ApiException tooLarge(String code, String message) {
    return new ApiException(CONTENT_TOO_LARGE, code, message);
  }

  int status() {
    return status;
  }

  String code() {
    return code;
  }
}
