#!/usr/bin/env bash
# Builds Aalina, the engine of Aualé (Joan Sala Soler, GPL-3.0), from its source with plain javac
# and Debian-packaged jars: no Maven, no network beyond Debian's archive. None of its code is kept
# in this repository.
#
# Usage: bench/aalina/build-aalina.sh SAMURAI_SRC OWARE_SRC OUT_DIR
#   SAMURAI_SRC  a checkout of github.com/joansalasoler/samurai (the engine framework)
#   OWARE_SRC    a checkout of github.com/joansalasoler/oware (the oware game: rules, evaluation,
#                opening book oware-roots.bin and endgame table oware-leaves.bin)
#   OUT_DIR      where to write aalina.jar and the two .bin books
# Then: AALINA=OUT_DIR/aalina.jar bench/aalina/match.sh
#
# Aalina's pom asks for Guice 7, picocli 4.7, jline 3.19 and Berkeley DB JE 3.2 from Maven
# Central; the Debian jars (Guice 4.2.3, picocli 4.6.2, jline3 3.3.1, db-je 3.3.98) compile the
# same source unchanged. Guice 4.2.3 needs `--add-opens java.base/java.lang=ALL-UNNAMED` on
# Java 17 (match.sh passes it).
set -euo pipefail
if [ $# -ne 3 ]; then
    sed -n '2,15p' "$0" >&2
    exit 2
fi
samurai=$(realpath "$1")
oware=$(realpath "$2")
mkdir -p "$3"
out=$(realpath "$3")

debs="libguice-java libaopalliance-java libatinject-jsr330-api-java libguava-java libpicocli-java libjline3-java libdb-je-java"
# shellcheck disable=SC2086
if ! dpkg -s $debs >/dev/null 2>&1; then
    apt-get install -y --no-install-recommends $debs
fi
jars=(guice aopalliance atinject-jsr330-api guava picocli jline3 db-je)
classpath=$(printf '/usr/share/java/%s.jar:' "${jars[@]}")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$samurai/src/main/java" "$oware/src/main/java" -name '*.java' >"$work/sources"
mkdir "$work/classes"
javac -nowarn -encoding UTF-8 -cp "$classpath" -d "$work/classes" @"$work/sources"
cp "$oware/src/main/resources/oware.properties" "$work/classes/"
{
    echo "Main-Class: com.joansala.game.oware.OwareModule"
    # Continuation lines start with one space; the second space separates the entries.
    echo "Class-Path: /usr/share/java/${jars[0]}.jar"
    printf '  /usr/share/java/%s.jar\n' "${jars[@]:1}"
} >"$work/manifest"
jar cfm "$out/aalina.jar" "$work/manifest" -C "$work/classes" .
cp "$oware/src/main/resources/oware-roots.bin" "$oware/src/main/resources/oware-leaves.bin" "$out/"
echo "built $out/aalina.jar"
