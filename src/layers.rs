//! The layers of the crate and the one direction of their dependencies: a
//! module may name the modules of its own layer and of the layers below it,
//! never one above. The test below reads every source file and fails on a
//! path (`crate::x`, in a `use` or in code) that goes up. ARCHITECTURE.md
//! ("Layers") explains each layer.
//!
//! Unit tests (`#[cfg(test)]` modules, `tests*.rs` files) are exempt: a
//! test of the engine may build a whole system to set up its machine.

/// From the bottom up: (top-level module, layer). Modules of one layer may
/// name each other.
pub const LAYERS: &[(&str, u32)] = &[
    // What the operating system (or the browser) offers.
    ("host", 0),
    ("term", 0),
    ("arith", 1),
    ("reader", 2),
    ("write", 3),
    // The CLP(FD) solver's core: the machine holds its store.
    ("clpfd", 4),
    ("machine", 5),
    ("messages", 6),
    ("compile", 7),
    ("builtins", 8),
    // Library loading: consulting files, the embedded libraries, autoloading.
    ("consult", 9),
    ("stdlib", 9),
    ("help", 10),
    ("toplevel", 10),
    // A whole system put together, and the crate's root.
    ("system", 11),
    // Sandbox mode: it names the builtins of every layer.
    ("sandbox", 11),
    ("layers", 11),
    // The browser playground's session and bindings.
    ("web", 11),
];

/// Files below a module that belong to another layer than the module
/// itself: (path prefix under src/, layer).
pub const EXCEPTIONS: &[(&str, u32)] = &[
    // The big-integer type: the term heap stores big integers, so it sits
    // at the bottom with the heap (it names nothing of the crate).
    ("arith/big", 0),
    // The CLP(FD) builtins live with the solver, at the builtins' layer.
    ("clpfd/builtins", 8),
];

/// The layer of a source file, by its path under src/ (`machine/run.rs`).
pub fn layer_of_file(path: &str) -> Option<u32> {
    if let Some(&(_, l)) = EXCEPTIONS.iter().filter(|(p, _)| path.starts_with(p)).max_by_key(|(p, _)| p.len()) {
        return Some(l);
    }
    let module = path.split('/').next()?.trim_end_matches(".rs");
    layer_of_module(module)
}

/// The layer of a top-level module, or of a name the crate root re-exports.
pub fn layer_of_module(module: &str) -> Option<u32> {
    let module = match module {
        "Machine" | "Outcome" => "machine",
        m => m,
    };
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

/// The paths in `source` (the text of file `path` under src/) that name a
/// module of a higher layer: (line number, path).
pub fn upward_paths(path: &str, source: &str) -> Vec<(usize, String)> {
    let Some(own) = layer_of_file(path) else { return Vec::new() };
    let mut found = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for target in crate_paths(code) {
            // A file of a higher layer inside its module names it by its path.
            let target_layer = layer_of_file(&target.replace("::", "/")).or_else(|| layer_of_module(&target));
            if target_layer.is_some_and(|l| l > own) {
                found.push((n + 1, format!("crate::{target}")));
            }
        }
    }
    found
}

/// The module paths after each `crate::` in a line, with `crate::{a, b::c}`
/// groups opened: `machine/select`, `builtins`, ...
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                out.push(module_path(item.trim()));
            }
        } else {
            out.push(module_path(rest));
        }
    }
    out.retain(|p| !p.is_empty());
    out
}

/// The leading `a::b::c` of a path, without its last segment when that is
/// an item (`machine::select::entry` stays, `builtins::register_all` gives
/// `builtins::register_all`: both are judged by their longest known prefix).
fn module_path(text: &str) -> String {
    let end = text.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(text.len());
    text[..end].trim_end_matches(':').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every .rs file under `dir`, as paths relative to src/.
    fn sources(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("source folder") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                sources(root, &path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path.strip_prefix(root).expect("under src").to_string_lossy().replace('\\', "/"));
            }
        }
    }

    /// The part of a file that is not a unit test.
    fn non_test_part(path: &str, text: &str) -> String {
        let file = path.rsplit('/').next().unwrap_or(path);
        if file.starts_with("tests") {
            return String::new();
        }
        match text.find("#[cfg(test)]") {
            Some(i) => text[..i].to_string(),
            None => text.to_string(),
        }
    }

    #[test]
    fn no_module_names_a_module_of_a_higher_layer() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        sources(&root, &root, &mut files);
        assert!(files.len() > 100, "the sources were found");
        let mut wrong = Vec::new();
        for path in files {
            if path == "main.rs" || path == "lib.rs" {
                continue;
            }
            assert!(layer_of_file(&path).is_some(), "{path}: a module in no layer (add it to LAYERS)");
            let text = std::fs::read_to_string(root.join(&path)).expect("readable source");
            for (line, target) in upward_paths(&path, &non_test_part(&path, &text)) {
                wrong.push(format!("src/{path}:{line}: names {target}"));
            }
        }
        assert!(wrong.is_empty(), "upward dependencies:\n{}", wrong.join("\n"));
    }

    #[test]
    fn an_upward_use_or_path_is_found() {
        let up = upward_paths("machine/enter.rs", "use crate::builtins::register_all;\n");
        assert_eq!(up, vec![(1, "crate::builtins::register_all".to_string())]);
        let grouped = upward_paths("machine/mod.rs", "use crate::{term::Cell, consult::LoadCtx};");
        assert_eq!(grouped, vec![(1, "crate::consult::LoadCtx".to_string())]);
        let inline = upward_paths("reader/mod.rs", "    let m = crate::machine::Machine::bare();");
        assert_eq!(inline.len(), 1);
        let root_export = upward_paths("write/mod.rs", "fn f(m: &crate::Machine) {}");
        assert_eq!(root_export.len(), 1);
        assert!(upward_paths("builtins/io.rs", "use crate::machine::Machine; // crate::toplevel").is_empty());
        assert!(upward_paths("toplevel/repl.rs", "use crate::builtins::all;").is_empty());
    }
}
