#!/usr/bin/env bash
# Installs what the project needs on a fresh machine that has only Node and npm, then runs the command given
# after `--` with that toolchain first on PATH:
# - Node 24 LTS when the machine's Node is older: the npm registry's `node-linux-<arch>` package, unpacked into
#   .tools/node (its include/ has the headers better-sqlite3 compiles against; no other download is needed);
# - pnpm 10;
# - with --browser, Debian's Chromium (prerendering and the browser tests);
# - with --postgres, Debian's PostgreSQL server programs (the api suite's PostgreSQL leg starts a throwaway
#   cluster with them; no service is started);
# - with --nginx, Debian's nginx and, where Debian has them, its brotli_static and brotli filter modules
#   (`pnpm run serve:nginx` runs nginx unprivileged from a temporary prefix; the package's service is not needed);
# - with --promtool, promtool from Debian's prometheus package, unpacked into .tools/prometheus (never installed:
#   the package would start a Prometheus server; the api's tests check its alert rules and dashboard with it);
# - with --deploy, what checks the production layout of shell/deploy/ (docs/deploy.md): Debian's supervisor
#   (supervisord runs the api processes in a test), logrotate (`logrotate -d`) and systemd (`systemd-analyze
#   verify` only: systemd is not started, nor made init).
set -euo pipefail

NODE_VERSION=24.21.0
root="$(cd "$(dirname "$0")/.." && pwd)"

want_browser=false
want_postgres=false
want_nginx=false
want_promtool=false
want_deploy=false
command=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --browser) want_browser=true ;;
    --postgres) want_postgres=true ;;
    --nginx) want_nginx=true ;;
    --promtool) want_promtool=true ;;
    --deploy) want_deploy=true ;;
    --) shift; command=("$@"); break ;;
    *) echo "ensure-tools: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# The project's Node: the machine's when it is 24 or newer, else a project-local copy.
if [[ "$(node_major)" -lt 24 ]]; then
  local_node="$root/.tools/node"
  if [[ "$("$local_node/bin/node" -v 2>/dev/null)" != "v$NODE_VERSION" ]]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *) echo "ensure-tools: no Node $NODE_VERSION package for $(uname -m)" >&2; exit 1 ;;
    esac
    echo "Installing Node $NODE_VERSION into .tools/node from the npm registry..."
    download="$(mktemp -d)"
    (cd "$download" && npm pack --silent "node-linux-$arch@$NODE_VERSION" >/dev/null)
    rm -rf "$local_node" && mkdir -p "$local_node"
    tar -xzf "$download"/node-linux-*.tgz --strip-components=1 -C "$local_node"
    rm -rf "$download"
  fi
  export PATH="$local_node/bin:$PATH"
fi
# Native addons build against the headers of the Node that runs them (never downloaded).
node_home="$(dirname "$(dirname "$(command -v node)")")"
if [[ -f "$node_home/include/node/node.h" ]]; then
  export npm_config_nodedir="$node_home"
fi

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

if [[ "$want_nginx" == true ]] && ! command -v nginx >/dev/null 2>&1 && [[ ! -x /usr/sbin/nginx ]]; then
  echo "Installing nginx from Debian's packages..."
  apt_install nginx
  # Precompressed .br files are served by this module; without it nginx serves the .gz ones.
  if apt-cache show libnginx-mod-http-brotli-static >/dev/null 2>&1; then
    apt_install libnginx-mod-http-brotli-static
  fi
fi
# Pages (SSI, so compressed per answer) in brotli; without it nginx sends them gzipped. Also on a machine whose
# nginx came before this module was wanted.
if [[ "$want_nginx" == true ]] && [[ ! -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]] \
  && apt-cache show libnginx-mod-http-brotli-filter >/dev/null 2>&1; then
  apt_install libnginx-mod-http-brotli-filter
fi

if [[ "$want_promtool" == true ]] && ! command -v promtool >/dev/null 2>&1 \
  && [[ ! -x "$root/.tools/prometheus/usr/bin/promtool" ]]; then
  echo "Unpacking promtool from Debian's prometheus package into .tools/prometheus..."
  if [[ "$apt_updated" == false ]]; then $SUDO apt-get update -qq; apt_updated=true; fi
  download="$(mktemp -d)"
  chmod 755 "$download"
  (cd "$download" && apt-get download -qq prometheus 2>/dev/null)
  rm -rf "$root/.tools/prometheus" && mkdir -p "$root/.tools/prometheus"
  dpkg-deb -x "$download"/prometheus_*.deb "$root/.tools/prometheus"
  rm -rf "$download"
fi
if [[ -x "$root/.tools/prometheus/usr/bin/promtool" ]]; then
  export PATH="$root/.tools/prometheus/usr/bin:$PATH"
fi

if [[ "$want_deploy" == true ]]; then
  missing=()
  command -v supervisord >/dev/null 2>&1 || missing+=(supervisor)
  [[ -x /usr/sbin/logrotate ]] || missing+=(logrotate)
  command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
  if [[ ${#missing[@]} -gt 0 ]]; then
    echo "Installing ${missing[*]} from Debian's packages..."
    apt_install "${missing[@]}"
  fi
fi

if [[ ${#command[@]} -gt 0 ]]; then
  exec "${command[@]}"
fi
