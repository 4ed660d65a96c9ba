#!/usr/bin/env bash
# Checks a staged repository (release/stage.sh DIR): every module of the reactor that is published
# (idna4j.unpublished not true in its POM) is in DIR with its POM and CycloneDX SBOM, a jar module
# also with its jar, -sources.jar and -javadoc.jar, idna-cli with its tar.gz; every file has its
# .sha1 and .md5 (and its .asc, when anything is signed); every POM has a name and a description,
# and the POMs without a parent (idna4j-parent, the BOM) also the URL, licence, SCM and developers a
# public repository requires; no POM says ${revision}; every published jar is in the BOM; the
# tar.gz's entries are owned by uid/gid 0 (root). No unpublished module is in DIR.
#
#   release/check-staged.sh DIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: release/check-staged.sh DIR" >&2; exit 2; }
dir="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
base="$dir/org/idna4j"
failures=0
fail() {
  echo "check-staged: $*" >&2
  failures=$((failures + 1))
}

# The artifactId of a POM: the first <artifactId> after </parent>, or the first one.
artifact_id() {
  if grep -q '</parent>' "$1"; then
    sed -n '/<\/parent>/,$p' "$1" | sed -n 's|^ *<artifactId>\(.*\)</artifactId>.*|\1|p' | head -1
  else
    sed -n 's|^ *<artifactId>\(.*\)</artifactId>.*|\1|p' "$1" | head -1
  fi
}

signed=false
if [ -n "$(find "$dir" -name '*.asc' -print -quit)" ]; then signed=true; fi

check_module() { # pom-file
  local pom="$1" a packaging vdirs vdir f
  a="$(artifact_id "$pom")"
  packaging=jar
  grep -q '^ *<packaging>pom</packaging>' "$pom" && packaging=pom
  if grep -q '<idna4j.unpublished>true</idna4j.unpublished>' "$pom"; then
    [ -e "$base/$a" ] && fail "$a is not published, but it is in $dir"
    return 0
  fi
  # A published jar is one a user adds to a build: the BOM must manage its version.
  if [ "$packaging" = jar ] && ! grep -q "<artifactId>$a</artifactId>" "$root/idna4j-bom/pom.xml"; then
    fail "$a is published but not in the BOM (idna4j-bom/pom.xml)"
  fi
  vdirs=("$base/$a"/*/)
  if [ ! -d "${vdirs[0]}" ]; then
    fail "$a is missing"
    return 0
  fi
  vdir="${vdirs[0]%/}"
  # Main files by suffix; a SNAPSHOT's names carry a timestamp in place of -SNAPSHOT.
  local want=(".pom" "-cyclonedx.json")
  if [ "$packaging" = jar ]; then
    want+=(".jar" "-sources.jar" "-javadoc.jar")
  fi
  if [ "$a" = idna-cli ]; then
    want+=(".tar.gz")
  fi
  # The files' names: <artifactId>-<version>, where a SNAPSHOT's name carries the deploy's
  # timestamp and build number in place of "SNAPSHOT".
  local v="${vdir##*/}" stem
  stem="$a-$v"
  case "$v" in
    *-SNAPSHOT) stem="$a-${v%-SNAPSHOT}-[0-9]*.[0-9]*-[0-9]*" ;;
  esac
  for suffix in "${want[@]}"; do
    # shellcheck disable=SC2206 # the glob is meant to expand
    local matches=($vdir/$stem$suffix)
    [ -f "${matches[0]}" ] || fail "$a: no $a-$v$suffix in $vdir"
  done
  for f in "$vdir"/*; do
    case "$f" in
      *.md5 | *.sha1 | *.sha256 | *.sha512 | *.asc | */maven-metadata*) continue ;;
    esac
    [ -f "$f.sha1" ] && [ -f "$f.md5" ] || fail "$a: ${f##*/} has no .sha1 or .md5"
    if $signed && [ ! -f "$f.asc" ]; then fail "$a: ${f##*/} is not signed"; fi
  done
  # The distribution archive's entries belong to no one in particular: uid and gid 0 (root, as
  # the assembly's overrides say), whoever built it; a user who unpacks it as root would otherwise
  # get files owned by the builder's uid.
  for f in "$vdir"/*.tar.gz; do
    [ -f "$f" ] || continue
    local owners
    owners="$(tar --numeric-owner -tvzf "$f" | awk '{ print $2 }' | sort -u | paste -sd' ' -)"
    [ "$owners" = "0/0" ] || fail "$a: ${f##*/} has entries owned by $owners, not 0/0"
    owners="$(tar -tvzf "$f" | awk '{ print $2 }' | sort -u | paste -sd' ' -)"
    [ "$owners" = "root/root" ] || fail "$a: ${f##*/} has entries owned by $owners, not root/root"
  done
  for f in "$vdir"/*.pom; do
    [ -f "$f" ] || continue
    if grep -qE '\$\{(revision|sha1|changelist)\}' "$f"; then
      fail "$a: ${f##*/} has an unresolved \${revision}"
    fi
    for tag in name description; do
      grep -qE "<$tag[ >]" "$f" || fail "$a: ${f##*/} has no <$tag>"
    done
    if ! grep -q '<parent>' "$f"; then
      for tag in url licenses scm developers; do
        grep -qE "<$tag[ >]" "$f" || fail "$a: ${f##*/} has no <$tag> (and no parent to inherit it from)"
      done
    elif ! grep -q '<artifactId>idna4j-parent</artifactId>' "$f"; then
      fail "$a: ${f##*/} has a parent other than idna4j-parent"
    fi
  done
}

check_module "$root/pom.xml"
# The artifactIds of this reactor (a module's directory need not be its artifactId:
# idna-agent is idna4j-agent).
declare -A artifacts=(["$(artifact_id "$root/pom.xml")"]=1)
for m in $(sed -n 's|^ *<module>\(.*\)</module>.*|\1|p' "$root/pom.xml"); do
  check_module "$root/$m/pom.xml"
  artifacts["$(artifact_id "$root/$m/pom.xml")"]=1
done
# Nothing else: every directory under org/idna4j is an artifact of this reactor.
for d in "$base"/*/; do
  [ -d "$d" ] || continue
  a="${d%/}"
  a="${a##*/}"
  if [ -z "${artifacts[$a]:-}" ]; then
    fail "$a is in $dir but not a module of this build"
  fi
done

if [ "$failures" -gt 0 ]; then
  echo "check-staged: $failures problem(s) in $dir" >&2
  exit 1
fi
echo "check-staged: $dir holds every published module, complete$($signed && echo ', signed')" >&2
