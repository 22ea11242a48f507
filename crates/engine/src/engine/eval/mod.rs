//! How good a position is, without searching it.
//!
//! The evaluation (`evaluate`) is a small network (one hidden layer of 32, `net`; one for
//! freestyle and standard, and in renju one per colour to move) over each side's pattern
//! counts, its points per threat class (a four or an open three split by what else the
//! point makes, double twos, double threes and more) and its strongest combination
//! (`features`), fitted to self-play results (`tools::net_fit`). All are counts the board
//! keeps, so nothing is summed per move. The search runs the network in integers
//! (`quant`): 16-bit weights, exact sums, AVX2 natively and WebAssembly SIMD on the web.
//!
//! Not kept (issue 37, item 1): inputs learnt from the board itself, as a residual over
//! this network. Each empty point's four line windows (three slots each way, the side to
//! move's stones, the other's, wall; a window and its mirror one row) indexed a table of
//! 16 values; a point's sum (bias and its four rows) was rectified, pooled over the empty
//! points and read by a layer of 16, all added to the network's logit in quiet positions.
//! The sums were kept per point as stones came and went (16-bit rows, both colours' views
//! in one cache line, an undo replayed exactly), at about 59% of the nodes a second.
//! Fitted to 70,000 self-play games at 3,000 nodes (777,002 quiet positions, one game in
//! ten held out) it predicted better: the held-out loss fell by 0.0119 fitted to the
//! results, 0.0114 to half result and half a 6,000-node search's score, 0.0112 to the
//! score alone (half the positions scored). It did not play better: at 50,000 nodes a
//! move over 400 games (balanced openings, seed 6) it scored 48.9% (W185 D21 L194),
//! 50.5% (W188 D28 L184) and 50.5% (W192 D20 L188); with the last added in every
//! position, not only quiet ones, 51.2% (W197 D16 L187). Slower per node, it would lose
//! under a clock. Each window rectified on its own instead of each point's sum (no
//! per-point state, but no double threats across lines either) gained only 0.0049 fitted
//! to the search's score, and scored 48.4% (W185 D17 L198) the same way. An earlier
//! linear per-point shape table had gained 0.0012 and scored 45.1%.
//!
//! The two levels that do not search are players of their own here: Classic is the old
//! scoring table (`classic`), Beginner the connect-count player (`beginner`).

pub mod beginner;
pub mod classic;
pub mod features;
pub mod net;
pub mod quant;

use super::board::Position;

/// A won game, minus the plies to the five: shorter wins score higher.
pub const WIN: i32 = 30_000;
/// Scores beyond this are wins or losses found by search, not estimates.
pub const WIN_MIN: i32 = WIN - 1_000;
pub const INF: i32 = 32_000;

/// What an evaluation means: `sigmoid(eval / SCALE)` is the side to move's chance. The
/// scale at which the weights predicted the results of 3,000 self-play games best (639
/// over their 30,000 quiet positions), kept so that fitted weights keep the meaning of
/// the search's margins (futility, aspiration); a search's score becomes a target
/// through it too (`tools::tune`), and the coach's winning chances.
pub const SCALE: f32 = 639.0;

/// The side to move's view: the network's reading (`net`) of each side's line patterns
/// over the empty points, its points of each threat class and its strongest double threat
/// (`features`). Read from `Position`'s counts, so nothing is summed per move.
///
/// The network's scale suits the search's margins: its output times 0.85 scored 49.0%
/// (W90 D16 L94) and times 1.15 51.5% (W96 D14 L90) against it over 200 games at 200 ms.
/// So do the hand-set weights of the side to move's own fours (its four points and their
/// classes, which the network never sees in the quiet positions it is fitted to, though
/// three evaluations in four have them): those counts read at 0.6 times scored 49.5% (W90
/// D18 L92) and at 1.5 times 49.8% (W92 D15 L93) against them as they are, freestyle.
/// A tempo for the side to move does not help either (the network's mean over game
/// positions is -118, the side to move judged behind): 50 more on every evaluation scored
/// 49.7% (W270 D56 L274) and 50 less 49.8% (W273 D51 L276) at 100,000 nodes over 600
/// games (seed 5).
pub fn evaluate(pos: &Position) -> i32 {
    let v = quant::for_position(pos.rule(), pos.to_move()).forward(&features::counts(pos));
    (v as i32).clamp(-WIN_MIN / 2, WIN_MIN / 2)
}
