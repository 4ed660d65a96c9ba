#!/usr/bin/env bash
# Generates openapi-generator's Java client (library native) from idna-server's checked-in
# OpenAPI document, compiles it, and calls every endpoint of a server started in the same JVM
# (Smoke.java). By hand, after `mvn -B -pl idna-server -am test-compile` (it reads the modules'
# target/classes); not part of `mvn verify`: the generator is a 32 MB download and generating
# plus compiling the client took 68 s and 77 s (wall, about 7 s CPU each) on the shared two-core
# machine, the calls 44 s with the server starting in the same JVM (idna-server/README.md).
#
#   bash idna-server/openapi-client/run.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
version=7.25.0
repo="${MAVEN_REPO:-$HOME/.m2/repository}"
cli="$repo/org/openapitools/openapi-generator-cli/$version/openapi-generator-cli-$version.jar"
[ -f "$cli" ] || mvn -B -q dependency:get -Dartifact="org.openapitools:openapi-generator-cli:$version" -Dtransitive=false
jars=(
  com/fasterxml/jackson/core/jackson-databind/2.21.2/jackson-databind-2.21.2.jar
  com/fasterxml/jackson/core/jackson-core/2.21.2/jackson-core-2.21.2.jar
  com/fasterxml/jackson/core/jackson-annotations/2.21/jackson-annotations-2.21.jar
  com/fasterxml/jackson/datatype/jackson-datatype-jsr310/2.21.2/jackson-datatype-jsr310-2.21.2.jar
  jakarta/annotation/jakarta.annotation-api/2.1.1/jakarta.annotation-api-2.1.1.jar
  org/eclipse/jetty/jetty-server/12.1.14/jetty-server-12.1.14.jar
  org/eclipse/jetty/jetty-http/12.1.14/jetty-http-12.1.14.jar
  org/eclipse/jetty/jetty-io/12.1.14/jetty-io-12.1.14.jar
  org/eclipse/jetty/jetty-util/12.1.14/jetty-util-12.1.14.jar
  org/slf4j/slf4j-api/2.0.17/slf4j-api-2.0.17.jar
  com/ibm/icu/icu4j/79.1/icu4j-79.1.jar
)
cp=""
for j in "${jars[@]}"; do
  if [ ! -f "$repo/$j" ]; then
    IFS=/ read -r -a p <<<"$j"
    n=${#p[@]}
    group=$(IFS=.; echo "${p[*]:0:n-3}")
    mvn -B -q dependency:get -Dartifact="$group:${p[n-3]}:${p[n-2]}" -Dtransitive=false
  fi
  cp="$cp$repo/$j:"
done
for c in "$root"/*/target/classes; do cp="$cp$c:"; done
out="$root/idna-server/target/openapi-client"
rm -rf "$out"
start=$(date +%s)
java -jar "$cli" generate -i "$root/idna-server/src/main/resources/openapi.json" \
  -g java --library native -o "$out/src" \
  --additional-properties=openApiNullable=false,useJakartaEe=true,hideGenerationTimestamp=true,invokerPackage=t.client,apiPackage=t.api,modelPackage=t.model \
  --global-property=apiTests=false,modelTests=false,apiDocs=false,modelDocs=false >"$out.log" 2>&1
generated=$(date +%s)
mkdir -p "$out/classes"
javac -nowarn -d "$out/classes" -cp "$cp" $(find "$out/src/src/main/java" -name '*.java') "$root/idna-server/openapi-client/Smoke.java"
compiled=$(date +%s)
java -cp "$out/classes:$cp" t.Smoke
echo "generate $((generated - start)) s, compile $((compiled - generated)) s, run $(($(date +%s) - compiled)) s"
