#!/usr/bin/env bash
# The README's first command, `npm run serve`: install, build against the bundled content, serve on
# http://localhost:${PORT:-3000}. On Node 24 whatever the machine's Node: scripts/node24.sh fetches it into a
# private folder when the machine's is another version, as `npm run check` does.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node24.sh
use_node24
npm install --no-audit --no-fund
npm run build
exec npm start
