package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The checked-in schema files ({@code src/main/resources/schemas/}) are the schemas of the record
 * types as the code defines them. After changing a record type, regenerate them with {@code mvn -pl
 * idna-records -am verify -Dtest=SchemaFilesTest -Drecords.regenerate=true
 * -Dsurefire.failIfNoSpecifiedTests=false} and commit the diff.
 */
class SchemaFilesTest {

  private static final Path DIR = Path.of("src/main/resources/schemas");

  @TestFactory
  Stream<DynamicTest> everySchemaFileIsUpToDate() {
    boolean regenerate = Boolean.getBoolean("records.regenerate");
    return Records.all().stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    JsonSchemas.fileName(s),
                    () -> {
                      Path file = DIR.resolve(JsonSchemas.fileName(s));
                      String expected = JsonSchemas.file(s);
                      if (regenerate) {
                        Files.writeString(file, expected, StandardCharsets.UTF_8);
                      }
                      assertThat(file).exists();
                      assertThat(Files.readString(file, StandardCharsets.UTF_8))
                          .as("%s is stale: regenerate it (see the class comment)", file)
                          .isEqualTo(expected);
                    }));
  }

  @Test
  void noSchemaFileWithoutARecordType() throws IOException {
    List<String> expected = new ArrayList<>();
    Records.all().forEach(s -> expected.add(JsonSchemas.fileName(s)));
    try (Stream<Path> files = Files.list(DIR)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrderElementsOf(expected);
    }
  }

  @Test
  void everyKeyIsSnakeCase() {
    for (Shape s : Records.all()) {
      assertThat(Vocabulary.isKey(s.name())).as(s.name()).isTrue();
      s.fields().forEach(f -> assertThat(Vocabulary.isKey(f.name())).as(f.name()).isTrue());
    }
  }
}
