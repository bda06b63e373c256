//! What a program knows about its own source: the load in progress
//! (prolog_load_context/2 through '$load_context'/1, source_location/2),
//! the files loaded (source_file/1,2 through '$source_files'/1 and
//! '$pred_source'/2), and file names made absolute and checked for access
//! (absolute_file_name/2,3 through '$absolute_path'/3, access_file/2,
//! tmp_file/2). The Prolog side is stdlib/source.pl.

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use std::path::{Component, Path, PathBuf};

pub const BUILTINS: &[Builtin] = &[
    b("$load_context", 1, load_context, "-list"),
    b("source_location", 2, source_location, "-atom,-integer").doc(
        "While a file is loaded, File and Line are where the term being loaded (a clause or a \
         directive) starts; fails otherwise.\n\
         ?- source_location(F, L).\n\
         false.",
    ),
    b("$source_files", 1, source_files, "-list"),
    b("$pred_source", 2, pred_source, "+callable,-atom"),
    b("$absolute_path", 3, absolute_path, "+atom,+atom,-atom"),
    b("access_file", 2, access_file, "+atom,+atom").doc(
        "True when File may be accessed in Mode: read, write, append, execute, exist or none \
         (always true). Writing a file that does not exist needs a writable directory.\n\
         ?- access_file('no/such/file', exist).\n\
         false.",
    ),
    b("tmp_file", 2, tmp_file, "+atom,-atom").doc(
        "Name is a new file name in the temporary directory, made from Base; the file is not created.\n\
         ?- forall(tmp_file(notes, F), \\+ exists_file(F)).\n\
         true.",
    ),
];

/// An absolute form of `path` without `.` and `..` steps, taken lexically
/// (as SWI-Prolog: symbolic links are not followed).
pub fn absolute(path: &Path, base: &Path) -> PathBuf {
    let joined = if path.is_absolute() {
        path.to_path_buf()
    } else if base.is_absolute() {
        base.join(path)
    } else {
        std::env::current_dir().unwrap_or_default().join(base).join(path)
    };
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

fn atom_of(m: &mut Machine, text: &str) -> Cell {
    Cell::Atom(m.atoms.intern(text))
}

fn text_arg(m: &mut Machine, i: usize) -> Result<String, Exc> {
    let c = m.arg(i);
    if c.is_var_ref() {
        return Err(m.err_instantiation());
    }
    m.atomic_text(c).ok_or_else(|| m.err_type(atoms::ATOM, c))
}

/// The absolute name of a loaded file (as it was named when loaded).
fn source_name(name: &str) -> String {
    absolute(Path::new(name), Path::new("")).to_string_lossy().into_owned()
}

/// Key-Value pairs of the load in progress: module, source, file,
/// directory, dialect, term_position; fails when nothing is being loaded.
fn load_context(m: &mut Machine) -> Res {
    let Some(ctx) = m.load_stack.last() else {
        return Ok(false);
    };
    let (file, dir, line) = (m.atoms.text(ctx.file).to_string(), ctx.dir.clone(), ctx.term_line);
    let module = m.source_module();
    let file = source_name(&file);
    let dir = absolute(&dir, Path::new("")).to_string_lossy().into_owned();
    let file_cell = atom_of(m, &file);
    let dir_cell = atom_of(m, &dir);
    let swi = atom_of(m, "swi");
    let pos_name = m.atoms.intern("$stream_position");
    let pos = m.heap.compound(pos_name, &[Cell::Int(0), Cell::Int(line as i64), Cell::Int(0), Cell::Int(0)]);
    let (term, names) = match &m.load_stack.last().expect("a load").term {
        Some((t, names)) => (Some(*t), names.clone()),
        None => (None, Vec::new()),
    };
    let bindings: Vec<Cell> =
        names.iter().map(|&(name, var)| m.heap.compound(atoms::EQUALS, &[Cell::Atom(name), var])).collect();
    let variable_names = m.heap.list(&bindings);
    let mut entries = vec![
        ("module", Cell::Atom(module)),
        ("source", file_cell),
        ("file", file_cell),
        ("directory", dir_cell),
        ("dialect", swi),
        ("term_position", pos),
        ("script", Cell::Atom(atoms::FALSE)),
    ];
    if let Some(t) = term {
        entries.push(("variable_names", variable_names));
        entries.push(("term", t));
    }
    let mut pairs = Vec::new();
    for (key, value) in entries {
        let k = atom_of(m, key);
        pairs.push(m.heap.compound(atoms::MINUS, &[k, value]));
    }
    let l = m.heap.list(&pairs);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

fn source_location(m: &mut Machine) -> Res {
    let Some(ctx) = m.load_stack.last() else {
        return Ok(false);
    };
    let (file, line) = (m.atoms.text(ctx.file).to_string(), ctx.term_line);
    let f = atom_of(m, &source_name(&file));
    let (x0, x1) = (m.x[0], m.x[1]);
    Ok(m.unify(x0, f) && m.unify(x1, Cell::Int(line as i64)))
}

/// The loaded files (absolute names, sorted).
fn source_files(m: &mut Machine) -> Res {
    let mut names: Vec<String> = m
        .loaded_files
        .iter()
        .map(|&a| m.atoms.text(a).to_string())
        .filter(|n| Path::new(n).is_file())
        .map(|n| source_name(&n))
        .collect();
    names.sort();
    names.dedup();
    let items: Vec<Cell> = names.iter().map(|n| atom_of(m, n)).collect();
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

/// The file that defined the predicate of Head (`M:Head` or a head in the
/// context module).
fn pred_source(m: &mut Machine) -> Res {
    let ctx = m.context_module();
    let (module, head) = m.strip_module(m.x[0], ctx);
    let Some((name, arity)) = m.heap.functor_of(head).or(match head {
        Cell::Atom(a) => Some((a, 0)),
        _ => None,
    }) else {
        return Ok(false);
    };
    let Some(p) = m.resolve_pred(module, name, arity) else {
        return Ok(false);
    };
    let Some(file) = m.preds[p as usize].source else {
        return Ok(false);
    };
    let file = m.atoms.text(file).to_string();
    if !Path::new(&file).is_file() {
        return Ok(false);
    }
    let f = atom_of(m, &source_name(&file));
    let x1 = m.x[1];
    Ok(m.unify(x1, f))
}

/// '$absolute_path'(Path, Base, Abs): Path made absolute against the
/// directory Base, `.` and `..` steps removed.
fn absolute_path(m: &mut Machine) -> Res {
    let path = text_arg(m, 0)?;
    let base = text_arg(m, 1)?;
    let expanded = match path.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with('/') => {
            format!("{}{rest}", std::env::var("HOME").unwrap_or_default())
        }
        _ => path,
    };
    let abs = absolute(Path::new(&expanded), Path::new(&base));
    let a = atom_of(m, &abs.to_string_lossy());
    let x2 = m.x[2];
    Ok(m.unify(x2, a))
}

fn access_file(m: &mut Machine) -> Res {
    let file = text_arg(m, 0)?;
    let mode_cell = m.arg(1);
    if mode_cell.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Cell::Atom(mode) = mode_cell else {
        return Err(m.err_type(atoms::ATOM, mode_cell));
    };
    let path = Path::new(&file);
    let meta = std::fs::metadata(path);
    let ok = match m.atoms.text(mode) {
        "none" => true,
        "exist" | "exists" => meta.is_ok(),
        "read" => std::fs::File::open(path).is_ok() || (meta.as_ref().is_ok_and(|md| md.is_dir())),
        "write" | "append" => match &meta {
            Ok(md) => !md.permissions().readonly(),
            Err(_) => {
                let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
                std::fs::metadata(dir).is_ok_and(|md| md.is_dir() && !md.permissions().readonly())
            }
        },
        #[cfg(unix)]
        "execute" => {
            use std::os::unix::fs::PermissionsExt;
            meta.is_ok_and(|md| md.permissions().mode() & 0o111 != 0)
        }
        #[cfg(not(unix))]
        "execute" => meta.is_ok(),
        _ => {
            let domain = m.atoms.intern("io_mode");
            return Err(m.err_domain(domain, mode_cell));
        }
    };
    Ok(ok)
}

fn tmp_file(m: &mut Machine) -> Res {
    let base = text_arg(m, 0)?;
    m.tmp_files += 1;
    let dir = crate::host::temp_dir();
    let name = dir.join(format!("hornbook_{base}_{}_{}", crate::host::process_id(), m.tmp_files));
    let a = atom_of(m, &name.to_string_lossy());
    let x1 = m.x[1];
    Ok(m.unify(x1, a))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absolute_names_drop_dot_steps() {
        assert_eq!(absolute(Path::new("a/./b/../c.pl"), Path::new("/x")), PathBuf::from("/x/a/c.pl"));
        assert_eq!(absolute(Path::new("/etc/../tmp"), Path::new("/x")), PathBuf::from("/tmp"));
        assert_eq!(absolute(Path::new(".."), Path::new("/x/y")), PathBuf::from("/x"));
    }
}
