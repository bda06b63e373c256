//! The file system as SWI-Prolog's library(files) and system predicates
//! show it: exists_file/1, exists_directory/1, directory_files/2,
//! size_file/2, same_file/2, and file names taken apart and put together
//! (file_base_name/2, file_directory_name/2, file_name_extension/3,
//! directory_file_path/3, is_absolute_file_name/1), delete_file/1,
//! make_directory/1, delete_directory/1,
//! rename_file/2 and working_directory/2. Names are text: an atom, string
//! or number in, atoms out.

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("exists_file", 1, exists_file, "+atom").doc(
        "True when File names an existing regular file (not a directory).\n\
         ?- exists_file('no/such/file.pl').\n\
         false.",
    ),
    b("exists_directory", 1, exists_directory, "+atom").doc(
        "True when Directory names an existing directory.\n\
         ?- exists_directory('.').\n\
         true.",
    ),
    b("directory_files", 2, directory_files, "+atom,-list").doc(
        "Entries is the list of the names in Directory, `.` and `..` included, in no particular \
         order.\n\
         ?- forall(directory_files('.', Es), memberchk('..', Es)).\n\
         true.",
    ),
    b("size_file", 2, size_file, "+atom,-integer").doc(
        "Size is the size of File in bytes.\n\
         ?- catch(size_file('no/such/file', _), error(E, _), true).\n\
         E = existence_error(file, 'no/such/file').",
    ),
    b("same_file", 2, same_file, "+atom,+atom").doc(
        "True when the two names are the same or name the same existing file.\n\
         ?- same_file('.', './.').\n\
         true.",
    ),
    b("file_base_name", 2, file_base_name, "+atom,-atom").doc(
        "Base is the last part of the file name Path, after its last `/` (trailing `/` ignored).\n\
         ?- file_base_name('/usr/lib/x.pl', B).\n\
         B = 'x.pl'.",
    ),
    b("file_directory_name", 2, file_directory_name, "+atom,-atom").doc(
        "Dir is the directory part of the file name Path: before its last `/`, or `.` when it has none.\n\
         ?- file_directory_name('/usr/lib/x.pl', D).\n\
         D = '/usr/lib'.",
    ),
    b("file_name_extension", 3, file_name_extension, "?atom,?atom,?atom").doc(
        "Name is Base with the extension Ext (given with or without its dot): puts a name together \
         (Base already ending in .Ext is kept) or takes one apart; Ext is '' when there is none.\n\
         ?- file_name_extension(B, E, 'notes.txt').\n\
         B = notes, E = txt.",
    ),
    b("directory_file_path", 3, directory_file_path, "?atom,?atom,?atom").doc(
        "Path is File in Directory: joins them with one `/` (an absolute File, or the directory `.`, \
         gives File itself), or splits Path at its last `/`.\n\
         ?- directory_file_path('/tmp', 'x.pl', P).\n\
         P = '/tmp/x.pl'.",
    ),
    b("is_absolute_file_name", 1, is_absolute_file_name, "+atom").doc(
        "True when File is an absolute file name (it starts with `/`).\n\
         ?- is_absolute_file_name('/tmp').\n\
         true.",
    ),
    b("delete_file", 1, delete_file, "+atom").doc(
        "Removes the file File; an existence error when there is none, a permission error when it \
         cannot be removed.\n\
         ?- catch(delete_file('no/such/file'), error(E, _), true).\n\
         E = existence_error(file, 'no/such/file').",
    ),
    b("make_directory", 1, make_directory, "+atom").doc(
        "Creates the directory Dir (its parent must exist); an error when it cannot be made.\n\
         ?- catch(make_directory('no/such/parent/dir'), error(E, _), true).\n\
         E = existence_error(directory, 'no/such/parent/dir').",
    ),
    b("delete_directory", 1, delete_directory, "+atom").doc(
        "Removes the empty directory Dir; an error when there is none or it cannot be removed.\n\
         ?- catch(delete_directory('no/such/dir'), error(E, _), true).\n\
         E = existence_error(directory, 'no/such/dir').",
    ),
    b("rename_file", 2, rename_file, "+atom,+atom").doc(
        "Renames (moves) the file File1 to File2.\n\
         ?- catch(rename_file('no/such/file', x), error(E, _), true).\n\
         E = existence_error(file, 'no/such/file').",
    ),
    b("working_directory", 2, working_directory, "?atom,?atom").doc(
        "Old is the working directory (ending in `/`); when New is given and differs, the working \
         directory becomes New.\n\
         ?- forall(working_directory(D, D), sub_atom(D, _, 1, 0, '/')).\n\
         true.",
    ),
];

/// The text of a file name argument, with the ISO errors. A number names
/// no file: `type_error(text, N)`, as SWI-Prolog's file predicates say
/// (`make_directory(3.0)` made a directory "3.0"); a code or char list is
/// text there (`make_directory([0'q])` makes `q`), a compound that is no
/// list is `type_error(text, T)`.
fn path_arg(m: &mut Machine, i: usize) -> Result<String, crate::machine::Exc> {
    let c = m.heap.deref(m.arg(i));
    match c {
        Cell::Int(_) | Cell::Flt(_) | Cell::Big(_) | Cell::Str(_) => {
            let text = m.atoms.intern("text");
            Err(m.err_type(text, c))
        }
        Cell::Lis(_) => path_list_text(m, c),
        _ => name_arg(m, i),
    }
}

/// A file name given as a list, read as SWI-Prolog's file predicates read
/// it: a char list when its first element is a one-character atom, a code
/// list otherwise, the first element of the wrong kind named in the type
/// error (`character` or `character_code`), a variable in it or at its end
/// an instantiation error, and any other end `type_error(text, List)`.
fn path_list_text(m: &mut Machine, list: Cell) -> Result<String, crate::machine::Exc> {
    let one_char = |m: &Machine, x: Cell| match x {
        Cell::Atom(a) => {
            let mut cs = m.atoms.text(a).chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            }
        }
        _ => None,
    };
    let mut out = String::new();
    let mut chars = None;
    let mut cycle = crate::term::cycles::ListCycle::default();
    let mut t = list;
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return Ok(out),
            Cell::Lis(a) if !cycle.closes_at(a) => {
                let item = m.heap.deref(m.heap.get(a));
                if item.is_var_ref() {
                    return Err(m.err_instantiation());
                }
                let as_chars = *chars.get_or_insert_with(|| one_char(m, item).is_some());
                let c = if as_chars {
                    one_char(m, item).ok_or_else(|| m.err_type(atoms::CHARACTER, item))?
                } else {
                    match item {
                        Cell::Int(n) => u32::try_from(n).ok().and_then(char::from_u32),
                        _ => None,
                    }
                    .ok_or_else(|| m.err_type(atoms::CHARACTER_CODE, item))?
                };
                out.push(c);
                t = m.heap.deref(m.heap.get(a + 1));
            }
            _ if t.is_var_ref() => return Err(m.err_instantiation()),
            _ => {
                let text = m.atoms.intern("text");
                return Err(m.err_type(text, list));
            }
        }
    }
}

/// The text of a file name taken apart without the file system
/// (file_base_name/2, file_directory_name/2): a number is its text there,
/// as in SWI-Prolog.
fn name_arg(m: &mut Machine, i: usize) -> Result<String, crate::machine::Exc> {
    let c = m.arg(i);
    if c.is_var_ref() {
        return Err(m.err_instantiation());
    }
    m.atomic_text(c).ok_or_else(|| m.err_type(atoms::ATOM, c))
}

fn exists_file(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    Ok(crate::host::files::is_file(std::path::Path::new(&p)))
}

fn exists_directory(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    Ok(std::path::Path::new(&p).is_dir())
}

fn directory_files(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    let Ok(rd) = std::fs::read_dir(&p) else {
        let dir = m.atoms.intern("directory");
        let a = m.arg(0);
        return Err(m.err_existence(dir, a));
    };
    let mut names = vec![".".to_string(), "..".to_string()];
    names.extend(rd.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()));
    let items: Vec<Cell> = names.iter().map(|n| Cell::Atom(m.atoms.intern(n))).collect();
    let l = m.heap.list(&items);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}

/// The text of argument `i` when it is bound (atom, string or number).
fn opt_text(m: &mut Machine, i: usize) -> Result<Option<String>, crate::machine::Exc> {
    let c = m.arg(i);
    if c.is_var_ref() {
        return Ok(None);
    }
    m.atomic_text(c).map(Some).ok_or_else(|| m.err_type(atoms::ATOM, c))
}

/// Unifies argument `i` with the atom `text`.
fn unify_atom(m: &mut Machine, i: usize, text: &str) -> Res {
    let a = Cell::Atom(m.atoms.intern(text));
    let x = m.x[i];
    Ok(m.unify(x, a))
}

fn size_file(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    match std::fs::metadata(&p) {
        Ok(md) => {
            let x1 = m.x[1];
            Ok(m.unify(x1, Cell::Int(md.len() as i64)))
        }
        Err(_) => {
            let file = m.atoms.intern("file");
            let a = m.arg(0);
            Err(m.err_existence(file, a))
        }
    }
}

fn same_file(m: &mut Machine) -> Res {
    let (a, b) = (path_arg(m, 0)?, path_arg(m, 1)?);
    if a == b {
        return Ok(true);
    }
    match (std::fs::canonicalize(&a), std::fs::canonicalize(&b)) {
        (Ok(x), Ok(y)) => Ok(x == y),
        _ => Ok(false),
    }
}

/// The name without the slashes that end it (a name of only slashes
/// stays `/`).
fn without_trailing_slashes(p: &str) -> &str {
    let t = p.trim_end_matches('/');
    if t.is_empty() && p.starts_with('/') {
        "/"
    } else {
        t
    }
}

fn base_name(p: &str) -> &str {
    let t = without_trailing_slashes(p);
    match t.rfind('/') {
        Some(i) if t != "/" => &t[i + 1..],
        _ => t,
    }
}

fn directory_name(p: &str) -> &str {
    let t = without_trailing_slashes(p);
    match t.rfind('/') {
        None => ".",
        Some(0) => "/",
        Some(i) => &t[..i],
    }
}

fn file_base_name(m: &mut Machine) -> Res {
    let p = name_arg(m, 0)?;
    unify_atom(m, 1, base_name(&p))
}

fn file_directory_name(m: &mut Machine) -> Res {
    let p = name_arg(m, 0)?;
    unify_atom(m, 1, directory_name(&p))
}

/// Where the extension's dot is: the last `.` of the part after the last `/`.
fn extension_dot(name: &str) -> Option<usize> {
    let start = name.rfind('/').map_or(0, |i| i + 1);
    name[start..].rfind('.').map(|i| start + i)
}

fn file_name_extension(m: &mut Machine) -> Res {
    let base = opt_text(m, 0)?;
    let ext = opt_text(m, 1)?.map(|e| e.strip_prefix('.').map(str::to_string).unwrap_or(e));
    let name = opt_text(m, 2)?;
    match (base, ext, name) {
        (Some(base), Some(ext), _) => {
            let joined =
                if ext.is_empty() || base.ends_with(&format!(".{ext}")) { base } else { format!("{base}.{ext}") };
            unify_atom(m, 2, &joined)
        }
        (_, Some(ext), Some(name)) => {
            if ext.is_empty() {
                return unify_atom(m, 0, &name);
            }
            match name.strip_suffix(&format!(".{ext}")) {
                Some(base) if extension_dot(&name) == Some(base.len()) => unify_atom(m, 0, base),
                _ => Ok(false),
            }
        }
        (_, None, Some(name)) => {
            let (base, ext) = match extension_dot(&name) {
                Some(i) => (&name[..i], &name[i + 1..]),
                None => (name.as_str(), ""),
            };
            Ok(unify_atom(m, 0, base)? && unify_atom(m, 1, ext)?)
        }
        _ => Err(m.err_instantiation()),
    }
}

fn directory_file_path(m: &mut Machine) -> Res {
    let dir = opt_text(m, 0)?;
    let file = opt_text(m, 1)?;
    match (dir, file) {
        (Some(dir), Some(file)) => {
            let path = if file.starts_with('/') || dir == "." || dir.is_empty() {
                file
            } else if dir.ends_with('/') {
                format!("{dir}{file}")
            } else {
                format!("{dir}/{file}")
            };
            unify_atom(m, 2, &path)
        }
        _ => {
            let Some(path) = opt_text(m, 2)? else {
                return Err(m.err_instantiation());
            };
            let (dir, file) = match path.rfind('/') {
                None => (".", path.as_str()),
                Some(0) => ("/", &path[1..]),
                Some(i) => (&path[..i], &path[i + 1..]),
            };
            Ok(unify_atom(m, 0, dir)? && unify_atom(m, 1, file)?)
        }
    }
}

/// The ISO error for a failed file operation on argument `i`.
fn file_error(m: &mut Machine, i: usize, e: &std::io::Error, action: &str) -> crate::machine::Exc {
    let culprit = m.arg(i);
    if e.kind() == std::io::ErrorKind::NotFound {
        let file = m.atoms.intern("file");
        m.err_existence(file, culprit)
    } else {
        let (action, file) = (m.atoms.intern(action), m.atoms.intern("file"));
        m.err_permission(action, file, culprit)
    }
}

fn delete_file(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    std::fs::remove_file(&p).map_err(|e| file_error(m, 0, &e, "delete"))?;
    Ok(true)
}

/// The error of a directory operation, as SWI-Prolog gives it.
fn directory_error(m: &mut Machine, e: &std::io::Error, action: &str) -> crate::machine::Exc {
    let culprit = m.arg(0);
    let dir = m.atoms.intern("directory");
    if e.kind() == std::io::ErrorKind::NotFound {
        m.err_existence(dir, culprit)
    } else {
        let action = m.atoms.intern(action);
        m.err_permission(action, dir, culprit)
    }
}

fn make_directory(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    std::fs::create_dir(&p).map_err(|e| directory_error(m, &e, "create"))?;
    Ok(true)
}

fn delete_directory(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    std::fs::remove_dir(&p).map_err(|e| directory_error(m, &e, "delete"))?;
    Ok(true)
}

fn rename_file(m: &mut Machine) -> Res {
    let from = path_arg(m, 0)?;
    let to = path_arg(m, 1)?;
    std::fs::rename(&from, &to).map_err(|e| file_error(m, 0, &e, "rename"))?;
    Ok(true)
}

fn working_directory(m: &mut Machine) -> Res {
    let cwd = std::env::current_dir().unwrap_or_default();
    let mut old = cwd.to_string_lossy().into_owned();
    if !old.ends_with('/') {
        old.push('/');
    }
    if !unify_atom(m, 0, &old)? {
        return Ok(false);
    }
    let Some(new) = opt_text(m, 1)? else {
        return unify_atom(m, 1, &old);
    };
    if new.trim_end_matches('/') != old.trim_end_matches('/') {
        std::env::set_current_dir(&new).map_err(|e| {
            let culprit = m.arg(1);
            if e.kind() == std::io::ErrorKind::NotFound {
                let dir = m.atoms.intern("directory");
                m.err_existence(dir, culprit)
            } else {
                let (action, dir) = (m.atoms.intern("change"), m.atoms.intern("directory"));
                m.err_permission(action, dir, culprit)
            }
        })?;
    }
    Ok(true)
}

fn is_absolute_file_name(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    Ok(p.starts_with('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_as_swi_prolog_splits_them() {
        assert_eq!(base_name("/a/b.pl"), "b.pl");
        assert_eq!(base_name("/a/b/"), "b");
        assert_eq!(base_name("/"), "/");
        assert_eq!(directory_name("/a/b.pl"), "/a");
        assert_eq!(directory_name("b.pl"), ".");
        assert_eq!(directory_name("/a/b/"), "/a");
        assert_eq!(directory_name("/a"), "/");
        assert_eq!(directory_name("/"), "/");
        assert_eq!(extension_dot("/a.b/foo"), None);
        assert_eq!(extension_dot(".bashrc"), Some(0));
        assert_eq!(extension_dot("x.tar.gz"), Some(5));
    }
}
