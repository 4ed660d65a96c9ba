#!/usr/bin/env bash
# Builds and runs consumer-test against a staged repository (release/stage.sh DIR) instead of the
# reactor: IDNA4J's artifacts (the BOM, the parent POM, the library jars and their POMs) can come
# from DIR only.
#
#   release/consume.sh DIR
#
# The build gets a local repository of its own, in a temporary directory: links to the
# third-party files of ~/.m2/repository (IDNA4J_M2 names another), never org/idna4j, and
# never written through (Maven only adds files next to the links). Its settings add file://DIR
# as a repository. So the consumer compiles and runs (on the module path and on the class path)
# only if DIR holds every IDNA4J artifact it needs, with POMs that resolve: a module missing
# from DIR, or a POM that names an unpublished one, fails it.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: release/consume.sh DIR" >&2; exit 2; }
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(cd "$1" && pwd)"
versions=("$dir"/org/idna4j/idna4j-bom/*/)
if [ ! -d "${versions[0]}" ]; then
  echo "release/consume.sh: $dir has no org/idna4j/idna4j-bom; stage with release/stage.sh first" >&2
  exit 2
fi
version="${versions[0]%/}"
version="${version##*/}"
m2="${IDNA4J_M2:-$HOME/.m2/repository}"

work="$(mktemp -d -t idna4j-consume.XXXXXX)"
trap 'rm -rf "$work"' EXIT
repo="$work/repository"
mkdir -p "$repo"
# Links to every file, then the links Maven would update or trust as provenance removed: with
# no _remote.repositories a file counts as locally present, whichever repository asks for it.
cp -rs "$m2/." "$repo/"
rm -rf "$repo/org/idna4j"
find "$repo" \( -name _remote.repositories -o -name '*.lastUpdated' -o -name 'resolver-status.properties' \
  -o -name 'maven-metadata-*.xml' \) -type l -delete

cat >"$work/settings.xml" <<SETTINGS
<settings>
  <localRepository>$repo</localRepository>
  <profiles>
    <profile>
      <id>idna4j-staged</id>
      <repositories>
        <repository>
          <id>idna4j-staged</id>
          <url>file://$dir</url>
          <releases><enabled>true</enabled></releases>
          <snapshots><enabled>true</enabled><updatePolicy>always</updatePolicy></snapshots>
        </repository>
      </repositories>
    </profile>
  </profiles>
  <activeProfiles>
    <activeProfile>idna4j-staged</activeProfile>
  </activeProfiles>
</settings>
SETTINGS

echo "release/consume.sh: consumer-test against $dir (IDNA4J $version)" >&2
log="$work/consume.log"
# consumer-test alone (-f), not the reactor; its parent POM is read from the checkout (build
# settings only), every IDNA4J dependency from DIR.
if ! (cd "$root" && mvn -B -s "$work/settings.xml" -f consumer-test/pom.xml "-Drevision=$version" \
    -Dspotless.check.skip=true clean verify) >"$log" 2>&1; then
  tail -40 "$log" >&2
  echo "release/consume.sh: FAILED against $dir" >&2
  exit 1
fi
grep -E 'consumer: all [0-9]+ checks hold' "$log" >&2
# The proof that DIR, not the reactor or ~/.m2, served IDNA4J: every org.idna4j file of the
# build's repository came from idna4j-staged.
from_dir="$(grep -rl 'idna4j-staged' "$repo/org/idna4j" --include=_remote.repositories | wc -l)"
all="$(find "$repo/org/idna4j" -name _remote.repositories | wc -l)"
if [ "$from_dir" -eq 0 ] || [ "$from_dir" -ne "$all" ]; then
  echo "release/consume.sh: FAILED: $from_dir of $all org.idna4j artifacts came from $dir" >&2
  exit 1
fi
echo "release/consume.sh: passed; $all IDNA4J artifacts (POMs and jars) resolved from $dir" >&2
rm -rf "$work/consume.log"
