#!/usr/bin/env bash
# Stages the committed HEAD twice, from two fresh clones at two different paths, and compares
# every staged file byte for byte; prints each difference (for a jar, the entries that differ;
# for the tar.gz, the entry listing) and exits 1 if there is one.
#
#   release/check-reproducible.sh [--version VERSION]
#   release/check-reproducible.sh --compare DIR_A DIR_B    (two existing stagings, compared only)
#
# Uncommitted changes are not staged: commit first. Signatures are not compared (they embed the
# signing time; staging runs unsigned here). maven-metadata.xml records the deploy time, and a
# SNAPSHOT's file names carry it too, so the metadata files are skipped and the timestamp in a
# SNAPSHOT's names is read as "SNAPSHOT". Two stagings take as long as two builds without tests.
# IDNA4J_KEEP=1 keeps the two clones and repositories (their paths are printed).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ "${1:-}" = --compare ]; then
  [ $# -eq 3 ] || { echo "usage: release/check-reproducible.sh --compare DIR_A DIR_B" >&2; exit 2; }
  staged_a="$2"
  staged_b="$3"
  what="$2 and $3"
else
  work="$(mktemp -d -t idna4j-repro.XXXXXX)"
  if [ "${IDNA4J_KEEP:-}" != 1 ]; then trap 'rm -rf "$work"' EXIT; fi
  if ! git -C "$root" diff --quiet HEAD --; then
    echo "check-reproducible: uncommitted changes are not part of the comparison (HEAD is staged)" >&2
  fi
  for run in a b; do
    git clone -q --no-hardlinks "$root" "$work/clone-$run"
  done
  # the commit both clones hold (HEAD may move while they build)
  staged_commit="$(git -C "$work/clone-a" rev-parse --short HEAD)"
  # Two different paths (clone-a and clone-b/x): a build that wrote its directory into an artifact
  # would differ. The two stagings run at the same time (each is mostly single-threaded).
  mkdir "$work/clone-b.tmp" && mv "$work/clone-b" "$work/clone-b.tmp/x" && mv "$work/clone-b.tmp" "$work/clone-b"
  IDNA4J_GPG_KEY="" "$work/clone-a/release/stage.sh" "$@" "$work/staged-a" & pid_a=$!
  IDNA4J_GPG_KEY="" "$work/clone-b/x/release/stage.sh" "$@" "$work/staged-b" & pid_b=$!
  status=0
  wait "$pid_a" || status=1
  wait "$pid_b" || status=1
  if [ "$status" -ne 0 ]; then
    echo "check-reproducible: a staging failed" >&2
    exit 1
  fi
  staged_a="$work/staged-a"
  staged_b="$work/staged-b"
  what="two stagings of $staged_commit"
fi

# Relative paths with a SNAPSHOT's timestamp and build number read as SNAPSHOT.
list() {
  (cd "$1" && find . -type f ! -name 'maven-metadata*' ! -name '*.asc' ! -name '*.asc.*' | sort)
}
normal() {
  sed -E 's/-[0-9]{8}\.[0-9]{6}-[0-9]+/-SNAPSHOT/'
}
declare -A in_b
while IFS= read -r f; do
  in_b["$(normal <<<"$f")"]="$f"
done < <(list "$staged_b")

differences=0
compared=0
while IFS= read -r f; do
  key="$(normal <<<"$f")"
  g="${in_b[$key]:-}"
  if [ -z "$g" ]; then
    echo "only in the first staging: $key"
    differences=$((differences + 1))
    continue
  fi
  unset "in_b[$key]"
  compared=$((compared + 1))
  a="$staged_a/$f"
  b="$staged_b/$g"
  if ! cmp -s "$a" "$b"; then
    differences=$((differences + 1))
    echo "DIFFERS: $key"
    case "$key" in
      *.jar)
        diff <(unzip -Z -l "$a" | sed 1,2d; unzip -v "$a" | sed 1,3d) \
             <(unzip -Z -l "$b" | sed 1,2d; unzip -v "$b" | sed 1,3d) | head -20 || true ;;
      *.tar.gz)
        diff <(tar tvzf "$a"; gzip -lv <"$a") <(tar tvzf "$b"; gzip -lv <"$b") | head -20 || true
        cmp "$a" "$b" | head -2 || true ;;
      *.json | *.pom | *.xml)
        diff "$a" "$b" | head -20 || true ;;
      *) cmp "$a" "$b" | head -2 || true ;;
    esac
  fi
done < <(list "$staged_a")
for key in "${!in_b[@]}"; do
  echo "only in the second staging: $key"
  differences=$((differences + 1))
done

if [ -n "${work:-}" ] && [ "${IDNA4J_KEEP:-}" = 1 ]; then echo "kept: $work" >&2; fi
if [ "$differences" -gt 0 ]; then
  echo "check-reproducible: $differences of $compared files differ between $what" >&2
  exit 1
fi
echo "check-reproducible: all $compared files identical between $what" >&2
