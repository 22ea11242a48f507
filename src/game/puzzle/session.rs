//! The puzzle being solved: which one of which collection, its run (`coach::puzzles::
//! PuzzleRun`: the player's moves and the defence's answers), and what the panel says of
//! the last move. The player's clicks and the panel's commands change it; the answer of
//! the defence comes from a job (`job`), and the player's record (`PuzzleProgress`)
//! follows what happens.

use bevy::prelude::*;
use tracing::info;

use super::collection::Collection;
use super::job::PuzzleJob;
use super::library::PuzzleLibrary;
use crate::coach::explain::{Fact, explain_wrong};
use crate::coach::puzzles::{Outcome, PuzzleRun, Status};
use crate::game::messages::{Mover, PlaceStone, PuzzleCommand};
use crate::game::play::input::UiFocus;
use crate::game::play::notice::Notice;
use crate::game::play::puzzle_progress::PuzzleProgress;
use crate::game::play::state::{AppState, GameFlow};
use crate::i18n::{Lang, Msg, PuzzleText};
use crate::notation::pos_to_text;
use crate::rules::{PlaceError, Pos, Stone};
use crate::worker::{PuzzleAction, PuzzleAnswer};

/// What the panel says of the last thing that happened.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Feedback {
    /// A fresh start: the panel gives the goal.
    #[default]
    Goal,
    /// The defence is working out its answer (or the hint).
    Thinking,
    Right {
        reply: Option<Pos>,
    },
    Solved,
    /// The move lost the win, and why, in words and marks.
    Wrong(Fact),
    Hint(Option<Pos>),
    /// The collection has no puzzle.
    NoPuzzle,
}

#[derive(Resource, Debug, Clone, Default)]
pub struct PuzzleSession {
    pub collection: Collection,
    /// The puzzle's place in its collection, and the collection's size.
    pub index: usize,
    pub total: usize,
    pub run: Option<PuzzleRun>,
    pub feedback: Feedback,
    /// The attacker's stone shown while the defence thinks about it.
    pub pending: Option<Pos>,
    /// No wrong move and no hint in this puzzle yet: solving it lengthens the streak.
    pub clean: bool,
}

impl PuzzleSession {
    /// Whether the player may move: a puzzle on the board, still to solve, nothing pending.
    pub fn may_move(&self) -> bool {
        self.pending.is_none()
            && self.feedback != Feedback::Thinking
            && self
                .run
                .as_ref()
                .is_some_and(|run| *run.status() == Status::Playing)
    }

    /// The point to ring as a hint (the last hint, while its position stands).
    pub fn hint(&self) -> Option<Pos> {
        match self.feedback {
            Feedback::Hint(pos) => pos,
            _ => None,
        }
    }

    /// What the panel says of the last thing that happened, in `lang` (nothing at a
    /// fresh start, where the goal says it all).
    pub fn feedback_text(&self, lang: Lang) -> Option<String> {
        let size = self.run.as_ref().map_or(15, |run| run.board().size());
        let defender = self
            .run
            .as_ref()
            .map_or(Stone::White, |run| run.puzzle().attacker().opponent());
        let say = |phrase: PuzzleText| Msg::Puzzle(phrase).text(lang);
        let text = match &self.feedback {
            Feedback::Goal => return None,
            Feedback::Thinking => say(PuzzleText::Thinking),
            Feedback::Right { reply } => {
                let reply = reply.map(|pos| pos_to_text(pos, size));
                say(PuzzleText::Right { defender, reply })
            }
            Feedback::Solved => say(PuzzleText::Solved),
            Feedback::Wrong(fact) => {
                let why = Msg::Explain {
                    fact: fact.clone(),
                    size,
                };
                // Chinese sentences follow one another without a space.
                let gap = if lang == Lang::En { " " } else { "" };
                format!("{}{gap}{}", say(PuzzleText::Wrong), why.text(lang))
            }
            Feedback::Hint(Some(pos)) => say(PuzzleText::Hint {
                pos: pos_to_text(*pos, size),
            }),
            Feedback::Hint(None) => say(PuzzleText::NoHint),
            Feedback::NoPuzzle => say(PuzzleText::Empty),
        };
        Some(text)
    }

    /// Loads the puzzle at `index` (wrapping) of the collection.
    fn load(&mut self, library: &PuzzleLibrary, index: usize) {
        let puzzles = library.puzzles(self.collection);
        self.total = puzzles.len();
        self.index = if self.total == 0 {
            0
        } else {
            index % self.total
        };
        self.run = puzzles
            .get(self.index)
            .and_then(|puzzle| PuzzleRun::new((*puzzle).clone()));
        self.feedback = if self.run.is_some() {
            Feedback::Goal
        } else {
            Feedback::NoPuzzle
        };
        self.pending = None;
        self.clean = true;
    }
}

/// The job working out an answer, apart from the session so the session stays plain data.
#[derive(Resource, Default)]
pub struct PuzzleWork(Option<PuzzleJob>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleSession>()
        .init_resource::<PuzzleWork>()
        // The settings put the saved one in place first when they are kept.
        .init_resource::<PuzzleProgress>()
        .add_message::<PuzzleCommand>()
        .add_systems(
            Update,
            (
                puzzle_keys.run_if(in_state(AppState::Puzzle)),
                carry_out,
                click_to_move,
                collect_answer,
                log_feedback.run_if(resource_changed::<PuzzleSession>),
            )
                .chain()
                .in_set(crate::game::sets::GameSet::Apply),
        );
}

fn carry_out(
    mut commands: MessageReader<PuzzleCommand>,
    mut session: ResMut<PuzzleSession>,
    mut work: ResMut<PuzzleWork>,
    mut progress: ResMut<PuzzleProgress>,
    library: Res<PuzzleLibrary>,
    mut notice: ResMut<Notice>,
    mut flow: GameFlow,
) {
    for command in commands.read() {
        match *command {
            PuzzleCommand::Open(collection) => {
                // The game's last news is not the puzzle's.
                notice.0 = None;
                work.0 = None;
                session.collection = collection;
                let place = progress.places.get(&collection.code()).copied();
                session.load(&library, place.unwrap_or(0));
                flow.solve_puzzles();
            }
            PuzzleCommand::Hint => {
                if let Some(run) = session.run.clone().filter(|_| session.may_move()) {
                    session.clean = false;
                    progress.break_streak();
                    session.feedback = Feedback::Thinking;
                    work.0 = Some(PuzzleJob::start(run, PuzzleAction::Hint));
                }
            }
            PuzzleCommand::Retry => {
                work.0 = None;
                if let Some(run) = &mut session.run {
                    run.retry();
                    session.feedback = Feedback::Goal;
                }
                session.pending = None;
            }
            PuzzleCommand::Next => {
                work.0 = None;
                let next = session.index + 1;
                session.load(&library, next);
                let place = session.index;
                progress.places.insert(session.collection.code(), place);
            }
            PuzzleCommand::Leave => {
                work.0 = None;
                session.pending = None;
                flow.open_menu();
            }
        }
    }
}

/// A click on the board is the attacker's move, handed to the run's job.
/// Runs on every screen, reading and dropping the clicks of the others: a click made in
/// the game just before the puzzles opened is the game's, not the player's answer.
fn click_to_move(
    mut placements: MessageReader<PlaceStone>,
    mut session: ResMut<PuzzleSession>,
    mut work: ResMut<PuzzleWork>,
    mut notice: ResMut<Notice>,
    state: Res<State<AppState>>,
) {
    let solving = *state.get() == AppState::Puzzle;
    for &PlaceStone { pos, by } in placements.read() {
        if by != Mover::Human || !solving {
            continue;
        }
        let Some(run) = session.run.clone() else {
            continue;
        };
        if work.0.is_some() {
            notice.say(Msg::PleaseWait);
            continue;
        }
        if *run.status() != Status::Playing {
            notice.say(Msg::Puzzle(PuzzleText::Next));
            continue;
        }
        // Refused at once when it is no move at all; a forbidden point is the run's to
        // explain.
        match run.game().check(pos) {
            Ok(()) | Err(PlaceError::Forbidden(_)) => {}
            Err(why) => {
                notice.say(Msg::CannotPlay {
                    pos: pos_to_text(pos, run.board().size()),
                    why,
                });
                continue;
            }
        }
        session.pending = Some(pos);
        session.feedback = Feedback::Thinking;
        work.0 = Some(PuzzleJob::start(run, PuzzleAction::Play(pos)));
        break;
    }
}

fn collect_answer(
    mut session: ResMut<PuzzleSession>,
    mut work: ResMut<PuzzleWork>,
    mut progress: ResMut<PuzzleProgress>,
    mut notice: ResMut<Notice>,
) {
    let Some(job) = &mut work.0 else { return };
    let Some((run, answer)) = job.poll() else {
        return;
    };
    work.0 = None;
    session.run = Some(run);
    let asked = session.pending.take();
    session.feedback = match answer {
        PuzzleAnswer::Hint(pos) => Feedback::Hint(pos),
        PuzzleAnswer::Played(Outcome::Right { reply }) => Feedback::Right { reply },
        PuzzleAnswer::Played(Outcome::Solved) => {
            progress.record_solved(session.clean);
            // The next run starts at the next puzzle.
            let next = session.index + 1;
            progress.places.insert(session.collection.code(), next);
            Feedback::Solved
        }
        PuzzleAnswer::Played(Outcome::Wrong(why)) => {
            session.clean = false;
            progress.break_streak();
            let attacker = session.run.as_ref().map(|run| run.puzzle().attacker());
            match (attacker, asked) {
                (Some(attacker), Some(played)) => {
                    Feedback::Wrong(explain_wrong(&why, attacker, played))
                }
                _ => Feedback::Goal,
            }
        }
        PuzzleAnswer::Played(Outcome::Refused(why)) => {
            let size = session.run.as_ref().map_or(15, |run| run.board().size());
            if let Some(pos) = asked {
                notice.say(Msg::CannotPlay {
                    pos: pos_to_text(pos, size),
                    why,
                });
            }
            Feedback::Goal
        }
    };
}

/// H a hint, R try again, N the next puzzle, Escape home (not while a text box has the
/// keyboard).
fn puzzle_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    focus: Res<UiFocus>,
    mut commands: MessageWriter<PuzzleCommand>,
) {
    let Some(keys) = keys.filter(|_| !focus.keyboard) else {
        return;
    };
    let bindings = [
        (KeyCode::KeyH, PuzzleCommand::Hint),
        (KeyCode::KeyR, PuzzleCommand::Retry),
        (KeyCode::KeyN, PuzzleCommand::Next),
        (KeyCode::Escape, PuzzleCommand::Leave),
    ];
    for (key, command) in bindings {
        if keys.just_pressed(key) {
            commands.write(command);
        }
    }
}

/// Each new thing the panel says goes to the log too, in English, as the game's news does
/// (the end-to-end tests read it).
fn log_feedback(session: Res<PuzzleSession>, mut said: Local<Option<String>>) {
    // A fresh start logs the goal.
    let goal = session.run.as_ref().map(|run| {
        let puzzle = run.puzzle();
        let goal = PuzzleText::Goal {
            attacker: puzzle.attacker(),
            kind: puzzle.kind,
            win_in: puzzle.win_in,
        };
        Msg::Puzzle(goal).text(Lang::En)
    });
    let text = session.feedback_text(Lang::En).or(goal);
    if text.is_some() && *said != text {
        info!("puzzle: {}", text.as_deref().unwrap_or_default());
    }
    *said = text;
}
