//! Hashes of terms up to variable renaming, as SWI-Prolog has them:
//! variant_sha1/2 (a 40-digit hexadecimal SHA-1 atom) and variant_hash/2
//! (a small integer). Two terms that are variants of each other hash the
//! same: the hashed text names each variable by the order of its first
//! occurrence, so `x(A, B)` and `x(C, D)` agree and `x(A, A)` differs.
//!
//! The text is a tagged serialisation of the term (not its written form:
//! operators and quoting would only cost time), walked with an explicit
//! stack; SHA-1 is computed here (FIPS 180-4), as there is no other use of
//! it in the system.

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::cycles::is_acyclic;
use crate::term::{Addr, Cell};
use std::collections::HashMap;

pub const BUILTINS: &[Builtin] = &[
    b("variant_sha1", 2, variant_sha1, "+term,-atom").doc(
        "Hash is the SHA-1 of Term as a 40-digit hexadecimal atom, the same for every variant of \
         Term (equal up to renaming variables); Term must be acyclic and free of attributed \
         variables.\n\
         ?- variant_sha1(f(X, Y), _H1), variant_sha1(f(A, B), _H2), _H1 == _H2.\n\
         true.",
    ),
    b("variant_hash", 2, variant_hash, "+term,-integer").doc(
        "Hash is a non-negative integer, the same for every variant of Term (equal up to renaming \
         variables); attributed variables count as plain variables.\n\
         ?- variant_hash(f(X, X), _H1), variant_hash(f(A, A), _H2), _H1 == _H2.\n\
         true.",
    ),
];

fn variant_sha1(m: &mut Machine) -> Res {
    let t = m.x[0];
    if !is_acyclic(&m.heap, t) {
        let ty = m.atoms.intern("acyclic_term");
        return Err(m.err_type(ty, t));
    }
    let Some(text) = variant_text(m, t, false) else {
        let ty = m.atoms.intern("free_of_attvar");
        return Err(m.err_type(ty, t));
    };
    let hex: String = sha1(&text).iter().map(|b| format!("{b:02x}")).collect();
    let hash = Cell::Atom(m.atoms.intern(&hex));
    let x1 = m.x[1];
    Ok(m.unify(x1, hash))
}

fn variant_hash(m: &mut Machine) -> Res {
    let t = m.x[0];
    if !is_acyclic(&m.heap, t) {
        let ty = m.atoms.intern("acyclic_term");
        return Err(m.err_type(ty, t));
    }
    let text = variant_text(m, t, true).expect("attributed variables allowed");
    let digest = sha1(&text);
    // 24 bits, as SWI-Prolog's term hashes are: a small integer everywhere.
    let hash = (u32::from_be_bytes([0, digest[0], digest[1], digest[2]])) as i64;
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Int(hash)))
}

/// The tagged text of acyclic `t`, its variables numbered by first
/// occurrence; None when it meets an attributed variable and
/// `attvars_as_vars` is false.
fn variant_text(m: &Machine, t: Cell, attvars_as_vars: bool) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut vars: HashMap<Addr, usize> = HashMap::new();
    let mut work = vec![t];
    while let Some(c) = work.pop() {
        let c = m.heap.deref(c);
        match c {
            Cell::Attv(_) if !attvars_as_vars => return None,
            Cell::Ref(a) | Cell::Attv(a) => {
                let n = vars.len();
                let n = *vars.entry(a).or_insert(n);
                out.push(b'V');
                out.extend_from_slice(&(n as u64).to_le_bytes());
            }
            Cell::Atom(a) => tagged(&mut out, b'A', m.atoms.text(a).as_bytes()),
            Cell::Int(i) => {
                out.push(b'I');
                out.extend_from_slice(&i.to_le_bytes());
            }
            Cell::Flt(f) => {
                out.push(b'F');
                out.extend_from_slice(&f.to_bits().to_le_bytes());
            }
            Cell::Stg(a) => tagged(&mut out, b'S', m.heap.string_at(a).as_bytes()),
            Cell::Str(_) | Cell::Lis(_) => {
                let (f, arity) = m.heap.functor_of(c).expect("compound");
                tagged(&mut out, b'C', m.atoms.text(f).as_bytes());
                out.extend_from_slice(&arity.to_le_bytes());
                for i in (0..arity).rev() {
                    work.push(m.heap.arg(c, i));
                }
            }
            // Big integers, rationals and any other number: by their
            // canonical text, which tells them apart from the small ones.
            other => {
                let text = m.term_text(other, &crate::write::WriteOptions::canonical());
                tagged(&mut out, b'N', text.as_bytes());
            }
        }
    }
    Some(out)
}

fn tagged(out: &mut Vec<u8>, tag: u8, bytes: &[u8]) {
    out.push(tag);
    out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
    out.extend_from_slice(bytes);
}

/// SHA-1 of `data` (FIPS 180-4, section 6.1).
fn sha1(data: &[u8]) -> [u8; 20] {
    let mut h: [u32; 5] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0];
    let mut msg = data.to_vec();
    let bit_len = (data.len() as u64).wrapping_mul(8);
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&bit_len.to_be_bytes());
    for block in msg.chunks(64) {
        let mut w = [0u32; 80];
        for (i, word) in block.chunks(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..80 {
            w[i] = (w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]).rotate_left(1);
        }
        let [mut a, mut b, mut c, mut d, mut e] = h;
        for (i, &wi) in w.iter().enumerate() {
            let (f, k) = match i {
                0..=19 => ((b & c) | (!b & d), 0x5A82_7999),
                20..=39 => (b ^ c ^ d, 0x6ED9_EBA1),
                40..=59 => ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC),
                _ => (b ^ c ^ d, 0xCA62_C1D6),
            };
            let temp = a.rotate_left(5).wrapping_add(f).wrapping_add(e).wrapping_add(k).wrapping_add(wi);
            e = d;
            d = c;
            c = b.rotate_left(30);
            b = a;
            a = temp;
        }
        for (hv, v) in h.iter_mut().zip([a, b, c, d, e]) {
            *hv = hv.wrapping_add(v);
        }
    }
    let mut out = [0u8; 20];
    for (i, v) in h.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&v.to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::sha1;

    fn hex(d: [u8; 20]) -> String {
        d.iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn sha1_matches_the_standard_vectors() {
        assert_eq!(hex(sha1(b"abc")), "a9993e364706816aba3e25717850c26c9cd0d89d");
        assert_eq!(hex(sha1(b"")), "da39a3ee5e6b4b0d3255bfef95601890afd80709");
        assert_eq!(
            hex(sha1(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
        );
    }
}
