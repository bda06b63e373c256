//! Files held in memory, in front of the file system: the browser build
//! has no file system, so the programs a page loads are put here and
//! `consult/1`, `open/3` for reading and `exists_file/1` find them by name.
//! A native build puts nothing here, and every lookup falls through to the
//! file system at the cost of one look at an empty map.
//!
//! Like the file system it stands for, the store belongs to the process
//! (one per thread: a browser worker runs one machine), not to a machine.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;

thread_local! {
    static MEMORY_FILES: RefCell<HashMap<String, Vec<u8>>> = RefCell::new(HashMap::new());
}

/// Puts a file in memory under `name` (replacing one of that name).
pub fn put_memory_file(name: &str, bytes: Vec<u8>) {
    MEMORY_FILES.with(|f| f.borrow_mut().insert(name.to_string(), bytes));
}

/// The names of the files held in memory, sorted.
pub fn memory_file_names() -> Vec<String> {
    let mut names: Vec<String> = MEMORY_FILES.with(|f| f.borrow().keys().cloned().collect());
    names.sort();
    names
}

fn memory_file(path: &Path) -> Option<Vec<u8>> {
    MEMORY_FILES.with(|f| {
        let files = f.borrow();
        if files.is_empty() {
            return None;
        }
        files.get(path.to_str()?).cloned()
    })
}

/// The bytes of a file: one held in memory, else one of the file system.
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    match memory_file(path) {
        Some(bytes) => Ok(bytes),
        None => std::fs::read(path),
    }
}

/// Whether `path` names a file (in memory or on the file system).
pub fn is_file(path: &Path) -> bool {
    MEMORY_FILES.with(|f| path.to_str().is_some_and(|p| f.borrow().contains_key(p))) || path.is_file()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_in_memory_is_found_before_the_file_system() {
        put_memory_file("no/such/dir/prog.pl", b"p.\n".to_vec());
        assert!(is_file(Path::new("no/such/dir/prog.pl")));
        assert_eq!(read(Path::new("no/such/dir/prog.pl")).unwrap(), b"p.\n");
        assert!(!is_file(Path::new("no/such/dir/other.pl")));
        assert!(read(Path::new("no/such/dir/other.pl")).is_err());
    }
}
