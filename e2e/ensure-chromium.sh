#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium through playwright-core (Playwright cannot download its
# own browser here). Installs it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "[e2e] /usr/bin/chromium not found: installing Debian's chromium package"
if [ "$(id -u)" -ne 0 ]; then
  echo "[e2e] run as root, or install it yourself: sudo apt-get install -y chromium" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
