//! Threats explained in words (issue 35): typed facts about a move or a position, built
//! from the rules' and the engine's own threat analysis, for the catalog to word in every
//! language (`i18n::explain`) and the board to mark (`Fact::marks`).
//!
//! - `fact`: the facts and the points each marks.
//! - `made`: what a move makes (`explain_move`); `answer`: what the side to move must
//!   answer (`threat_to_answer`); `win`: a win by fours or threes the solver proves
//!   (`explain_win`); `review`: a graded move (`explain_graded`); `puzzle`: a puzzle's
//!   wrong move (`explain_wrong`).
//! - `lines`: the points along one line a sentence names (fives, a threat's stones).
//!
//! Every function is cheap enough for the game's frame: the board read a few times, at
//! most a few dozen stones tried, and proofs of a few thousand nodes (each says its cost).

mod answer;
mod fact;
mod lines;
mod made;
mod puzzle;
mod review;
mod win;

pub use answer::threat_to_answer;
pub use fact::{Fact, Marks};
pub use made::explain_move;
pub use puzzle::explain_wrong;
pub use review::explain_graded;
pub use win::{VCF_MOST_MOVES, VCF_NODES, VCT_NODES, explain_win};
