//! The arena, a strength tool behind the `arena` feature (threads and child processes, so
//! never in the web game): matches between two players, our levels in this process or any
//! Gomocup engine over pipes. Each match measures strength: each opening (a few random stones
//! near the centre drawn from the seed, a line of the built-in book with `Openings::Balanced`,
//! `book`, or of a book file with `Openings::Book`) is played twice with the colours swapped.
//! An illegal move, a move later than the time per move plus a grace margin, a crash or a
//! garbage answer loses the game.

pub mod book;
mod external;
mod jobs;
mod local;
mod player;

use std::io::{self, Write};
use std::time::{Duration, Instant};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::engine::Level;
use crate::notation::pos_to_text;
use crate::rules::{Game, Outcome, Pos, Rule, Stone};

pub use external::ExternalPlayer;
pub use jobs::{Players, run_match_in_jobs};
pub use local::LevelPlayer;
pub use player::{Fault, GameSettings, Player};

/// How a match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Games in all; played in pairs, so an odd number is rounded up.
    pub games: usize,
    pub seed: u64,
    pub move_time: Duration,
    pub size: usize,
    pub rule: Rule,
    pub openings: Openings,
    /// A game clock instead of a fixed time per move.
    pub clock: Option<GameClock>,
}

/// A game clock: each side starts a game with `base` and gains `increment` after each of
/// its moves; a side whose time runs out (past a grace of `CLOCK_GRACE`) loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameClock {
    pub base: Duration,
    pub increment: Duration,
}

/// A clock may run this far below zero before the arena calls it out of time: the pipes'
/// and the scheduler's share, as `Settings::late_after` allows a fixed time per move.
pub const CLOCK_GRACE: Duration = Duration::from_millis(50);

/// Where a match's openings come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Openings {
    /// Two or three random stones near the centre (`opening`).
    #[default]
    Random,
    /// The book of openings Master scores near even (`book::balanced_opening`).
    Balanced,
    /// Openings read from a file (`book::parse_book`), taken as the built-in books are:
    /// a larger book than the built-in, for matches of more games than its 400.
    Book(&'static [Vec<Pos>]),
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            games: 10,
            seed: 1,
            move_time: Duration::from_millis(200),
            size: 15,
            rule: Rule::Freestyle,
            openings: Openings::Random,
            clock: None,
        }
    }
}

impl Settings {
    /// A move taking longer than this loses: the time per move plus 10% and 50 ms, for
    /// pipes, process scheduling and a busy machine.
    pub fn late_after(&self) -> Duration {
        self.move_time + self.move_time / 10 + Duration::from_millis(50)
    }

    /// How long the arena waits for a move before giving up on the engine.
    pub fn wait(&self) -> Duration {
        self.late_after() + Duration::from_secs(1)
    }

    /// The number of pairs the match plays.
    pub fn pairs(&self) -> usize {
        self.games.div_ceil(2)
    }
}

/// The two players of a match: A is the one the score is given for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    A,
    B,
}

impl Side {
    fn index(self) -> usize {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }
}

/// One game of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// A's colour; B has the other.
    pub a_colour: Stone,
    pub opening: Vec<Pos>,
    /// The moves after the opening, in order.
    pub moves: Vec<Pos>,
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: String,
    /// The longest think of A and of B.
    pub longest: [Duration; 2],
    /// How long each of `moves` took (the last entry may be a refused or late move's).
    pub times: Vec<Duration>,
}

impl GameRecord {
    /// The slowest move of `side`: (index in `moves`, time), if it moved at all. The index
    /// can equal `moves.len()` when that move was refused (late or illegal).
    pub fn slowest(&self, side: Side) -> Option<(usize, Duration)> {
        let first = if self.opening.len().is_multiple_of(2) == (self.a_colour == Stone::Black) {
            Side::A
        } else {
            Side::B
        };
        let start = if first == side { 0 } else { 1 };
        self.times
            .iter()
            .copied()
            .enumerate()
            .skip(start)
            .step_by(2)
            .max_by_key(|&(_, t)| t)
    }
}

/// The result of a match, from A's side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchSummary {
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    /// The longest think of A and of B over the match.
    pub longest: [Duration; 2],
    pub games: Vec<GameRecord>,
}

impl MatchSummary {
    /// A's score in percent, a draw counting half.
    pub fn score(&self) -> f64 {
        let played = self.wins + self.draws + self.losses;
        if played == 0 {
            return 0.0;
        }
        100.0 * (self.wins as f64 + 0.5 * self.draws as f64) / played as f64
    }

    fn add(&mut self, game: GameRecord) {
        match game.winner {
            Some(Side::A) => self.wins += 1,
            Some(Side::B) => self.losses += 1,
            None => self.draws += 1,
        }
        for side in 0..2 {
            self.longest[side] = self.longest[side].max(game.longest[side]);
        }
        self.games.push(game);
    }
}

/// A player from its command-line description: `level:<name>` or `cmd:<command line>`.
pub fn parse_player(spec: &str) -> Result<Box<dyn Player>, String> {
    if let Some(name) = spec.strip_prefix("level:") {
        let level = Level::from_name(name)
            .ok_or_else(|| format!("unknown level '{name}': {}", Level::known_names()))?;
        Ok(Box::new(LevelPlayer::new(level)))
    } else if let Some(command) = spec.strip_prefix("cmd:") {
        Ok(Box::new(ExternalPlayer::spawn(command)?))
    } else {
        Err(format!(
            "player '{spec}' must be level:<name> or cmd:<command>"
        ))
    }
}

/// The opening of pair `pair`: two or three stones, black first, within the central 5x5.
pub fn opening(seed: u64, pair: usize, size: usize, rule: Rule) -> Vec<Pos> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(
        seed ^ (pair as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F),
    );
    let stones = rng.random_range(2..=3usize);
    let centre = (size / 2) as i32;
    let mut game = Game::new(size, rule);
    let mut opening = Vec::with_capacity(stones);
    while opening.len() < stones {
        let x = centre + rng.random_range(-2..=2i32);
        let y = centre + rng.random_range(-2..=2i32);
        let pos = Pos::new(x as u8, y as u8);
        if game.place(pos).is_ok() {
            opening.push(pos);
        }
    }
    opening
}

/// Plays a match of `settings.games` games, A against B, writing each game and the final
/// score to `report`.
pub fn run_match(
    a: &mut dyn Player,
    b: &mut dyn Player,
    settings: &Settings,
    report: &mut dyn Write,
) -> io::Result<MatchSummary> {
    let names = [a.name(), b.name()];
    write_header(report, &names, settings)?;
    let mut summary = MatchSummary::default();
    for pair in 0..settings.pairs() {
        for (number, record) in play_pair(&mut *a, &mut *b, pair, settings) {
            write_result(report, &mut summary, number, record, settings)?;
        }
    }
    write_footer(report, &names, &summary, settings)?;
    Ok(summary)
}

/// The opening of pair `pair` of a match.
fn pair_opening(settings: &Settings, pair: usize) -> Vec<Pos> {
    match settings.openings {
        Openings::Random => opening(settings.seed, pair, settings.size, settings.rule),
        Openings::Balanced => {
            book::balanced_opening(settings.seed, pair, settings.size, settings.rule)
        }
        Openings::Book(openings) => {
            book::book_opening(openings, settings.seed, pair, settings.size)
        }
    }
}

/// Plays pair `pair`'s two games (A black, then A white), each with its number in the match.
pub(crate) fn play_pair(
    a: &mut dyn Player,
    b: &mut dyn Player,
    pair: usize,
    settings: &Settings,
) -> [(usize, GameRecord); 2] {
    let opening = pair_opening(settings, pair);
    [Stone::Black, Stone::White].map(|a_colour| {
        let number = pair * 2 + usize::from(a_colour == Stone::White) + 1;
        let game_seed = settings
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(number as u64);
        let record = play_game([&mut *a, &mut *b], a_colour, &opening, settings, game_seed);
        (number, record)
    })
}

fn write_header(
    report: &mut dyn Write,
    names: &[String; 2],
    settings: &Settings,
) -> io::Result<()> {
    writeln!(report, "A = {}", names[0])?;
    writeln!(report, "B = {}", names[1])?;
    let time = match settings.clock {
        Some(clock) => format!(
            "a clock of {} ms + {} ms a move (out of time {} ms past zero)",
            clock.base.as_millis(),
            clock.increment.as_millis(),
            CLOCK_GRACE.as_millis()
        ),
        None => format!(
            "{} ms per move (late after {} ms)",
            settings.move_time.as_millis(),
            settings.late_after().as_millis()
        ),
    };
    writeln!(
        report,
        "{} games, {}x{} {}, {time}, seed {}{}",
        settings.pairs() * 2,
        settings.size,
        settings.size,
        settings.rule.name(),
        settings.seed,
        match settings.openings {
            Openings::Random => String::new(),
            Openings::Balanced => ", balanced openings".into(),
            Openings::Book(openings) => format!(", {} openings from a book file", openings.len()),
        }
    )
}

/// Writes a finished game and the running score.
fn write_result(
    report: &mut dyn Write,
    summary: &mut MatchSummary,
    number: usize,
    record: GameRecord,
    settings: &Settings,
) -> io::Result<()> {
    write_game(report, number, settings.pairs() * 2, &record, settings.size)?;
    summary.add(record);
    write_score(report, summary)
}

fn write_footer(
    report: &mut dyn Write,
    names: &[String; 2],
    summary: &MatchSummary,
    settings: &Settings,
) -> io::Result<()> {
    writeln!(report, "=== final ===")?;
    writeln!(report, "A = {}", names[0])?;
    writeln!(report, "B = {}", names[1])?;
    write_score(report, summary)?;
    let limit = match settings.clock {
        Some(_) => "on a game clock".to_string(),
        None => format!("late after {} ms", settings.late_after().as_millis()),
    };
    writeln!(
        report,
        "longest think: A {} ms, B {} ms ({limit})",
        summary.longest[0].as_millis(),
        summary.longest[1].as_millis(),
    )
}

/// Plays one game from `opening`; `players[0]` is A and plays `a_colour`.
pub fn play_game(
    mut players: [&mut dyn Player; 2],
    a_colour: Stone,
    opening: &[Pos],
    settings: &Settings,
    seed: u64,
) -> GameRecord {
    let mut record = GameRecord {
        a_colour,
        opening: opening.to_vec(),
        moves: Vec::new(),
        winner: None,
        reason: String::new(),
        longest: [Duration::ZERO; 2],
        times: Vec::new(),
    };
    let side_of = |stone: Stone| if stone == a_colour { Side::A } else { Side::B };
    let other = |side: Side| if side == Side::A { Side::B } else { Side::A };
    let mut game = Game::new(settings.size, settings.rule);
    for &pos in opening {
        if let Err(why) = game.place(pos) {
            record.reason = format!("bad opening at {pos}: {why}");
            return record;
        }
    }
    let game_settings = GameSettings {
        size: settings.size,
        rule: settings.rule,
        move_time: settings.move_time,
        clock: settings.clock,
        seed,
    };
    // What each side (A, B) has left on a game clock.
    let mut left = settings.clock.map(|clock| [clock.base; 2]);
    for side in [Side::A, Side::B] {
        if let Err(fault) = players[side.index()].new_game(&game_settings) {
            record.winner = Some(other(side));
            record.reason = format!("{side:?} could not start: {fault}");
            return record;
        }
    }
    loop {
        match game.outcome() {
            Some(Outcome::Win { winner, line }) => {
                record.winner = Some(side_of(*winner));
                let line: Vec<String> = line
                    .iter()
                    .map(|&p| pos_to_text(p, settings.size))
                    .collect();
                record.reason = format!("five in a row ({})", line.join(" "));
                return record;
            }
            Some(Outcome::Draw) => {
                record.reason = "board full".into();
                return record;
            }
            // The arena has no clocks and nobody resigns; a game ended so says it anyway.
            Some(
                ending @ (Outcome::Resigned { .. }
                | Outcome::OutOfTime { .. }
                | Outcome::DrawAgreed),
            ) => {
                record.winner = ending.winner().map(side_of);
                record.reason = format!("{ending:?}");
                return record;
            }
            None => {}
        }
        let side = side_of(game.to_move());
        let player = &mut players[side.index()];
        let wait = match left {
            Some(left) => {
                player.time_left(left[side.index()]);
                left[side.index()] + CLOCK_GRACE + Duration::from_secs(1)
            }
            None => settings.wait(),
        };
        let started = Instant::now();
        let answer = player.think(game.board(), wait);
        let took = started.elapsed();
        let longest = &mut record.longest[side.index()];
        *longest = (*longest).max(took);
        record.times.push(took);
        let lose = |record: &mut GameRecord, reason: String| {
            record.winner = Some(other(side));
            record.reason = format!("{side:?} loses: {reason}");
        };
        let pos = match answer {
            Ok(pos) => pos,
            Err(fault) => {
                lose(
                    &mut record,
                    format!("{fault} after {} ms", took.as_millis()),
                );
                return record;
            }
        };
        if let (Some(left), Some(clock)) = (left.as_mut(), settings.clock) {
            let have = &mut left[side.index()];
            if took > *have + CLOCK_GRACE {
                let late = format!(
                    "out of time at {pos} after {} ms with {} ms left",
                    took.as_millis(),
                    have.as_millis()
                );
                lose(&mut record, late);
                return record;
            }
            *have = have.saturating_sub(took) + clock.increment;
        } else if took > settings.late_after() {
            let late = format!(
                "late move {pos} after {} ms (limit {} ms)",
                took.as_millis(),
                settings.late_after().as_millis()
            );
            lose(&mut record, late);
            return record;
        }
        if let Err(why) = game.place(pos) {
            lose(&mut record, format!("illegal move {pos}: {why}"));
            return record;
        }
        record.moves.push(pos);
    }
}

fn write_game(
    report: &mut dyn Write,
    number: usize,
    total: usize,
    game: &GameRecord,
    size: usize,
) -> io::Result<()> {
    let names = |moves: &[Pos]| {
        moves
            .iter()
            .map(|&p| pos_to_text(p, size))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let result = match game.winner {
        Some(Side::A) => "1-0 A wins",
        Some(Side::B) => "0-1 B wins",
        None => "1/2 draw",
    };
    writeln!(
        report,
        "game {number}/{total}: A {}, B {}; opening {}",
        game.a_colour.name(),
        game.a_colour.opponent().name(),
        names(&game.opening)
    )?;
    writeln!(report, "  moves: {}", names(&game.moves))?;
    let slowest = |side: Side| match game.slowest(side) {
        Some((i, took)) => {
            let at = game
                .moves
                .get(i)
                .map_or("refused".to_string(), |&p| pos_to_text(p, size));
            format!("{} ms ({at})", took.as_millis())
        }
        None => "-".to_string(),
    };
    writeln!(
        report,
        "  {result}: {}; {} moves; longest think A {}, B {}",
        game.reason,
        game.opening.len() + game.moves.len(),
        slowest(Side::A),
        slowest(Side::B)
    )
}

fn write_score(report: &mut dyn Write, summary: &MatchSummary) -> io::Result<()> {
    writeln!(
        report,
        "score A: {:.1}% (W {} D {} L {})",
        summary.score(),
        summary.wins,
        summary.draws,
        summary.losses
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_central_repeatable_and_vary() {
        for pair in 0..50 {
            let stones = opening(7, pair, 15, Rule::Renju);
            assert!((2..=3).contains(&stones.len()));
            assert!(
                stones
                    .iter()
                    .all(|p| (5..=9).contains(&p.x) && (5..=9).contains(&p.y))
            );
            assert_eq!(stones, opening(7, pair, 15, Rule::Renju));
        }
        assert_ne!(
            opening(7, 0, 15, Rule::Freestyle),
            opening(8, 0, 15, Rule::Freestyle)
        );
    }
}
