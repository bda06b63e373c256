//! Benchmark comparison: hornbook against SWI-Prolog and GNU Prolog.
//!
//! Run with `cargo build --release && cargo bench --bench compare`.
//!
//! Every program in `benches/` defines `bench(N)` (run the workload N
//! times, no output) and `bench_check/0` (print one line of result). For
//! each program and each available system this runner
//!
//! * times `bench(N)` and `bench(0)` wall-clock, best of `BENCH_RUNS`
//!   (default 3), and reports the net time `time(N) - time(0)`, which
//!   removes start-up and loading;
//! * runs `bench_check` once and compares the last output line across
//!   the systems.
//!
//! Environment:
//!
//! * `HORNBOOK`       hornbook binary (default `target/release/hornbook`)
//! * `SWIPL`, `GPROLOG` binaries to use instead of `swipl`/`gprolog` on PATH
//! * `BENCH_RUNS`     repetitions, the best is kept (default 3)
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

/// Best wall-clock time of `runs` runs.
fn best(sys: &System, file: &Path, goal: &str, runs: u32, timeout: Duration) -> Result<Duration, String> {
    let mut best: Option<Duration> = None;
    for _ in 0..runs {
        let t = run(sys, file, goal, timeout)?.elapsed;
        best = Some(best.map_or(t, |b| b.min(t)));
    }
    Ok(best.unwrap_or_default())
}

/// Net time of bench(n): best time of bench(n) minus best time of bench(0).
fn net_time(sys: &System, file: &Path, n: u64, runs: u32, timeout: Duration) -> Result<f64, String> {
    let empty = best(sys, file, "bench(0)", runs, timeout)?;
    let full = best(sys, file, &format!("bench({n})"), runs, timeout)?;
    Ok(full.saturating_sub(empty).as_secs_f64())
}

fn check_line(sys: &System, file: &Path, timeout: Duration) -> Result<String, String> {
    let out = run(sys, file, "bench_check", timeout)?;
    Ok(out.stdout.lines().map(str::trim_end).rfind(|l| !l.is_empty()).unwrap_or("").to_string())
}

fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = env::var_os("PATH")?;
    env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

fn external(var: &str, name: &str) -> Result<PathBuf, String> {
    match env::var_os(var) {
        Some(p) => Ok(PathBuf::from(p)),
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

fn fmt_ratio(a: &Result<f64, String>, b: &Result<f64, String>) -> String {
    match (a, b) {
        (Ok(a), Ok(b)) if *b > 0.0 => format!("{:.2}", a / b),
        _ => "-".to_string(),
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
    let runs: u32 = env_num("BENCH_RUNS", 3u32).max(1);
    let scale: f64 = env_num("BENCH_SCALE", 1.0f64);
    let timeout = Duration::from_secs(env_num("BENCH_TIMEOUT", 300u64));
    let filters: Vec<String> = env::args().skip(1).filter(|a| !a.starts_with('-')).collect();

    for s in &systems {
        match &s.bin {
            Ok(p) => println!("{:<9} {}", s.name, p.display()),
            Err(e) => println!("{:<9} unavailable: {e}", s.name),
        }
    }
    println!("net wall-clock seconds, time(bench(N)) - time(bench(0)), best of {runs}\n");

    let header = format!(
        "{:<12} {:>8} {:>10} {:>10} {:>10} {:>8} {:>8}  {}",
        "benchmark", "N", "hornbook", "swipl", "gprolog", "hb/swi", "hb/gp", "check"
    );
    println!("{header}");
    println!("{}", "-".repeat(header.len()));

    let mut notes: Vec<String> = Vec::new();
    let mut lips: Vec<(&str, f64)> = Vec::new();
    // hornbook/swipl and hornbook/gprolog per benchmark, for the summary.
    let mut ratios: [Vec<(&str, f64)>; 2] = [Vec::new(), Vec::new()];
    for &(name, base_n) in BENCHES {
        if !filters.is_empty() && !filters.iter().any(|f| f == name) {
            continue;
        }
        let n = ((base_n as f64 * scale).round() as u64).max(1);
        let file = bench_dir.join(format!("{name}.pl"));
        let mut times: Vec<Result<f64, String>> = Vec::new();
        let mut checks: Vec<(&str, String)> = Vec::new();
        for s in &systems {
            let t = net_time(s, &file, n, runs, timeout);
            if s.bin.is_ok() {
                if let Err(e) = &t {
                    notes.push(format!("{name}/{}: {e}", s.name));
                }
                match check_line(s, &file, timeout) {
                    Ok(line) => checks.push((s.name, line)),
                    Err(e) => notes.push(format!("{name}/{} bench_check: {e}", s.name)),
                }
            }
            if name == "nrev" {
                if let Ok(secs) = t {
                    if secs > 0.0 {
                        lips.push((s.name, NREV_LI * n as f64 / secs));
                    }
                }
            }
            times.push(t);
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
        for (other, list) in ratios.iter_mut().enumerate() {
            if let (Ok(hb), Ok(t)) = (&times[0], &times[other + 1]) {
                if *t > 0.0 {
                    list.push((name, hb / t));
                }
            }
        }
        println!(
            "{:<12} {:>8} {:>10} {:>10} {:>10} {:>8} {:>8}  {}",
            name,
            n,
            fmt_time(&times[0], systems[0].bin.is_ok()),
            fmt_time(&times[1], systems[1].bin.is_ok()),
            fmt_time(&times[2], systems[2].bin.is_ok()),
            fmt_ratio(&times[0], &times[1]),
            fmt_ratio(&times[0], &times[2]),
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
            println!("nrev LIPS {sys:<9} {:>14.0}", l);
        }
    }
    if !notes.is_empty() {
        println!("\nnotes:");
        for n in &notes {
            println!("  {n}");
        }
    }
}
