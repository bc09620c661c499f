#!/usr/bin/env bash
# Installs what the project needs on a fresh machine that has only Node 20 and npm: pnpm 10 always;
# with --browser, Debian's Chromium (prerendering and the browser tests); with --postgres, Debian's PostgreSQL
# server programs (the api suite's PostgreSQL leg starts a throwaway cluster with them; no service is started).
set -euo pipefail

want_browser=false
want_postgres=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    --postgres) want_postgres=true ;;
    *) echo "ensure-tools: unknown option $arg" >&2; exit 2 ;;
  esac
done

SUDO=""
if [[ "$(id -u)" != "0" ]]; then SUDO="sudo"; fi
apt_updated=false
apt_install() {
  if [[ "$apt_updated" == false ]]; then
    $SUDO apt-get update -qq
    apt_updated=true
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version 2>/dev/null | grep -q '^10\.'; then
  echo "Installing pnpm 10 with npm..."
  npm install -g pnpm@10 >/dev/null
fi

if [[ "$want_browser" == true ]] && [[ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]]; then
  echo "Installing Chromium from Debian's packages..."
  apt_install chromium
fi

if [[ "$want_postgres" == true ]] && ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  echo "Installing PostgreSQL from Debian's packages..."
  # The package's own cluster is not needed: the tests start theirs in a temporary folder.
  apt_install postgresql
fi
