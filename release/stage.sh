#!/usr/bin/env bash
# Stages a release: writes every published module of this checkout into a Maven repository
# layout at DIR (jar, -sources.jar, -javadoc.jar, the POM, the CycloneDX SBOM, checksums, and
# .asc signatures when a key is given), and idna-cli's distribution archive as its tar.gz.
#
#   release/stage.sh [--version VERSION] DIR
#
# DIR must not exist or be empty. VERSION overrides ${revision} (.mvn/maven.config) for this
# run, for a release candidate such as 1.0.0-rc.1; without it the checkout's version is staged.
#
# Signing: set IDNA4J_GPG_KEY to a key id (gpg --list-secret-keys) and MAVEN_GPG_PASSPHRASE to
# its passphrase (if it has one); GNUPGHOME selects another keyring. Without IDNA4J_GPG_KEY the
# artifacts are staged unsigned and the script says so.
#
# Nothing is installed into ~/.m2: the artifacts are deployed to file://DIR only. Tests are
# skipped (`mvn verify` is CI's job); what guards the published artifacts still runs: javac's
# lint and Error Prone, javadoc with doclint, the API baselines, the enforcer rules. See
# README.md, "Releasing".
set -euo pipefail

usage() {
  echo "usage: release/stage.sh [--version VERSION] DIR" >&2
  exit 2
}
version=""
while [ $# -gt 0 ]; do
  case "$1" in
    --version) [ $# -ge 2 ] || usage; version="$2"; shift 2 ;;
    --version=*) version="${1#--version=}"; shift ;;
    -h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
dir="$(cd "$1" && pwd)"
if [ -n "$(ls -A "$dir")" ]; then
  echo "release/stage.sh: $dir is not empty; stage into a new directory" >&2
  exit 2
fi

# The commit `idna version` prints: HEAD, marked -dirty when the tree has uncommitted changes
# to tracked files (a build of something no commit holds); "unknown" outside git.
commit=unknown
if git -C "$root" rev-parse --verify -q HEAD >/dev/null 2>&1; then
  commit="$(git -C "$root" rev-parse HEAD)"
  if ! git -C "$root" diff --quiet HEAD -- 2>/dev/null; then
    commit="$commit-dirty"
  fi
fi

args=(-B -Prelease clean deploy
  -Dmaven.test.skip=true -Dspotless.check.skip=true
  -Dmaven.install.skip=true -DdeployAtEnd=true
  "-DaltDeploymentRepository=idna4j-staging::file://$dir"
  "-Didna4j.commit=$commit")
[ -n "$version" ] && args+=("-Drevision=$version")
if [ -n "${IDNA4J_GPG_KEY:-}" ]; then
  args+=("-Dgpg.keyname=$IDNA4J_GPG_KEY")
  signed="signed with key $IDNA4J_GPG_KEY"
else
  args+=(-Dgpg.skip=true)
  signed="NOT signed (set IDNA4J_GPG_KEY to sign; see README.md, Releasing)"
fi
[ -n "${IDNA4J_STAGE_MVN_ARGS:-}" ] && read -r -a extra <<<"$IDNA4J_STAGE_MVN_ARGS" && args+=("${extra[@]}")

start=$SECONDS
log="$(mktemp -t idna4j-stage.XXXXXX.log)"
echo "release/stage.sh: staging commit $commit into $dir (log: $log)" >&2
if ! (cd "$root" && mvn "${args[@]}") >"$log" 2>&1; then
  tail -60 "$log" >&2
  echo "release/stage.sh: the build failed (full log: $log)" >&2
  exit 1
fi
rm -f "$log"

# What the build wrote, checked: every published module has its files, every POM its metadata
# and no unresolved CI-friendly version.
"$root/release/check-staged.sh" "$dir"
echo "release/stage.sh: staged in $((SECONDS - start)) s into $dir, $signed" >&2
