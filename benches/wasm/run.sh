#!/bin/sh
# The engine in Chromium against the native one (benches/README.md, "In
# the browser"): builds the page and the native binary, then times them
# (benches/wasm/bench.mjs). Run by hand; not part of CI.
#   sh benches/wasm/run.sh
#   RUNS=3 ONLY=shapely sh benches/wasm/run.sh
set -eu
cd "$(dirname "$0")/../.."
sh web/build.sh
cargo build --release
exec node benches/wasm/bench.mjs
