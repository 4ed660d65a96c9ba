#!/usr/bin/env bash
# Native IDNA libraries beside IDNA4J: builds a harness for GNU libidn2, ada, Node.js and Go's
# x/net/idna, compares every answer with IDNA4J's on the three corpora, then times each in CPU time
# per name, taking turns with IDNA4J (peer A, IDNA4J, peer B, IDNA4J, ...), PASSES times (2).
# Not part of the Maven build; README.md here says what is measured and how.
#
# Needs (nothing is installed by this script):
#   Debian packages: gcc g++ libidn2-dev golang-go golang-golang-x-net-dev nodejs python3
#   a JDK 17+ and the benchmarks jar: mvn -B -pl benchmarks -am package -DskipTests
#   ADA_SRC: ada's source tree at a release tag (include/ada/ada_idna.h, src/ada_idna.cpp), e.g.
#     git clone --depth 1 --branch v3.4.4 https://github.com/ada-url/ada.git /tmp/ada
# Usage: ADA_SRC=/tmp/ada benchmarks/native/idna/run.sh
# Whole run: under 10 minutes of CPU (9.9 in the first run, which compared four presets).
# Environment: PASSES (2), IDNA_WARMUP (10; the JVM: IDNA_JAVA_WARMUP, 40) and IDNA_ROUNDS (10)
#   rounds per harness run,
#   IDNA_NATIVE_WORK (benchmarks/target/native-idna), JAVA (java).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
work=${IDNA_NATIVE_WORK:-$root/benchmarks/target/native-idna}
jar=$root/benchmarks/target/benchmarks.jar
java=${JAVA:-java}
export IDNA_WARMUP=${IDNA_WARMUP:-10} IDNA_ROUNDS=${IDNA_ROUNDS:-10}

fail() { echo "run.sh: $*" >&2; exit 1; }
for tool in gcc g++ go node python3 "$java"; do
  command -v "$tool" >/dev/null || fail "$tool not found (see the header of this script)"
done
[ -f /usr/include/idn2.h ] || fail "idn2.h not found: apt-get install libidn2-dev"
gopath=/usr/share/gocode
[ -d $gopath/src/golang.org/x/net/idna ] || fail "apt-get install golang-golang-x-net-dev"
[ -f "$jar" ] || fail "no $jar: mvn -B -pl benchmarks -am package -DskipTests"
[ -n "${ADA_SRC:-}" ] && [ -f "$ADA_SRC/src/ada_idna.cpp" ] ||
  fail "ADA_SRC must name ada's source tree at a release tag, e.g.
  git clone --depth 1 --branch v3.4.4 https://github.com/ada-url/ada.git /tmp/ada
  ADA_SRC=/tmp/ada $0"
mkdir -p "$work"

echo "== versions"
echo "IDNA4J: commit $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- . 2>/dev/null || echo ' (with uncommitted changes)')"
"$java" -version 2>&1 | head -1
echo "libidn2: $(pkg-config --modversion libidn2 2>/dev/null || dpkg-query -W -f '${Version}' libidn2-dev)"
echo "ada: $(sed -n 's/^#define ADA_VERSION "\(.*\)"/\1/p' "$ADA_SRC/include/ada/ada_version.h") from $ADA_SRC ($(git -C "$ADA_SRC" describe --tags 2>/dev/null || echo 'not a git checkout'))"
echo "node: $(node --version), ada inside node $(node -p process.versions.ada), ICU $(node -p process.versions.icu)"
echo "go: $(go version | cut -d' ' -f3), golang.org/x/net $(dpkg-query -W -f '${Version}' golang-golang-x-net-dev 2>/dev/null || echo '?') (Unicode $(sed -n 's/^const UnicodeVersion = "\(.*\)"/\1/p' $gopath/src/golang.org/x/net/idna/tables13.0.0.go))"
echo "gcc: $(gcc -dumpfullversion); machine: $(nproc) CPUs, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)"

echo "== build"
gcc -O2 -Wall -Wextra -o "$work/libidn2_time" "$here/libidn2_time.c" -lidn2
g++ -O3 -std=c++20 -Wall -I"$ADA_SRC/include" -I"$here" -o "$work/ada_time" "$here/ada_time.cpp" \
  "$ADA_SRC/src/ada_idna.cpp"
(cd "$here/go" && GO111MODULE=off GOPATH=$gopath GOCACHE=${GOCACHE:-$work/gocache} \
  go build -o "$work/go_time" .)
idna4j=("$java" -Didna.warmup="${IDNA_JAVA_WARMUP:-40}" -Didna.rounds="$IDNA_ROUNDS" -cp "$jar"
  org.idna4j.benchmarks.IdnaCpuTime)
"${idna4j[@]}" xn >"$work/unicode-xn.txt"

# A task is an operation on a corpus; the file every native harness reads for it.
tasks=(toAscii:mixed toAscii:ascii toAscii:unicode toUnicode:unicode-xn)
file() { case $1 in unicode-xn) echo "$work/unicode-xn.txt" ;; *) echo "$root/corpus/$1.txt" ;; esac; }
peer() { # peer MODE OP CORPUS
  local f; f=$(file "$3")
  case $PEER in
    libidn2) "$work/libidn2_time" "$1" "$2" "$f" "$3" ;;
    ada) "$work/ada_time" "$1" "$2" "$f" "$3" ;;
    node) node "$here/node_time.mjs" "$1" "$2" "$f" "$3" ;;
    go) "$work/go_time" "$1" "$2" "$f" "$3" ;;
  esac
}
peers=(libidn2 ada node go)
presets=(lookup uts46 registration whatwg)   # timed
compared=(lookup whatwg)   # lookup: libidn2's and Go's closest; whatwg: the URL Standard, ada's and Node's

echo "== answers compared with IDNA4J's (benchmarks/native/idna/README.md explains each kind)"
for task in "${tasks[@]}"; do
  op=${task%%:*} corpus=${task#*:}
  for preset in "${compared[@]}"; do
    "${idna4j[@]}" dump "$op" "$corpus" "$preset" >"$work/idna4j-$preset.$op.$corpus.out"
  done
  for PEER in "${peers[@]}"; do
    peer dump "$op" "$corpus" >"$work/$PEER.$op.$corpus.out"
    for preset in "${compared[@]}"; do
      python3 "$here/report.py" compare "$(file "$corpus")" "$work/$PEER.$op.$corpus.out" \
        "$work/idna4j-$preset.$op.$corpus.out" "$PEER vs idna4j-$preset, $op $corpus" \
        >"$work/diff.$PEER.$preset.$op.$corpus.txt"
      head -1 "$work/diff.$PEER.$preset.$op.$corpus.txt"
    done
  done
done

echo "== CPU time per name, $IDNA_WARMUP warm-up rounds (the JVM ${IDNA_JAVA_WARMUP:-40}) and the best of $IDNA_ROUNDS per run"
results=$work/results.txt
: >"$results"
uptime | tee -a "$results"
for pass in $(seq "${PASSES:-2}"); do
  for task in "${tasks[@]}"; do
    op=${task%%:*} corpus=${task#*:}
    for PEER in "${peers[@]}"; do
      peer time "$op" "$corpus" | tee -a "$results"
      "${idna4j[@]}" time "$op" "$corpus" "${presets[@]}" | tee -a "$results"
    done
  done
  uptime | tee -a "$results"
done
python3 "$here/report.py" table "$results" | tee "$work/table.md"
echo "Differences in full: $work/diff.*.txt"
