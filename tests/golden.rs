//! Golden outputs: programs run through the hornbook binary as
//! `hornbook FILES... [-g GOAL] -t halt` must print exactly the text of
//! their file in tests/golden/ (byte for byte), say nothing on standard
//! error unless the row names a file for it, and exit with the status
//! given. One table, one test; where each file came from is in
//! tests/golden/README.md.

use crate::support::process::hornbook;
use crate::support::{golden, parallel, path};

/// One row of the table.
struct GoldenProgram {
    /// What the row shows, for failure messages.
    what: &'static str,
    /// The files hornbook loads, from the crate root.
    files: &'static [&'static str],
    /// The goal run with `-g`; none for a program that runs itself from a
    /// directive.
    goal: Option<&'static str>,
    /// A file (from the crate root) given as standard input; none for
    /// an empty standard input.
    stdin: Option<&'static str>,
    /// The expected standard output: a file of tests/golden/.
    golden: &'static str,
    /// The expected standard error, a file of tests/golden/ (compared as
    /// `comparable` says); none for a program that must print nothing there.
    stderr: Option<&'static str>,
    status: i32,
}

const KATAMINO: &[&str] = &["programs/katamino.pl"];
const SHAPELY: &[&str] = &["programs/shapely_squares.pl", "tests/shapely_checker.pl", "tests/shapely/all_puzzles.pl"];

#[rustfmt::skip]
const GOLDEN: &[GoldenProgram] = &[
    // The Katamino boards of programs/katamino.pl, as SWI-Prolog prints them.
    GoldenProgram { what: "katamino first seed board", files: KATAMINO,
                    goal: Some("katamino([l,t,w,k,y,r,z,c,p])"), stdin: None, golden: "katamino_1.out", stderr: None, status: 0 },
    GoldenProgram { what: "katamino second seed board", files: KATAMINO,
                    goal: Some("katamino([t,w,l,k,r,z,y,p,c])"), stdin: None, golden: "katamino_2.out", stderr: None, status: 0 },
    GoldenProgram { what: "katamino 3x20", files: KATAMINO,
                    goal: Some("téglalap(3)"), stdin: None, golden: "katamino_20x3.out", stderr: None, status: 0 },
    GoldenProgram { what: "katamino 4x15", files: KATAMINO,
                    goal: Some("téglalap(4)"), stdin: None, golden: "katamino_15x4.out", stderr: None, status: 0 },
    GoldenProgram { what: "katamino 5x12", files: KATAMINO,
                    goal: Some("téglalap(5)"), stdin: None, golden: "katamino_12x5.out", stderr: None, status: 0 },
    GoldenProgram { what: "katamino 6x10", files: KATAMINO,
                    goal: Some("rectangle(6)"), stdin: None, golden: "katamino_10x6.out", stderr: None, status: 0 },
    // Programs written for SWI-Prolog, using only the library predicates
    // hornbook provides, run unchanged and print what SWI-Prolog printed.
    GoldenProgram { what: "family database with all-solutions predicates",
                    files: &["tests/classic/family.pl"], goal: None, stdin: None,
                    golden: "classic_family.out", stderr: None, status: 0 },
    GoldenProgram { what: "word frequencies with strings and sorting",
                    files: &["tests/classic/wordfreq.pl"], goal: None, stdin: None,
                    golden: "classic_wordfreq.out", stderr: None, status: 0 },
    GoldenProgram { what: "classic puzzles with lists, apply and format",
                    files: &["tests/classic/puzzles.pl"], goal: None, stdin: None,
                    golden: "classic_puzzles.out", stderr: None, status: 0 },
    GoldenProgram { what: "text report with DCG, assoc, pairs, yall and column layout",
                    files: &["tests/classic/textreport.pl"], goal: None, stdin: None,
                    golden: "classic_textreport.out", stderr: None, status: 0 },
    GoldenProgram { what: "ledger in three module files with operators and meta-predicates",
                    files: &["tests/classic/ledger/main.pl"], goal: None, stdin: None,
                    golden: "classic_ledger.out", stderr: None, status: 0 },
    GoldenProgram { what: "rail routes with tabling, min subsumption and a timetable",
                    files: &["tests/classic/routes.pl"], goal: None, stdin: None,
                    golden: "classic_routes.out", stderr: None, status: 0 },
    // Programs in the styles of the SWI-Prolog code found in the wild: a
    // contest solution reading standard input, Rosetta Code tasks run
    // from a directive, a script with initialization(main, main).
    GoldenProgram { what: "contest style: bookings from standard input, merged and summed",
                    files: &["tests/classic/contest_schedule.pl"], goal: Some("main"),
                    stdin: Some("tests/classic/contest_schedule.in"),
                    golden: "contest_schedule.out", stderr: None, status: 0 },
    GoldenProgram { what: "rosetta style: fizzbuzz, hanoi, sieve, roman numerals, ackermann, 100!",
                    files: &["tests/classic/rosetta_tasks.pl"], goal: None, stdin: None,
                    golden: "rosetta_tasks.out", stderr: None, status: 0 },
    GoldenProgram { what: "script: initialization(main, main), library(main), term and goal expansion, flag/3",
                    files: &["tests/classic/script_inventory.pl"], goal: None, stdin: None,
                    golden: "script_inventory.out", stderr: None, status: 0 },
    // Shapely Squares: the verdicts of tests/shapely_checker.pl on every
    // solution (tests/shapely.rs checks what the lines say), and a board as
    // display_game/3 prints it.
    GoldenProgram { what: "shapely: the 13 puzzles solved and checked", files: SHAPELY,
                    goal: Some("all_puzzles"), stdin: None, golden: "shapely_puzzles.out", stderr: None, status: 0 },
    GoldenProgram { what: "shapely: row-preserving swaps rejected", files: SHAPELY,
                    goal: Some("swaps_rejected"), stdin: None, golden: "shapely_swaps.out", stderr: None, status: 0 },
    GoldenProgram { what: "shapely: the board of puzzle 1 beside its solution", files: &["programs/shapely_squares.pl"],
                    goal: Some("puzzle(1, F, S), shapely_solution(1, B), display_game(F, B, S)"), stdin: None,
                    golden: "shapely_1.out", stderr: None, status: 0 },
    // library(chr): the classic CHR programs and the order in which rules
    // fire (refined operational semantics), as SWI-Prolog prints them.
    GoldenProgram { what: "chr: gcd, primes, fib, leq and union-find stores", files: &["tests/classic/chr_classic.pl"],
                    goal: Some("main"), stdin: None, golden: "chr_classic.out", stderr: None, status: 0 },
    GoldenProgram { what: "chr: rule firing order, propagation history, reactivation", files: &["tests/classic/chr_order.pl"],
                    goal: Some("main"), stdin: None, golden: "chr_order.out", stderr: None, status: 0 },
    // The puzzles with the constraint libraries (programs/README.md): the
    // tic-tac-toe moves chosen by CHR rules played against every game, and
    // the Katamino linear relaxation (library(simplex)) against the search.
    GoldenProgram { what: "tic-tac-toe by CHR rules: every game, two analysed boards",
                    files: &["programs/tictactoe_chr.pl", "tests/programs/tictactoe_all_games.pl"],
                    goal: Some("all_games(chrStep), show([[x,x,a],[a,o,a],[a,a,a]]), show([[x,a,a],[a,o,a],[a,a,x]])"),
                    stdin: None, golden: "tictactoe_chr.out", stderr: None, status: 0 },
    GoldenProgram { what: "katamino: the simplex relaxation against the search, 3 pieces on 5x3",
                    files: &["programs/katamino_lp.pl"], goal: Some("survey(3, 3)"), stdin: None,
                    golden: "katamino_lp_5x3.out", stderr: None, status: 0 },
    // library(plunit) test files written for SWI-Prolog: the reports of a
    // passing and a failing run, on standard error, as SWI-Prolog 9.0.4
    // printed them.
    GoldenProgram { what: "plunit: every test passes", files: &["tests/classic/plunit_pass.pl"],
                    goal: Some("run_tests"), stdin: None, golden: "plunit_pass.out", stderr: Some("plunit_pass.err"), status: 0 },
    GoldenProgram { what: "plunit: tests fail in the common ways", files: &["tests/classic/plunit_fail.pl"],
                    goal: Some("run_tests"), stdin: None, golden: "plunit_fail.out", stderr: Some("plunit_fail.err"), status: 1 },
];

/// Standard error as it is compared with its golden file: file names
/// without the crate root's directory (SWI-Prolog and hornbook name
/// loaded files by their absolute paths, which depend on the checkout)
/// and the timings a program prints (`0.004 sec`, `0.00 seconds`) as `N`.
fn comparable(text: &str) -> String {
    let root = format!("{}/", crate::support::root().display());
    text.replace(&root, "")
        .split_inclusive('\n')
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            let masked: Vec<&str> = words
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    let timing = w.contains('.') && w.chars().all(|c| c.is_ascii_digit() || c == '.');
                    let unit = words.get(i + 1).is_some_and(|next| next.starts_with("sec"));
                    if timing && unit {
                        "N"
                    } else {
                        w
                    }
                })
                .collect();
            masked.join(" ")
        })
        .collect()
}

/// Runs one row; Err says how the run differs from the row.
fn check(row: &GoldenProgram) -> Result<(), String> {
    let mut args: Vec<&str> = row.files.to_vec();
    if let Some(goal) = row.goal {
        args.extend(["-g", goal]);
    }
    args.extend(["-t", "halt"]);
    let mut invocation = hornbook(&args);
    if let Some(file) = row.stdin {
        let text = std::fs::read(path(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        invocation = invocation.input(text);
    }
    let run = invocation.run();
    let expected = golden(row.golden);
    let mut wrong = Vec::new();
    if run.code() != Some(row.status) {
        wrong.push(format!("exit status {:?}, not {}", run.status, row.status));
    }
    if run.stdout_bytes != expected.as_bytes() {
        let differs_at = run.stdout.lines().zip(expected.lines()).position(|(got, want)| got != want);
        let line = differs_at.map_or("the end".to_string(), |i| format!("line {}", i + 1));
        wrong.push(format!(
            "standard output differs from tests/golden/{} from {line} on:\n--- printed ---\n{}\n--- expected ---\n{expected}",
            row.golden, run.stdout
        ));
    }
    match row.stderr {
        Some(file) => {
            let (printed, expected) = (comparable(&run.stderr), comparable(&golden(file)));
            if printed != expected {
                let differs_at = printed.lines().zip(expected.lines()).position(|(got, want)| got != want);
                let line = differs_at.map_or("the end".to_string(), |i| format!("line {}", i + 1));
                wrong.push(format!(
                    "standard error differs from tests/golden/{file} from {line} on:\n--- printed ---\n{}\n--- expected ---\n{}",
                    run.stderr, expected
                ));
            }
        }
        None if !run.stderr.is_empty() => wrong.push(format!("unexpected diagnostics:\n{}", run.stderr)),
        None => {}
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!("== {} (hornbook {}):\n{}", row.what, args.join(" "), wrong.join("\n")))
    }
}

#[test]
fn every_golden_program_prints_its_file_and_exits_with_its_status() {
    let mut failures: Vec<String> = parallel::map(GOLDEN, check).into_iter().filter_map(Result::err).collect();
    // Every file of tests/golden/ belongs to a row: none is left unchecked.
    let mut files: Vec<String> = std::fs::read_dir(path("tests/golden"))
        .expect("tests/golden")
        .map(|e| e.expect("directory entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".out") || name.ends_with(".err"))
        .collect();
    files.sort();
    let mut rows: Vec<String> =
        GOLDEN.iter().flat_map(|row| std::iter::once(row.golden).chain(row.stderr)).map(str::to_string).collect();
    rows.sort();
    if files != rows {
        let listing = format!("files {files:?}\nrows  {rows:?}");
        failures.push(format!("== the files of tests/golden/ are not those of the table:\n{listing}"));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
