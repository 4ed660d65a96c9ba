#!/usr/bin/env bash
# Installs the staged idna command (idna-cli's tar.gz in a staged repository, release/stage.sh DIR)
# the way a user would, and runs it with a Java runtime only: a JRE made with jlink (java.se, no
# compiler, no Maven) first on a PATH of a few shell tools, then every other JDK in
# /usr/lib/jvm (Java 25, where installed). Checks, for each runtime:
#   - `tar xzf idna4j-cli-*.tar.gz && idna4j-cli-*/bin/idna punycode encode bücher` prints
#     bcher-kva (the first run also makes the class-data-sharing archive);
#   - `idna version` names the staged version, a 40-hex commit, Unicode and the PSL's date;
#   - on every runtime (the Java 17 JRE, Java 25), the first run made the class-data-sharing
#     archive in the user's cache and the next run maps it (over 100 classes from it);
#   - with a cache that cannot be written, idna still runs and prints nothing on stderr.
# Prints the wall time of a one-name run with the archive (best of 5).
#
#   release/try-cli.sh DIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: release/try-cli.sh DIR" >&2; exit 2; }
dir="$(cd "$1" && pwd)"
archives=("$dir"/org/idna4j/idna-cli/*/idna-cli-*.tar.gz)
archive="${archives[0]}"
[ -f "$archive" ] || { echo "try-cli: no idna-cli tar.gz in $dir" >&2; exit 2; }
version="${archive%/*}"
version="${version##*/}"

work="$(mktemp -d -t idna4j-try-cli.XXXXXX)"
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
failures=0
fail() {
  echo "try-cli: FAILED: $*" >&2
  failures=$((failures + 1))
}

# A Java runtime only: java.se and the JDK's unsupported/charset/locale modules, no javac, no jar.
jlink="$(readlink -f "$(command -v java)")"
jlink="${jlink%/*}/jlink"
"$jlink" --add-modules java.se,jdk.unsupported,jdk.charsets,jdk.localedata,jdk.crypto.ec \
  --no-header-files --no-man-pages --strip-debug --output "$work/jre" >/dev/null
runtimes=("$work/jre")
for jdk in /usr/lib/jvm/*/; do
  jdk="${jdk%/}"
  [ -x "$jdk/bin/java" ] || continue
  [ "$(readlink -f "$jdk/bin/java")" = "$(readlink -f "$work/jre/bin/java")" ] && continue
  case "$("$jdk/bin/java" -version 2>&1 | head -1)" in
    *'"17.'* | *'"1.'*) continue ;; # the JRE above is the Java 17 run
  esac
  runtimes+=("$jdk")
done

# The tools bin/idna may call, and nothing else: no mvn, no javac.
mkdir -p "$work/tools"
for t in bash env cat mkdir mv rm touch readlink stat locale grep tar gzip head sed date; do
  ln -s "$(command -v "$t")" "$work/tools/$t"
done

for runtime in "${runtimes[@]}"; do
  name="${runtime##*/}"
  [ "$runtime" = "$work/jre" ] && name="jlink JRE ($("$runtime/bin/java" -version 2>&1 | head -1))"
  home="$work/home-${runtime##*/}"
  place="$work/install-${runtime##*/}"
  mkdir -p "$home" "$place"
  cp "$archive" "$place/idna4j-cli-$version.tar.gz"
  run() { # command line, run in $place with the runtime on a minimal PATH
    (cd "$place" && env -i HOME="$home" PATH="$runtime/bin:$work/tools" LANG=C.UTF-8 \
      bash -c "$1")
  }
  jre=false
  [ "$runtime" = "$work/jre" ] && jre=true
  run 'command -v mvn >/dev/null' && fail "$name: mvn on the PATH"
  $jre && run 'command -v javac >/dev/null' && fail "$name: javac on the PATH of the JRE run"
  out="$(run 'tar xzf idna4j-cli-*.tar.gz && idna4j-cli-*/bin/idna punycode encode bücher' 2>"$work/err")" \
    || fail "$name: exit status $? ($(cat "$work/err"))"
  [ "$out" = bcher-kva ] || fail "$name: punycode encode bücher printed '$out', not bcher-kva"
  version_out="$(run "idna4j-cli-$version/bin/idna version" 2>&1)" || fail "$name: idna version failed"
  grep -qx "IDNA4J $version" <<<"$version_out" || fail "$name: idna version does not say IDNA4J $version"
  grep -qE '^Commit [0-9a-f]{40}$' <<<"$version_out" || fail "$name: idna version names no commit"
  grep -qE '^Unicode [0-9]+\.' <<<"$version_out" || fail "$name: idna version names no Unicode version"
  grep -qE '^Public Suffix List [0-9]{4}-[0-9]{2}-[0-9]{2} ' <<<"$version_out" \
    || fail "$name: idna version names no Public Suffix List date"
  jsa="$(find "$home/.cache/idna4j" -name idna.jsa 2>/dev/null | head -1)"
  if [ -z "$jsa" ]; then
    fail "$name: no class-data-sharing archive in $home/.cache/idna4j ($(cat "$home"/.cache/idna4j/cds/*/*/idna.jsa.jvm 2>/dev/null))"
  else
    mapped="$(run "IDNA_JAVA_OPTS='-XX:TieredStopAtLevel=1 -Xlog:class+load=info' idna4j-cli-$version/bin/idna punycode encode bücher" \
      | grep -c 'source: shared objects file' || true)"
    [ "$mapped" -gt 100 ] || fail "$name: the next run loaded $mapped classes from the archive"
  fi
  best=""
  for _ in 1 2 3 4 5; do
    t0="$(date +%s%N)"
    run "idna4j-cli-$version/bin/idna punycode encode bücher" >/dev/null
    ms=$((($(date +%s%N) - t0) / 1000000))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best="$ms"; fi
  done
  # A cache directory that cannot be made (under /dev/null: not even root can): no archive, no
  # message.
  ro_out="$(cd "$place" && env -i HOME="$home" XDG_CACHE_HOME=/dev/null/cache \
    PATH="$runtime/bin:$work/tools" LANG=C.UTF-8 \
    "idna4j-cli-$version/bin/idna" punycode encode bücher 2>"$work/ro-err")" \
    || fail "$name: idna fails when the cache cannot be written"
  [ "$ro_out" = bcher-kva ] && [ ! -s "$work/ro-err" ] \
    || fail "$name: with a cache that cannot be written: '$ro_out', stderr '$(cat "$work/ro-err")'"
  echo "try-cli: $name: bcher-kva; idna version: $(tr '\n' ';' <<<"$version_out" | cut -c1-160)...; CDS archive made and mapped; one-name run: ${best} ms (best of 5)" >&2
done

if [ "$failures" -gt 0 ]; then
  echo "try-cli: $failures failure(s)" >&2
  exit 1
fi
echo "try-cli: idna4j-cli-$version runs with a Java runtime only (${#runtimes[@]} runtime(s))" >&2
