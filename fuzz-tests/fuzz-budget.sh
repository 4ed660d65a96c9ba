#!/usr/bin/env bash
# Fuzzes every Jazzer target of IDNA4J for a time budget and writes a results table.
#
#   fuzz-tests/fuzz-budget.sh SECONDS [RESULTS_FILE] [TARGET_REGEX]
#
# SECONDS is the fuzzing time of each target (the release policy is 600: see README.md,
# "Fuzzing budget"). Every @FuzzTest method of every module is found in the sources (no list to
# keep up to date) and fuzzed alone, one after the other, in Jazzer's fuzzing mode with the
# options of README.md's "Fuzzing mode" command; TARGET_REGEX (matched against Class#method)
# limits the run to some targets. The results table (target, seconds, CPU seconds, executions,
# corpus size, coverage, findings) goes to RESULTS_FILE (default
# fuzz-tests/fuzz-budget-results.md, replaced), each target's libFuzzer log to
# fuzz-tests/target/fuzz-budget/. A finding is written by Jazzer next to the target's seeds
# (src/test/resources/<package>/<Class>Inputs/<method>/crash-<sha1>), where the regression run of
# `mvn verify` replays it: commit it, and add it to seeds/make_seeds.py under a descriptive name.
#
# Environment: MVN (default "mvn -B -o -q"; "true" skips the build), NICE (a command prefix such
# as "nice -n 10", default none: at nice 19 on a machine loaded by other builds a target got 8 CPU
# seconds in 320 and never started fuzzing), FUZZ_XMX (default 1g).
set -euo pipefail

if [[ $# -lt 1 || ! $1 =~ ^[0-9]+$ || $1 -lt 1 ]]; then
  echo "usage: $0 SECONDS [RESULTS_FILE] [TARGET_REGEX]" >&2
  exit 2
fi
budget=$1
root=$(cd "$(dirname "$0")/.." && pwd)
results=${2:-$root/fuzz-tests/fuzz-budget-results.md}
filter=${3:-.}
mvn_cmd=${MVN:-mvn -B -o -q}
nice_cmd=${NICE:-}
logs=$root/fuzz-tests/target/fuzz-budget
mkdir -p "$logs"
cd "$root"

# Every @FuzzTest method: module, class, method (the method is the next "void name(" line).
mapfile -t targets < <(
  grep -rl --include='*.java' '@FuzzTest' -- */src/test/java | sort | while read -r file; do
    module=${file%%/src/test/java/*}
    class=${file#*/src/test/java/}
    class=${class%.java}
    class=${class//\//.}
    awk -v m="$module" -v c="$class" '
      /@FuzzTest/ { pending = 1 }
      pending && match($0, /void [A-Za-z0-9_]+\(/) {
        name = substr($0, RSTART + 5, RLENGTH - 6); print m " " c " " name; pending = 0
      }' "$file"
  done | grep -E -- "$filter"
)
if [[ ${#targets[@]} -eq 0 ]]; then
  echo "no target matches $filter" >&2
  exit 2
fi
modules=$(printf '%s\n' "${targets[@]}" | cut -d' ' -f1 | sort -u | paste -sd, -)

echo "building $modules (test classes and test class paths)" >&2
# shellcheck disable=SC2086
$mvn_cmd -pl "$modules" -am test-compile dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/fuzz-classpath.txt >&2

# The launcher is compiled once (not in single-file source mode per target, whose compilation
# under load cost seconds of every target's start-up).
launcher=$logs/launcher
mkdir -p "$launcher"
first_module=$(printf '%s\n' "${targets[@]}" | head -1 | cut -d' ' -f1)
javac -d "$launcher" -cp "$(cat "$root/$first_module/target/fuzz-classpath.txt")" \
  "$root/fuzz-tests/budget/FuzzTarget.java"

write_results() {
  {
    echo "# Fuzzing budget: results of one run"
    echo
    echo "Written by \`fuzz-tests/fuzz-budget.sh $budget\` (see README.md, \"Fuzzing budget\"); started"
    echo "$started at commit $commit$([[ $dirty -gt 0 ]] && echo " with $dirty uncommitted Java files"),"
    echo "${#rows[@]} of ${#targets[@]} targets done, ${budget} s of fuzzing each, one at a time, on $(nproc) cores"
    echo "(load average at the end: $(cut -d' ' -f1-3 /proc/loadavg))."
    echo
    echo "Seconds are wall-clock seconds of the whole JVM (start-up, instrumentation and the"
    echo "fuzzing time); CPU seconds are user + system time of the JVM and its threads."
    echo "Executions, corpus size (inputs) and coverage (edges / features, IDNA4J's classes only)"
    echo "are libFuzzer's last status line. A finding is an input Jazzer saved next to the seeds"
    echo "(\`crash-<sha1>\`), which the regression run replays from then on."
    echo
    echo "| target | module | seconds | CPU seconds | executions | corpus | coverage | findings |"
    echo "|---|---|---:|---:|---:|---:|---:|---|"
    printf '%s\n' "${rows[@]}"
    echo
    echo "Total: ${#rows[@]} targets, $total_execs executions, $total_findings findings."
  } >"$results"
}

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
dirty=$(git status --porcelain -- '*.java' 2>/dev/null | grep -c . || true)
started=$(date -u '+%Y-%m-%d %H:%M UTC')
rows=()
total_execs=0
total_findings=0
for t in "${targets[@]}"; do
  read -r module class method <<<"$t"
  name="${class##*.}#$method"
  log=$logs/${class##*.}-$method.log
  seeds=$root/$module/src/test/resources/${class//.//}Inputs/$method
  before=$(ls "$seeds" 2>/dev/null | grep -c '^crash-' || true)
  echo "fuzzing $name for ${budget}s" >&2
  cp="$launcher:$root/$module/target/test-classes:$root/$module/target/classes:$(cat "$root/$module/target/fuzz-classpath.txt")"
  TIMEFORMAT='%U %S %R'
  set +e
  times=$( { time (cd "$root/$module" && JAZZER_FUZZ=1 timeout $((budget + 300)) $nice_cmd java \
      "-Xmx${FUZZ_XMX:-1g}" -cp "$cp" \
      -Djazzer.hooks=true "-Djazzer.max_duration=${budget}s" \
      '-Djazzer.instrumentation_includes=org.idna4j.**' \
      -Djunit.jupiter.execution.timeout.mode=disabled \
      FuzzTarget "$class#$method" >"$log" 2>&1); } 2>&1 )
  status=$?
  set -e
  read -r user sys real <<<"$times"
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f", u + s }')
  wall=$(awk -v r="$real" 'BEGIN { printf "%.0f", r }')
  # libFuzzer's last status line: "#N <event> cov: E ft: F corp: C/Sb ..."
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  execs=$(sed -nE 's/^#([0-9]+).*/\1/p' <<<"$last")
  cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
  ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
  corp=$(sed -nE 's/.* corp: ([0-9]+)\/.*/\1/p' <<<"$last")
  after=$(ls "$seeds" 2>/dev/null | grep -c '^crash-' || true)
  found=$((after - before))
  if [[ $status -ne 0 && $found -eq 0 ]]; then
    # A failure Jazzer did not save as an input (or a JVM that did not start): see the log.
    verdict="**run failed (exit $status)**, see \`target/fuzz-budget/${log##*/}\`"
    found=1
  elif [[ $found -gt 0 ]]; then
    verdict="**$found**: $(ls -t "$seeds" | grep '^crash-' | head -"$found" | paste -sd' ' -)"
  else
    verdict=none
  fi
  total_findings=$((total_findings + found))
  total_execs=$((total_execs + ${execs:-0}))
  coverage=${cov:+$cov / $ft}
  rows+=("| \`$name\` | $module | $wall | $cpu | ${execs:-–} | ${corp:-–} | ${coverage:-–} | $verdict |")
  echo "  $name: ${execs:-?} executions, corpus ${corp:-?}, cov ${coverage:-?}, findings $found" >&2
  write_results # after every target, so that an interrupted run still leaves its table
done

echo "results in $results" >&2
[[ $total_findings -eq 0 ]]
