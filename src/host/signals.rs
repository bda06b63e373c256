//! SIGTERM and SIGHUP: the process is asked to end. Their default action
//! kills it at once, losing what output streams still hold in their
//! buffers; here the signal only raises the machine's interrupt flag and
//! records which signal came, and the machine, at its next poll (every
//! few thousand calls, and in every long loop that looks at the flag),
//! halts with status 128 + the signal's number, as a shell reports a
//! process the signal killed. Halting flushes and closes every stream.
//!
//! A process that does not come to a poll (blocked in a read from a pipe)
//! is ended by a watchdog thread [`GRACE`] after the signal, with the same
//! status. The browser build has no signals: nothing here exists there.

use std::sync::atomic::{AtomicBool, AtomicI32, AtomicPtr, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The signal asking the process to end, or 0.
static TERMINATION: AtomicI32 = AtomicI32::new(0);

/// The interrupt flag of the machine the signals go to (leaked: it lives
/// as long as the process).
static FLAG: AtomicPtr<AtomicBool> = AtomicPtr::new(std::ptr::null_mut());

/// The write end of the pipe that wakes the watchdog.
static WAKE_FD: AtomicI32 = AtomicI32::new(-1);

/// How long the machine has to halt by itself after the signal.
pub const GRACE: Duration = Duration::from_secs(3);

/// The signal that asked the process to end (SIGTERM or SIGHUP), if one
/// came.
pub fn termination_signal() -> Option<i32> {
    match TERMINATION.load(Ordering::SeqCst) {
        0 => None,
        s => Some(s),
    }
}

/// Routes SIGTERM and SIGHUP to `flag`. Only the first call of the
/// process installs the handlers (signals belong to the process).
pub fn install(flag: &Arc<AtomicBool>) {
    let raw = Arc::into_raw(flag.clone()) as *mut AtomicBool;
    if FLAG.compare_exchange(std::ptr::null_mut(), raw, Ordering::SeqCst, Ordering::SeqCst).is_err() {
        // SAFETY: `raw` came from Arc::into_raw just above and was not stored.
        drop(unsafe { Arc::from_raw(raw) });
        return;
    }
    let mut fds = [0; 2];
    // SAFETY: pipe writes two descriptors into the array it is given.
    if unsafe { libc::pipe(fds.as_mut_ptr()) } == 0 {
        WAKE_FD.store(fds[1], Ordering::SeqCst);
        let read_fd = fds[0];
        std::thread::spawn(move || watchdog(read_fd));
    }
    for signal in [libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: the handler only stores to atomics and calls write(2),
        // which are async-signal-safe; the sigaction is fully initialised.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
            libc::sigemptyset(&mut action.sa_mask);
            action.sa_flags = libc::SA_RESTART;
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

extern "C" fn on_signal(signal: libc::c_int) {
    TERMINATION.store(signal, Ordering::SeqCst);
    let flag = FLAG.load(Ordering::SeqCst);
    if !flag.is_null() {
        // SAFETY: FLAG holds a leaked Arc's pointer, never freed.
        unsafe { (*flag).store(true, Ordering::SeqCst) };
    }
    let fd = WAKE_FD.load(Ordering::SeqCst);
    if fd >= 0 {
        // SAFETY: writes one byte from a live local to a descriptor we own.
        unsafe { libc::write(fd, [0u8].as_ptr().cast(), 1) };
    }
}

/// Waits for a termination signal, then gives the machine [`GRACE`] to
/// halt by itself before ending the process.
fn watchdog(read_fd: i32) {
    let mut byte = [0u8];
    loop {
        // SAFETY: reads one byte into a live local buffer.
        let n = unsafe { libc::read(read_fd, byte.as_mut_ptr().cast(), 1) };
        if n == 1 {
            break;
        }
        if n == 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return;
        }
    }
    std::thread::sleep(GRACE);
    let status = 128 + TERMINATION.load(Ordering::SeqCst);
    // SAFETY: ends the process without running anything of the machine's,
    // which another thread owns.
    unsafe { libc::_exit(status) };
}
