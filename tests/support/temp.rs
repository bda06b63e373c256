//! Temporary directories. Every test module runs in one process, in
//! parallel threads, so a name made of the process id alone would be
//! shared between tests: each directory gets a number of its own too, and
//! is removed when dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh directory under the system's temporary directory.
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    /// `label` says which test made it, for anyone who finds it left over.
    pub fn new(label: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("hornbook-{label}-{}-{n}", std::process::id()));
        // A directory left by an earlier process with the same id.
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create a temporary directory");
        TempDir { path }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `contents` to the file `name` in the directory; returns its path.
    pub fn file(&self, name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
        let file = self.path.join(name);
        std::fs::write(&file, contents).expect("write a temporary file");
        file
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
