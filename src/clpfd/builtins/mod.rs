//! The Prolog interface of the solver: the `'$fd_...'` builtins that
//! library(clpfd) (`stdlib/clpfd.pl`) is written over, and the six
//! arithmetic relations it makes builtins of its own. These read and
//! build heap terms and run on the [`Machine`](crate::machine::Machine),
//! so they belong to the builtins layer; their tables are listed in
//! `src/builtins/mod.rs` with every other family's.
//!
//! - `primitives.rs`: heap terms to store variables and back (the
//!   attribute, binding fixed variables), domains, and the primitives
//!   that post propagators
//! - `relations.rs`: `#=`, `#\=`, `#<`, `#>`, `#=<`, `#>=`, plain and
//!   reified, a linear one posted straight from its terms
//! - `reify.rs`: the Boolean connectives (`#<==>`, `#\/`, ...), a whole
//!   reified formula posted in one walk
//! - `reify_boolean.rs`: `B #<==> (X #/\ Y)` (or `#\/`) over three 0/1
//!   variables, its propagator posted with no walk of the formula
//! - `reify_channel.rs`: `B #<==> (Y #= C)` as a member of Y's channel
//! - `reify_disjunction.rs`: `F #\/ G` at the top over two inequalities of
//!   two variables, one propagator
//! - `globals.rs`: the table of global constraints (library name and
//!   arity, and how the arguments become the propagator)
//! - `expr.rs`: the expression compiler, every other constraint between
//!   expressions (non-linear subterms get variables of their own)
//! - `linear_form.rs`: the linear reading of an expression, which both use
//! - `linear_direct.rs`: a relation between sums of finite-domain
//!   variables read straight into its propagator
//! - `big_values.rs`: known values past the store's range, folded in
//!   unbounded integers (`X #= 2^70 + 1`)
//! - `wide_domains.rs`: the domains of variables with bounds past the
//!   store's range as terms (fd_dom/2, fd_size/2, residual goals)
//! - `aliasing.rs`: what binding or unifying constrained variables
//!   rewrites (`X #> Y, X = Y` fails, `X #= Y + Z, Y = 0` unifies X and Z)
//! - `label.rs`: the variable choice and the native `step` labeling
//! - `query.rs`: reflection (fd_dom/2, ...), statistics, residual goals
//! - `written.rs`: the written form of a relation (`Y+Z#=X`) that its
//!   residual goal keeps, as SWI-Prolog's does

mod aliasing;
mod big_values;
mod disjunctive_eqs;
pub mod expr;
pub mod globals;
pub mod label;
mod linear_direct;
pub mod linear_form;
pub mod linear_post;
pub mod primitives;
pub mod query;
pub mod reify;
mod reify_boolean;
mod reify_channel;
mod reify_disjunction;
pub mod relations;
mod wide_domains;
mod written;
