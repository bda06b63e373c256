//! The browser playground's engine: a toplevel session stepped from
//! outside (`session.rs`, plain Rust, tested natively) and, in the browser
//! build (`--features web`, target wasm32-unknown-unknown), its JavaScript
//! bindings (`bindings.rs`). The page itself is in `web/` at the top of the
//! repository (ARCHITECTURE.md, "The browser build").

pub mod session;

#[cfg(feature = "web")]
pub mod bindings;
