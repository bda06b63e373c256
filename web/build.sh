#!/bin/sh
# Builds the playground into web/dist/: the engine compiled to WebAssembly
# (the same crate, without the terminal feature), its JavaScript bindings,
# the page bundled with esbuild, and the seed programs. Needs the
# wasm32-unknown-unknown target, wasm-bindgen-cli of the version in
# Cargo.lock, and npm (README, "The playground").
set -eu
cd "$(dirname "$0")"
root=..
out=dist

# The engine, in a target folder of its own (the tests run this script
# while cargo holds the main one). A WebAssembly stack cannot grow on demand as the native one
# does (src/host/mod.rs), so it is linked large.
# Whole-program optimisation for this build only: measured in Chromium
# against the default profile, nrev 2.2x -> 1.2x native, Shapely once
# 6.7x -> 4.5x, first prompt 617 -> 451 ms, 1.27 -> 1.10 MB gzipped.
RUSTFLAGS="${RUSTFLAGS:-} -C link-arg=-zstack-size=16777216" \
  CARGO_PROFILE_RELEASE_LTO=fat CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo rustc --manifest-path "$root/Cargo.toml" --lib --release --crate-type cdylib \
  --target wasm32-unknown-unknown --no-default-features --features web \
  --target-dir "$root/target/web"
rm -rf "$out"
mkdir -p "$out/pkg" "$out/programs"
wasm-bindgen --target web --no-typescript --out-dir "$out/pkg" \
  "$root/target/web/wasm32-unknown-unknown/release/hornbook.wasm"

# The page.
[ -d node_modules ] || npm ci --no-audit --no-fund
./node_modules/.bin/esbuild src/app.js --bundle --format=esm --minify --outfile="$out/app.js"
./node_modules/.bin/esbuild src/worker.js --bundle --format=esm --minify \
  --external:./pkg/hornbook.js --outfile="$out/worker.js"
cp index.html style.css "$out/"
for p in freecell tictactoe tictactoe_mn tictactoe_mn_play katamino shapely_squares shapely_puzzles; do
  cp "$root/programs/$p.pl" "$out/programs/"
done
echo "built $out: serve it with python3 -m http.server -d web/dist 8000"
