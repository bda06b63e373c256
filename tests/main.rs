//! The integration tests: one crate, one module per subject, built into
//! one test executable. tests/README.md maps the modules and says how to
//! run one of them and how to add tests; `support` holds the helpers they
//! share.

mod support;

// The engine in the test's own process: a `Machine` per test.
mod atom_gc;
mod bool_sum_props;
mod channel_props;
mod clpfd_props;
mod code_gc;
mod cumulative_props;
mod deep;
mod disjoint2_props;
mod fact_rebuild;
mod fuzz_goals;
mod gc;
mod help;
mod iso_cases;
mod modules;
mod roundtrip;
mod tabling;
mod trace;
mod writeq_roundtrip;

// The hornbook binary run to the end, as from a shell.
mod batch;
mod bench_programs;
mod diagnostics;
mod golden;
mod interrupts;
mod reader_scaling;
mod robust;
mod sandbox;
mod teacher;
mod toplevel;

// The programs of programs/, played through by test drivers and checked
// by checkers that share none of their code.
mod freecell;
mod shapely;
mod tictactoe;
mod tictactoe_mn;

// The browser playground (web/) in headless Chromium.
mod playground;

// The binary in a pseudo-terminal (support/pty.rs), as a person uses it.
mod interactive_programs;
mod pty_harness;
mod repl;
mod repl_programs;
mod shapely_repl;
mod tictactoe_mn_play;
mod toplevel_repl;
mod trace_repl;
