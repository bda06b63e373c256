//! Unit tests of the register-move passes (`moves.rs`).

use super::*;
use crate::machine::instr::Reg::{X, Y};
use crate::machine::instr::SwitchHint;

#[test]
fn a_stored_argument_is_not_put_back() {
    let code = vec![
        Instr::Allocate(2),
        Instr::GetVar(Y(0), 0),
        Instr::GetVar(Y(1), 1),
        Instr::PutVal(Y(0), 0),
        Instr::PutVal(Y(0), 1),
        Instr::Call(7, SwitchHint::UNSET),
        Instr::PutVal(Y(1), 0),
        Instr::DeallocExecute(8, SwitchHint::UNSET),
    ];
    let out = drop_redundant_moves(code, &|_| 0);
    // Only `put_value Y0, A0` is a no-op; A1 held Y1 and after the call
    // nothing is known of the argument registers.
    assert_eq!(
        format!("{out:?}"),
        format!(
            "{:?}",
            [
                Instr::Allocate(2),
                Instr::GetVar(Y(0), 0),
                Instr::GetVar(Y(1), 1),
                Instr::PutVal(Y(0), 1),
                Instr::Call(7, SwitchHint::UNSET),
                Instr::PutVal(Y(1), 0),
                Instr::DeallocExecute(8, SwitchHint::UNSET),
            ]
        )
    );
}

#[test]
fn a_copy_read_by_fused_arithmetic_stays() {
    // p(N) :- M is N - 1, q(M): the copy of A0 into X3 is the source of
    // the fused `is`, so it is live.
    let add = crate::machine::instr::AddConst::new(X(3), X(4), 1, true).expect("fits");
    let code = vec![
        Instr::GetVar(X(3), 0),
        Instr::AAddConst(add),
        Instr::PutVal(X(4), 0),
        Instr::Execute(7, SwitchHint::UNSET),
    ];
    let out = optimise_moves(code.clone(), &mut 5, |_| 1);
    assert_eq!(format!("{out:?}"), format!("{code:?}"));
}

#[test]
fn argument_moves_pair_up_but_not_across_a_jump_target() {
    let code = vec![
        Instr::PutVal(Y(0), 0),
        Instr::PutVal(Y(1), 1),
        Instr::PutVal(Y(2), 2),
        Instr::TryElse(5),
        Instr::PutVal(X(4), 0),
        Instr::PutVal(X(5), 1),
        Instr::Execute(7, SwitchHint::UNSET),
    ];
    let pair = |a, b| Instr::PutVal2(MovePair::new(a, b).expect("fits"));
    let out = pair_argument_moves(code);
    // The move at 5 is the target of the TryElse: it starts a new pair.
    let want = vec![
        pair((Y(0), 0), (Y(1), 1)),
        Instr::PutVal(Y(2), 2),
        Instr::TryElse(4),
        Instr::PutVal(X(4), 0),
        Instr::PutVal(X(5), 1),
        Instr::Execute(7, SwitchHint::UNSET),
    ];
    assert_eq!(format!("{out:?}"), format!("{want:?}"));
}

#[test]
fn jump_targets_forget_and_are_renumbered() {
    let code = vec![
        Instr::GetVar(X(3), 0),
        Instr::PutVal(X(3), 0),
        Instr::TryElse(5),
        Instr::PutVal(X(3), 0),
        Instr::Jump(6),
        Instr::PutVal(X(3), 0),
        Instr::Proceed,
    ];
    let out = drop_redundant_moves(code, &|_| 0);
    assert_eq!(
        format!("{out:?}"),
        format!(
            "{:?}",
            [Instr::GetVar(X(3), 0), Instr::TryElse(3), Instr::Jump(4), Instr::PutVal(X(3), 0), Instr::Proceed,]
        )
    );
}

#[test]
fn a_builtin_may_use_its_argument_registers() {
    let code = vec![
        Instr::GetVar(X(4), 1),
        Instr::GetVar(X(5), 3),
        Instr::CallBuiltin(9),
        Instr::PutVal(X(4), 1),
        Instr::PutVal(X(5), 3),
        Instr::Proceed,
    ];
    let out = drop_redundant_moves(code, &|_| 2);
    assert_eq!(out.len(), 5);
    assert!(matches!(out[3], Instr::PutVal(X(4), 1)));
    assert!(matches!(out[4], Instr::Proceed));
}
