//! Where text output goes: standard output, standard error, or the
//! innermost capture buffer of with_output_to/2 and format/3.

use std::io::Write;

pub struct Output {
    stdout: std::io::BufWriter<std::io::Stdout>,
    /// Nested captures; writes go to the innermost one.
    pub captures: Vec<String>,
    /// The column of standard output (for tab stops and prompts).
    pub column: usize,
}

impl Default for Output {
    fn default() -> Self {
        Output { stdout: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout()), captures: Vec::new(), column: 0 }
    }
}

impl Output {
    pub fn write_str(&mut self, s: &str) {
        if let Some(buf) = self.captures.last_mut() {
            buf.push_str(s);
            return;
        }
        let _ = self.stdout.write_all(s.as_bytes());
        match s.rfind('\n') {
            Some(i) => self.column = s[i + 1..].chars().count(),
            None => self.column += s.chars().count(),
        }
    }

    pub fn column(&self) -> usize {
        match self.captures.last() {
            Some(buf) => buf.rsplit('\n').next().map_or(0, |l| l.chars().count()),
            None => self.column,
        }
    }

    pub fn flush(&mut self) {
        let _ = self.stdout.flush();
    }

    pub fn write_err(&mut self, s: &str) {
        self.flush();
        let mut err = std::io::stderr();
        let _ = err.write_all(s.as_bytes());
        let _ = err.flush();
    }
}
