package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.idna4j.label.IdnaProfile;
import org.idna4j.lgr.Lgr;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.DisplayRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The OpenAPI 3.1 document of {@code /api/v1/}: the checked-in file is what the code makes, it is a
 * valid OpenAPI 3.1 document (the OAI's JSON Schema, test resource {@code oas-3.1/}) whose schemas
 * are valid JSON Schemas (draft 2020-12), it lists every route of the table with exactly its
 * parameters, the server serves it, and real answers of every route over a socket validate against
 * the document's response schema for their status. After changing a route or a record type,
 * regenerate the file with {@code mvn -pl idna-server -am verify -Dtest=OpenApiTest
 * -Dopenapi.regenerate=true -Dsurefire.failIfNoSpecifiedTests=false} and commit it.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class OpenApiTest {

  private static final Path FILE = Path.of("src/main/resources/openapi.json");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Names with valid, invalid and non-fatal answers under the presets. */
  private static final List<String> NAMES =
      List.of(
          "bücher.example",
          "ab--c.example",
          "a..b",
          "exa#mple.org",
          "faß.de",
          "xn--a.b",
          "Bü.xn--bcher-kva.example",
          "www.example.co.uk",
          "192.168.0.1",
          "");

  private static IdnaServer server;
  private static IdnaServer bare;
  private static Http http;
  private static Http bareHttp;
  private static JsonNode doc;

  /** Every (path, method, status) whose answer was validated. */
  private static final Set<String> SEEN = new TreeSet<>();

  @BeforeAll
  static void start() throws Exception {
    Lgr lgr;
    try (InputStream in =
        OpenApiTest.class.getResourceAsStream("/lgr/Sample-French-a-variant.xml")) {
      lgr = Lgr.parse(in);
    }
    server = IdnaServer.builder().port(0).lgr(lgr).start();
    bare = IdnaServer.builder().port(0).start();
    http = new Http(server.uri());
    bareHttp = new Http(bare.uri());
    doc = JSON.readTree(OpenApi.text(routes()));
  }

  @AfterAll
  static void stop() {
    server.close();
    bare.close();
  }

  private static Routes routes() {
    return Routes.of(new Api(PublicSuffixList.bundled()), new LgrApi(null));
  }

  @Test
  void theCheckedInFileIsUpToDate() throws Exception {
    String expected = OpenApi.text(routes());
    if (Boolean.getBoolean("openapi.regenerate")) {
      Files.writeString(FILE, expected, StandardCharsets.UTF_8);
    }
    assertThat(Files.readString(FILE, StandardCharsets.UTF_8))
        .as("%s is stale: regenerate it (see the class comment)", FILE)
        .isEqualTo(expected);
  }

  @Test
  void theServerServesTheDocument() throws Exception {
    Http.Answer a = http.get("/api/v1/openapi.json");
    assertThat(a.status()).isEqualTo(200);
    assertThat(a.header("Content-Type")).startsWith("application/json");
    assertThat(a.json()).isEqualTo(JSON.readTree(FILE.toFile()));
  }

  @Test
  void theDocumentIsValidOpenApi31() throws Exception {
    assertThat(oasErrors(doc)).isEmpty();
    assertThat(doc.get("openapi").asText()).startsWith("3.1.");
    // every schema of the document is a valid JSON Schema (draft 2020-12 meta-schema)
    Schema meta =
        SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
            .getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
    doc.get("components")
        .get("schemas")
        .properties()
        .forEach(e -> assertThat(meta.validate(e.getValue())).as(e.getKey()).isEmpty());
  }

  @Test
  void theValidatorCatchesAnInvalidDocument() throws Exception {
    // the OAS schema is live: a document without info, or a parameter without "in", fails
    ObjectNode broken = doc.deepCopy();
    broken.remove("info");
    assertThat(oasErrors(broken)).isNotEmpty();
    ObjectNode noIn = doc.deepCopy();
    ((ObjectNode) noIn.at("/paths/~1api~1v1~1to-ascii/get/parameters/0")).remove("in");
    assertThat(oasErrors(noIn)).isNotEmpty();
  }

  private static List<Error> oasErrors(JsonNode document) throws Exception {
    String oas;
    try (InputStream in = OpenApiTest.class.getResourceAsStream("/oas-3.1/schema.json")) {
      oas = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String id = JSON.readTree(oas).get("$id").asText();
    Schema schema =
        SchemaRegistry.withDefaultDialect(
                SpecificationVersion.DRAFT_2020_12, b -> b.schemas(Map.of(id, oas)))
            .getSchema(SchemaLocation.of(id));
    return schema.validate(document);
  }

  @Test
  void everyRouteIsInTheDocumentWithExactlyItsParameters() {
    Routes routes = routes();
    Set<String> paths = new TreeSet<>();
    doc.get("paths").fieldNames().forEachRemaining(paths::add);
    Set<String> expected = new TreeSet<>();
    expected.add(Routes.PREFIX);
    for (Routes.Route r : routes.all()) {
      expected.add(r.path());
      JsonNode op =
          doc.get("paths").get(r.path()).get(r.method().toLowerCase(java.util.Locale.ROOT));
      assertThat(op).as(r.path()).isNotNull();
      Set<String> params = new TreeSet<>();
      if (op.has("parameters")) {
        op.get("parameters").forEach(p -> params.add(p.get("name").asText()));
      }
      assertThat(params).as(r.path()).isEqualTo(new TreeSet<>(r.parameters()));
      Set<String> statuses = new TreeSet<>();
      op.get("responses").fieldNames().forEachRemaining(statuses::add);
      Set<String> declared = new TreeSet<>();
      declared.add("200");
      r.errors().forEach(s -> declared.add(Integer.toString(s)));
      assertThat(statuses).as(r.path()).isEqualTo(declared);
    }
    assertThat(paths).isEqualTo(expected);
    // the route table itself lists the document
    assertThat(routes.find("/api/v1/openapi.json")).isNotNull();
  }

  @Test
  void realAnswersOfEveryRouteValidateAgainstTheDocument() throws Exception {
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      String profile = "profile=" + p.presetName();
      for (String name : NAMES) {
        String q = "?" + profile + "&name=" + Http.enc(name);
        check(http, "GET", "/api/v1/to-ascii", q, null);
        check(http, "GET", "/api/v1/to-unicode", q, null);
        check(http, "GET", "/api/v1/explain", q, null);
      }
      check(http, "POST", "/api/v1/check", "?" + profile, JSON.writeValueAsString(NAMES));
      // settings given one by one, from the library's options
      check(http, "GET", "/api/v1/to-ascii", "?" + profile + "&check_hyphens=true&name=a", null);
    }
    for (String name : NAMES) {
      check(http, "GET", "/api/v1/compare", "?name=" + Http.enc(name), null);
      check(http, "GET", "/api/v1/psl", "?name=" + Http.enc(name), null);
      check(http, "GET", "/api/v1/psl", "?icann_only=true&name=" + Http.enc(name), null);
    }
    check(http, "GET", "/api/v1/profiles", "", null);
    check(http, "GET", "/api/v1/", "", null);
    check(http, "GET", "/api/v1/openapi.json", "", null);
    // the display, email and URL host routes (issues 25-27), with their own 413s
    for (String policy : DisplayRecord.POLICIES) {
      for (String name : List.of("аррӏе.com", "bücher.example", "a..b", "")) {
        check(
            http, "GET", "/api/v1/display", "?name=" + Http.enc(name) + "&policy=" + policy, null);
      }
    }
    for (String address :
        List.of("josé@bücher.example", "Jane <jane@example.com>", "a..b@example.com", "")) {
      check(http, "GET", "/api/v1/email", "?address=" + Http.enc(address), null);
      check(
          http,
          "GET",
          "/api/v1/email",
          "?address=" + Http.enc(address) + "&preset=rfc5321&eai=ASCII&display_name=true",
          null);
    }
    check(
        http,
        "GET",
        "/api/v1/email",
        "?address=" + "a".repeat(Limits.MAX_NAME_CHARS + 1) + "@example.com",
        null);
    for (String url :
        List.of("http://é@bücher.example:0080/ä", "http://0x7f.1/", "mailto:a@b", "http://[::1")) {
      check(http, "GET", "/api/v1/url-host", "?url=" + Http.enc(url), null);
    }
    check(
        http,
        "GET",
        "/api/v1/url-host",
        "?url=http://" + "a".repeat(Limits.MAX_URL_CHARS + 1),
        null);
    for (String label : List.of("bàd", "bad", "a", "xn--bd-iia", "b\u00e0d\u00e0")) {
      String q = "?label=" + Http.enc(label);
      check(http, "GET", "/api/v1/lgr/check", q, null);
      check(http, "GET", "/api/v1/lgr/variants", q, null);
      check(http, "GET", "/api/v1/lgr/variants", q + "&limit=1", null);
      check(http, "GET", "/api/v1/lgr/index", q, null);
    }
    // error answers of every route: a bad query (400), another method (405), a name over its
    // limit (413), the LGR endpoints off (404)
    String huge = "a".repeat(Limits.MAX_NAME_CHARS + 1);
    for (Routes.Route r : routes().all()) {
      check(
          http,
          r.method(),
          r.path(),
          "?no_such_parameter=1",
          r.method().equals("POST") ? "[]" : null);
      check(http, r.method().equals("GET") ? "POST" : "GET", r.path(), "", "[]");
      if (r.parameters().contains(Query.NAME)) {
        check(http, r.method(), r.path(), "?name=" + huge, null);
      }
      if (r.parameters().contains(LgrApi.LABEL)) {
        check(http, r.method(), r.path(), "?label=" + huge, null);
        check(bareHttp, r.method(), r.path(), "?label=a", null);
      }
    }
    check(http, "POST", "/api/v1/check", "", "[\"" + huge + "\"]");
    check(http, "POST", "/api/v1/check", "", "{");
    // every declared answer was seen, except what a test cannot cause on demand: 408 (a slow
    // body, HostileRequestsTest) and 503 (a busy server, HostileLoadTest)
    Set<String> declared = new TreeSet<>();
    doc.get("paths")
        .properties()
        .forEach(
            path ->
                path.getValue()
                    .properties()
                    .forEach(
                        op ->
                            op.getValue()
                                .get("responses")
                                .fieldNames()
                                .forEachRemaining(
                                    s -> {
                                      if (!s.equals("408") && !s.equals("503")) {
                                        declared.add(key(path.getKey(), op.getKey(), s));
                                      }
                                    })));
    assertThat(SEEN).containsAll(declared);
  }

  private static String key(String path, String method, String status) {
    return method.toLowerCase(java.util.Locale.ROOT) + " " + path + " " + status;
  }

  /** Sends a request and validates its answer against the document's schema for its status. */
  private static void check(Http client, String method, String path, String query, String body)
      throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base(client) + path + query));
    if (method.equals("POST")) {
      b.POST(HttpRequest.BodyPublishers.ofString(body == null ? "" : body));
      b.header("Content-Type", "application/json");
    } else {
      b.GET();
    }
    Http.Answer a = client.send(b.build());
    // each path has one operation; another method is answered 405, declared by that operation
    assertThat(doc.get("paths").get(path)).as(path).hasSize(1);
    String m = doc.get("paths").get(path).fieldNames().next();
    JsonNode op = doc.get("paths").get(path).get(m);
    assertThat(op).as(method + " " + path).isNotNull();
    JsonNode response = op.get("responses").get(Integer.toString(a.status()));
    assertThat(response)
        .as(
            "%s %s%s answered %s, which the document does not declare: %s",
            method, path, query, a.status(), a.text())
        .isNotNull();
    if (response.has("$ref")) {
      response = doc.at(response.get("$ref").asText().substring(1));
    }
    JsonNode schema = response.get("content").get("application/json").get("schema");
    ObjectNode root = JSON.createObjectNode();
    root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
    root.setAll((ObjectNode) schema.deepCopy());
    root.set("components", doc.get("components"));
    List<Error> errors =
        SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
            .getSchema(root)
            .validate(a.json());
    assertThat(errors).as("%s %s%s: %s", method, path, query, a.text()).isEmpty();
    SEEN.add(key(path, m, Integer.toString(a.status())));
  }

  private static String base(Http client) {
    String u = client == bareHttp ? bare.uri().toString() : server.uri().toString();
    return u.endsWith("/") ? u.substring(0, u.length() - 1) : u;
  }
}
