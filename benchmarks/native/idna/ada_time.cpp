/*
 * ada (github.com/ada-url/ada, the WHATWG URL parser of Node.js) beside IDNA4J:
 * ada::idna::to_ascii (UTS #46 ToASCII as the URL Standard's domain parser calls it: nontransitional,
 * CheckBidi and CheckJoiners on, UseSTD3ASCIIRules, CheckHyphens and VerifyDnsLength off; the empty
 * string on failure) and ada::idna::to_unicode (decodes each xn-- label that is valid Punycode and
 * checks nothing else).
 *
 * Build (run.sh does it): g++ -O3 -std=c++20 -I$ADA_SRC/include ada_time.cpp $ADA_SRC/src/ada_idna.cpp
 * Run:   ./ada_time time|dump toAscii|toUnicode FILE CORPUS
 * dump prints one line per name: "OK<TAB>output" or "ERR<TAB>empty" (to_ascii gave "").
 */
#include <string>

#include "ada/ada_idna.h"
#include "cpu_time.h"

static bool to_ascii;
static char **names;
static size_t n;

static std::string convert(const char *name) {
  return to_ascii ? ada::idna::to_ascii(name) : ada::idna::to_unicode(name);
}

static long long run_round() {
  long long sum = 0;
  for (size_t i = 0; i < n; i++) {
    sum += (long long) convert(names[i]).size() + 1;
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
      std::string out = convert(names[i]);
      if (out.empty()) {
        printf("ERR\tempty\n");
      } else {
        printf("OK\t%s\n", out.c_str());
      }
    }
    return 0;
  }
  IDNA_TIME("ada", argv[2], argv[4], (double) n, run_round());
  return 0;
}
