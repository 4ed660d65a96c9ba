/*
 * Thread CPU time per name of libpsl's psl_registrable_domain over a corpus, one name per line:
 * the best of 30 rounds after 10, as org.idna4j.benchmarks.PslCpuTime measures the JVM libraries.
 * With PSL_DUMP set, prints each name's answer instead (an empty line for none), to compare with
 * `idna psl`. PSL_DISTINCT=K asks the first K names over and over; PSL_NAME=NAME asks one name.
 *
 * Build: gcc -O2 -o libpsl_time libpsl_time.c -lpsl   (Debian: libpsl-dev)
 * Run:   ./libpsl_time LIST CORPUS   (LIST: a .dat, a .dafsa made by psl-make-dafsa, or "builtin")
 */
#include <libpsl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WARM_UP_ROUNDS = 10, ROUNDS = 30 };

static double cpu_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s LIST CORPUS\n", argv[0]);
    return 2;
  }
  const psl_ctx_t *psl = strcmp(argv[1], "builtin") == 0 ? psl_builtin() : psl_load_file(argv[1]);
  FILE *in = fopen(argv[2], "r");
  if (psl == NULL || in == NULL) {
    fprintf(stderr, "cannot read %s or %s\n", argv[1], argv[2]);
    return 1;
  }
  size_t capacity = 1 << 17, n = 0;
  char **names = malloc(capacity * sizeof *names);
  char line[1024];
  while (fgets(line, sizeof line, in)) {
    line[strcspn(line, "\r\n")] = 0;
    if (n == capacity) {
      names = realloc(names, (capacity *= 2) * sizeof *names);
    }
    names[n++] = strdup(line);
  }
  fclose(in);
  if (getenv("PSL_DUMP") != NULL) {
    for (size_t i = 0; i < n; i++) {
      const char *r = psl_registrable_domain(psl, names[i]);
      printf("%s\n", r == NULL ? "" : r);
    }
    return 0;
  }
  const char *only = getenv("PSL_NAME");
  size_t distinct = only != NULL ? 1 : getenv("PSL_DISTINCT") != NULL ? strtoul(getenv("PSL_DISTINCT"), NULL, 10) : n;
  if (only != NULL) {
    names[0] = strdup(only);
  }
  for (size_t i = distinct; i < n; i++) {
    names[i] = names[i % distinct];
  }
  double best = 1e9;
  long checksum = 0;
  for (int round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    double t0 = cpu_seconds();
    for (size_t i = 0; i < n; i++) {
      const char *r = psl_registrable_domain(psl, names[i]);
      checksum += r == NULL ? 0 : (long) strlen(r); /* the answers' lengths over all rounds, as PslCpuTime sums */
    }
    double t = cpu_seconds() - t0;
    if (round >= WARM_UP_ROUNDS && t < best) {
      best = t;
    }
  }
  printf("libpsl %s: %.1f ns of CPU per name, best of %d rounds (checksum %ld)%s%s\n", argv[1],
         best / n * 1e9, ROUNDS, checksum, only != NULL ? ", repeated: " : "", only != NULL ? only : "");
  return 0;
}
