//! The operator table: which names are prefix, infix or postfix operators,
//! with what priority and associativity, and the op/3 rules for changing it.

use std::collections::HashMap;

/// Operator associativity specifier, as written in op/3.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OpType {
    XFX,
    XFY,
    YFX,
    FY,
    FX,
    XF,
    YF,
}

impl OpType {
    #[allow(clippy::should_implement_trait)]
    pub fn from_str(s: &str) -> Option<OpType> {
        Some(match s {
            "xfx" => OpType::XFX,
            "xfy" => OpType::XFY,
            "yfx" => OpType::YFX,
            "fy" => OpType::FY,
            "fx" => OpType::FX,
            "xf" => OpType::XF,
            "yf" => OpType::YF,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            OpType::XFX => "xfx",
            OpType::XFY => "xfy",
            OpType::YFX => "yfx",
            OpType::FY => "fy",
            OpType::FX => "fx",
            OpType::XF => "xf",
            OpType::YF => "yf",
        }
    }

    pub fn is_prefix(self) -> bool {
        matches!(self, OpType::FY | OpType::FX)
    }

    pub fn is_infix(self) -> bool {
        matches!(self, OpType::XFX | OpType::XFY | OpType::YFX)
    }

    pub fn is_postfix(self) -> bool {
        matches!(self, OpType::XF | OpType::YF)
    }
}

#[derive(Clone, Debug)]
pub struct OpDef {
    pub priority: u32,
    pub typ: OpType,
}

impl OpDef {
    /// Maximum priority of the left argument (infix/postfix) — `x` is one less
    /// than the operator's priority, `y` is equal to it.
    pub fn left_max(&self) -> u32 {
        match self.typ {
            OpType::YFX | OpType::YF => self.priority,
            _ => self.priority.saturating_sub(1),
        }
    }

    /// Maximum priority of the right argument (infix/prefix).
    pub fn right_max(&self) -> u32 {
        match self.typ {
            OpType::XFY | OpType::FY => self.priority,
            _ => self.priority.saturating_sub(1),
        }
    }
}

/// Error from [`Ops::add`], mirroring ISO `permission_error(create|modify, operator, Name)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpError {
    PermissionCreate(String),
    PermissionModify(String),
}

#[derive(Clone, Debug)]
pub struct Ops {
    prefix: HashMap<String, OpDef>,
    infix: HashMap<String, OpDef>,
    postfix: HashMap<String, OpDef>,
}

impl Default for Ops {
    fn default() -> Self {
        Ops::new()
    }
}

/// ISO's table plus the extras SWI-Prolog defines by default (clpfd and other
/// library operators are left out). `:` is `op(200, xfy)` in ISO's core
/// table but 600 xfy in SWI-Prolog and GNU Prolog (and ISO's modules part),
/// so `a:b*c` is `:(a, *(b, c))` and `M:N/A` is `M:(N/A)`; `|` is ISO's 1100.
const DEFAULT_OPS: &[(u32, OpType, &[&str])] = &[
    (1200, OpType::XFX, &[":-", "-->", "=>"]),
    (1200, OpType::FX, &[":-", "?-"]),
    (1100, OpType::XFY, &[";", "|"]),
    (1050, OpType::XFY, &["->", "*->"]),
    (1000, OpType::XFY, &[","]),
    (900, OpType::FY, &["\\+"]),
    (
        1150,
        OpType::FX,
        &[
            "dynamic",
            "discontiguous",
            "initialization",
            "meta_predicate",
            "module_transparent",
            "multifile",
            "public",
            "thread_local",
            "thread_initialization",
            "volatile",
            "table",
        ],
    ),
    (800, OpType::XFX, &[":="]),
    (
        700,
        OpType::XFX,
        &[
            "=", "\\=", "==", "\\==", "@<", "@>", "@=<", "@>=", "=..", "is", "=:=", "=\\=", "<", ">", "=<", ">=",
            ">:<", ":<", "as", "=@=", "\\=@=",
        ],
    ),
    (500, OpType::YFX, &["+", "-", "/\\", "\\/"]),
    (400, OpType::YFX, &["*", "/", "//", "rem", "mod", "div", "<<", ">>", "rdiv", "xor"]),
    (600, OpType::XFY, &[":"]),
    (200, OpType::XFX, &["**"]),
    (200, OpType::XFY, &["^"]),
    (200, OpType::FY, &["-", "+", "\\"]),
    (1, OpType::FX, &["$"]),
];

impl Ops {
    pub fn new() -> Ops {
        let mut ops = Ops { prefix: HashMap::new(), infix: HashMap::new(), postfix: HashMap::new() };
        for &(priority, typ, names) in DEFAULT_OPS {
            for name in names {
                ops.map_mut(typ).insert((*name).to_string(), OpDef { priority, typ });
            }
        }
        ops
    }

    fn map_mut(&mut self, typ: OpType) -> &mut HashMap<String, OpDef> {
        if typ.is_prefix() {
            &mut self.prefix
        } else if typ.is_infix() {
            &mut self.infix
        } else {
            &mut self.postfix
        }
    }

    pub fn prefix(&self, name: &str) -> Option<OpDef> {
        self.prefix.get(name).cloned()
    }

    pub fn infix(&self, name: &str) -> Option<OpDef> {
        self.infix.get(name).cloned()
    }

    pub fn postfix(&self, name: &str) -> Option<OpDef> {
        self.postfix.get(name).cloned()
    }

    pub fn is_op(&self, name: &str) -> bool {
        self.prefix.contains_key(name) || self.infix.contains_key(name) || self.postfix.contains_key(name)
    }

    /// op/3 for a single name. Priority 0 removes the definition of that
    /// class. The caller validates the priority range (0..=1200, ISO
    /// `domain_error(operator_priority, _)`) before calling.
    pub fn add(&mut self, priority: u32, typ: OpType, name: &str) -> Result<(), OpError> {
        // ISO 8.14.3.3: ',' can never be changed.
        if name == "," {
            return Err(OpError::PermissionModify(name.to_string()));
        }
        // '[]' and '{}' are not allowed as operators; '|' only as an infix
        // operator of priority at least 1001 (or removal), so that it can
        // never break list or argument syntax.
        if name == "[]" || name == "{}" {
            return Err(OpError::PermissionCreate(name.to_string()));
        }
        if name == "|" && priority != 0 && (!typ.is_infix() || priority < 1001) {
            return Err(OpError::PermissionCreate(name.to_string()));
        }
        // An operator may not be both infix and postfix (ISO 6.3.4.2).
        if priority != 0 {
            let clash = if typ.is_infix() {
                self.postfix.contains_key(name)
            } else if typ.is_postfix() {
                self.infix.contains_key(name)
            } else {
                false
            };
            if clash {
                return Err(OpError::PermissionCreate(name.to_string()));
            }
        }
        let map = self.map_mut(typ);
        if priority == 0 {
            map.remove(name);
        } else {
            map.insert(name.to_string(), OpDef { priority, typ });
        }
        Ok(())
    }

    pub fn all(&self) -> Vec<(String, OpDef)> {
        self.prefix
            .iter()
            .chain(self.infix.iter())
            .chain(self.postfix.iter())
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reader_ops_defaults() {
        let ops = Ops::new();
        assert_eq!(ops.infix(":-").unwrap().priority, 1200);
        assert_eq!(ops.prefix(":-").unwrap().typ, OpType::FX);
        assert_eq!(ops.prefix("-").unwrap().typ, OpType::FY);
        assert_eq!(ops.infix("-").unwrap().typ, OpType::YFX);
        assert_eq!(ops.infix("|").unwrap().priority, 1100);
        assert_eq!(ops.prefix("dynamic").unwrap().priority, 1150);
        assert_eq!(ops.infix("=@=").unwrap().priority, 700);
        assert!(ops.is_op("mod"));
        assert!(!ops.is_op("foo"));
        assert!(ops.postfix("-").is_none());
    }

    #[test]
    fn reader_ops_add_remove() {
        let mut ops = Ops::new();
        ops.add(700, OpType::XFX, "===").unwrap();
        assert_eq!(ops.infix("===").unwrap().priority, 700);
        ops.add(0, OpType::XFX, "===").unwrap();
        assert!(ops.infix("===").is_none());
        ops.add(0, OpType::FY, "-").unwrap();
        assert!(ops.prefix("-").is_none());
        assert!(ops.infix("-").is_some());
    }

    #[test]
    fn reader_ops_errors() {
        let mut ops = Ops::new();
        assert_eq!(ops.add(1000, OpType::XFY, ","), Err(OpError::PermissionModify(",".into())));
        assert_eq!(ops.add(500, OpType::XFY, "|"), Err(OpError::PermissionCreate("|".into())));
        assert_eq!(ops.add(1100, OpType::FX, "|"), Err(OpError::PermissionCreate("|".into())));
        assert!(ops.add(1150, OpType::XFY, "|").is_ok());
        assert!(ops.add(200, OpType::XF, "-").is_err());
        ops.add(200, OpType::XF, "!!").unwrap();
        assert!(ops.add(200, OpType::XFX, "!!").is_err());
        assert!(ops.add(200, OpType::FX, "[]").is_err());
    }

    #[test]
    fn reader_ops_types() {
        for t in ["xfx", "xfy", "yfx", "fy", "fx", "xf", "yf"] {
            assert_eq!(OpType::from_str(t).unwrap().name(), t);
        }
        assert!(OpType::from_str("xx").is_none());
        assert!(OpType::FX.is_prefix() && OpType::YFX.is_infix() && OpType::XF.is_postfix());
        let n = Ops::new().all().len();
        assert!(n > 60);
    }
}
