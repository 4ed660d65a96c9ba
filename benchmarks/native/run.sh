#!/usr/bin/env bash
# Builds the native Public Suffix List harnesses, checks that their answers agree with IDNA4J's
# on the corpus, then runs them and IDNA4J's PslCpuTime in turn, ROUNDS times (default 2).
# Needs: gcc and libpsl-dev, psl-make-dafsa, cargo; benchmarks/target/benchmarks.jar and ./idna
# built (mvn -B package -DskipTests). Not part of the Maven build; see README.md here.
# Usage: benchmarks/native/run.sh [CORPUS] (ascii by default; the native libraries expect
# lowercase ASCII names, so only ascii compares like with like); PSL_NAME=NAME asks one name.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
corpus=${1:-ascii}
work=${PSL_NATIVE_WORK:-$root/benchmarks/target/native}
list=$root/idna-psl/src/main/psl/public_suffix_list.dat
names=$root/corpus/$corpus.txt
mkdir -p "$work"

gcc -O2 -Wall -Wextra -o "$work/libpsl_time" "$here/libpsl_time.c" -lpsl
psl-make-dafsa --output-format=binary "$list" "$work/public_suffix_list.dafsa" >/dev/null
# CARGO_CONFIG: an extra cargo config file, e.g. for an offline registry (README.md)
(cd "$here/rust" && cargo ${CARGO_CONFIG:+--config "$CARGO_CONFIG"} build -q --release \
  --target-dir "$work/rust")
rust=$work/rust/release/psl-cpu-time

if [ -z "${PSL_NAME:-}" ]; then
  "$root/idna" psl --no-header --format tsv <"$names" | cut -f3 >"$work/idna4j.out"
  PSL_DUMP=1 "$work/libpsl_time" "$work/public_suffix_list.dafsa" "$names" >"$work/libpsl.out"
  PSL_DUMP=1 "$rust" publicsuffix "$names" "$list" >"$work/publicsuffix.out"
  PSL_DUMP=1 "$rust" psl "$names" >"$work/psl.out"
  for peer in libpsl publicsuffix psl; do
    differ=$(paste "$work/$peer.out" "$work/idna4j.out" | awk -F'\t' '$1 != $2' | wc -l)
    echo "$peer: $differ of $(wc -l <"$names") answers differ from IDNA4J's"
  done
fi

java_flags=()
if [ -n "${PSL_NAME:-}" ]; then
  java_flags=("-Dpsl.name=$PSL_NAME")
fi
for _ in $(seq "${ROUNDS:-2}"); do
  uptime
  for call in registrableDomainStart registrableDomain; do
    java "${java_flags[@]}" -cp "$root/benchmarks/target/benchmarks.jar" \
      org.idna4j.benchmarks.PslCpuTime "$corpus" "$call"
  done
  "$rust" psl "$names"
  "$rust" publicsuffix "$names" "$list"
  "$work/libpsl_time" "$work/public_suffix_list.dafsa" "$names"
done
