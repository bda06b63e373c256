//! What the host offers beyond the standard library, in one place: growing
//! the Rust stack for deep recursions, the process's CPU clock, the local
//! time zone, the address-space limit, files held in memory (`files.rs`),
//! the signals that end the process (`signals.rs`) and the interrupt flag
//! long loops look at (`stop.rs`). With the `terminal` feature (the native
//! build) these come from the operating system; without it (the browser
//! build, ARCHITECTURE.md "The browser build") each has a plain fallback,
//! so the engine above is the same code in both.

pub mod files;
#[cfg(all(unix, feature = "terminal"))]
pub mod signals;
pub mod stop;

/// The signal (SIGTERM, SIGHUP) that asked the process to end, if one came
/// (`signals.rs`); never in the browser build.
pub fn termination_signal() -> Option<i32> {
    #[cfg(all(unix, feature = "terminal"))]
    {
        signals::termination_signal()
    }
    #[cfg(not(all(unix, feature = "terminal")))]
    {
        None
    }
}

/// Runs `f` with at least 64 KiB of Rust stack left, switching to a new
/// 1 MiB segment when less is left: recursions over terms (compiling,
/// listing, expanding) then never overflow, however deep the term.
#[inline]
pub fn grow_stack<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(feature = "terminal")]
    {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, f)
    }
    // A WebAssembly stack cannot be switched: the browser build is linked
    // with a large stack instead (web/build.sh).
    #[cfg(not(feature = "terminal"))]
    {
        f()
    }
}

/// CPU time of the process in seconds, where the host has the clock.
pub fn process_cpu_seconds() -> Option<f64> {
    #[cfg(all(unix, feature = "terminal"))]
    {
        let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: clock_gettime only writes the timespec it is given.
        if unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) } == 0 {
            return Some(ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9);
        }
    }
    None
}

/// The local time zone at a stamp (seconds since the epoch): its offset in
/// seconds west of Greenwich, its abbreviation and whether daylight saving
/// time is on. Without the operating system's zone data: UTC.
pub fn local_zone(stamp: i64) -> (i64, String, bool) {
    #[cfg(all(unix, feature = "terminal"))]
    {
        let t = stamp.clamp(libc::time_t::MIN as i64, libc::time_t::MAX as i64) as libc::time_t;
        // SAFETY: localtime_r writes the zeroed tm it is given and returns
        // null on failure; tm_zone, when set, points to a static string.
        unsafe {
            let mut tm: libc::tm = std::mem::zeroed();
            if libc::localtime_r(&t, &mut tm).is_null() {
                return (0, "UTC".to_string(), false);
            }
            let zone = if tm.tm_zone.is_null() {
                String::new()
            } else {
                std::ffi::CStr::from_ptr(tm.tm_zone).to_string_lossy().into_owned()
            };
            (-(tm.tm_gmtoff as i64), zone, tm.tm_isdst > 0)
        }
    }
    #[cfg(not(all(unix, feature = "terminal")))]
    {
        let _ = stamp;
        (0, "UTC".to_string(), false)
    }
}

/// The process's address-space limit in bytes (`ulimit -v`), if it has one.
pub fn address_space_limit() -> Option<u64> {
    #[cfg(all(unix, feature = "terminal"))]
    {
        let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit only writes the struct it is given.
        let ok = unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut lim) } == 0;
        if ok && lim.rlim_cur != libc::RLIM_INFINITY {
            return Some(lim.rlim_cur as u64);
        }
    }
    None
}

/// The process's id; 0 where there are no processes (a browser).
pub fn process_id() -> u32 {
    #[cfg(not(target_family = "wasm"))]
    {
        std::process::id()
    }
    #[cfg(target_family = "wasm")]
    {
        0
    }
}

/// The folder for temporary files (`/tmp` where there is no file system).
pub fn temp_dir() -> std::path::PathBuf {
    #[cfg(not(target_family = "wasm"))]
    {
        std::env::temp_dir()
    }
    #[cfg(target_family = "wasm")]
    {
        std::path::PathBuf::from("/tmp")
    }
}

/// Sets an environment variable of the process; false where the host has
/// no environment (a browser).
pub fn set_env(name: &str, value: Option<&str>) -> bool {
    #[cfg(not(target_family = "wasm"))]
    {
        match value {
            Some(v) => std::env::set_var(name, v),
            None => std::env::remove_var(name),
        }
        true
    }
    #[cfg(target_family = "wasm")]
    {
        let _ = (name, value);
        false
    }
}
