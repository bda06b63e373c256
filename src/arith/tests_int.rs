//! Tests of the integer functions.
