package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.idna4j.server.IdnaServer;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /api/v1/check} answers with the records of {@code idna check --format jsonl}: the
 * same fields with the same values, so the two cannot drift apart.
 */
class ServeCheckFieldsTest {

  /** Valid, label problems, several problems, a name-level problem, an A-label, empty-ish input. */
  private static final List<String> NAMES =
      List.of(
          "bücher.example",
          "ab--c.example",
          "-a\u05D0.xn--zz.example",
          "a".repeat(64) + "." + "b".repeat(200) + ".example",
          "xn--bcher-kva.example",
          "a..b");

  @Test
  void checkRecordsAreTheSameInTheCliAndTheApi() throws Exception {
    Cli.Run cli =
        Cli.runWithInput(
            String.join("\n", NAMES) + "\n", "check", "--profile", "uts46", "--format", "jsonl");
    List<Object> fromCli = cli.lines().stream().map(Json::parse).toList();

    StringBuilder body = new StringBuilder("[");
    for (String n : NAMES) {
      body.append(body.length() > 1 ? "," : "").append('"').append(n).append('"');
    }
    String answer;
    try (IdnaServer server = IdnaServer.builder().port(0).start()) {
      HttpResponse<String> r =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(
                          server.uri().resolve(URI.create("/api/v1/check?profile=uts46")))
                      .header("Content-Type", "application/json")
                      .POST(
                          HttpRequest.BodyPublishers.ofString(
                              body.append(']').toString(), StandardCharsets.UTF_8))
                      .build(),
                  HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      assertThat(r.statusCode()).isEqualTo(200);
      answer = r.body();
    }
    @SuppressWarnings("unchecked")
    List<Object> fromApi = (List<Object>) Json.parse(answer);

    assertThat(fromApi).hasSameSizeAs(fromCli).hasSize(NAMES.size());
    boolean sawProblems = false;
    for (int i = 0; i < NAMES.size(); i++) {
      @SuppressWarnings("unchecked")
      Map<String, Object> c = (Map<String, Object>) fromCli.get(i);
      @SuppressWarnings("unchecked")
      Map<String, Object> a = (Map<String, Object>) fromApi.get(i);
      assertThat(a.keySet())
          .as("record fields, name %d", i + 1)
          .containsExactlyElementsOf(c.keySet());
      assertThat(a).as("record, name %d", i + 1).isEqualTo(c);
      sawProblems |= !((List<?>) c.get("problems")).isEmpty();
    }
    assertThat(sawProblems).as("the names exercise the problem fields").isTrue();
  }

  /**
   * The API's profile parameters are the profile options of {@code idna to-ascii}, spelled alike.
   */
  @Test
  void profileParametersMirrorTheCommandsOptions() throws Exception {
    Io io =
        new Io(
            new java.io.ByteArrayInputStream(new byte[0]),
            new java.io.ByteArrayOutputStream(),
            new java.io.ByteArrayOutputStream(),
            false);
    java.util.Set<String> options = new java.util.TreeSet<>();
    for (picocli.CommandLine.Model.OptionSpec o :
        IdnaCli.commandLine(io).getSubcommands().get("to-ascii").getCommandSpec().options()) {
      if (!o.usageHelp() && !o.versionHelp()) {
        options.add(o.longestName().substring(2).replace('-', '_'));
      }
    }
    String index;
    try (IdnaServer server = IdnaServer.builder().port(0).start()) {
      index =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(server.uri().resolve("/api/v1/")).build(),
                  HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8))
              .body();
    }
    java.util.Set<String> parameters = new java.util.TreeSet<>();
    for (Object route : (List<?>) Json.parse(index)) {
      Map<?, ?> r = (Map<?, ?>) route;
      if (r.get("path").equals("/api/v1/to-ascii")) {
        for (Object p : (List<?>) r.get("parameters")) {
          parameters.add((String) p);
        }
      }
    }
    parameters.remove("name");
    assertThat(options).contains("profile", "check_bidi", "restriction_level");
    assertThat(parameters).isEqualTo(options);
    // both against the library: one parameter / one option per IdnaOption, by its external name
    for (org.idna4j.label.IdnaOption o : org.idna4j.label.IdnaOption.values()) {
      assertThat(parameters).contains(org.idna4j.records.Vocabulary.optionKey(o));
    }
  }
}
