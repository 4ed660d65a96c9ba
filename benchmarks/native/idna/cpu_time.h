/*
 * The timing loop every C and C++ IDNA harness here shares, so that each measures as
 * org.idna4j.benchmarks.IdnaCpuTime does: the corpus once per round, IDNA_WARMUP rounds (10)
 * unmeasured, then IDNA_ROUNDS rounds (10); the best round's calling-thread CPU time
 * (CLOCK_THREAD_CPUTIME_ID) and process CPU time (CLOCK_PROCESS_CPUTIME_ID) per name, printed as a
 * RESULT line that run.sh and report.py read.
 */
#ifndef IDNA_CPU_TIME_H
#define IDNA_CPU_TIME_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double idna_clock(clockid_t id) {
  struct timespec t;
  clock_gettime(id, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static int idna_env_int(const char *name, int fallback) {
  const char *v = getenv(name);
  return v != NULL && *v != 0 ? atoi(v) : fallback;
}

/* Reads the corpus, one name per line (without the line break); returns the count. */
static size_t idna_read_names(const char *path, char ***out) {
  FILE *in = fopen(path, "r");
  if (in == NULL) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  size_t capacity = 1 << 17, n = 0;
  char **names = (char **) malloc(capacity * sizeof *names);
  char line[4096];
  while (fgets(line, sizeof line, in)) {
    line[strcspn(line, "\r\n")] = 0;
    if (n == capacity) {
      names = (char **) realloc(names, (capacity *= 2) * sizeof *names);
    }
    names[n++] = strdup(line);
  }
  fclose(in);
  *out = names;
  return n;
}

/* Times one round of the corpus through round(); returns the best thread and process CPU. */
#define IDNA_TIME(PEER, OP, CORPUS, N, ROUND_EXPR)                                              \
  do {                                                                                          \
    int warm_up = idna_env_int("IDNA_WARMUP", 10), rounds = idna_env_int("IDNA_ROUNDS", 10);   \
    double best_thread = 1e18, best_process = 1e18;                                             \
    long long checksum = 0;                                                                     \
    for (int round = 0; round < warm_up + rounds; round++) {                                    \
      double p0 = idna_clock(CLOCK_PROCESS_CPUTIME_ID), t0 = idna_clock(CLOCK_THREAD_CPUTIME_ID); \
      checksum += (ROUND_EXPR);                                                                 \
      double t = idna_clock(CLOCK_THREAD_CPUTIME_ID) - t0;                                      \
      double p = idna_clock(CLOCK_PROCESS_CPUTIME_ID) - p0;                                     \
      if (round >= warm_up) {                                                                   \
        if (t < best_thread) best_thread = t;                                                   \
        if (p < best_process) best_process = p;                                                 \
      }                                                                                         \
    }                                                                                           \
    printf("RESULT peer=%s op=%s corpus=%s thread_ns=%.1f process_ns=%.1f rounds=%d checksum=%lld\n", \
           PEER, OP, CORPUS, best_thread / (N), best_process / (N), rounds, checksum);          \
  } while (0)

#endif
