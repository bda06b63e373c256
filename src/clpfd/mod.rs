//! CLP(FD): the native finite-domain solver. FD variables are attributed
//! variables (module `clpfd`, attribute value = store index) whose domains
//! live in the Machine's [`store::Store`]; propagators are Rust objects
//! (`propagators/`), run to a fixpoint by priority (`queue.rs`). The
//! Prolog side is `stdlib/clpfd.pl`, over the builtins in
//! `src/builtins/clpfd*.rs`.

pub mod domain;
pub mod labeling;
pub mod propagators;
pub mod queue;
pub mod stats;
pub mod store;

pub use domain::Domain;
pub use store::Store;
