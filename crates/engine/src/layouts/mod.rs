//! Layouts: dealing the cards a player cannot see consistently with what
//! it knows ([`sample`]), and solving deals double dummy ([`dd`], with the
//! one solver each thread keeps).
//!
//! One concern that both the card play ([`crate::bot`]) and the bidding
//! (the Expert's judgement, [`crate::bidding::expert`]) use, so it lies
//! below both: it knows the cards, the views and the hand ranges an auction
//! shows, not how a robot reads an auction or chooses.

pub mod dd;
pub mod sample;
