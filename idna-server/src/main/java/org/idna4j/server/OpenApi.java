package org.idna4j.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.idna4j.records.ErrorRecord;
import org.idna4j.records.JsonSchemas;
import org.idna4j.records.RecordJson;
import org.idna4j.records.Records;
import org.idna4j.records.Shape;

/**
 * The OpenAPI 3.1 document of {@code /api/v1/}, made from the route table ({@link Routes}: method,
 * path, parameters, summary, answer, errors), the parameter descriptions ({@link ApiParameters})
 * and the record types ({@link Records#all()}, each schema by {@link JsonSchemas#object}). Served
 * at {@link Routes#OPENAPI} and checked in as {@code idna-server/src/main/resources/openapi.json};
 * a test fails when the file differs from what this class makes.
 */
final class OpenApi {

  /** The OpenAPI version the document follows. */
  static final String VERSION = "3.1.0";

  private static final String SCHEMAS = "#/components/schemas/";
  private static final String RESPONSES = "#/components/responses/";

  private OpenApi() {}

  /** The document as pretty-printed JSON with a final newline. */
  static String text(Routes routes) {
    return RecordJson.document(document(routes));
  }

  /** The document as a tree of maps and lists. */
  static Map<String, Object> document(Routes routes) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("openapi", VERSION);
    Map<String, Object> info = new LinkedHashMap<>();
    info.put("title", "IDNA4J idna serve API");
    info.put(
        "description",
        "Internationalized domain names (UTS #46, IDNA2008, the URL Standard), the Public Suffix"
            + " List and RFC 7940 Label Generation Rules over HTTP. Every answer is a record of"
            + " the IDNA4J vocabulary (the same records idna --format jsonl and the Spark"
            + " functions write): snake_case keys, every field always present (null or []).");
    info.put("version", "v1");
    info.put("license", map("name", "Apache-2.0", "identifier", "Apache-2.0"));
    doc.put("info", info);
    Map<String, Object> paths = new LinkedHashMap<>();
    paths.put(Routes.PREFIX, indexPath());
    Map<Integer, Boolean> statuses = new TreeMap<>();
    for (Routes.Route r : routes.all()) {
      paths.put(r.path(), Map.of(r.method().toLowerCase(java.util.Locale.ROOT), operation(r)));
      r.errors().forEach(s -> statuses.put(s, true));
    }
    statuses.put(ApiException.METHOD_NOT_ALLOWED, true);
    doc.put("paths", paths);
    Map<String, Object> components = new LinkedHashMap<>();
    Map<String, Object> schemas = new LinkedHashMap<>();
    for (Shape s : Records.all()) {
      schemas.put(s.name(), JsonSchemas.object(s, SCHEMAS));
    }
    components.put("schemas", schemas);
    Map<String, Object> responses = new LinkedHashMap<>();
    for (int status : statuses.keySet()) {
      responses.put(
          errorName(status),
          map(
              "description",
              errorDescription(status),
              "content",
              json(map("$ref", SCHEMAS + ErrorRecord.SHAPE.name()))));
    }
    components.put("responses", responses);
    doc.put("components", components);
    return doc;
  }

  private static Map<String, Object> operation(Routes.Route r) {
    Map<String, Object> op = new LinkedHashMap<>();
    op.put("operationId", operationId(r.path()));
    op.put("summary", r.summary());
    List<Object> parameters =
        r.parameters().stream()
            .sorted()
            .map(ApiParameters::describe)
            .map(
                p -> {
                  Map<String, Object> m = new LinkedHashMap<>();
                  m.put("name", p.name());
                  m.put("in", "query");
                  m.put("required", p.required());
                  m.put("description", p.description());
                  m.put("schema", p.schema());
                  return (Object) m;
                })
            .toList();
    if (!parameters.isEmpty()) {
      op.put("parameters", parameters);
    }
    if (r.method().equals("POST")) {
      Map<String, Object> content = new LinkedHashMap<>();
      content.put(
          "application/json",
          map(
              "schema",
              map("type", "array", "maxItems", Limits.MAX_NAMES, "items", map("type", "string"))));
      content.put("application/x-ndjson", map("schema", map("type", "string")));
      content.put("text/plain", map("schema", map("type", "string")));
      op.put(
          "requestBody",
          map(
              "required",
              true,
              "description",
              "the names: a JSON array of strings, one JSON string per line (NDJSON), or with"
                  + " Content-Type text/plain one name per line as it is (LF or CRLF); UTF-8;"
                  + " at most "
                  + Limits.MAX_NAMES
                  + " names and "
                  + Limits.MAX_BODY_BYTES
                  + " bytes",
              "content",
              content));
    }
    Map<String, Object> responses = new LinkedHashMap<>();
    responses.put(
        "200",
        map(
            "description",
            answerDescription(r.answer()),
            "content",
            json(answerSchema(r.answer()))));
    for (int status : r.errors()) {
      responses.put(Integer.toString(status), map("$ref", RESPONSES + errorName(status)));
    }
    op.put("responses", responses);
    return op;
  }

  /** The schema of a route's 200 answer. */
  static Map<String, Object> answerSchema(Routes.Answer a) {
    return switch (a.kind()) {
      case RECORD -> map("$ref", SCHEMAS + a.shape().name());
      // one record type only: generated clients (openapi-generator's Java native client) cannot
      // tell apart the alternatives of a oneOf without a discriminator
      case STREAM -> map("type", "array", "items", map("$ref", SCHEMAS + a.shape().name()));
      case DOCUMENT ->
          map(
              "type",
              "object",
              "description",
              "an OpenAPI " + VERSION + " document",
              "required",
              List.of("openapi", "info", "paths", "components"));
    };
  }

  private static String answerDescription(Routes.Answer a) {
    return switch (a.kind()) {
      case RECORD -> "a " + a.shape().name() + " record";
      case STREAM ->
          "a JSON array of "
              + a.shape().name()
              + " records in request order, one per name; an answer that would pass its size cap"
              + " or the request's work deadline is an error (413 ANSWER_TOO_LARGE, 503"
              + " WORK_DEADLINE) instead";
      case DOCUMENT -> "this document";
    };
  }

  private static Map<String, Object> indexPath() {
    Map<String, Object> route = new LinkedHashMap<>();
    route.put("type", "object");
    route.put("required", List.of("method", "path", "parameters", "summary"));
    route.put("additionalProperties", false);
    route.put(
        "properties",
        map(
            "method",
            map("type", "string"),
            "path",
            map("type", "string"),
            "parameters",
            map("type", "array", "items", map("type", "string")),
            "summary",
            map("type", "string")));
    Map<String, Object> op = new LinkedHashMap<>();
    op.put("operationId", "routes");
    op.put("summary", "the route index: method, path, parameters and summary of every route");
    op.put(
        "responses",
        map(
            "200",
            map(
                "description",
                "every route",
                "content",
                json(map("type", "array", "items", route)))));
    return map("get", op);
  }

  private static String operationId(String path) {
    return path.substring(Routes.PREFIX.length()).replaceAll("[^A-Za-z0-9]+", "_");
  }

  private static String errorName(int status) {
    switch (status) {
      case ApiException.BAD_REQUEST:
        return "bad_request";
      case ApiException.NOT_FOUND:
        return "not_found";
      case ApiException.METHOD_NOT_ALLOWED:
        return "method_not_allowed";
      case ApiException.REQUEST_TIMEOUT:
        return "request_timeout";
      case ApiException.CONTENT_TOO_LARGE:
        return "content_too_large";
      case ApiException.UNSUPPORTED_MEDIA_TYPE:
        return "unsupported_media_type";
      case ApiException.SERVICE_UNAVAILABLE:
        return "service_unavailable";
      default:
        return "status_" + status;
    }
  }

  private static String errorDescription(int status) {
    switch (status) {
      case ApiException.BAD_REQUEST:
        return "a bad query or body: an unknown, repeated or invalid parameter, malformed JSON";
      case ApiException.NOT_FOUND:
        return "the endpoint is off (the LGR endpoints without idna serve --lgr)";
      case ApiException.METHOD_NOT_ALLOWED:
        return "another method than the route's (the Allow header names it)";
      case ApiException.REQUEST_TIMEOUT:
        return "the request body came too slowly";
      case ApiException.CONTENT_TOO_LARGE:
        return "a name, label or body over its limit";
      case ApiException.SERVICE_UNAVAILABLE:
        return "the server is busy; retry after the Retry-After header's seconds";
      default:
        return "an error";
    }
  }

  private static Map<String, Object> json(Map<String, Object> schema) {
    return map("application/json", map("schema", schema));
  }

  /** An ordered map of key, value pairs. */
  private static Map<String, Object> map(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }
}
