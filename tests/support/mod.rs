//! Helpers shared by every test module: running the hornbook binary
//! (`process`), a machine in the test's own process (`machine`), temporary
//! files (`temp`), output whose variable names vary (`output`), the golden
//! files, work spread over threads (`parallel`), and the pseudo-terminal
//! harness (`pty`).

pub mod machine;
pub mod output;
pub mod parallel;
pub mod process;
pub mod pty;
pub mod temp;

use std::path::{Path, PathBuf};

/// The crate root: the working directory of every hornbook the tests run,
/// so that paths such as `programs/katamino.pl` and `tests/diag/...` work.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A file of the crate, by its path from the root.
pub fn path(relative: &str) -> PathBuf {
    root().join(relative)
}

/// The text of `tests/golden/NAME` (see tests/golden/README.md).
pub fn golden(name: &str) -> String {
    let file = path("tests/golden").join(name);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("golden file {}: {e}", file.display()))
}
