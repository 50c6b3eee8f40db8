#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright cannot download its own browser here).
# Installs it when missing and we are root; otherwise says how, and fails.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  if [ -x "$CHROMIUM" ]; then
    echo "Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
    exit 0
  fi
  echo "apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi

echo "Browser tests need Debian's Chromium at $CHROMIUM: run \`sudo apt-get install chromium\`" >&2
exit 1
