package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.idna4j.server.IdnaServer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code idna serve}'s PSL and LGR endpoints answer the records of {@code idna psl} and {@code idna
 * lgr check|variants|index --format jsonl}, field for field, and the server is the one {@code idna
 * serve --psl-file/--lgr} describes (started from the parsed command line).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ServePslLgrFieldsTest {

  @TempDir static Path dir;

  static Path latin;
  static Path set;

  @BeforeAll
  static void files() throws Exception {
    latin = dir.resolve("latin.xml");
    try (InputStream in =
        ServePslLgrFieldsTest.class.getResourceAsStream("/lgr/lgr-5-latin-script-26may22-en.xml")) {
      Files.copy(in, latin);
    }
    set = Files.createDirectories(dir.resolve("set"));
    LgrCommandTest.writeTinySet(set);
  }

  /** Starts the server {@code idna serve ARGS} would start (on a free port). */
  private static IdnaServer serve(String... args) {
    Io io =
        new Io(
            new ByteArrayInputStream(new byte[0]),
            new ByteArrayOutputStream(),
            new ByteArrayOutputStream(),
            false);
    List<String> all = new ArrayList<>(List.of("serve", "--port", "0"));
    all.addAll(List.of(args));
    CommandLine.ParseResult parsed = IdnaCli.commandLine(io).parseArgs(all.toArray(String[]::new));
    return ((ServeCommand) parsed.subcommand().commandSpec().userObject()).builder().start();
  }

  private static HttpResponse<String> get(IdnaServer server, String path, String key, String value)
      throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(
                    server
                        .uri()
                        .resolve(
                            URI.create(
                                path
                                    + (path.contains("?") ? "&" : "?")
                                    + key
                                    + "="
                                    + URLEncoder.encode(value, StandardCharsets.UTF_8))))
                .build(),
            HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  private static Object api(IdnaServer server, String path, String key, String value)
      throws Exception {
    HttpResponse<String> r = get(server, path, key, value);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return Json.parse(r.body());
  }

  /**
   * Asserts that each CLI record equals the API's answer for the same input, keys in the same
   * order.
   */
  private static void assertSameRecords(List<String> cliLines, List<Object> fromApi) {
    assertSameRecords(cliLines, fromApi, false);
  }

  /**
   * Asserts that the CLI's records are the API's; with {@code fromLines}, the CLI read them from
   * input lines: record N has {@code line} N where the API's has null, and is compared with it
   * null.
   */
  private static void assertSameRecords(
      List<String> cliLines, List<Object> fromApi, boolean fromLines) {
    assertThat(fromApi).hasSameSizeAs(cliLines).isNotEmpty();
    for (int i = 0; i < cliLines.size(); i++) {
      Map<String, Object> c = Json.object(cliLines.get(i));
      if (fromLines) {
        assertThat(c).as("record %d", i + 1).containsEntry("line", i + 1L);
        @SuppressWarnings("unchecked")
        Map<String, Object> api = (Map<String, Object>) fromApi.get(i);
        assertThat(api).as("record %d over HTTP", i + 1).containsEntry("line", null);
        c.put("line", null);
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> a = (Map<String, Object>) fromApi.get(i);
      assertThat(a.keySet()).as("fields, record %d", i + 1).containsExactlyElementsOf(c.keySet());
      assertThat(a).as("record %d", i + 1).isEqualTo(c);
    }
  }

  @Test
  void pslRecordsAreTheSameInTheCliAndTheApi() throws Exception {
    List<String> names =
        List.of(
            "www.example.co.uk",
            "foo.blogspot.com",
            "kobe.jp",
            "a.b.c.kobe.jp",
            "www.食狮.公司.cn",
            "a..b",
            "");
    try (IdnaServer server = serve()) {
      for (List<String> options :
          List.of(List.<String>of(), List.of("--icann-only"), List.of("--browser-wildcards"))) {
        List<String> args = new ArrayList<>(List.of("psl", "--format", "jsonl"));
        args.addAll(options);
        String query =
            options.isEmpty() ? "" : "?" + options.get(0).substring(2).replace('-', '_') + "=true";
        // as operands: a line of standard input has the problems of its own line too (EMPTY_LINE)
        args.add("--");
        args.addAll(names);
        List<String> lines = Cli.run(args.toArray(String[]::new)).lines();
        List<Object> fromApi = new ArrayList<>();
        for (String n : names) {
          fromApi.add(api(server, "/api/v1/psl" + query, "name", n));
        }
        assertSameRecords(lines, fromApi);
      }
    }
  }

  @Test
  void pslFileIsTheServersList() throws Exception {
    Path list = dir.resolve("my.dat");
    Files.writeString(
        list,
        "// ===BEGIN PRIVATE DOMAINS===\nexample.co.uk\n// ===END PRIVATE DOMAINS===\n",
        StandardCharsets.UTF_8);
    try (IdnaServer server = serve("--psl-file", list.toString())) {
      assertSameRecords(
          Cli.run("psl", "--format", "jsonl", "--psl-file", list.toString(), "www.example.co.uk")
              .lines(),
          List.of(api(server, "/api/v1/psl", "name", "www.example.co.uk")));
      assertThat(api(server, "/api/v1/psl", "name", "www.example.co.uk").toString())
          .contains("PRIVATE");
    }
    Cli.Run missing =
        Cli.run("serve", "--port", "0", "--psl-file", dir.resolve("nope.dat").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");
  }

  @Test
  void lgrRecordsAreTheSameInTheCliAndTheApi() throws Exception {
    // eligible with variants, an A-label, outside the repertoire, a hyphen rule, empty
    List<String> labels = List.of("café", "xn--caf-dma", "ɑpple", "straße", "ab--c", "");
    try (IdnaServer server = serve("--lgr", latin.toString())) {
      List<Object> checks = new ArrayList<>();
      List<Object> indexes = new ArrayList<>();
      for (String l : labels) {
        checks.add(api(server, "/api/v1/lgr/check", "label", l));
        indexes.add(api(server, "/api/v1/lgr/index", "label", l));
      }
      String stdin = String.join("\n", labels) + "\n";
      assertSameRecords(
          Cli.runWithInput(stdin, "lgr", "check", "--lgr", latin.toString()).lines(), checks, true);
      assertSameRecords(
          Cli.runWithInput(stdin, "lgr", "index", "--lgr", latin.toString()).lines(),
          indexes,
          true);

      @SuppressWarnings("unchecked")
      Map<String, Object> variants =
          (Map<String, Object>) api(server, "/api/v1/lgr/variants?limit=5", "label", "café");
      // one variants record per label, the API's record
      assertSameRecords(
          Cli.run("lgr", "variants", "--lgr", latin.toString(), "--limit", "5", "café").lines(),
          List.of(variants));
      assertThat(variants.get("cut")).isEqualTo("LIMIT");
    }
  }

  @Test
  void lgrSetRecordsAreTheSameInTheCliAndTheApi() throws Exception {
    List<String> labels = List.of("ab", "\u0430", "\u0430b");
    try (IdnaServer server = serve("--lgr", set.toString())) {
      List<Object> checks = new ArrayList<>();
      for (String l : labels) {
        checks.add(api(server, "/api/v1/lgr/check", "label", l));
      }
      assertSameRecords(
          Cli.runWithInput(
                  String.join("\n", labels) + "\n", "lgr", "check", "--lgr", set.toString())
              .lines(),
          checks,
          true);
      assertThat(((Map<?, ?>) checks.get(1)).get("script")).isEqualTo("Cyrl");
    }
  }

  @Test
  void lgrEndpointsNeedTheOption() throws Exception {
    try (IdnaServer server = serve()) {
      HttpResponse<String> r = get(server, "/api/v1/lgr/check", "label", "a");
      assertThat(r.statusCode()).isEqualTo(404);
      assertThat(Json.object(r.body())).containsEntry("error", "LGR_NOT_ENABLED");
    }
    Cli.Run missing = Cli.run("serve", "--port", "0", "--lgr", dir.resolve("nope.xml").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("--lgr");
  }
}
