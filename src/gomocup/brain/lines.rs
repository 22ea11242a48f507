//! `INFO multipv <n>`: the brain shows the best `n` root moves of each search, each with
//! its depth, score and line, as `MESSAGE` lines before its move (managers show them to
//! the person watching and read nothing else in them):
//!
//! `MESSAGE depth 9 multipv 1 score 35 pv 7,7 8,8 6,8`
//!
//! Moves are in the protocol's own `x,y`, as in `TURN`; scores are the side to move's, in
//! centi-stones, a win in `n` plies `30000 - n` and a loss its negative. 0, the default,
//! shows nothing; 1 shows the principal variation of the search as it always is.

use crate::engine::SearchResult;

/// The `MESSAGE` lines for `result`, each ending in a newline.
pub(super) fn messages(result: &SearchResult) -> String {
    let mut text = String::new();
    for (i, line) in result.lines.iter().enumerate() {
        let pv: Vec<String> = line.pv.iter().map(ToString::to_string).collect();
        text.push_str(&format!(
            "MESSAGE depth {} multipv {} score {} pv {}\n",
            line.depth,
            i + 1,
            line.score,
            pv.join(" ")
        ));
    }
    text
}
