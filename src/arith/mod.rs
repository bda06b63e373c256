//! The arithmetic library: the [`Number`] type, the table of evaluable
//! functions ([`Func`]), the evaluation errors they raise ([`ArithError`])
//! and [`apply`], which computes one function on evaluated arguments.
//!
//! Walking an expression term is the machine's job: it maps each atom or
//! compound to a `Func` with [`Func::lookup`], evaluates the arguments and
//! calls [`apply`]. Results follow SWI-Prolog with `iso=false` and the
//! flag `prefer_rationals` (false unless set, kept in [`ArithContext`]);
//! error terms follow ISO where ISO defines them.
//!
//! Layout: `big.rs` (the big integer type and the operations the system
//! uses on it), `big_pow.rs` (stoppable powers, reading long digit
//! strings), `number.rs` (the value type, comparison), `basic.rs` (`+ - * /`,
//! powers, min/max), `rational.rs` (exact fractions: `rdiv`, `rational`,
//! `rationalize`), `integer.rs` (integer division family, gcd),
//! `bits.rs` (shifts and bitwise), `float.rs` (float functions, rounding,
//! constants), `system.rs` (random numbers and clocks), `portable_rng.rs`
//! (the generator, the same on every target).

mod basic;
pub mod big;
mod big_pow;
mod bigmul;
pub use big_pow::parse_digits;
mod bits;
mod float;
mod integer;
pub use integer::{floor_div_i64, int_div_i64, mod_i64, rem_i64};
pub mod number;
mod portable_rng;
pub mod rational;
pub use crate::host::stop::Stop;
mod system;

#[cfg(test)]
mod tests_big;
#[cfg(test)]
mod tests_float;
#[cfg(test)]
mod tests_int;
#[cfg(test)]
mod tests_rational;

use web_time::Instant;

use rand::SeedableRng;

pub use portable_rng::PortableRng;

use crate::term::{atoms, Atom, AtomTable, Cell, Heap};
pub use number::Number;
use rational::Rounding;

/// Largest integer result, in bits, before evaluation gives up with
/// `resource_error(memory)` instead of trying to allocate it. The machine
/// sets it from its memory limit and the `max_integer_size` flag
/// ([`int_bits_for`]); this is the value for the default 1 GiB limit.
pub const DEFAULT_MAX_INT_BITS: u64 = 1 << 29;

std::thread_local! {
    /// The bound in force on this thread (each machine runs on one thread
    /// and sets it when its limits change).
    static MAX_INT_BITS: std::cell::Cell<u64> = const { std::cell::Cell::new(DEFAULT_MAX_INT_BITS) };
}

/// The largest integer result allowed now, in bits.
pub fn max_int_bits() -> u64 {
    MAX_INT_BITS.with(|b| b.get())
}

/// Sets the bound returned by [`max_int_bits`] on this thread.
pub fn set_max_int_bits(bits: u64) {
    MAX_INT_BITS.with(|b| b.set(bits));
}

/// The integer bound for a memory limit of `stack_limit` bytes and an
/// optional `max_integer_size` (bytes, SWI-Prolog's flag): an integer may
/// take a sixteenth of the limit, since the heap holds its limbs at two
/// words each and a product needs its operands and the library's scratch
/// space (several times the result) at once; more would let one product
/// exhaust an address-space limit, which the library answers by
/// aborting.
pub fn int_bits_for(stack_limit: usize, max_integer_size: Option<u64>) -> u64 {
    let by_memory = (stack_limit as u64 / 16).saturating_mul(8);
    max_integer_size.map_or(by_memory, |bytes| by_memory.min(bytes.saturating_mul(8)))
}

/// Why evaluating a function failed; each variant is one ISO error term.
#[derive(Clone, Debug, PartialEq)]
pub enum ArithError {
    /// `type_error(integer, N)`: an integer-only function got a float.
    TypeInteger(Number),
    /// `type_error(float, N)`: ISO's error for `Int ^ NegativeInt` (base not 0, 1, -1).
    TypeFloat(Number),
    /// `type_error(rational, F)`: a float where an exact number is needed (`rdiv/2`).
    TypeRational(Number),
    /// `type_error(evaluable, Name/Arity)`.
    TypeEvaluable(String, usize),
    /// `evaluation_error(E)`: `zero_divisor`, `undefined`, `float_overflow`,
    /// `int_overflow` or `underflow`.
    Evaluation(&'static str),
    /// `representation_error(What)`.
    Representation(&'static str),
    /// `domain_error(Domain, N)`, e.g. `msb(0)` or `random(0)`.
    Domain(&'static str, Number),
    /// `resource_error(memory)`: an integer result would exceed [`max_int_bits`].
    ResourceMemory,
    /// The machine's interrupt flag rose during a long computation
    /// (`host/stop.rs`); the machine handles it, so the term is only what
    /// a machine without an interrupt handler raises.
    Interrupted,
}

impl From<crate::host::stop::Stopped> for ArithError {
    fn from(_: crate::host::stop::Stopped) -> Self {
        ArithError::Interrupted
    }
}

impl ArithError {
    /// Builds the formal part of the error term (what goes inside
    /// `error(Formal, Context)`), e.g. `type_error(integer, 1.0)`.
    pub fn to_term(&self, heap: &mut Heap, atoms_table: &mut AtomTable) -> Cell {
        let mut named = |s: &str| Cell::Atom(atoms_table.intern(s));
        match self {
            ArithError::TypeInteger(n) => {
                let culprit = n.to_cell(heap);
                heap.compound(atoms::TYPE_ERROR, &[Cell::Atom(atoms::INTEGER), culprit])
            }
            ArithError::TypeFloat(n) => {
                let culprit = n.to_cell(heap);
                heap.compound(atoms::TYPE_ERROR, &[Cell::Atom(atoms::FLOAT), culprit])
            }
            ArithError::TypeRational(n) => {
                let culprit = n.to_cell(heap);
                let rational = named("rational");
                heap.compound(atoms::TYPE_ERROR, &[rational, culprit])
            }
            ArithError::TypeEvaluable(name, arity) => {
                let name = named(name);
                let pi = heap.compound(atoms::SLASH, &[name, Cell::Int(*arity as i64)]);
                heap.compound(atoms::TYPE_ERROR, &[Cell::Atom(atoms::EVALUABLE), pi])
            }
            ArithError::Evaluation(what) => {
                let what = named(what);
                heap.compound(atoms::EVALUATION_ERROR, &[what])
            }
            ArithError::Representation(what) => {
                let what = named(what);
                heap.compound(atoms::REPRESENTATION_ERROR, &[what])
            }
            ArithError::Domain(domain, n) => {
                let domain = named(domain);
                let culprit = n.to_cell(heap);
                heap.compound(atoms::DOMAIN_ERROR, &[domain, culprit])
            }
            ArithError::ResourceMemory => heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(atoms::MEMORY)]),
            ArithError::Interrupted => {
                let what = named("interrupted");
                heap.compound(atoms::RESOURCE_ERROR, &[what])
            }
        }
    }
}

/// Shorthand used by the function modules.
pub(crate) type AResult = Result<Number, ArithError>;

pub(crate) const ZERO_DIVISOR: ArithError = ArithError::Evaluation("zero_divisor");
pub(crate) const UNDEFINED: ArithError = ArithError::Evaluation("undefined");
pub(crate) const FLOAT_OVERFLOW: ArithError = ArithError::Evaluation("float_overflow");

macro_rules! evaluables {
    ($($variant:ident = $name:literal / $arity:literal),* $(,)?) => {
        /// One evaluable function: a (name, arity) pair.
        ///
        /// Word-sized, so that in an instruction it sits where the dispatch
        /// loop already loads a word (`machine/instr.rs`).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        #[repr(u32)]
        pub enum Func { $($variant),* }

        impl Func {
            /// Every evaluable function (for `current_arithmetic_function/1`).
            pub const ALL: &'static [Func] = &[$(Func::$variant),*];

            /// The function called `name` with `arity` arguments, if evaluable.
            pub fn lookup(name: &str, arity: usize) -> Option<Func> {
                match (name, arity) {
                    $(($name, $arity) => Some(Func::$variant),)*
                    _ => None,
                }
            }

            pub fn arity(self) -> usize {
                match self { $(Func::$variant => $arity),* }
            }

            pub fn name(self) -> &'static str {
                match self { $(Func::$variant => $name),* }
            }

            /// False for the functions whose value depends on more than their
            /// arguments (random numbers, clocks): those must not be folded
            /// at compile time.
            pub fn is_pure(self) -> bool {
                !matches!(self, Func::Random | Func::RandomFloat | Func::Cputime | Func::Realtime)
            }
        }
    };
}

evaluables! {
    // Constants and clocks.
    Pi = "pi" / 0, E = "e" / 0, Inf = "inf" / 0, Infinite = "infinite" / 0, Nan = "nan" / 0,
    Epsilon = "epsilon" / 0, MaxTagged = "max_tagged_integer" / 0,
    MinTagged = "min_tagged_integer" / 0, RandomFloat = "random_float" / 0,
    Cputime = "cputime" / 0, Realtime = "realtime" / 0,
    // Basic arithmetic.
    Neg = "-" / 1, Pos = "+" / 1, Add = "+" / 2, Sub = "-" / 2, Mul = "*" / 2, Div = "/" / 2,
    Plus = "plus" / 2, Abs = "abs" / 1, Sign = "sign" / 1, Min = "min" / 2, Max = "max" / 2,
    Pow = "**" / 2, Caret = "^" / 2, Eval = "eval" / 1,
    // Rationals.
    Rdiv = "rdiv" / 2, Rational = "rational" / 1, Rationalize = "rationalize" / 1,
    Numerator = "numerator" / 1, Denominator = "denominator" / 1,
    // Integer division and number theory.
    IntDiv = "//" / 2, Mod = "mod" / 2, Rem = "rem" / 2, FloorDiv = "div" / 2,
    Gcd = "gcd" / 2, Lcm = "lcm" / 2, Powm = "powm" / 3,
    // Bits.
    Shr = ">>" / 2, Shl = "<<" / 2, BitAnd = "/\\" / 2, BitOr = "\\/" / 2, Xor = "xor" / 2,
    BitNot = "\\" / 1, Msb = "msb" / 1, Lsb = "lsb" / 1, Popcount = "popcount" / 1,
    Getbit = "getbit" / 2,
    // Floats: conversion and rounding.
    Float = "float" / 1, Integer = "integer" / 1, FloatIntegerPart = "float_integer_part" / 1,
    FloatFractionalPart = "float_fractional_part" / 1, Truncate = "truncate" / 1,
    Trunc = "trunc" / 1, Round = "round" / 1, Ceiling = "ceiling" / 1, Ceil = "ceil" / 1,
    Floor = "floor" / 1, Copysign = "copysign" / 2, Nexttoward = "nexttoward" / 2,
    // Floats: transcendental.
    Sqrt = "sqrt" / 1, Sin = "sin" / 1, Cos = "cos" / 1, Tan = "tan" / 1, Asin = "asin" / 1,
    Acos = "acos" / 1, Atan = "atan" / 1, Atan2 = "atan2" / 2, AtanTwo = "atan" / 2,
    Sinh = "sinh" / 1, Cosh = "cosh" / 1, Tanh = "tanh" / 1, Asinh = "asinh" / 1,
    Acosh = "acosh" / 1, Atanh = "atanh" / 1, Cot = "cot" / 1, Acot = "acot" / 1,
    Exp = "exp" / 1, Log = "log" / 1, Log2 = "log2" / 1, Log10 = "log10" / 1, LogBase = "log" / 2,
    // Random integers.
    Random = "random" / 1,
}

/// Evaluation state that outlives one expression: the random generator
/// (shared with `random_between/3` and friends) and the clock origin.
pub struct ArithContext {
    rng: PortableRng,
    start: Instant,
    /// The machine's interrupt flag, for computations that run long.
    pub stop: Stop,
    /// The flag `prefer_rationals`: `/` of integers and `^` with a
    /// negative exponent give rationals rather than floats or errors.
    pub prefer_rationals: bool,
}

impl Default for ArithContext {
    fn default() -> Self {
        Self::new()
    }
}

impl ArithContext {
    /// A context whose generator is seeded from the OS (or the clock if the
    /// OS source is unavailable).
    pub fn new() -> Self {
        #[cfg(feature = "terminal")]
        let rng = PortableRng::try_from_os_rng().unwrap_or_else(|_| PortableRng::seed_from_u64(system::clock_seed()));
        // The browser build has no OS source linked in: the clock seeds it.
        #[cfg(not(feature = "terminal"))]
        let rng = PortableRng::seed_from_u64(system::clock_seed());
        ArithContext { rng, start: Instant::now(), stop: Stop::default(), prefer_rationals: false }
    }

    /// Reseeds the generator: the same seed gives the same sequence.
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = PortableRng::seed_from_u64(seed);
    }

    pub fn rng(&mut self) -> &mut PortableRng {
        &mut self.rng
    }

    /// When this context was created (the fallback origin for `cputime`).
    pub fn start(&self) -> Instant {
        self.start
    }
}

/// Applies `f` to already-evaluated arguments. `args.len()` must equal
/// `f.arity()`; otherwise the call is reported as a non-evaluable functor.
pub fn apply(f: Func, args: &[Number], ctx: &mut ArithContext) -> Result<Number, ArithError> {
    use Func::*;
    if args.len() != f.arity() {
        return Err(ArithError::TypeEvaluable(f.name().to_string(), args.len()));
    }
    let x = || &args[0];
    let y = || &args[1];
    match f {
        Pi => Ok(Number::Float(std::f64::consts::PI)),
        E => Ok(Number::Float(std::f64::consts::E)),
        Inf | Infinite => Ok(Number::Float(f64::INFINITY)),
        Nan => Ok(Number::Float(f64::NAN)),
        Epsilon => Ok(Number::Float(f64::EPSILON)),
        MaxTagged => Ok(Number::Int(i64::MAX)),
        MinTagged => Ok(Number::Int(i64::MIN)),
        RandomFloat => Ok(system::random_float(ctx)),
        Cputime => Ok(system::cputime(ctx)),
        Realtime => Ok(system::realtime()),

        Neg => Ok(basic::neg(x())),
        Pos | Eval => Ok(x().clone()),
        Add | Plus => basic::add(x(), y()),
        Sub => basic::sub(x(), y()),
        Mul => basic::mul(x(), y(), &ctx.stop),
        Div => basic::divide(x(), y(), ctx.prefer_rationals),
        Abs => Ok(basic::abs(x())),
        Sign => Ok(basic::sign(x())),
        Min => Ok(basic::min(x(), y())),
        Max => Ok(basic::max(x(), y())),
        Pow => basic::pow(x(), y(), false, ctx.prefer_rationals, &ctx.stop),
        Caret => basic::pow(x(), y(), true, ctx.prefer_rationals, &ctx.stop),

        Rdiv | Rational | Rationalize | Numerator | Denominator => rational::apply(f, args),

        IntDiv => integer::int_div(x(), y()),
        Mod => integer::modulo(x(), y()),
        Rem => integer::rem(x(), y()),
        FloorDiv => integer::floor_div(x(), y()),
        Gcd => integer::gcd(x(), y(), &ctx.stop),
        Lcm => integer::lcm(x(), y(), &ctx.stop),
        Powm => integer::powm(x(), y(), &args[2]),

        Shr => bits::shr(x(), y()),
        Shl => bits::shl(x(), y()),
        BitAnd => bits::and(x(), y()),
        BitOr => bits::or(x(), y()),
        Xor => bits::xor(x(), y()),
        BitNot => bits::not(x()),
        Msb => bits::msb(x()),
        Lsb => bits::lsb(x()),
        Popcount => bits::popcount(x()),
        Getbit => bits::getbit(x(), y()),

        Float => float::to_float(x()).map(Number::Float),
        Integer | Round => float::to_integer(x(), f64::round, Rounding::Nearest),
        Truncate | Trunc => float::to_integer(x(), f64::trunc, Rounding::Truncate),
        Ceiling | Ceil => float::to_integer(x(), f64::ceil, Rounding::Ceiling),
        Floor => float::to_integer(x(), f64::floor, Rounding::Floor),
        FloatIntegerPart => float::float_integer_part(x()),
        FloatFractionalPart => float::float_fractional_part(x()),
        Copysign => float::copysign(x(), y()),
        Nexttoward => float::nexttoward(x(), y()),

        Sqrt => float::unary(x(), |v| if v < 0.0 { f64::NAN } else { v.sqrt() }),
        Sin => float::unary(x(), f64::sin),
        Cos => float::unary(x(), f64::cos),
        Tan => float::unary(x(), f64::tan),
        Asin => float::unary(x(), f64::asin),
        Acos => float::unary(x(), f64::acos),
        Atan => float::unary(x(), f64::atan),
        Atan2 | AtanTwo => float::atan2(x(), y()),
        Sinh => float::unary(x(), f64::sinh),
        Cosh => float::unary(x(), f64::cosh),
        Tanh => float::unary(x(), f64::tanh),
        Asinh => float::unary(x(), f64::asinh),
        Acosh => float::unary(x(), f64::acosh),
        Atanh => float::unary(x(), f64::atanh),
        Cot => float::cot(x()),
        Acot => float::unary(x(), |v| (1.0 / v).atan()),
        Exp => float::unary(x(), f64::exp),
        Log => float::log(x()),
        Log2 => float::log2(x()),
        Log10 => float::log10(x()),
        LogBase => float::log_base(x(), y()),

        Random => system::random(x(), ctx),
    }
}

/// Name of an atom for messages; kept here so callers holding only an
/// `Atom` can report `type_error(evaluable, Name/Arity)` consistently.
pub fn evaluable_error(atoms_table: &AtomTable, name: Atom, arity: usize) -> ArithError {
    ArithError::TypeEvaluable(atoms_table.text(name).to_string(), arity)
}
