//! Atoms: every atom text is interned once (in `atom_table.rs`) and named
//! by a `u32` [`Atom`] id. A fixed set of atoms the engine itself needs is
//! predefined at known ids (see [`atoms`]) so that Rust code can match on
//! them.

/// An interned atom.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Atom(pub u32);

impl Atom {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

macro_rules! predefined_atoms {
    ($($name:ident = $text:expr),* $(,)?) => {
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u32)]
        enum Predefined { $($name),* }
        /// Atoms every machine has, at fixed ids.
        pub mod atoms {
            use super::{Atom, Predefined};
            $(pub const $name: Atom = Atom(Predefined::$name as u32);)*
        }
        pub(super) const PREDEFINED_TEXT: &[&str] = &[$($text),*];
    };
}

predefined_atoms! {
    NIL = "[]", DOT = ".", CURLY = "{}", COMMA = ",", SEMICOLON = ";", ARROW = "->",
    SOFT_ARROW = "*->", NECK = ":-", DCG_ARROW = "-->", CUT = "!", TRUE = "true",
    FAIL = "fail", FALSE = "false", CALL = "call", ERROR = "error", MINUS = "-",
    PLUS = "+", COLON = ":", BAR = "|", END_OF_FILE = "end_of_file", USER = "user",
    EQUALS = "=", NOT_PROVABLE = "\\+", EMPTY = "", SLASH = "/", DOUBLE_SLASH = "//",
    STAR = "*", QUERY = "?-", CARET = "^", NOT = "not", CATCH = "catch", FINDALL = "findall",
    ON = "on", OFF = "off", ATOM = "atom", INTEGER = "integer", FLOAT = "float",
    NUMBER = "number", ATOMIC = "atomic", CALLABLE = "callable", COMPOUND = "compound",
    LIST = "list", VARIABLE = "variable", CHARACTER = "character", EVALUABLE = "evaluable",
    INSTANTIATION_ERROR = "instantiation_error", TYPE_ERROR = "type_error",
    DOMAIN_ERROR = "domain_error", EXISTENCE_ERROR = "existence_error",
    PERMISSION_ERROR = "permission_error", REPRESENTATION_ERROR = "representation_error",
    EVALUATION_ERROR = "evaluation_error", RESOURCE_ERROR = "resource_error",
    SYNTAX_ERROR = "syntax_error", SYSTEM_ERROR = "system_error", PROCEDURE = "procedure",
    CONTEXT = "context", ZERO_DIVISOR = "zero_divisor", UNDEFINED = "undefined",
    FLOAT_OVERFLOW = "float_overflow", INT_OVERFLOW = "int_overflow", UNDERFLOW = "underflow",
    NOT_LESS_THAN_ZERO = "not_less_than_zero", MODIFY = "modify", ACCESS = "access",
    STATIC_PROCEDURE = "static_procedure", PRIVATE_PROCEDURE = "private_procedure",
    CREATE = "create", OPERATOR = "operator", FLAG = "flag", FLAG_VALUE = "flag_value",
    CHARACTER_CODE = "character_code", CHARACTER_CODE_LIST = "character_code_list",
    MAX_ARITY = "max_arity", CODES = "codes", CHARS = "chars", STRING = "string",
    ATOM_LENGTH = "atom_length", OPERATOR_PRIORITY = "operator_priority",
    OPERATOR_SPECIFIER = "operator_specifier", XFX = "xfx", XFY = "xfy", YFX = "yfx",
    FY = "fy", FX = "fx", XF = "xf", YF = "yf", NON_EMPTY_LIST = "non_empty_list",
    BOOLEAN = "boolean", LT = "<", GT = ">", DOLLAR_VAR = "$VAR", FREEZE = "freeze",
    ATT = "att", WAKEUP = "$wakeup", ATTR_UNIFY_HOOK = "attr_unify_hook", UNKNOWN = "unknown",
    DOUBLE_QUOTES = "double_quotes", HALT = "halt", CALL_N = "$call", STREAM = "stream",
    EXCEPTION = "exception", DYNAMIC = "dynamic", DISCONTIGUOUS = "discontiguous",
    INITIALIZATION = "initialization", INCLUDE = "include", ENSURE_LOADED = "ensure_loaded",
    ORDER = "order", CLAUSE = "clause", BODY = "body", HEAD = "head", NOT_EQUAL = "\\=",
    STACK = "stack", MEMORY = "memory", WARNING = "warning", STREAM_OR_ALIAS = "stream_or_alias",
    SOURCE_SINK = "source_sink", IO_MODE = "io_mode", PAIR = "pair", OUTPUT = "output", INPUT = "input",
    IS = "is", LE = "=<", GE = ">=", ARITH_EQ = "=:=", ARITH_NE = "=\\=", NUMBERVARS = "numbervars",
    QUOTED = "quoted", IGNORE_OPS = "ignore_ops", MAX_DEPTH = "max_depth", VARIABLE_NAMES = "variable_names",
    SYSTEM = "system", LIBRARY = "library", MODULE = "module", FUNCTOR = "functor", ARG = "arg",
    DICT = "dict", DICT_FUNCTOR = "$dict", DICT_DOT = "$dot",
    TERM_EXPANSION = "term_expansion", GOAL_EXPANSION = "goal_expansion", BITWISE_NOT = "\\", SHIFT_LEFT = "<<", SHIFT_RIGHT = ">>", CALL_BODY = "$call_body",
    GLOBAL_VAR = "$gv",
    FORALL = "forall",
    // library(assoc)'s empty tree and its nodes' name, t/5.
    ASSOC_TREE = "t",
    // A clause reference, '$cref'(Pred, Id, Position), and the state a
    // clause walk of clause/2 or retract/1 keeps for its next answer, s/6.
    CLAUSE_REF = "$cref", WALK_STATE = "s",
    // library(clpfd)'s relations and connectives, read on every post
    // (compared by id rather than by text), and `?(V)`, its marked
    // variable.
    FD_EQ = "#=", FD_NE = "#\\=", FD_LT = "#<", FD_GT = "#>", FD_LE = "#=<", FD_GE = "#>=",
    FD_IN = "in", FD_NOT = "#\\", FD_AND = "#/\\", FD_OR = "#\\/", FD_IMPLIES = "#==>",
    FD_IMPLIES_SICSTUS = "#=>", FD_IMPLIED = "#<==", FD_IMPLIED_SICSTUS = "#<=", FD_EQUIV = "#<==>",
    FD_EQUIV_SICSTUS = "#<=>", FD_MARKED = "?", ABS = "abs",
}
