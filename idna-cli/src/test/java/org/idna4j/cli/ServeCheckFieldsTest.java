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

  /**
   * Under every preset (issue 23: the contract once ran under {@code uts46} only, where no name has
   * a non-fatal problem), including {@code ab--c.example} under {@code whatwg}, whose record
   * carries a non-fatal problem.
   */
  @Test
  void checkRecordsAreTheSameInTheCliAndTheApi() throws Exception {
    StringBuilder body = new StringBuilder("[");
    for (String n : NAMES) {
      body.append(body.length() > 1 ? "," : "").append('"').append(n).append('"');
    }
    body.append(']');
    boolean sawProblems = false;
    boolean sawNonFatal = false;
    try (IdnaServer server = IdnaServer.builder().port(0).start()) {
      for (org.idna4j.label.IdnaProfile.Preset p : org.idna4j.label.IdnaProfile.Preset.values()) {
        Cli.Run cli =
            Cli.runWithInput(
                String.join("\n", NAMES) + "\n",
                "check",
                "--profile",
                p.presetName(),
                "--format",
                "jsonl");
        List<Object> fromCli = cli.lines().stream().map(Json::parse).toList();
        HttpResponse<String> r =
            HttpClient.newHttpClient()
                .send(
                    HttpRequest.newBuilder(
                            server
                                .uri()
                                .resolve(URI.create("/api/v1/check?profile=" + p.presetName())))
                        .header("Content-Type", "application/json")
                        .POST(
                            HttpRequest.BodyPublishers.ofString(
                                body.toString(), StandardCharsets.UTF_8))
                        .build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(r.statusCode()).isEqualTo(200);
        @SuppressWarnings("unchecked")
        List<Object> fromApi = (List<Object>) Json.parse(r.body());

        assertThat(fromApi).hasSameSizeAs(fromCli).hasSize(NAMES.size());
        for (int i = 0; i < NAMES.size(); i++) {
          @SuppressWarnings("unchecked")
          Map<String, Object> c = (Map<String, Object>) fromCli.get(i);
          @SuppressWarnings("unchecked")
          Map<String, Object> a = (Map<String, Object>) fromApi.get(i);
          assertThat(a.keySet())
              .as("record fields, %s, name %d", p, i + 1)
              .containsExactlyElementsOf(c.keySet());
          assertThat(a).as("record, %s, name %d", p, i + 1).isEqualTo(c);
          sawProblems |= !((List<?>) c.get("problems")).isEmpty();
          sawNonFatal |= c.get("non_fatal_problems") instanceof List<?> l && !l.isEmpty();
        }
      }
    }
    assertThat(sawProblems).as("the names exercise the problem fields").isTrue();
    assertThat(sawNonFatal).as("the names exercise the non-fatal problem fields").isTrue();
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
      // the input options say where the names come from and how long a line may be; over HTTP
      // the names come in the request, under its own bounds
      if (!o.usageHelp()
          && !o.versionHelp()
          && !o.longestName().equals("--input")
          && !o.longestName().equals("--max-line-bytes")) {
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
