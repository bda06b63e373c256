//! read_term/3 on arbitrary bytes from a file stream, with the machine's
//! own operators and flags: each read gives a term, end_of_file, or an ISO
//! syntax error, never a panic, a hang or another error.
#![no_main]

use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use libfuzzer_sys::fuzz_target;
use std::cell::RefCell;

thread_local! {
    static MACHINE: RefCell<Machine> = RefCell::new(Machine::new());
}

const READ_ALL: &str = "
fuzz_read(File) :-
    open(File, read, S),
    call_cleanup(fuzz_terms(S, 100), close(S)).
fuzz_terms(_, 0) :- !.
fuzz_terms(S, N) :-
    catch(read_term(S, T, [variable_names(_), singletons(_)]), error(syntax_error(_), _), T = error),
    (   T == end_of_file -> true
    ;   N1 is N - 1, fuzz_terms(S, N1)
    ).
";

fuzz_target!(|data: &[u8]| {
    let file = std::env::temp_dir().join(format!("hornbook_fuzz_read_term_{}.pl", std::process::id()));
    std::fs::write(&file, data).expect("temporary file");
    let goal = format!("fuzz_read('{}')", file.display());
    MACHINE.with(|m| {
        let mut m = m.borrow_mut();
        if m.run_goal_text("current_predicate(fuzz_read/1)") != GoalResult::Succeeded {
            m.consult_str(READ_ALL, "fuzz_read_term");
        }
        match m.run_goal_text(&goal) {
            GoalResult::Succeeded => {}
            other => panic!("{other:?}"),
        }
    });
});
