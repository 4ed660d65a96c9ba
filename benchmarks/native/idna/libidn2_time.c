/*
 * GNU libidn2 (Debian libidn2-dev) beside IDNA4J: idn2_to_ascii_8z with IDN2_NONTRANSITIONAL
 * (UTS #46 nontransitional mapping, then the IDNA2008 lookup checks of RFC 5891 §5), and
 * idn2_to_unicode_8z8z with the same flag.
 *
 * Build: gcc -O2 -o libidn2_time libidn2_time.c -lidn2
 * Run:   ./libidn2_time time|dump toAscii|toUnicode FILE CORPUS
 * dump prints one line per name: "OK<TAB>output" or "ERR<TAB>libidn2's error name".
 */
#include <idn2.h>

#include "cpu_time.h"

static int to_ascii;
static char **names;
static size_t n;

static long long run_round(void) {
  long long sum = 0;
  for (size_t i = 0; i < n; i++) {
    char *out = NULL;
    int rc = to_ascii ? idn2_to_ascii_8z(names[i], &out, IDN2_NONTRANSITIONAL)
                      : idn2_to_unicode_8z8z(names[i], &out, IDN2_NONTRANSITIONAL);
    sum += rc == IDN2_OK ? (long long) strlen(out) + 1 : 0;
    idn2_free(out);
  }
  return sum;
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s time|dump toAscii|toUnicode FILE CORPUS\n", argv[0]);
    return 2;
  }
  to_ascii = strcmp(argv[2], "toAscii") == 0;
  n = idna_read_names(argv[3], &names);
  if (strcmp(argv[1], "dump") == 0) {
    for (size_t i = 0; i < n; i++) {
      char *out = NULL;
      int rc = to_ascii ? idn2_to_ascii_8z(names[i], &out, IDN2_NONTRANSITIONAL)
                        : idn2_to_unicode_8z8z(names[i], &out, IDN2_NONTRANSITIONAL);
      if (rc == IDN2_OK) {
        printf("OK\t%s\n", out);
      } else {
        printf("ERR\t%s\n", idn2_strerror_name(rc));
      }
      idn2_free(out);
    }
    return 0;
  }
  IDNA_TIME("libidn2", argv[2], argv[4], (double) n, run_round());
  return 0;
}
