package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code idna serve} from the packaged jar: it listens on loopback, answers, and stops on SIGTERM.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ServeIT {

  @Test
  void servesOnLoopbackAndStopsOnSigterm() throws Exception {
    Path err = Files.createTempFile("idna-serve", ".err");
    Process p =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-jar",
                    PackagedJarIT.jar().toString(),
                    "serve",
                    "--port",
                    "0"))
            .redirectError(err.toFile())
            .start();
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
      URI base = URI.create(out.readLine());
      assertThat(base.getHost()).isEqualTo("127.0.0.1");
      HttpResponse<String> r =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(
                          base.resolve("/api/v1/explain?name=ab--c.example&profile=uts46"))
                      .build(),
                  HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      assertThat(r.statusCode()).isEqualTo(200);
      // the explain record, with the library's sentence for each error
      assertThat(r.body())
          .contains(
              "\"explanations\":[{\"error\":\"HYPHEN_3_4\",\"text\":\"a label may not have"
                  + " hyphens");
      HttpResponse<String> page =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(base).build(),
                  HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      assertThat(page.body()).contains("IDNA4J inspector");

      p.destroy(); // SIGTERM on Unix
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped after SIGTERM").isTrue();
      assertThat(p.exitValue()).isIn(0, 143); // 143 = 128 + SIGTERM: the JVM's exit on the signal
      assertThat(Files.readString(err)).contains("listening on").doesNotContain("Exception");
    } finally {
      p.destroyForcibly();
      Files.deleteIfExists(err);
    }
  }
}
