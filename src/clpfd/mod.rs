//! CLP(FD): the native finite-domain solver and its Prolog interface.
//! FD variables are attributed variables (module `clpfd`, attribute value
//! = store index) whose domains live in the Machine's [`store::Store`];
//! propagators are Rust objects (`propagators/`), run to a fixpoint by
//! priority (`queue.rs`). The library is `stdlib/clpfd.pl`.
//!
//! Two layers live here, and the dependencies go one way:
//!
//! - **Engine level** (below the machine): `domain.rs`, `store.rs`,
//!   `queue.rs`, `labeling.rs`, `stats.rs`, `wide_mul.rs` and `propagators/`. The
//!   `Machine` owns a [`Store`] and the heap collector forwards the heap
//!   addresses of its variables, so these files name nothing but
//!   `crate::term` and `crate::clpfd` itself: never `crate::machine` or
//!   anything above it (a test below checks it).
//! - **Builtins level**: `builtins/`, the `'$fd_...'` builtins and the
//!   arithmetic relations, which read and build heap terms on the
//!   `Machine`. They may use everything below them, the engine included.

pub mod builtins;
pub mod domain;
pub mod labeling;
pub mod propagators;
pub mod queue;
pub mod stats;
pub mod store;
pub mod wide_mul;

pub use domain::Domain;
pub use store::Store;

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// Every `crate::` path an engine-level file names, with the file
    /// (this file, which declares both layers, aside).
    fn engine_paths(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).expect("src/clpfd is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "builtins") {
                    engine_paths(&path, out);
                }
                continue;
            }
            if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("src/clpfd/mod.rs") {
                let text = std::fs::read_to_string(&path).expect("a source file");
                for (i, _) in text.match_indices("crate::") {
                    let rest: String = text[i + 7..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    out.push((path.display().to_string(), rest));
                }
            }
        }
    }

    /// The solver core stays below the machine: it names only the term
    /// layer and itself (see the module documentation).
    #[test]
    fn engine_names_only_term_and_clpfd() {
        let mut paths = Vec::new();
        engine_paths(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/clpfd"), &mut paths);
        assert!(paths.iter().any(|(f, _)| f.ends_with("store.rs")), "the engine files were found");
        let wrong: Vec<_> = paths.iter().filter(|(_, m)| m != "term" && m != "clpfd").collect();
        assert!(wrong.is_empty(), "engine-level files name modules above them: {wrong:?}");
    }
}
