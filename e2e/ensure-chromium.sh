#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium through playwright-core (Playwright cannot download its
# own browser here), with Debian's Noto CJK fonts so Japanese, Korean and Chinese pages show real
# glyphs. Installs what is missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "[e2e] installing Debian's ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "[e2e] run as root, or install them yourself: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
