package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.idna4j.records.RecordJson;
import org.idna4j.records.Shaped;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A server with the default settings on a free port, started before the first test of the class
 * that registers it and closed after the last, with the checks the tests of one route share:
 *
 * <pre>{@code
 * @RegisterExtension static final TestServer SERVER = new TestServer();
 * ...
 * JsonNode r = TestServer.jsonOk(SERVER.get("/api/v1/psl?name=a.example"));
 * }</pre>
 */
final class TestServer implements BeforeAllCallback, AfterAllCallback {

  /** A plain mapper: the library's JSON read back without the server's serializers. */
  private static final ObjectMapper JSON = new ObjectMapper();

  private IdnaServer server;
  private Http http;

  @Override
  public void beforeAll(ExtensionContext context) {
    server = IdnaServer.builder().port(0).start();
    http = new Http(server.uri());
  }

  @Override
  public void afterAll(ExtensionContext context) {
    server.close();
  }

  /** GET a path with a query written by the caller (already encoded). */
  Http.Answer get(String pathAndQuery, String... headers) {
    return http.get(pathAndQuery, headers);
  }

  /** POST a JSON body. */
  Http.Answer post(String pathAndQuery, String json) {
    return http.post(pathAndQuery, json);
  }

  /**
   * Asserts a 200 answer whose body is JSON in UTF-8 (the content type exactly) and returns the
   * body.
   */
  static JsonNode jsonOk(Http.Answer a) {
    assertThat(a.status()).as(a.text()).isEqualTo(200);
    assertThat(a.header("Content-Type")).isEqualTo("application/json; charset=utf-8");
    return a.json();
  }

  /** The names of a JSON object's fields, in order. */
  static List<String> fieldNames(JsonNode object) {
    List<String> fields = new ArrayList<>();
    object.fieldNames().forEachRemaining(fields::add);
    return fields;
  }

  /** The record as the library writes it ({@link RecordJson}), read back: what every face sends. */
  static JsonNode libraryJson(Shaped record) throws JsonProcessingException {
    return JSON.readTree(RecordJson.toJson(record));
  }
}
