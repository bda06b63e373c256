//! The file system as SWI-Prolog's library(files) and system predicates
//! show it: exists_file/1, exists_directory/1, directory_files/2.

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
];

/// The text of a file name argument, with the ISO errors.
fn path_arg(m: &mut Machine, i: usize) -> Result<String, crate::machine::Exc> {
    let c = m.arg(i);
    if c.is_var_ref() {
        return Err(m.err_instantiation());
    }
    m.atomic_text(c).ok_or_else(|| m.err_type(atoms::ATOM, c))
}

fn exists_file(m: &mut Machine) -> Res {
    let p = path_arg(m, 0)?;
    Ok(std::path::Path::new(&p).is_file())
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
