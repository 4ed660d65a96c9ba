# The part of the idna command that ./idna (in a checkout) and bin/idna (in the distribution
# archive, where this file is lib/launch.sh) share: the locale, the JVM options per command, the
# class-data-sharing archive, and the exec of the JVM. Sourced, not run, by a launcher that has
# set:
#   java  the java command (`java`, or $JAVA_HOME/bin/java)
#   jar   lib/idna.jar (the archive is remade when the jar is newer)
#   cp    the class path (idna-start.jar:idna.jar)
#   main  the main class
#   jsa   the class-data-sharing archive to keep, in a directory the launcher has made; empty for
#         none
# and keeps the launcher's arguments ("$@"), which go to the command. It uses bash's own
# expansions where they do the same as an external command (each fork costs a few ms).
# shellcheck shell=bash

# Java 17 decodes arguments with the locale's charset: under LANG=C, "bücher" would arrive as
# "b??cher". Run the JVM under a UTF-8 locale when the current one is not (the jar also
# recovers the raw argument bytes on Linux, for direct java -jar use).
# Bash itself tells without a fork: under a working UTF-8 locale (installed, and named by the
# first of LC_ALL, LC_CTYPE, LANG that is set) these 9 bytes of UTF-8 (U+00FC U+20AC U+1F600)
# are 3 characters; under C, POSIX, a locale that is not installed or another charset they are
# not, and `locale charmap` decides as before.
utf8_probe=$'\xc3\xbc\xe2\x82\xac\xf0\x9f\x98\x80'
charmap=""
if [ "${#utf8_probe}" = 3 ]; then
  charmap="UTF-8"
else
  charmap="$(locale charmap 2>/dev/null || true)"
fi
if [ "$charmap" != "UTF-8" ]; then
  for candidate in C.UTF-8 C.utf8 en_US.UTF-8; do
    if locale -a 2>/dev/null | grep -qixF "$candidate"; then
      export LC_ALL="$candidate"
      break
    fi
  done
fi

# ---- JVM options per command (subcommands that stream bulk input go in the first list) ----
# Bulk commands run for seconds to minutes: the full JIT (C2) and the parallel GC pay off.
# Everything else converts a few names and exits: C1 only (no C2 compiler threads competing
# for the cores) and no perf-data file start fastest. The JVM's default collector (G1) stays:
# it alone maps the archive's pre-built heap objects (module graph, class mirrors), which costs
# less CPU than the serial collector's lighter set-up saves (see idna-cli/README.md, Start-up).
# (-XX:TieredStopAtLevel=1 halves the throughput of a 10,000,000-line check; see idna-cli/README.md.)
one_shot_opts="-XX:TieredStopAtLevel=1 -XX:-UsePerfData"
case "${1:-}" in
  check|compare|email) jvm_opts="-XX:+UseParallelGC -Xmx384m" ;;
  # The JDK caches, per thread, a direct copy of every heap buffer written to a socket, at the
  # buffer's size; a large answer to a slow reader could pin it (issue 28, finding 4). The server
  # writes in 32 KiB slices; this caps the cache too (ServeCommand sets it when it is missing).
  serve) jvm_opts="-XX:+UseParallelGC -Xmx384m -Djdk.nio.maxCachedBufferSize=262144" ;;
  # LGR files of megabytes and collision indexes of a zone: full JIT, the JVM's default heap
  lgr) jvm_opts="-XX:+UseParallelGC" ;;
  *) jvm_opts="$one_shot_opts" ;;
esac
# ---- end of the per-command JVM options ----

# The class-data-sharing archive: (re)made when missing, older than the jar, or made by
# another JVM; a failed attempt is recorded so that it is not retried until one of those
# changes. A static archive (-Xshare:dump over the classes a training run loaded), not a
# dynamic one (-XX:ArchiveClassesAtExit): Java 17 leaves classes of class-file version 49 out
# of dynamic archives, and picocli's are version 49. Three training runs convert one name each:
# to-ascii and punycode decode without an option (plain calls, which skip picocli), to-unicode
# with one (through picocli); together they load what the one-shot commands need at start-up
# (picocli, the engines, ICU4J). Classes they did not load come from the jar as usual.
# Their three class lists are joined into one. Newer JDKs (25; not 17) number each list's classes
# ("java/lang/Object id: 0"), and -Xshare:dump rejects a list in which a number comes twice
# ("class list format error"), which the joined lists would have: the numbers are dropped (the
# dump needs them only for classes of custom class loaders, which the command has none of).
cds_opts=()
if [ -n "$jsa" ] && [ "${IDNA_CDS:-on}" != off ] && [ -w "${jsa%/*}" ]; then
  made_by=""
  [ -f "$jsa.jvm" ] && IFS= read -r made_by <"$jsa.jvm" || true
  # Without a fork, the common case: the JVM that made the archive (or failed to) is this one
  # when `java` is the file recorded in idna.jsa.jvm and its libjvm.so still has the modification
  # time copied into idna.jsa.libjvm (touch -r) when the record was written. Anything else (no
  # copy, another JVM, a JDK updated in place) takes the full check below, which computes the
  # JVM's id (real path, size and time of java and libjvm.so) with readlink and stat. The record
  # ends with the class path, which the archive serves alone.
  java_cmd="$java"
  if [ "$java" = java ] && hash java 2>/dev/null; then
    java_cmd="${BASH_CMDS[java]}"
  fi
  made_bin="${made_by#* }"
  made_bin="${made_bin%% *}"
  made_libjvm="${made_bin%/*}/../lib/server/libjvm.so"
  known=""
  if [ -n "$made_bin" ] && [[ "$made_by" == *" $cp" ]] && [ "$java_cmd" -ef "$made_bin" ] \
      && [ -f "$jsa.libjvm" ] \
      && ! [ "$made_libjvm" -nt "$jsa.libjvm" ] && ! [ "$made_libjvm" -ot "$jsa.libjvm" ]; then
    case "$made_by" in
      "ok "*) [ -f "$jsa" ] && ! [ "$jar" -nt "$jsa" ] && known=ok ;;
      "failed "*) [ "$jar" -nt "$jsa.jvm" ] || known=failed ;;
    esac
  fi
  if [ -z "$known" ]; then
    java_bin="$(readlink -f "$(command -v "$java")" 2>/dev/null || echo "$java")"
    libjvm="${java_bin%/*}/../lib/server/libjvm.so"
    jvm_id="$java_bin $(stat -L --printf '%s %Y ' "$java_bin" "$libjvm" 2>/dev/null || true)"
    jvm_id="$jvm_id$cp"
    if [ ! -f "$jsa" ] || [ "$jar" -nt "$jsa" ] || [ "$made_by" != "ok $jvm_id" ]; then
      if [ "$made_by" != "failed $jvm_id" ] || [ "$jar" -nt "$jsa.jvm" ]; then
        tmp="$jsa.$$.tmp"
        rm -f "$jsa"
        # A JVM that aborts while dumping writes no hs_err file or core into the caller's directory.
        quiet_crash=(-XX:ErrorFile="$tmp.hs_err" -XX:-CreateCoredumpOnCrash)
        trained=true
        : >"$tmp.classlist"
        for training in "to-ascii bücher.example" "punycode decode bcher-kva" \
            "to-unicode --profile lookup xn--bcher-kva.example"; do
          # shellcheck disable=SC2086 # one_shot_opts and training are lists of words
          "$java" "${quiet_crash[@]}" -XX:DumpLoadedClassList="$tmp.run" $one_shot_opts \
            -cp "$cp" "$main" $training >/dev/null 2>&1 \
            && sed -E 's/ id: [0-9]+$//' "$tmp.run" >>"$tmp.classlist" || trained=false
        done
        if $trained \
            && "$java" "${quiet_crash[@]}" -Xshare:dump -XX:SharedClassListFile="$tmp.classlist" \
              -XX:SharedArchiveFile="$tmp" -Xlog:all=off -cp "$cp" >/dev/null 2>&1 \
            && [ -s "$tmp" ] && mv -f "$tmp" "$jsa"; then
          echo "ok $jvm_id" >"$jsa.jvm"
        else
          rm -f "$tmp"
          echo "failed $jvm_id" >"$jsa.jvm"
        fi
        rm -f "$tmp.classlist" "$tmp.run" "$tmp.hs_err"
      fi
    fi
    made_by=""
    [ -f "$jsa.jvm" ] && IFS= read -r made_by <"$jsa.jvm" || true
    if [ -f "$jsa" ] && [ "$made_by" = "ok $jvm_id" ]; then
      known=ok
    fi
    # Copy libjvm.so's time for the check above, once the record names this JVM.
    case "$made_by" in
      "ok $jvm_id" | "failed $jvm_id")
        touch -r "$libjvm" "$jsa.libjvm" 2>/dev/null || rm -f "$jsa.libjvm"
        ;;
    esac
  fi
  if [ "$known" = ok ]; then
    # -Xlog:cds=off: a JVM that cannot map the archive says so on stdout; it runs without.
    cds_opts=(-XX:SharedArchiveFile="$jsa" -Xshare:auto -Xlog:cds=off)
  fi
fi

if [ -t 2 ]; then tty=true; else tty=false; fi
# shellcheck disable=SC2086 # IDNA_JAVA_OPTS and jvm_opts are lists of options
exec "$java" ${IDNA_JAVA_OPTS:-$jvm_opts} ${cds_opts[@]+"${cds_opts[@]}"} -Didna.stderr.tty="$tty" \
  -cp "$cp" "$main" "$@"
