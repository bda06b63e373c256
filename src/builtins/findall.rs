//! Solution bags for findall/3,4 (the loop itself is in stdlib/boot.pl):
//! each solution is copied out of the heap so that it survives backtracking.

use super::{b, Builtin};
use crate::machine::copy::{copy_in_cells, relocate_root};
use crate::machine::memory::Bag;
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$bag_start", 2, bag_start, "-integer,?list"),
    b("$bag_add", 2, bag_add, "+integer,+term"),
    b("$bag_collect", 3, bag_collect, "+integer,-list,?term"),
    b("$bag_take", 3, bag_take, "+integer,-list,?term"),
];

/// Opens a bag; checks that the result argument can be a list (ISO).
fn bag_start(m: &mut Machine) -> Res {
    let mut t = m.arg(1);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        match t {
            Cell::Ref(_) | Cell::Attv(_) | Cell::Atom(atoms::NIL) => break,
            Cell::Lis(a) if !cycle.closes_at(a) => t = m.heap.deref(m.heap.get(a + 1)),
            _ => {
                let l = m.arg(1);
                return Err(m.err_type(atoms::LIST, l));
            }
        }
    }
    m.bags.push(Bag::default());
    let id = Cell::Int(m.bags.len() as i64 - 1);
    let x0 = m.x[0];
    Ok(m.unify(x0, id))
}

fn bag_add(m: &mut Machine) -> Res {
    let Cell::Int(id) = m.arg(0) else {
        return Ok(false);
    };
    let Some(bag) = m.bags.get_mut(id as usize) else {
        return Ok(true);
    };
    let before = bag.bytes;
    bag.push_copy(&m.heap, m.x[1], &mut m.copy_work);
    // A bag grows between the machine's periodic checks: check the limit
    // here, each time the bag passes another `BAG_CHECK_BYTES` (summing
    // every stack at each answer cost a small answer as much again as its
    // copy); a bag passes the limit by less than that.
    if before / BAG_CHECK_BYTES != bag.bytes / BAG_CHECK_BYTES {
        m.reserve(0)?;
    }
    Ok(true)
}

/// The growth of a bag between two checks of the memory limit.
const BAG_CHECK_BYTES: usize = 1 << 16;

/// Closes the bag and unifies its solutions (ending in Tail) with List.
fn bag_collect(m: &mut Machine) -> Res {
    bag_list(m, true)
}

/// Unifies the bag's solutions so far (ending in Tail) with List and
/// empties it; the bag and those above it stay open (findnsols/4's chunks,
/// where a findnsols/4 inside the goal still fills the bag above).
fn bag_take(m: &mut Machine) -> Res {
    bag_list(m, false)
}

fn bag_list(m: &mut Machine, close: bool) -> Res {
    let Cell::Int(id) = m.arg(0) else {
        return Ok(false);
    };
    let Some(bag) = m.bags.get(id as usize) else {
        return Ok(false);
    };
    // The list: each solution's cells plus a list cell pair per element.
    let need = bag.bytes + bag.roots.len() * 2 * std::mem::size_of::<Cell>();
    if let Err(e) = m.reserve(need) {
        m.bags.truncate(id as usize);
        return Err(e);
    }
    let bag = if close {
        let bag = m.bags.swap_remove(id as usize);
        m.bags.truncate(id as usize);
        bag
    } else {
        std::mem::take(&mut m.bags[id as usize])
    };
    let base = copy_in_cells(&mut m.heap, &bag.cells);
    let items: Vec<Cell> = bag.roots.iter().map(|&r| relocate_root(r, base)).collect();
    let tail = m.x[2];
    let l = m.heap.list_with_tail(&items, tail);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}
