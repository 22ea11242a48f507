//! PLACEHOLDER until the swap2-engine branch lands (replaced on merge).
use super::SearchResult;
use crate::rules::Pos;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    TakeBlack,
    PlayWhite(Pos),
}

pub fn choose(result: &SearchResult) -> Choice {
    if result.score < -150 {
        Choice::TakeBlack
    } else {
        Choice::PlayWhite(result.best)
    }
}

pub fn opening(size: usize, seed: u64) -> [Pos; 3] {
    let c = (size / 2) as u8;
    let d = (seed % 2) as u8;
    [Pos::new(c, c), Pos::new(c + 1, c + d), Pos::new(c, c + 2)]
}
