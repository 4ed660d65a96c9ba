package org.idna4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.idna4j.records.AuditRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AuditLogTest {

  @TempDir Path dir;

  static AuditRecord record(String input) {
    return new AuditRecord(
        "toASCII",
        input,
        0,
        List.of(),
        "a",
        null,
        "b",
        null,
        List.of("DEVIATION"),
        "C.m(C.java:1)",
        1);
  }

  static AuditLog.Key key(String input) {
    return new AuditLog.Key(IdnHandler.TO_ASCII, input, 0, "C.m(C.java:1)");
  }

  @Test
  void theRecordCapKeepsCountingAndCountsTheRestAsDropped() throws IOException {
    Path file = dir.resolve("log.jsonl");
    AuditLog log = new AuditLog(file, 3, AuditLog.MAX_CHARS, 60);
    for (int i = 0; i < 5; i++) {
      String input = "n" + i;
      for (int k = 0; k <= i; k++) {
        if (!log.count(key(input))) {
          log.add(key(input), () -> record(input));
        }
      }
    }
    assertThat(log.snapshot()).extracting(AuditRecord::input).containsExactly("n2", "n1", "n0");
    assertThat(log.snapshot()).extracting(AuditRecord::count).containsExactly(3L, 2L, 1L);
    assertThat(log.dropped()).isEqualTo(4 + 5);
    log.write();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    assertThat(lines).hasSize(4);
    assertThat(lines.get(3))
        .isEqualTo("{\"dropped_calls\":9,\"max_records\":3,\"max_chars\":8000000}");
    assertThat(dir.toFile().list()).containsExactly("log.jsonl"); // the temporary file was moved
  }

  @Test
  void theCharacterCapBoundsMemoryForLongInputs() {
    AuditLog log = new AuditLog(dir.resolve("x"), 1000, 1_000_000, 60);
    String huge = "a".repeat(1_000_001);
    int[] made = {0};
    log.add(
        key(huge),
        () -> {
          made[0]++;
          return record(huge);
        });
    assertThat(made[0]).as("no record is made for an input over the cap").isZero();
    assertThat(log.dropped()).isEqualTo(1);
    String big = "b".repeat(600_000);
    log.add(key(big), () -> record(big));
    String big2 = "c".repeat(600_000);
    log.add(key(big2), () -> record(big2));
    assertThat(log.snapshot()).hasSize(1);
    assertThat(log.dropped()).isEqualTo(2);
  }

  @Test
  void concurrentCallsAreEachCountedOnce() throws Exception {
    AuditLog log = new AuditLog(dir.resolve("x"), 5, AuditLog.MAX_CHARS, 60);
    int threads = 8;
    int calls = 5000;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<?>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      futures.add(
          pool.submit(
              () -> {
                for (int i = 0; i < calls; i++) {
                  String input = "n" + (i % 10);
                  if (!log.count(key(input))) {
                    log.add(key(input), () -> record(input));
                  }
                }
              }));
    }
    for (Future<?> f : futures) {
      f.get();
    }
    pool.shutdown();
    assertThat(pool.awaitTermination(1, TimeUnit.MINUTES)).isTrue();
    long counted = log.snapshot().stream().mapToLong(AuditRecord::count).sum();
    assertThat(log.snapshot()).hasSize(5);
    assertThat(counted + log.dropped()).isEqualTo((long) threads * calls);
  }

  @Test
  void sameAnswerMeansEqualStringsOrTwoErrors() {
    assertThat(AuditHandler.sameAnswer("a", "a")).isTrue();
    assertThat(AuditHandler.sameAnswer("a", "b")).isFalse();
    assertThat(
            AuditHandler.sameAnswer(
                new IllegalArgumentException("x"), new IllegalArgumentException("y")))
        .isTrue();
    assertThat(AuditHandler.sameAnswer("a", new IllegalArgumentException("y"))).isFalse();
    assertThat(AuditHandler.sameAnswer(new IllegalArgumentException("x"), "a")).isFalse();
  }
}
