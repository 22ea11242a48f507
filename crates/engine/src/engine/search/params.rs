//! The search's tuned constants, each with the measurement that chose it (games between
//! Master and itself with the one value changed, 200 ms a move unless said). The
//! experiments that lost are told in the commit messages that rejected them.
//!
//! "At 100,000 nodes" below: a fixed 100,000 nodes a move for both sides (`pbrain-gomoku
//! --nodes 100000`, a quarter of a 200 ms move), on a book of 788 balanced openings
//! (`arena book 400 --seed 7` and `--seed 8`, played with `arena --book`; made again on
//! another machine, 789), 600 games a match. Such a match takes eight minutes where 200 games at 200 ms take eleven, and with
//! no clock in the games its result does not depend on what else the machine is doing.
//!
//! Tried without a constant of its own and not kept: correction history, the static
//! evaluation plus what the searches below nodes with the same stones of one colour had
//! found it off by (two tables keyed by each colour's stones, 2^13 slots a side to move,
//! learnt from every searched node whose best move was quiet and whose bound lay on the
//! evaluation's far side): 50.8% against none over 200 games (W95 D13 L92).

use crate::rules::Rule;

/// In quiescence, a four after the first lies at most this far along a line from the last.
/// Evidence: reach 5 scored 50.2% against it over 200 games. A narrower quiescence, whose
/// first fours left out those that make nothing else (class `FOUR`), scored 48.0% over 200
/// (W87 D18 L95; depth 11.2 on the bench, not 11.0); a wider one, taking every four at
/// the second four too, 43.5% (W79 D16 L105).
pub const QUIESCENCE_REACH: usize = 4;

/// Internal iterative reduction: a node this deep with no table move is searched a ply
/// shallower. Evidence: from depth 3 51.0% against it over 400 games, from 6 47.0% over 200.
/// Two plies shallower in cut nodes (`Frame::cut`) deeper than 4 scored 52.5% against it
/// over 200 games (W99 D12 L89), then 50.8% at 100,000 nodes (W284 D41 L275): noise.
/// A node whose table entry lies four plies or more short of its depth taken as one with
/// no table move: the bench searched the same nodes (b203765cad082e34), no match played.
pub const IIR_DEPTH: i32 = 4;

/// Killer bonuses sit between quiet shape and real threats in move order; the table move
/// comes first of all. Twice these (6,000 and 5,000) scored 51.5% against them over 200
/// games (W96 D14 L90; 0.6% more nodes on the bench), and 52.7% at 100,000 nodes (W289
/// D54 L257); with open threes reduced too (`LMR_DIVISOR`), the two together scored 51.6%
/// against neither at 100,000 nodes (W281 D57 L262), no more than the reductions alone.
/// A counter-move bonus of 2,000 (the last move that cut off after the other side's move
/// just played) scored 49.0% over 200 games. A continuation history (per side, per move
/// just played by the other side and reply, kept and added as the history is) 47.8% over
/// 200 (W77 D20 L85). A bonus for moves near the other side's last move (1,000 a king's
/// step away, 500 two) 51.0% (W90 D24 L86): noise. Three changes that each had scored
/// a little over half on their own, together (these bonuses doubled, the cut nodes' two
/// plies of `IIR_DEPTH` and 32 `ROOT_VCT_MOVES`), 51.8% over 200 (W95 D17 L88): noise.
/// At 100,000 nodes a move on the 789-opening book (seed 6, 600 games): the other side's
/// history at the point added at half its weight (their good points are often ours)
/// 50.5% (W277 D52 L271); the first killer of two plies up as a third, at 1,500, 49.7%
/// (W278 D40 L282).
pub const KILLER_BONUS: [i32; 2] = [3_000, 2_500];
pub const TT_MOVE_BONUS: i32 = 10_000_000;

/// History moves a quiet move this far up or down the order, no further: each cut-off
/// moves a score by its bonus less the share of it the score already holds (`gravity`).
/// Evidence: a cap of 500 scored 50.5% against it over 200 games (scores added and
/// clamped); the gravity update scored 55.2% against adding over 200 games (W104 D13 L83).
/// A bonus of four times the depth's square scored 44.8% over 134 (W54 D12 L68, stopped).
pub const HISTORY_CAP: i32 = 2_000;

/// Iterations from this depth search a window of this half-width around the last score
/// first; a score outside it is searched again with the full window.
/// Evidence: from depth 4, 51.0% over 200 games (random openings), 47.7% over 171 (balanced).
/// A half-width of 50 that doubles on each failure (up to 1,600, then the full window)
/// scored 50.5% against it over 200 games (W93 D16 L91).
pub const ASPIRATION_DEPTH: u32 = 5;
pub const ASPIRATION: i32 = 100;

/// Nodes between reads of the clock (and of a helper's stop signal). Not a strength
/// setting: a read costs about as much as a few nodes.
pub const CLOCK_INTERVAL: u64 = 128;

/// A score this much below the last iteration's makes the best move unstable: the soft
/// time limit stretches. Not measured.
pub const UNSTABLE_FALL: i32 = 30;

/// The root threats tried for a VCT, best by ordering score first. 32 scored 54.5%
/// against 16 over 200 games (W102 D14 L84, freestyle, 200 ms, seed 1), then 49.0% on
/// seed 2's openings (W87 D22 L91): 51.8% over 400, noise. The bench's positions do not
/// reach past 16 such moves.
pub const ROOT_VCT_MOVES: usize = 16;

/// A root threat phase spends at most this many times the nodes of one threat's search.
/// Evidence: without the root VCT 50.2% against it over 200 games, half the VCT share 50.5%.
pub const ROOT_VCF_SHARE: u64 = 4;
pub const ROOT_VCT_SHARE: u64 = 8;

// Not kept, a guard at the root: a root move about to beat alpha first checked for a win
// of the other side's by VCF and then VCT right after it (20,000 nodes each, the root's
// table of failed attacks shared), a refuted move scored as lost and dropped from the
// next iterations. It scored 43.3% against none over 118 games (W49 D6 L65, freestyle,
// 200 ms, stopped). The solver's proofs are sound, so the loss is the cost: about three
// checks a move, each of a few thousand to 40,000 nodes, where a move has about 134,000;
// and it found little (12 refutations in 154 checks over 52 positions of four lost games,
// all after the game was lost). Replaying the third seed's lost games showed why: at the
// move where Master let the reference's threat win through, that win took the solver
// 30,000 to 180,000 nodes to prove in a third of the games, and in most of them the
// solver found no win for the reference within 30,000 nodes after only one to four of
// the about 90 moves near the stones: beyond what a 200 ms move can check.
// Nor do the games lost later say otherwise. In the 46 that Master lost to the issue's
// reference on seed 8's openings (freestyle, 200 ms), the first of Master's moves after
// which the threat search (VCF, then VCT seven moves deep, 20,000 nodes) found the
// reference's win was seldom the losing one. At that point no move of Master's was found
// to hold in 39 games: in 29 every move was shown lost the same way, in 10 all but one to
// three that the search left unproved. In the other 7, one to five of about a hundred
// held. The games were lost earlier, in the quiet play, where no threat search sees.

/// The root threat searches' table of failed attacks: 2^16 slots, 512 KB; it halves the
/// nodes of the root's searches of threes in the bench positions.
/// Evidence: it scored 50.5% against no table over 600 games: the same strength, fewer nodes.
pub const THREAT_TABLE_BITS: u32 = 16;

/// Late-move reductions: ln(depth) * ln(move index) / this, plus a half
/// (`node::reduction`). Evidence: 2.5 scored 52.4% against 2.0 over 600 games (W309 D11
/// L280, seeds 60 to 62); with the cut nodes' extra ply, 2.9 scored 49.5% against it over
/// 200 (W92 D14 L94). Reducing open threes too (every late move but a four, ours or on the
/// point of theirs) scored 52.0% over 200 games (W95 D18 L87), then against main at 100,000
/// nodes 53.2% (W297 D44 L259) and 52.8% (W295 D43 L262) on two sets of openings, and at
/// 200 ms 55.8% (W101 D21 L78, seed 1) and 53.0% (W96 D20 L84, seed 2), 54.4% over 400;
/// bench 12 took 17% less time (813 ms against 978). In renju at 100,000 nodes 50.1% over
/// 400 (W187 D27 L186, the built-in book). Against the reference at 200 ms it
/// scored freestyle 74.8% (W144 D11 L45, seed 13), renju 69.2% (W136 D5 L59, seed 6),
/// standard 77.2% (W151 D7 L42, seed 5): within the spread of main's seeds. Kept
/// (`Engine::makes_or_stops_a_four`); main's build then scored freestyle 71.2% (W137 D11
/// L52, seed 14) and 72.0% (W138 D12 L50, seed 15), renju 72.8% (W143 D5 L52, seed 7),
/// standard 76.0% (W146 D12 L42, seed 6): over the three rules' seeds 72.7% in freestyle
/// (600 games), 71.0% in renju and 76.6% in standard (400 each), where the search before
/// scored 73.8%, 70.9% and 73.6%. A ply less depth for a node's later moves each time one
/// raises alpha (depth 3 to 11) 47.2% over 162 (W71 D11 L80, stopped). Answering an open
/// three, our own fours that block nothing searched a ply shallower from the third move
/// 51.8% over 200 (W95 D17 L88): noise; with the near-last-move bonus (`KILLER_BONUS`) on
/// top, 49.5% over 200 on other openings (W91 D10 L93). In standard, 3.0 scored 52.0%
/// against 2.5 (W95 D18 L87, seed 1), then 48.1% over 162 on seed 2's openings (W72 D12
/// L78, stopped): noise. With open threes reduced, at 100,000 nodes on seed 4's openings:
/// 2.2 scored 45.9% over 342 (W142 D30 L170, stopped), 2.9 47.8% over 600 (W258 D57 L285);
/// our open threes a ply less than other late moves 46.6% over 396 (W168 D33 L195,
/// stopped), a ply more 49.3% (W267 D58 L275); moves on the points of their open threes a
/// ply less 50.8% (W278 D54 L268).
pub const LMR_DIVISOR: f32 = 2.5;

/// Late moves of a node expected to fail high (a cut node, `Frame::cut`) are reduced this
/// many plies more than `node::reduction` says: if the node does fail high, its first
/// moves will most likely have done it, and a reduced move that beats alpha is searched
/// again anyway.
/// Evidence: against none over 200 games at 200 ms, freestyle 53.2% (W97 D19 L84), renju
/// 53.0% (W104 D4 L92), standard 53.8% (W98 D19 L83). Two plies scored 50.2% against one
/// in freestyle (W94 D13 L93), and 47.5% over 140 in standard (W58 D17 L65, stopped).
pub const CUT_NODE_REDUCTION: i32 = 1;

// Not kept, reductions and pruning read from the ordering as a policy: its scores are
// fitted as one (`tools::policy_fit`, 5,000 to a logit), and in the bench's searches at
// depth 12 the reduced quiet moves within half a logit of the node's best quiet move beat
// alpha 1.4% of the time, those 2.5 logits or more below it 0.3%. Against none over 200
// games at 200 ms, freestyle: a ply less for late moves within half a logit of the best
// 54.5% (W99 D20 L81, seed 1), then 47.5% (W87 D16 L97, seed 2), 51.0% over 400; a ply
// more for moves 2 logits or more below it 51.5% (W94 D18 L88); pruning moves 3 logits
// below it to depth 2 52.0% (W97 D12 L89), 2 logits below to depth 3 49.7% (W91 D15
// L92). Nor a ply more for every late quiet move of a node whose table move is a threat
// (as chess engines do after a capture): 50.2% (W92 D17 L91).
//
// Not kept, hindsight (as chess engines adjust a reduced node's depth): a node whose move
// its parent had reduced as a late one, with two plies or more left, searched a ply
// shallower still where the two sides' static evaluations summed (each its own side's view:
// what the move lost its player against the parent's evaluation; over bench 12's reduced
// nodes the median sum is about 170, the upper quartile about 550) exceeded a margin. At
// 100,000 nodes a move on a 783-opening book (`arena book 400 --seed 7` and `--seed 8`),
// 600 games each: margin 600 53.9% (W294 D59 L247, seed 6), then 49.7% (W270 D56 L274, seed
// 7), 51.8% over 1,200; at 200 ms 51.5% over 200 (W91 D24 L85, balanced openings, seed 1):
// noise. Margin 400 46.3% over 256 and 900 46.9% over 128 (both stopped). With a ply more
// on top where the parent had reduced it three plies or more and the sum was not above
// zero, 46.0% over 274 (W113 D26 L135, stopped; bench 12 searched 45% more nodes).

/// Move-count pruning: at a node this many plies from the leaves, quiet moves past this
/// place in the order are not searched.
/// Evidence: counts 8, 13, 20 scored 50.9% against these over 400 games; 5, 8, 12 45.0%
/// over 120 (W48 D12 L60, stopped); half again where the evaluation rose since this side's
/// last move and a third less where not 38.6% over 66 (stopped); twice 3 + depth^1.32 (8,
/// 10, 14, ...) to depth 6 50.5% over 200.
/// Pruning quiet moves whose history lies below -150 or -400 a ply left (to depth 3) left
/// the bench's search unchanged: the history is part of the order, so such moves already
/// come past these counts. With open threes reduced, pruning them past these counts and
/// by futility as quiet moves scored 51.3% at 100,000 nodes (W284 D48 L268): noise.
pub const LMP_DEPTH: i32 = 3;
pub const LMP_COUNT: [usize; LMP_DEPTH as usize + 1] = [usize::MAX, 7, 11, 17];

/// Futility pruning: this close to the leaves, a quiet move is skipped when the static
/// evaluation plus this margin per ply left does not reach alpha.
/// Evidence: 500 scored 52.9% against 350 over 400 games; 250 48.0% and 700 47.9% over 200.
/// To depth 3, with the defence extension (not kept), 47.0% over 134 (W56 D14 L64, stopped).
/// With open threes reduced, 400 scored 50.8% at 100,000 nodes (W278 D53 L269). To depth
/// 3 again, at 50,000 nodes a move over 400 games (balanced openings, seed 6), 51.0% (W188
/// D32 L180): noise.
pub const FUTILITY_DEPTH: i32 = 2;
pub const FUTILITY_MARGIN: i32 = 500;

/// Reverse futility pruning: a node at any depth whose static evaluation is this margin
/// per ply left above beta returns the evaluation without a search.
/// Evidence: margin 500 to depth 3 scored 54.1% against none over 400 games (W213 D7 L180).
/// A ply less of margin where the evaluation rose since this side's last move scored 57.0%
/// against it over 200 games (W110 D8 L82), and 53.8% (W102 D11 L87) with the history's
/// gravity on both sides. Deeper and narrower, each against the step before over 200 games
/// in freestyle: 400 to depth 5 54.5% (W101 D16 L83), 300 to depth 8 56.0% (W102 D20 L78),
/// 220 to any depth 56.2% (W106 D13 L81). Against the 500-to-depth-3 search directly, 51.8%
/// (W98 D11 L91): chained steps overstate. With the defence extension (not kept), a
/// margin of 180 scored 43.3% against 220 over 164 games (W64 D14 L86, stopped).
/// Returning beta plus a third of the estimate's lead over it (not the estimate) scored
/// 50.8% against it over 200 games (W96 D11 L93): noise.
pub const RFP_MARGIN: i32 = 220;

/// Singular extensions (`Params::singular`): in nodes with at least this much depth left
/// whose table move has a lower bound or exact score, every other move is searched at half
/// the depth against that score less this margin a ply.
/// Evidence: from depth 5 50.9% against it over 400 games; a margin of 32 48.8% over 379;
/// a ply less for a table move that is not singular but whose score reaches beta 50.0%
/// over 200.
/// Not kept, a defence extension: a node answering an open three with at most three moves
/// (its blocks and its own fours) searched them without using up depth. Against none
/// over 200 games it scored freestyle 55.8% (W105 D13 L82), renju 52.0% (W102 D4 L94),
/// standard 50.0% (W93 D14 L93); four moves 52.5% against three in freestyle. But against
/// the reference (a71e89a) it lost ground in every rule: freestyle 66.0% (W128 D8
/// L64, was 68.2%), renju 57.5% (W113 D4 L83, was 61.5%), standard 60.0% (W112 D16 L72,
/// was 70.8%, and 68.2% on seed 2's openings).
/// Not kept either, a double extension: two plies for the table move where every other
/// move scored at least 100 below the bound (in nodes above the iteration's depth in
/// plies). It cost 35% more nodes on the bench; against the reference 69.5% in freestyle
/// (W133 D12 L55, main 68.2%), but against none 46.5% over 144 (W62 D10 L72, stopped).
pub const SINGULAR_DEPTH: i32 = 6;
pub const SINGULAR_MARGIN: i32 = 16;

/// ProbCut: a null-window node this deep whose estimate (`node::table_estimate`) reaches
/// beta first searches its best-ordered moves this many plies shallower against beta plus
/// this margin; one that holds there ends the node with that score. Not tried where the
/// table already says the node stays below that bound at about that depth.
/// Evidence: against none over 200 games at 200 ms, freestyle 54.5% (W98 D22 L80, seed 1)
/// and 51.8% (W93 D21 L86, seed 2), 53.1% over 400; 3% more bench nodes at fixed depth.
/// A margin of 150 scored 49.2% against 250 over 200 games in freestyle (W89 D19 L92).
/// At 50,000 nodes a move over 400 games (balanced openings, seed 6), six moves tried, not
/// three, scored 51.2% (W191 D28 L181), and 52.5% (W198 D24 L178) on a book of 200 others
/// (`arena book 200 --seed 9`); together with eight more moves in nodes six plies or more
/// from the leaves (`Level`'s width), 48.5% at 200 ms over 200 games (W87 D20 L93, seed 1):
/// not kept. Three plies shallower, not four, 47.8% (W182 D18 L200).
pub const PROBCUT_DEPTH: i32 = 5;
pub const PROBCUT_MARGIN: i32 = 250;
pub const PROBCUT_REDUCTION: i32 = 4;
pub const PROBCUT_MOVES: usize = 3;
/// Whether ProbCut is tried under `rule`. Evidence, against none at 200 ms: renju 50.2%
/// over 200 games (W95 D11 L94). In standard it lost with standard's first network (43.0%
/// over 158, W59 D18 L81, stopped) and gains with freestyle's (`net::NET`).
pub fn probcut_tried(rule: Rule) -> bool {
    rule != Rule::Renju
}

// Not kept, a null move: a null-window node from depth 4 whose static evaluation and
// table estimate reached beta, where the other side had nothing to answer (no open three,
// four or double threat to make), passed (the hash keyed for it) and searched the other
// side's reply 3 + depth / 3 plies shallower, ending the node if this side still reached
// beta. In gomoku the move is worth too much for that: over the bench's searches at depth
// 8 it was tried 80 times and held once. After the pass the score stood a median 915
// below beta where the evaluation had stood a median 285 above it: a move is worth about
// 1,200 of the evaluation's units (two logits). A margin that large would leave almost no
// node to try it in, so no match was played.

/// Fail-high reduction: in a null-window node whose static evaluation is this far above
/// beta (a base plus a margin a ply left), every move but a four is searched a ply
/// shallower: the node will most likely fail high whatever is played.
/// Evidence: 54.0% against none over 200 games (W103 D10 L87). Tried beside it and not
/// kept: razoring to the fours below alpha (150 + 110 a ply, to depth 2) 48.8% against
/// none, and with tighter margins (105 + 50 a ply) 45.2% over 146 (W62 D8 L76, stopped);
/// pruning late moves that make no open two or three for either side to depth 4
/// 50.2% on top of it; a ply more of late-move reduction where the evaluation did not rise
/// since this side's last move 50.8% on top of it, and 48.6% at 100,000 nodes (W268 D47
/// L285).
pub const FAIL_HIGH_BASE: i32 = -70;
pub const FAIL_HIGH_MARGIN: i32 = 120;
/// Whether the fail-high reduction is used under `rule`. Evidence: in renju, 49.0% against
/// none over 200 games (W97 D2 L101); in renju's cut nodes only (`Frame::cut`), 52.2%
/// against none over 200 games on renju's own balanced book (W101 D7 L92): noise.
pub fn fail_high_reduces(rule: Rule) -> bool {
    rule != Rule::Renju
}

/// Whether a node where the other side could make a double threat next move (and this side
/// has no four) is searched whole, as a defence is (`Frame::under_threat`), under `rule`.
/// Evidence, freestyle against none over 200 games at 200 ms: 54.8% (W99 D21 L80, seed 1)
/// and 57.2% (W106 D17 L77, seed 2), 56.0% over 400; 0.5% more nodes on the bench (4.5%
/// with it in every rule). Renju does without it: 53.8% (W102 D11 L87, seed 1) and 49.8%
/// (W93 D13 L94, seed 2) against none over 200 games, noise. In standard it lost with
/// standard's first network (42.4% over 132, W50 D12 L70, stopped) and gains with
/// freestyle's (`net::NET`), ProbCut beside it: 56.8% (W106 D15 L79, seed 1) and 56.0%
/// (W103 D18 L79, seed 2) over 200 games each at 200 ms, 56.4% over 400.
/// Nor did a wider net gain in freestyle: nodes from depth 2 where the other side has a
/// four to make and this side none, also searched whole when the other side would win by
/// fours were this side to pass (a threat search of 40 nodes, fours 8 deep) scored 49.0%
/// against this alone over 200 games (W85 D26 L89; 7.5% more bench nodes). Nor a narrower
/// one: late moves of such nodes that make no threat and are not on a point of their
/// threes reduced as elsewhere, 50.2% at 100,000 nodes (W278 D46 L276).
pub fn double_threat_searched_whole(rule: Rule) -> bool {
    rule != Rule::Renju
}
