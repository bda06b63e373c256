//! Solver counters, as SICStus' fd_statistics/2 names them: resumptions
//! (propagator runs), entailments (propagators found entailed and killed),
//! prunings (domain reductions), backtracks (failures found by
//! propagation) and constraints (propagators created).

#[derive(Default, Clone, Copy, Debug)]
pub struct Stats {
    pub resumptions: u64,
    pub entailments: u64,
    pub prunings: u64,
    pub backtracks: u64,
    pub constraints: u64,
}

impl Stats {
    pub const KEYS: [&'static str; 5] = ["resumptions", "entailments", "prunings", "backtracks", "constraints"];

    pub fn get(&self, key: &str) -> Option<u64> {
        Some(match key {
            "resumptions" => self.resumptions,
            "entailments" => self.entailments,
            "prunings" => self.prunings,
            "backtracks" => self.backtracks,
            "constraints" => self.constraints,
            _ => return None,
        })
    }

    /// Reads a counter and resets it to zero (SICStus semantics).
    pub fn take(&mut self, key: &str) -> Option<u64> {
        let v = self.get(key)?;
        match key {
            "resumptions" => self.resumptions = 0,
            "entailments" => self.entailments = 0,
            "prunings" => self.prunings = 0,
            "backtracks" => self.backtracks = 0,
            _ => self.constraints = 0,
        }
        Some(v)
    }
}
