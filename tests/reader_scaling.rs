//! Inputs that once made reading take quadratic time (found while looking
//! for a 43 s read_term/3 fuzz case), each at a size where quadratic time
//! would take minutes and linear time well under a second: read/2 of a
//! file term by term (each read copied the rest of the file), an integer
//! of 800,000 digits (decimal digits were read in quadratic time), a term
//! piped over 20,000 lines (lexed again at each line), and a file with
//! 20,000 syntax errors (each report indexed the whole file). Each test
//! checks what was read, so it fails on a wrong result; a slow test shows
//! a regression in the suite's time. The last checks what reading a
//! list costs on the heap (the machine's own count, not the process's).

use crate::support::process::hornbook;
use crate::support::temp::TempDir;

/// hornbook with `args`, with `input` on standard input:
/// (status, standard output, standard error).
fn run(args: &[&str], input: &str) -> (i32, String, String) {
    let out = hornbook(args).input(input).run();
    (out.code().unwrap_or(-1), out.stdout, out.stderr)
}

#[test]
fn a_file_of_50000_terms_is_read_term_by_term() {
    let dir = TempDir::new("reader-scaling");
    let file = dir.file("terms.pl", "f(a, \"b\", [c]).\n".repeat(50_000));
    let goal = format!(
        "open('{}', read, S), read_all(S, 0, N), close(S), write(N), nl",
        file.display().to_string().replace('\'', "\\'")
    );
    let program = dir.file(
        "read_all.pl",
        "read_all(S, N0, N) :- read(S, T), ( T == end_of_file -> N = N0 ; N1 is N0 + 1, read_all(S, N1, N) ).\n",
    );
    let (status, out, err) = run(&[program.to_str().unwrap(), "-g", &goal, "-t", "halt"], "");
    assert_eq!((status, out.as_str()), (0, "50000\n"), "{err}");
}

#[test]
fn an_integer_of_800000_digits_is_read() {
    let dir = TempDir::new("reader-scaling");
    let file = dir.file("digits.pl", format!("n({}).\n", "9".repeat(800_000)));
    let goal = "n(X), X =:= 10^800000 - 1, Y is X mod 1000, write(Y), nl";
    let (status, out, err) = run(&[file.to_str().unwrap(), "-g", goal, "-t", "halt"], "");
    assert_eq!((status, out.as_str()), (0, "999\n"), "{err}");
}

#[test]
fn a_term_piped_over_20000_lines_is_read() {
    let input = format!("\"{}\".\n", "ab\\\ncd\n".repeat(20_000));
    let goal = "read(T), string_length(T, N), write(N), nl";
    let (status, out, err) = run(&["-g", goal, "-t", "halt"], &input);
    assert_eq!((status, out.as_str()), (0, "100000\n"), "{err}");
}

#[test]
fn a_file_with_20000_syntax_errors_reports_each() {
    let dir = TempDir::new("reader-scaling");
    let file = dir.file("errors.pl", "ok.\na :- ) .\n".repeat(20_000));
    let (status, out, err) =
        run(&[file.to_str().unwrap(), "-g", "aggregate_all(count, ok, N), write(N), nl", "-t", "halt"], "");
    assert_eq!((status, out.as_str()), (0, "20000\n"));
    assert_eq!(err.matches("Syntax error: Illegal start of term").count(), 20_000);
    assert!(err.contains(&format!("errors.pl:{}:6", 2 * 20_000)), "the last report names its line");
}

/// What read/2 of an n-item list adds to the heap (statistics/2's
/// `globalused`, the machine's own count), in a process of its own.
fn heap_bytes_of_reading_a_list(dir: &TempDir, n: usize) -> usize {
    let items: Vec<String> = (0..n).map(|i| (i % 1000).to_string()).collect();
    let file = dir.file(&format!("list{n}.pl"), format!("[{}].\n", items.join(",")));
    let goal = format!(
        "open('{}', read, S), statistics(globalused, G0), read(S, T), statistics(globalused, G1), close(S), \
         length(T, N), D is G1 - G0, write(N-D), nl",
        file.display().to_string().replace('\'', "\\'")
    );
    let (status, out, err) = run(&["-g", &goal, "-t", "halt"], "");
    assert_eq!(status, 0, "{err}");
    let (count, bytes) = out.trim().split_once('-').expect("N-D");
    assert_eq!(count.parse::<usize>().unwrap(), n);
    bytes.parse().unwrap()
}

/// read/2 builds the term on the heap as it parses: a list of small
/// integers costs its list cells (two 16-byte cells an item) and the heap
/// grows in proportion to the list, with nothing per item besides.
#[test]
fn reading_a_list_costs_heap_in_proportion_to_its_length() {
    let dir = TempDir::new("reader-scaling");
    let small = heap_bytes_of_reading_a_list(&dir, 100_000);
    let large = heap_bytes_of_reading_a_list(&dir, 400_000);
    assert_eq!(small, 32 * 100_000);
    assert_eq!(large, 4 * small);
}
