//! How a linear constraint was written, where SWI-Prolog's residual goal
//! keeps that form. SWI-Prolog posts `Z #= X+Y` as its propagator
//! `pplus(X,Y,Z)` and writes it back as `X+Y#=Z`; `X+3 #\= Y` is its
//! `x_neq_y_plus_z(Y,X,3)`, written `Y#\=X+3`. The linear propagator
//! here keeps only the sum, so which term stood where is recorded beside
//! it (in the store's `PropInfo`, at posting, read only by the residual
//! goals): its places, each a variable of the propagator or its
//! constant. The connectives over two truth values posted as linear
//! propagators (`B #==> C` is `B - C =< 0`) are recorded the same way.
//! A constraint with no recorded form, or one that no longer fits its
//! form (rewritten since), is written as a sum.

use super::linear::{Lin, Rel};

/// A place that holds the constant of the constraint (the others hold
/// an index into `Lin::x`).
pub const CONSTANT: u8 = u8::MAX;

/// The written form of a linear propagator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shape {
    /// A sum, written by SWI-Prolog's rules for a scalar product.
    #[default]
    Sum,
    /// `P0 + P1 #= P2` (SWI-Prolog's `pplus`).
    Plus([u8; 3]),
    /// `P0 #\= P1 + P2` (SWI-Prolog's `x_neq_y_plus_z`).
    NePlus([u8; 3]),
    /// `P0 #==> P1` over two truth values, posted as `P0 - P1 =< 0`.
    Implies([u8; 2]),
    /// `P0 #\/ P1` over two truth values, posted as `-P0 - P1 =< -1`
    /// (SWI-Prolog's `P0#\/P1#<==>1`).
    Or([u8; 2]),
    /// `#\P0 #<==> P1`, posted as `P0 + P1 = 1`.
    Not([u8; 2]),
}

/// A place of a written form, read against its propagator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The propagator's variable of this index in `Lin::x`.
    Var(usize),
    Constant(i64),
}

impl Shape {
    /// The places of `lin` in this form; None for a sum, or when `lin`
    /// does not fit it: the form's variables must be exactly the
    /// propagator's, each with the coefficient its place gives it, and
    /// the constant what the form says.
    pub fn places(self, lin: &Lin) -> Option<Vec<Place>> {
        let (rel, places, coefficients, c): (Rel, &[u8], [i64; 2], i64) = match &self {
            Shape::Sum => return None,
            Shape::Plus(p) => return sum_places(lin, Rel::Eq, p, [1, 1, -1]),
            Shape::NePlus(p) => return sum_places(lin, Rel::Ne, p, [1, -1, -1]),
            Shape::Implies(p) => (Rel::Le, &p[..], [1, -1], 0),
            Shape::Or(p) => (Rel::Le, &p[..], [-1, -1], -1),
            Shape::Not(p) => (Rel::Eq, &p[..], [1, 1], 1),
        };
        let fits = lin.rel == rel
            && lin.c == c
            && lin.x.len() == 2
            && places[0] != places[1]
            && places.iter().zip(coefficients).all(|(&p, k)| lin.a.get(p as usize) == Some(&k));
        fits.then(|| places.iter().map(|&p| Place::Var(p as usize)).collect())
    }
}

/// The places of `sum(sign * place) rel 0` in `lin`, where one place may
/// hold the constant: the signs may be all negated (the constraint was
/// read from the other side), the constant is 0 unless a place holds it.
fn sum_places(lin: &Lin, rel: Rel, places: &[u8; 3], signs: [i64; 3]) -> Option<Vec<Place>> {
    if lin.rel != rel {
        return None;
    }
    let vars = places.iter().filter(|&&p| p != CONSTANT).count();
    if vars != lin.x.len() || places.iter().filter(|&&p| p == CONSTANT).count() > 1 {
        return None;
    }
    let first = places.iter().position(|&p| p != CONSTANT)?;
    let scale = lin.a.get(places[first] as usize)? * signs[first];
    if scale.abs() != 1 {
        return None;
    }
    let mut seen = [false; 3];
    let mut out = Vec::with_capacity(3);
    for (j, &p) in places.iter().enumerate() {
        if p == CONSTANT {
            // scale * sign * k on the left is c moved there: -c.
            out.push(Place::Constant(lin.c.checked_neg()? * scale * signs[j]));
            continue;
        }
        let i = p as usize;
        if *seen.get(i)? || lin.a[i] != scale * signs[j] {
            return None;
        }
        seen[i] = true;
        out.push(Place::Var(i));
    }
    if !places.contains(&CONSTANT) && lin.c != 0 {
        return None;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lin(a: &[i64], c: i64, rel: Rel) -> Lin {
        Lin { a: a.into(), x: (0..a.len() as u32).collect(), c, rel }
    }

    #[test]
    fn plus_with_its_constant() {
        // X + 3 #= Y read as X - Y = -3.
        let l = lin(&[1, -1], -3, Rel::Eq);
        let places = Shape::Plus([0, CONSTANT, 1]).places(&l);
        assert_eq!(places, Some(vec![Place::Var(0), Place::Constant(3), Place::Var(1)]));
        // Y #= X + 3 read as Y - X = 3: the same form, the other sign.
        let l = lin(&[1, -1], 3, Rel::Eq);
        let places = Shape::Plus([1, CONSTANT, 0]).places(&l);
        assert_eq!(places, Some(vec![Place::Var(1), Place::Constant(3), Place::Var(0)]));
    }

    #[test]
    fn not_equal_with_its_constant() {
        // Y #\= X + 3 read as Y - X =\= 3.
        let l = lin(&[1, -1], 3, Rel::Ne);
        assert_eq!(
            Shape::NePlus([0, 1, CONSTANT]).places(&l),
            Some(vec![Place::Var(0), Place::Var(1), Place::Constant(3)])
        );
    }

    #[test]
    fn a_rewritten_propagator_is_a_sum_again() {
        // 2*X - Z = 0 no longer fits X + Y #= Z.
        assert_eq!(Shape::Plus([0, 1, 2]).places(&lin(&[2, -1], 0, Rel::Eq)), None);
        // A constant where no place holds one.
        assert_eq!(Shape::Plus([0, 1, 2]).places(&lin(&[1, 1, -1], 4, Rel::Eq)), None);
        // Another relation.
        assert_eq!(Shape::Plus([0, 1, 2]).places(&lin(&[1, 1, -1], 0, Rel::Le)), None);
        assert_eq!(Shape::Sum.places(&lin(&[1, 1, -1], 0, Rel::Eq)), None);
    }

    #[test]
    fn connectives_over_two_truth_values() {
        // B #==> C as B - C =< 0, C #==> B read from the same propagator.
        let l = lin(&[1, -1], 0, Rel::Le);
        assert_eq!(Shape::Implies([0, 1]).places(&l), Some(vec![Place::Var(0), Place::Var(1)]));
        assert_eq!(Shape::Implies([1, 0]).places(&l), None);
        assert_eq!(Shape::Or([0, 1]).places(&lin(&[-1, -1], -1, Rel::Le)), Some(vec![Place::Var(0), Place::Var(1)]));
        assert_eq!(Shape::Not([1, 0]).places(&lin(&[1, 1], 1, Rel::Eq)), Some(vec![Place::Var(1), Place::Var(0)]));
        // One of them fixed since: the propagator holds one variable.
        assert_eq!(Shape::Not([1, 0]).places(&lin(&[1], 1, Rel::Eq)), None);
    }
}
