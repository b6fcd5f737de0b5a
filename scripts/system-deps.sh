#!/usr/bin/env bash
# Installs the Debian packages the tests need (PostgreSQL server, Chromium and its headless shell) when they are missing.
# Only possible as root with apt-get; otherwise it says what is missing and carries on.
set -euo pipefail
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The browser tests' Chromium: its headless shell (e2e/support/chromium.ts).
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
else
  echo "Missing system packages (install them to run every suite): ${missing[*]}" >&2
fi
