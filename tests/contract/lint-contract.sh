#!/bin/sh
# Lints the API contract with Redocly CLI (pinned in package.json; `npm ci` here installs it):
#   tests/contract/lint-contract.sh [spec.yaml]     (default: resources/api/openapi.yaml)
# Exits non-zero when the linter reports an error. Runs offline: npx --no-install never fetches.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
spec=${1:-$here/../../resources/api/openapi.yaml}
spec=$(realpath "$spec")
if [ ! -x "$here/node_modules/.bin/redocly" ]; then
    echo "lint-contract: Redocly CLI is not installed; run: npm ci --prefix tests/contract" >&2
    exit 2
fi
cd "$here"
# The ignore file beside redocly.yaml names the spec relative to this folder.
exec npx --no-install redocly lint --config redocly.yaml --format=stylish \
    "$(realpath --relative-to="$here" "$spec")"
