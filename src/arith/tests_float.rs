//! Tests of the float functions.
