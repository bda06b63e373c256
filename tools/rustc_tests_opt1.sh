#!/bin/sh
# Cargo runs every rustc command through this script (.cargo/config.toml,
# build.rustc-wrapper). A release build of hornbook's own test executables
# (the library's unit tests, `--test`, and the integration crate) gets
# opt-level 1 instead of 3: `cargo test --release` compiles the whole
# library a second time for its unit tests, and that copy at opt-level 3
# was the largest single part of a cold build (tests/README.md, "Build
# time"). The library the tests call, the hornbook binary and every
# dependency keep the profile's opt-level 3. Debug builds pass unchanged.
rustc=$1
shift
case " $* " in
*" -C opt-level=3 "*)
  case " $* " in
  *" --crate-name hornbook "*" --test "* | *" --crate-name integration "*)
    exec "$rustc" "$@" -C opt-level=1
    ;;
  esac
  ;;
esac
exec "$rustc" "$@"
