package org.idna4j.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.idna4j.psl.PublicSuffixList;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document has the shape that openapi-generator's clients (Java native and okhttp-gson,
 * Python) can read back: a Java native client deserializes a {@code oneOf} by trying every
 * alternative and fails when more than one parses ("2 classes match result"), which any two object
 * schemas do unless a discriminator tells them apart; and the generators name an inline object
 * schema after where it sits ({@code Check200ResponseInner}), so every answer's records are
 * components referenced by name.
 */
class OpenApiClientShapeTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode document() throws Exception {
    return JSON.readTree(
        OpenApi.text(Routes.of(new Api(PublicSuffixList.bundled()), new LgrApi(null))));
  }

  /** Every schema object in {@code node}, with its JSON pointer. */
  private static void schemas(JsonNode node, String at, Map<String, JsonNode> out) {
    if (node.isObject()) {
      if (node.has("type") || node.has("oneOf") || node.has("anyOf") || node.has("$ref")) {
        out.put(at, node);
      }
      node.properties().forEach(e -> schemas(e.getValue(), at + "/" + e.getKey(), out));
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        schemas(node.get(i), at + "/" + i, out);
      }
    }
  }

  private static JsonNode resolve(JsonNode doc, JsonNode schema) {
    JsonNode s = schema;
    while (s.has("$ref")) {
      s = doc.at(s.get("$ref").asText().substring(1));
    }
    return s;
  }

  @Test
  void everyOneOfOrAnyOfHasADiscriminatorThatEveryAlternativeRequires() throws Exception {
    JsonNode doc = document();
    Map<String, JsonNode> all = new java.util.LinkedHashMap<>();
    schemas(doc, "", all);
    List<String> ambiguous = new ArrayList<>();
    for (Map.Entry<String, JsonNode> e : all.entrySet()) {
      for (String keyword : List.of("oneOf", "anyOf")) {
        JsonNode alternatives = e.getValue().get(keyword);
        if (alternatives == null) {
          continue;
        }
        long objects = 0;
        for (JsonNode a : alternatives) {
          if (resolve(doc, a).path("type").asText("object").equals("object")) {
            objects++;
          }
        }
        if (objects < 2) {
          continue; // a nullable scalar or a single object: nothing to tell apart
        }
        JsonNode d = e.getValue().get("discriminator");
        if (d == null) {
          ambiguous.add(
              e.getKey() + ": " + keyword + " of " + objects + " objects, no discriminator");
          continue;
        }
        String property = d.get("propertyName").asText();
        for (JsonNode a : alternatives) {
          Set<String> required = new HashSet<>();
          resolve(doc, a).path("required").forEach(r -> required.add(r.asText()));
          if (!required.contains(property)) {
            ambiguous.add(e.getKey() + ": " + a + " does not require " + property);
          }
        }
      }
    }
    assertThat(ambiguous).isEmpty();
  }

  @Test
  void everyAnswerWithRecordsRefersToThemByName() throws Exception {
    JsonNode doc = document();
    Set<String> inline = new TreeSet<>();
    doc.get("paths")
        .properties()
        .forEach(
            path ->
                path.getValue()
                    .properties()
                    .forEach(
                        op -> {
                          JsonNode ok = op.getValue().path("responses").path("200");
                          JsonNode schema =
                              ok.path("content").path("application/json").path("schema");
                          if (path.getKey().equals(Routes.OPENAPI)
                              || path.getKey().equals(Routes.PREFIX)) {
                            return; // the document itself and the route index
                          }
                          JsonNode records =
                              schema.path("type").asText().equals("array")
                                  ? schema.get("items")
                                  : schema;
                          if (records == null || !records.has("$ref")) {
                            inline.add(op.getKey() + " " + path.getKey() + ": " + schema);
                          }
                        }));
    assertThat(inline).isEmpty();
  }

  @Test
  void theCheckAnswerIsAnArrayOfCheckRecordsOnly() throws Exception {
    JsonNode items =
        document()
            .at(
                "/paths/~1api~1v1~1check/post/responses/200/content/application~1json/schema/items");
    assertThat(items.get("$ref").asText()).isEqualTo("#/components/schemas/check");
  }
}
