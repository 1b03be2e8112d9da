//! Tests of the bidding system.
