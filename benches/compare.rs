//! Benchmark comparison: hornbook against SWI-Prolog and GNU Prolog.
//!
//! Run with `cargo build --release && cargo bench --bench compare`.
//!
//! Every program in `benches/` defines `bench(N)` (run the workload N
//! times, no output) and `bench_check/0` (print one line of result). The
//! machine these run on is shared and its load moves within seconds, so
//! the systems are timed in paired rounds rather than one after the
//! other. For each program this runner
//!
//! * runs `bench_check` once on each available system and compares the
//!   last output line across the systems;
//! * times `bench(0)` (start-up and loading) wall-clock 3 times per
//!   system, the systems taking turns, and keeps the median per system;
//! * runs `BENCH_RUNS` rounds (default 5); a round runs `bench(N)` once on
//!   each system in turn (hornbook, swipl, gprolog), and a system's net
//!   time in that round is its wall-clock time of `bench(N)` less its
//!   median `bench(0)` time (at least 0);
//! * reports per system the median of its net times over the rounds, and
//!   the ratios hornbook/swipl and hornbook/gprolog as the median of the
//!   per-round ratios (the two systems' net times of the same round), with
//!   the lowest and highest per-round ratio as their spread, e.g.
//!   `1.04 (0.97-1.12)`. The rounds of one system are timed close to those
//!   of the others, so a load change affects both sides of a ratio;
//! * for `nrev`, prints each system's LIPS from its median net time.
//!
//! Under the table: per ratio, the geometric mean of the benchmarks'
//! median ratios with the highest and lowest. A missing system shows
//! `n/a`; a run that fails, exits with a non-zero status or times out
//! shows `error` (the system is not run again on that benchmark) and the
//! reason is listed under the table.
//!
//! Environment:
//!
//! * `HORNBOOK`       hornbook binary (default `target/release/hornbook`)
//! * `SWIPL`, `GPROLOG` binaries to use instead of `swipl`/`gprolog` on PATH
//! * `BENCH_RUNS`     paired rounds per benchmark (default 5)
//! * `BENCH_SCALE`    factor applied to every N, e.g. `0.1` (default 1)
//! * `BENCH_TIMEOUT`  seconds before one run is killed (default 300)
//!
//! Arguments that do not start with `-` select benchmarks by name, e.g.
//! `cargo bench --bench compare -- nrev tak`.

use std::env;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Benchmarks and their iteration counts (SWI-Prolog 9 takes about
/// 0.5-1 s for each).
const BENCHES: &[(&str, u64)] = &[
    ("nrev", 70_000),
    ("tak", 130),
    ("queens", 150),
    ("crypt", 300),
    ("deriv", 160_000),
    ("qsort", 25_000),
    ("zebra", 800),
    ("primes", 80),
    ("katamino", 180),
    ("prover", 35),
    ("boyer", 8),
    ("chat_parser", 800),
    ("browse", 60),
    ("meta_qsort", 2500),
    ("poly", 100),
    ("sieve", 12),
    ("serialise", 3000),
    ("mu", 12),
    ("query", 500),
];

/// Logical inferences of one nrev of 30 elements.
const NREV_LI: f64 = 496.0;

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Hornbook,
    Swipl,
    Gprolog,
}

struct System {
    kind: Kind,
    name: &'static str,
    /// The binary, or why it is not available.
    bin: Result<PathBuf, String>,
}

impl System {
    fn command(&self, bin: &Path, file: &Path, goal: &str) -> Command {
        let mut cmd = Command::new(bin);
        match self.kind {
            Kind::Hornbook => {
                cmd.arg(file).args(["-g", goal, "-t", "halt"]);
            }
            Kind::Swipl => {
                // swipl takes its options before the file.
                cmd.args(["-q", "-g", goal, "-t", "halt"]).arg(file);
            }
            Kind::Gprolog => {
                // --entry-goal runs after --consult-file; the goal halts
                // itself with a status, and stdin is closed so the top
                // level can never wait for input.
                let g = format!("catch(({goal} -> halt ; halt(1)), _, halt(2))");
                cmd.arg("--consult-file").arg(file).args(["--entry-goal", &g]);
            }
        }
        #[cfg(unix)]
        {
            // Own process group, so that a timeout can stop the whole tree.
            use std::os::unix::process::CommandExt;
            cmd.process_group(0);
        }
        cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
        cmd
    }
}

struct Output {
    elapsed: Duration,
    stdout: String,
}

fn read_pipe<R: Read + Send + 'static>(pipe: Option<R>) -> thread::JoinHandle<String> {
    thread::spawn(move || {
        let mut s = String::new();
        if let Some(mut p) = pipe {
            let mut bytes = Vec::new();
            let _ = p.read_to_end(&mut bytes);
            s = String::from_utf8_lossy(&bytes).into_owned();
        }
        s
    })
}

fn wait_with_timeout(child: &mut Child, timeout: Duration) -> Result<std::process::ExitStatus, String> {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok(status),
            Ok(None) => {
                if start.elapsed() > timeout {
                    kill_tree(child);
                    let _ = child.wait();
                    return Err(format!("timeout after {} s", timeout.as_secs()));
                }
                let waited = start.elapsed();
                let pause = if waited < Duration::from_millis(50) {
                    Duration::from_micros(200)
                } else {
                    Duration::from_millis(2)
                };
                thread::sleep(pause);
            }
            Err(e) => return Err(format!("wait failed: {e}")),
        }
    }
}

fn kill_tree(child: &mut Child) {
    #[cfg(unix)]
    {
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", child.id())])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    let _ = child.kill();
}

/// Runs one goal once; an error describes a failed start, a timeout or
/// a non-zero exit status together with the first line of stderr.
fn run(sys: &System, file: &Path, goal: &str, timeout: Duration) -> Result<Output, String> {
    let bin = sys.bin.as_ref().map_err(|e| e.clone())?;
    let mut cmd = sys.command(bin, file, goal);
    let start = Instant::now();
    let mut child = cmd.spawn().map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
    let out = read_pipe(child.stdout.take());
    let err = read_pipe(child.stderr.take());
    // On a timeout the reader threads are left behind: a grandchild of
    // a killed wrapper script may still hold the pipes open.
    let status = wait_with_timeout(&mut child, timeout)?;
    let elapsed = start.elapsed();
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    if !status.success() {
        let first = stderr.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("no message");
        let code = status.code().map_or_else(|| "killed by signal".to_string(), |c| format!("exit {c}"));
        return Err(format!("`{goal}`: {code}: {first}"));
    }
    Ok(Output { elapsed, stdout })
}

/// Median of a non-empty list (the mean of the middle two for an even
/// length).
fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let mid = v.len() / 2;
    if v.len() % 2 == 1 {
        v[mid]
    } else {
        (v[mid - 1] + v[mid]) / 2.0
    }
}

/// Median, lowest and highest of a benchmark's per-round ratios.
struct Ratio {
    median: f64,
    low: f64,
    high: f64,
}

/// The ratios `a[r] / b[r]` of the net times of the same round `r`,
/// leaving out rounds where `b[r]` is not positive; `None` if none is left.
fn paired_ratio(a: &[f64], b: &[f64]) -> Option<Ratio> {
    let per_round: Vec<f64> = a.iter().zip(b).filter(|(_, b)| **b > 0.0).map(|(a, b)| a / b).collect();
    if per_round.is_empty() {
        return None;
    }
    Some(Ratio {
        median: median(&per_round),
        low: per_round.iter().copied().fold(f64::INFINITY, f64::min),
        high: per_round.iter().copied().fold(f64::NEG_INFINITY, f64::max),
    })
}

fn check_line(sys: &System, file: &Path, timeout: Duration) -> Result<String, String> {
    let out = run(sys, file, "bench_check", timeout)?;
    Ok(out.stdout.lines().map(str::trim_end).rfind(|l| !l.is_empty()).unwrap_or("").to_string())
}

fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = env::var_os("PATH")?;
    env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// The binary of `name`: `$var` if set (a path, or a bare name looked up
/// on PATH), else `name` on PATH; an error says why there is none.
fn external(var: &str, name: &str) -> Result<PathBuf, String> {
    match env::var_os(var) {
        Some(p) => {
            let path = PathBuf::from(&p);
            if path.is_file() {
                Ok(path)
            } else if path.components().count() == 1 {
                find_on_path(&p.to_string_lossy()).ok_or_else(|| format!("{var}={}: not found on PATH", path.display()))
            } else {
                Err(format!("{var}={}: no such file", path.display()))
            }
        }
        None => find_on_path(name).ok_or_else(|| format!("{name} not found on PATH")),
    }
}

fn env_num<T: std::str::FromStr>(var: &str, default: T) -> T {
    env::var(var).ok().and_then(|v| v.trim().parse().ok()).unwrap_or(default)
}

fn fmt_time(r: &Result<f64, String>, available: bool) -> String {
    match r {
        Ok(t) => format!("{t:.3}"),
        Err(_) if !available => "n/a".to_string(),
        Err(_) => "error".to_string(),
    }
}

/// The median ratio and its spread over the rounds, as two columns.
fn fmt_ratio(r: &Option<Ratio>) -> (String, String) {
    match r {
        Some(r) => (format!("{:.2}", r.median), format!("({:.2}-{:.2})", r.low, r.high)),
        None => ("-".to_string(), String::new()),
    }
}

/// Geometric mean, highest and lowest of a list of time ratios, e.g.
/// `geometric mean 0.93 over 19, highest 1.41 (tak), lowest 0.52 (query)`.
fn ratio_summary(ratios: &[(&str, f64)]) -> Option<String> {
    if ratios.is_empty() {
        return None;
    }
    let log_sum: f64 = ratios.iter().map(|(_, r)| r.ln()).sum();
    let mean = (log_sum / ratios.len() as f64).exp();
    let by_ratio = |a: &&(&str, f64), b: &&(&str, f64)| a.1.total_cmp(&b.1);
    let (high_name, high) = ratios.iter().max_by(by_ratio)?;
    let (low_name, low) = ratios.iter().min_by(by_ratio)?;
    Some(format!(
        "geometric mean {mean:.2} over {}, highest {high:.2} ({high_name}), lowest {low:.2} ({low_name})",
        ratios.len()
    ))
}

/// Runs of `bench(0)` per system, up front; their median is the
/// start-up and loading time taken off every round's `bench(N)`.
const EMPTY_RUNS: usize = 3;

/// Times one benchmark in paired rounds. Returns, per system, the net
/// times of the rounds, or why there are none (the system is missing, or
/// one of its runs failed; a failed system is not run again).
fn paired_rounds(
    systems: &[System],
    file: &Path,
    n: u64,
    runs: usize,
    timeout: Duration,
) -> Vec<Result<Vec<f64>, String>> {
    let mut empty: Vec<Result<Vec<f64>, String>> =
        systems.iter().map(|s| s.bin.as_ref().map(|_| Vec::new()).map_err(|e| e.clone())).collect();
    for _ in 0..EMPTY_RUNS {
        for (sys, times) in systems.iter().zip(empty.iter_mut()) {
            if let Ok(list) = times {
                match run(sys, file, "bench(0)", timeout) {
                    Ok(out) => list.push(out.elapsed.as_secs_f64()),
                    Err(e) => *times = Err(e),
                }
            }
        }
    }
    let base: Vec<Result<f64, String>> = empty.into_iter().map(|times| times.map(|list| median(&list))).collect();
    let mut net: Vec<Result<Vec<f64>, String>> =
        base.iter().map(|b| b.as_ref().map(|_| Vec::new()).map_err(|e| e.clone())).collect();
    let goal = format!("bench({n})");
    for _ in 0..runs {
        for ((sys, base), times) in systems.iter().zip(&base).zip(net.iter_mut()) {
            if let (Ok(base), Ok(list)) = (base, &mut *times) {
                match run(sys, file, &goal, timeout) {
                    Ok(out) => list.push((out.elapsed.as_secs_f64() - base).max(0.0)),
                    Err(e) => *times = Err(e),
                }
            }
        }
    }
    net
}

fn main() {
    let root = PathBuf::from(option_env!("CARGO_MANIFEST_DIR").unwrap_or("."));
    let bench_dir = root.join("benches");
    let hornbook = env::var_os("HORNBOOK")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target").join("release").join("hornbook"));
    let hornbook_bin = if hornbook.is_file() {
        Ok(hornbook)
    } else {
        Err(format!("{} not found (cargo build --release, or set HORNBOOK)", hornbook.display()))
    };
    let systems = [
        System { kind: Kind::Hornbook, name: "hornbook", bin: hornbook_bin },
        System { kind: Kind::Swipl, name: "swipl", bin: external("SWIPL", "swipl") },
        System { kind: Kind::Gprolog, name: "gprolog", bin: external("GPROLOG", "gprolog") },
    ];
    let runs: usize = env_num("BENCH_RUNS", 5usize).max(1);
    let scale: f64 = env_num("BENCH_SCALE", 1.0f64);
    let timeout = Duration::from_secs(env_num("BENCH_TIMEOUT", 300u64));
    let filters: Vec<String> = env::args().skip(1).filter(|a| !a.starts_with('-')).collect();

    for s in &systems {
        match &s.bin {
            Ok(p) => println!("{:<9} {}", s.name, p.display()),
            Err(e) => println!("{:<9} unavailable: {e}", s.name),
        }
    }
    println!(
        "{runs} paired round(s), each running every system once in turn; net wall-clock seconds of a round:\n\
         time(bench(N)) - median time(bench(0)) of {EMPTY_RUNS} runs; times: median over the rounds;\n\
         ratios: median of the per-round ratios, (lowest-highest) of them\n"
    );

    let header = format!(
        "{:<12} {:>7} {:>8} {:>8} {:>8}  {:>6} {:<11}  {:>6} {:<11}  {}",
        "benchmark", "N", "hornbook", "swipl", "gprolog", "hb/swi", "(min-max)", "hb/gp", "(min-max)", "check"
    );
    println!("{header}");
    println!("{}", "-".repeat(header.len()));

    let mut notes: Vec<String> = Vec::new();
    let mut lips: Vec<(&str, f64)> = Vec::new();
    // Median hornbook/swipl and hornbook/gprolog per benchmark, for the summary.
    let mut ratios: [Vec<(&str, f64)>; 2] = [Vec::new(), Vec::new()];
    for &(name, base_n) in BENCHES {
        if !filters.is_empty() && !filters.iter().any(|f| f == name) {
            continue;
        }
        let n = ((base_n as f64 * scale).round() as u64).max(1);
        let file = bench_dir.join(format!("{name}.pl"));

        let mut checks: Vec<(&str, String)> = Vec::new();
        for s in systems.iter().filter(|s| s.bin.is_ok()) {
            match check_line(s, &file, timeout) {
                Ok(line) => checks.push((s.name, line)),
                Err(e) => notes.push(format!("{name}/{} bench_check: {e}", s.name)),
            }
        }
        let check = if checks.is_empty() {
            "-".to_string()
        } else if checks.iter().all(|(_, l)| *l == checks[0].1) {
            if checks.len() == 1 {
                "1 system".to_string()
            } else {
                "same".to_string()
            }
        } else {
            for (sys, line) in &checks {
                notes.push(format!("{name}/{sys} bench_check: {line}"));
            }
            "DIFFERENT".to_string()
        };

        let rounds = paired_rounds(&systems, &file, n, runs, timeout);
        let mut medians: Vec<Result<f64, String>> = Vec::new();
        for (s, r) in systems.iter().zip(&rounds) {
            if s.bin.is_ok() {
                if let Err(e) = r {
                    notes.push(format!("{name}/{}: {e}", s.name));
                }
            }
            let t = r.as_ref().map(|list| median(list)).map_err(|e| e.clone());
            if name == "nrev" {
                if let Ok(secs) = t {
                    if secs > 0.0 {
                        lips.push((s.name, NREV_LI * n as f64 / secs));
                    }
                }
            }
            medians.push(t);
        }
        let mut cols: Vec<(String, String)> = Vec::new();
        for (other, list) in ratios.iter_mut().enumerate() {
            let r = match (&rounds[0], &rounds[other + 1]) {
                (Ok(hb), Ok(t)) => paired_ratio(hb, t),
                _ => None,
            };
            if let Some(r) = &r {
                list.push((name, r.median));
            }
            cols.push(fmt_ratio(&r));
        }
        println!(
            "{:<12} {:>7} {:>8} {:>8} {:>8}  {:>6} {:<11}  {:>6} {:<11}  {}",
            name,
            n,
            fmt_time(&medians[0], systems[0].bin.is_ok()),
            fmt_time(&medians[1], systems[1].bin.is_ok()),
            fmt_time(&medians[2], systems[2].bin.is_ok()),
            cols[0].0,
            cols[0].1,
            cols[1].0,
            cols[1].1,
            check
        );
    }

    println!();
    for (other, list) in ratios.iter().enumerate() {
        if let Some(summary) = ratio_summary(list) {
            println!("hornbook/{:<8} {summary}", systems[other + 1].name);
        }
    }

    if !lips.is_empty() {
        println!();
        for (sys, l) in &lips {
            println!("nrev LIPS {sys:<9} {:>14.0}  (median nrev time)", l);
        }
    }
    if !notes.is_empty() {
        println!("\nnotes:");
        for n in &notes {
            println!("  {n}");
        }
    }
}
