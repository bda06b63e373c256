// The predicates that random goals leave out, shared by the in-suite
// fuzzer (tests/fuzz_goals.rs) and the `goals` cargo fuzz target
// (fuzz/fuzz_targets/goals.rs), which include this file. Internal
// predicates (names starting with `$`) are left out by both as well.

/// Predicates that leave the process, touch files, wait for input or
/// sleep: what they do is tested elsewhere, not with random arguments.
pub const EXCLUDED: &[&str] = &[
    "halt",
    "abort",
    "throw",
    "raise_exception",
    "break",
    "prolog",
    "consult",
    "compile",
    "ensure_loaded",
    "load_files",
    "include",
    "make",
    "shell",
    "open",
    "see",
    "seen",
    "tell",
    "told",
    "append",
    "delete_file",
    // They create directories or change the working directory of the
    // whole test process (random names became folders in the checkout).
    "make_directory",
    "make_directory_path",
    "delete_directory",
    // They empty a directory: given '.' (or now "." as a code list) they
    // deleted the fuzz driver's own goal and result files.
    "delete_directory_contents",
    "delete_directory_and_contents",
    "working_directory",
    "chdir",
    "copy_file",
    "csv_write_file",
    "rename_file",
    "read",
    "read_term",
    "read_clause",
    "get_char",
    "get_code",
    "get_byte",
    "peek_char",
    "peek_code",
    "peek_byte",
    "skip",
    "get_single_char",
    "read_line_to_string",
    "read_line_to_codes",
    "read_stream_to_codes",
    "read_term_from_atom_stdin",
    "set_input",
    "see_stream",
    "prompt",
    "sleep",
    "tty_size",
    "edit",
    "trace",
    "notrace",
    "spy",
    "interactive",
    "tab_stdin",
    "close",
    "set_stream",
    "set_output",
    "current_input",
    "with_tty_raw",
    // Its own time-out is the ball the fuzzer reads as a hang.
    "call_with_time_limit",
    // They change the process environment, which other threads of the
    // test process read (C's setenv is not thread-safe).
    "setenv",
    "unsetenv",
];
