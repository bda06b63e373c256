//! ISO mode (`WriteOptions::iso`, the flag `iso`): what differs from the
//! default (SWI-Prolog's) output, each as GNU Prolog 1.4 writes it.

use super::*;

fn iso(src: &str) -> String {
    with(src, WriteOptions { iso: true, ..WriteOptions::writeq() })
}

cases! {
    // ISO reads `- 1` as the number -1, so -(1) needs brackets.
    iso_minus_one: iso("-(1)") => "- (1)";
    default_minus_one: wq("-(1)") => "- 1";
    iso_minus_minus_one: iso("-(-(1))") => "- - (1)";
    iso_minus_neg_one: iso("-(-1)") => "- -1";
    iso_minus_power: iso("-(^(1,2))") => "- (1^2)";
    iso_minus_float: iso("-(1.5)") => "- (1.5)";
    iso_minus_atom_power: iso("-(^(a,2))") => "-a^2";
    iso_minus_atom: iso("-(a)") => "-a";
    iso_plus_one: iso("+(1)") => "+1";
    // No dicts to keep apart from `-{a}`.
    iso_minus_curly: iso("-({}(a))") => "-{a}";
    default_minus_curly: wq("-({}(a))") => "- {a}";
    // '$VAR' names only for integers.
    iso_var_integer: iso("'$VAR'(1)") => "B";
    iso_var_atom: iso("'$VAR'('Foo')") => "'$VAR'('Foo')";
    default_var_atom: wq("'$VAR'('Foo')") => "Foo";
}
