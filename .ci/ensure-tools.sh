#!/usr/bin/env bash
# Installs what the project needs on a fresh machine that has only Node 20 and npm:
# pnpm 10 always, and Debian's Chromium for the browser tests when called with --browser.
set -euo pipefail

if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version 2>/dev/null | grep -q '^10\.'; then
  echo "Installing pnpm 10 with npm..."
  npm install -g pnpm@10 >/dev/null
fi

if [[ "${1:-}" == "--browser" ]] && [[ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]]; then
  echo "Installing Chromium from Debian's packages..."
  SUDO=""
  if [[ "$(id -u)" != "0" ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
