//! Labeling frames: the variables of each labeling under way, newest
//! last, with the start past which none is known fixed, so that over a
//! search each fixed prefix is walked once. Both are trailed
//! (`Entry::LabelFrame`, `Entry::LabelStart`) and undone by backtracking.
//! Also whether a variable is unchanged since a choicepoint, which branch
//! and bound asks of its objective.

use super::{Entry, Store, Var};

impl Store {
    /// Starts a labeling of `vars`: its frame is the newest until
    /// backtracking undoes it.
    pub fn push_label_frame(&mut self, vars: &[Var]) {
        let mut frame = self.spare_lists.pop().unwrap_or_default();
        frame.extend_from_slice(vars);
        self.label_frames.push((frame, 0));
        self.trail.push(Entry::LabelFrame);
    }

    /// Whether a labeling takes `v` as fixed: it has one value (in the
    /// finite range or, with a side interval, past it).
    #[inline]
    pub fn label_fixed(&self, v: Var) -> bool {
        self.value(v).is_some() || (!self.beyond.is_empty() && self.exact_big(v).is_some())
    }

    /// Moves the newest labeling frame's start past the variables fixed
    /// since the last call (a trailed change), so that over a search each
    /// fixed prefix is walked once; the variable it then starts with (the
    /// leftmost one not fixed, what `leftmost` labels next), or None when
    /// every variable is fixed or there is no frame.
    pub fn skip_label_prefix(&mut self) -> Option<Var> {
        let (frame, start) = self.label_frames.last()?;
        let old = *start as usize;
        let mut k = old;
        while k < frame.len() && self.label_fixed(frame[k]) {
            k += 1;
        }
        let first = frame.get(k).copied();
        if k != old {
            self.trail.push(Entry::LabelStart(old as u32));
            self.label_frames.last_mut().expect("labeling frame").1 = k as u32;
        }
        first
    }

    /// The variables of the newest labeling's frame from its start on, in
    /// list order (those after the first may be fixed: the variable
    /// choice skips them).
    pub fn label_frame(&self) -> &[Var] {
        match self.label_frames.last() {
            Some((frame, start)) => &frame[*start as usize..],
            None => &[],
        }
    }
}

impl Store {
    /// Whether `v`'s domain is what it was when the store trail was
    /// `top` long (a choicepoint's height): no trail entry above `top`
    /// saved it, as any change after that point does (its stamp is the
    /// height of its newest entry). Branch and bound asks it of the
    /// objective at the choices below a retry whose bound failed.
    #[inline]
    pub fn unchanged_since(&self, v: Var, top: u32) -> bool {
        self.vars[v as usize].stamp <= top
    }
}
