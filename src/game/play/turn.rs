//! Applies placements to the `CurrentGame`, and the judge: the system that runs on entering
//! `Turn::Judging` after every change of the board and decides between game over and the
//! next turn. The rules decide legality and wins; this file only routes their answers.

use bevy::prelude::*;

use crate::game::messages::{GameEnded, Mover, Pick, PlaceStone};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::notice::Notice;
use crate::game::play::opening::{OpeningState, OpeningStateMut, Openings};
use crate::game::play::opening_rule;
use crate::game::play::remote_side::RemoteSide;
use crate::game::play::setup::MatchSetup;
use crate::game::play::state::{AppState, GameFlow, Turn};
use crate::game::sets::{GameSet, PlacementSet};
use crate::i18n::{Msg, OnlineText};
use crate::notation::pos_to_text;
use crate::rules::{OpeningError, Outcome, PlaceError, Pos};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameEnded>()
        .add_systems(
            Update,
            // While judging nobody may move; a click made in that one frame stays in
            // the message queue and is read next frame, under the judged turn.
            apply_placements
                .in_set(GameSet::Apply)
                .in_set(PlacementSet)
                .run_if(not(in_state(Turn::Judging))),
        )
        .add_systems(OnEnter(Turn::Judging), judge)
        .add_systems(
            Update,
            announce_result
                .run_if(on_message::<GameEnded>)
                .in_set(GameSet::Apply),
        );
}

fn apply_placements(
    mut placements: MessageReader<PlaceStone>,
    mut board: ResMut<CurrentGame>,
    mut openings: OpeningStateMut,
    setup: Res<MatchSetup>,
    (state, turn): (Res<State<AppState>>, Option<Res<State<Turn>>>),
    (mut notice, remote): (ResMut<Notice>, Res<RemoteSide>),
    mut flow: GameFlow,
) {
    let OpeningStateMut {
        ref mut swap,
        rule: ref mut opening,
    } = openings;
    let mut placed = false;
    for &PlaceStone { pos, by } in placements.read() {
        let whose_turn = turn.as_ref().map(|t| *t.get());
        match (*state.get(), whose_turn, by) {
            // One stone per judged turn: a second click in the same frame waits its turn.
            _ if placed => continue,
            // Online, the other player's stones come from their copy of the game.
            (AppState::Playing, Some(Turn::Human), Mover::Human)
                if let Some(why) =
                    remote.refuses_acting(swap.actor(board.stone_count(), board.to_move())) =>
            {
                notice.say(why);
                continue;
            }
            (AppState::Playing, Some(Turn::Human), Mover::Human)
            | (AppState::Playing, Some(Turn::Computer), Mover::Computer) => {}
            (AppState::Playing, Some(Turn::Computer), Mover::Human) => {
                notice.say(Msg::PleaseWait);
                continue;
            }
            (AppState::GameOver, _, Mover::Human) => {
                notice.say(Msg::GameOverChoose);
                continue;
            }
            (AppState::Review, _, Mover::Human) => {
                notice.say(Msg::ReviewingClick);
                continue;
            }
            // A computer move that arrives after the game changed under it is stale.
            _ => continue,
        }
        // Under a renju opening rule the point is the negotiation's step: a stone, an
        // offered 5th move or the choice of one.
        if let Some(negotiation) = opening.in_progress() {
            let seat = negotiation.due().seat();
            let action = opening_rule::point_action(negotiation, pos);
            let (Some(seat), Some(action)) = (seat, action) else {
                notice.say(Msg::OpeningRefused(OpeningError::NotDue));
                continue;
            };
            match opening.act(&mut board, &setup, seat, action) {
                Ok(said) => {
                    notice.say(said);
                    placed = true;
                    flow.judge();
                }
                Err(why) => notice.say(Msg::OpeningRefused(why)),
            }
            continue;
        }
        // Checked on a shared borrow: a refused click must not mark the CurrentGame changed.
        let point = pos_to_text(pos, board.size());
        match board.check(pos) {
            Ok(()) => {
                let stone = board.to_move();
                let stones = board.stone_count();
                // A stone where a swap2 pick is due picks white and is white's move.
                let picked = swap.pick_due(stones) && swap.pick(stones, Pick::White);
                // The stone undo took back last, played again, keeps the line ahead (as
                // the rules keep its moves), and so the picks made along it.
                let same_line = board.redo_moves().next() == Some(pos);
                if board.place(pos).is_ok() {
                    if !picked && !same_line {
                        swap.forget_redo();
                    }
                    notice.say(Msg::MovePlayed {
                        number: board.stone_count(),
                        stone,
                        pos: point,
                    });
                    placed = true;
                    flow.judge();
                }
            }
            Err(PlaceError::Forbidden(why)) => notice.say(Msg::ForbiddenPoint { pos: point, why }),
            Err(why) => notice.say(Msg::CannotPlay { pos: point, why }),
        }
    }
}

/// Runs on entering `Turn::Judging`: a finished position ends the game (announced once),
/// otherwise the side to move is handed to whoever plays it.
fn judge(
    board: Res<CurrentGame>,
    setup: Res<MatchSetup>,
    openings: OpeningState,
    mut flow: GameFlow,
    mut announced: Local<Option<Vec<Pos>>>,
    mut ended: MessageWriter<GameEnded>,
) {
    if !board.is_over() {
        *announced = None;
        flow.hand_turn_to(if openings.now().computer_acts(&setup, &board) {
            Turn::Computer
        } else {
            Turn::Human
        });
        return;
    }
    flow.end_game();
    if announced.as_deref() != Some(board.moves()) {
        *announced = Some(board.moves().to_vec());
        ended.write(GameEnded);
    }
}

fn announce_result(
    board: Res<CurrentGame>,
    setup: Res<MatchSetup>,
    openings: OpeningState,
    mut notice: ResMut<Notice>,
) {
    notice.say(result_text(&board, &setup, openings.now()));
}

/// The headline of the result overlay, from the player's point of view: against the
/// computer the result is the player's (in the colour the opening gave them); otherwise a
/// colour's.
pub fn result_text(board: &CurrentGame, setup: &MatchSetup, openings: Openings) -> Msg {
    let human = openings.human_colour(setup, board);
    match (board.outcome(), human) {
        (None, _) => Msg::GameGoesOn,
        (Some(Outcome::Draw), _) => Msg::DrawBoardFull,
        (Some(Outcome::DrawAgreed), _) => Msg::Online(OnlineText::DrawAgreed),
        (Some(&Outcome::Win { winner, .. }), Some(human)) if human == winner => {
            Msg::YouWin { stone: winner }
        }
        (Some(&Outcome::Win { winner, .. }), Some(_)) => Msg::ComputerWins { stone: winner },
        (Some(&Outcome::Win { winner, .. }), None) => Msg::SideWins { stone: winner },
        (Some(&Outcome::Resigned { loser }), Some(human)) if human == loser => Msg::YouResigned,
        (Some(&Outcome::Resigned { loser }), _) => Msg::SideResigned { loser },
        (Some(&Outcome::OutOfTime { loser }), Some(human)) if human == loser => Msg::YouLostOnTime,
        (Some(&Outcome::OutOfTime { .. }), Some(_)) => Msg::ComputerLostOnTime,
        (Some(&Outcome::OutOfTime { loser }), None) => Msg::SideLostOnTime { loser },
    }
}
