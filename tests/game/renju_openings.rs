//! Renju's opening rules in the game: every step of a negotiation played through the
//! board and the panel's choices, undo and redo across each of them, and the seats
//! against the computer.

use crate::common::*;
use bevy::prelude::*;
use gomoku::game::messages::{GameCommand, Mover, OpeningChoice};
use gomoku::game::play::opening::Openings;
use gomoku::game::play::opening_rule::RuleOpening;
use gomoku::game::play::setup::{MatchSetup, Mode, Opening};
use gomoku::game::play::state::Turn;
use gomoku::i18n::Lang;
use gomoku::rules::opening_rule::{Action, Seat, Step};
use gomoku::rules::{Negotiation, OpeningRule, Pos, Rule, Stone};

fn renju(opening: OpeningRule, mode: Mode) -> MatchSetup {
    MatchSetup {
        mode,
        rule: Rule::Renju,
        opening: Opening::Rule(opening),
        ..pvp()
    }
}

fn negotiation(app: &App) -> &Negotiation {
    app.world()
        .resource::<RuleOpening>()
        .negotiation()
        .expect("a negotiation")
}

fn due(app: &App) -> Step {
    negotiation(app).due()
}

fn choose(app: &mut App, action: Action) {
    app.world_mut().write_message(OpeningChoice {
        action,
        by: Mover::Human,
        reason: None,
    });
    for _ in 0..3 {
        app.update();
    }
}

/// Clicks the allowed point nearest the centre: the one a player would pick.
fn click_allowed(app: &mut App) -> Pos {
    let points = negotiation(app).allowed_points();
    let centre = 7i32;
    let pos = *points
        .iter()
        .min_by_key(|p| (i32::from(p.x) - centre).pow(2) + (i32::from(p.y) - centre).pow(2))
        .expect("an allowed point");
    click(app, pos);
    pos
}

fn status(app: &App) -> String {
    let world = app.world();
    let openings = Openings {
        swap: world.resource(),
        rule: world.resource(),
    };
    let turn = world.get_resource::<State<Turn>>().map(|t| t.get());
    gomoku::game::ui::status::status_line(world.resource(), world.resource(), openings, turn)
        .text(gomoku::i18n::Lang::En)
}

/// What undo and redo walk through: the board's moves and the negotiation's actions.
fn history(app: &App) -> (Vec<Pos>, Vec<Action>) {
    (
        board(app).moves().to_vec(),
        negotiation(app).actions().to_vec(),
    )
}

#[test]
fn two_people_play_soosorv_8_through_every_step_and_undo_redo_walks_each_one() {
    let mut app = started(renju(OpeningRule::Soosorv8, Mode::HumanVsHuman));
    assert!(status(&app).contains("1st stone"), "{}", status(&app));
    let mut steps = vec![history(&app)];
    // The opening: three stones, the first on the centre.
    for _ in 0..3 {
        click_allowed(&mut app);
        steps.push(history(&app));
    }
    assert_eq!(board(&app).moves()[0], Pos::new(7, 7));
    assert_eq!(
        due(&app),
        Step::ChooseSwap {
            seat: Seat::TentativeWhite
        }
    );
    // A point is not what a swap decision asks for: refused, nothing changes.
    click(&mut app, Pos::new(2, 2));
    assert_notice(&app, "does not ask for that now");
    assert_eq!(board(&app).stone_count(), 3);
    choose(&mut app, Action::Swap);
    steps.push(history(&app));
    assert_eq!(negotiation(&app).black_seat(), Seat::TentativeWhite);
    assert_notice(&app, "second player swaps and now holds black");
    // The 4th stone is white's, placed by the seat that now holds white.
    click_allowed(&mut app);
    steps.push(history(&app));
    assert_eq!(board(&app).stone_count(), 4);
    assert_eq!(board(&app).get(board(&app).moves()[3]), Some(Stone::White));
    choose(&mut app, Action::Declare(2));
    steps.push(history(&app));
    choose(&mut app, Action::Keep);
    steps.push(history(&app));
    // Two offers: marks, not stones.
    let first = click_allowed(&mut app);
    steps.push(history(&app));
    click(&mut app, first);
    assert_notice(&app, "already a stone or an offered 5th move");
    click_allowed(&mut app);
    steps.push(history(&app));
    assert_eq!(board(&app).stone_count(), 4);
    assert_eq!(negotiation(&app).offers().len(), 2);
    // White takes the first offer: the 5th stone, and the game goes on with white.
    click(&mut app, first);
    steps.push(history(&app));
    assert!(negotiation(&app).is_settled());
    assert_eq!(board(&app).stone_count(), 5);
    assert_eq!(board(&app).get(first), Some(Stone::Black));
    assert_eq!(board(&app).to_move(), Stone::White);
    assert!(status(&app).contains("White to move"), "{}", status(&app));

    // Undo walks back one step at a time, each position as it was; redo walks forward.
    for expected in steps.iter().rev().skip(1) {
        command(&mut app, GameCommand::Undo);
        assert_eq!(&history(&app), expected);
        assert_eq!(board(&app).board().moves(), expected.0.as_slice());
    }
    command(&mut app, GameCommand::Undo);
    assert_notice(&app, "Nothing to take back");
    for expected in steps.iter().skip(1) {
        command(&mut app, GameCommand::Redo);
        assert_eq!(&history(&app), expected);
    }
    // The game goes on from the settled opening.
    click(&mut app, Pos::new(3, 3));
    assert_eq!(board(&app).stone_count(), 6);
    assert_eq!(board(&app).get(Pos::new(3, 3)), Some(Stone::White));
}

#[test]
fn a_new_step_after_undo_forgets_the_line_ahead() {
    let mut app = started(renju(OpeningRule::Rif, Mode::HumanVsHuman));
    for _ in 0..3 {
        click_allowed(&mut app);
    }
    // RIF: black declares the number of offers with the opening.
    assert!(
        matches!(due(&app), Step::DeclareOffers { .. }),
        "{:?}",
        due(&app)
    );
    choose(&mut app, Action::Declare(10));
    command(&mut app, GameCommand::Undo);
    choose(&mut app, Action::Declare(3));
    assert_eq!(negotiation(&app).declared(), Some(3));
    command(&mut app, GameCommand::Redo);
    assert_notice(&app, "Nothing to redo");
    // Undo past a stone, then a different stone: the board forgets its line too.
    choose(&mut app, Action::Keep);
    command(&mut app, GameCommand::Undo);
    command(&mut app, GameCommand::Undo);
    command(&mut app, GameCommand::Undo);
    assert_eq!(board(&app).stone_count(), 2);
    let other = negotiation(&app)
        .allowed_points()
        .into_iter()
        .rev()
        .find(|&p| board(&app).redo_moves().next() != Some(p))
        .expect("another opening");
    click(&mut app, other);
    assert!(!board(&app).can_redo());
    assert!(!negotiation(&app).can_redo());
}

#[test]
fn a_choice_by_the_wrong_player_or_out_of_turn_is_refused() {
    // The player begins; the computer holds the other seat.
    let mut app = started(renju(
        OpeningRule::Soosorv8,
        Mode::HumanVsComputer {
            human: Stone::Black,
        },
    ));
    assert_eq!(app.world().resource::<State<Turn>>().get(), &Turn::Human);
    // A swap is not due: refused.
    choose(&mut app, Action::Swap);
    assert_notice(&app, "does not ask for that now");
    assert!(negotiation(&app).actions().is_empty());
    // Off the centre: refused with the rule's reason.
    click(&mut app, Pos::new(3, 3));
    assert_notice(&app, "centre");
    assert_eq!(board(&app).stone_count(), 0);
}

#[test]
fn renju_opening_rules_are_offered_under_renju_only_and_kept_in_the_settings() {
    for rule in OpeningRule::ALL {
        let opening = Opening::Rule(rule);
        assert!(opening.allowed_under(Rule::Renju));
        assert!(!opening.allowed_under(Rule::Freestyle));
        assert_eq!(Opening::from_code(opening.code()), Some(opening));
        // Under freestyle the game opens freely: no negotiation.
        let app = started(MatchSetup {
            rule: Rule::Freestyle,
            ..renju(rule, Mode::HumanVsHuman)
        });
        assert!(
            app.world()
                .resource::<RuleOpening>()
                .negotiation()
                .is_none()
        );
    }
}

#[test]
fn a_negotiated_game_shared_as_a_link_or_psq_opens_with_its_choices() {
    let mut app = started(renju(OpeningRule::Taraguchi10, Mode::HumanVsHuman));
    // Taraguchi-10: a swap may follow each of the first four stones.
    for swap in [Action::Keep, Action::Swap, Action::Keep, Action::Swap] {
        click_allowed(&mut app);
        choose(&mut app, swap);
    }
    choose(&mut app, Action::Declare(1));
    click_allowed(&mut app);
    choose(&mut app, Action::Keep);
    assert!(negotiation(&app).is_settled(), "{:?}", due(&app));
    click(&mut app, Pos::new(2, 2));
    let before = (history(&app), negotiation(&app).black_seat());
    let record = board(&app).record(Some(negotiation(&app)));
    for text in [
        format!("#{}", gomoku::notation::record_link_fragment(&record)),
        gomoku::notation::record_to_psq(&record),
    ] {
        command(&mut app, GameCommand::NewGame);
        assert!(negotiation(&app).actions().is_empty());
        command(&mut app, GameCommand::OpenLink(text.clone()));
        assert_eq!(
            (history(&app), negotiation(&app).black_seat()),
            before,
            "{text}"
        );
        // Undo steps back through the recorded choices as through played ones.
        command(&mut app, GameCommand::Undo);
        command(&mut app, GameCommand::Undo);
        assert_eq!(board(&app).stone_count(), 5);
        assert_eq!(negotiation(&app).actions().len(), before.0.1.len() - 1);
    }
}

/// Plays the person's steps the plain way (the allowed point nearest the centre, keep,
/// the fewest offers, the first offer) and lets the computer play its own, until the
/// opening is settled. Returns how many steps the computer took and the reasons it gave.
fn negotiate_against_the_computer(app: &mut App) -> (usize, Vec<String>) {
    let mut computer_steps = 0;
    let mut reasons = Vec::new();
    for _ in 0..400 {
        if negotiation(app).is_settled() {
            return (computer_steps, reasons);
        }
        let turn = app.world().get_resource::<State<Turn>>().map(|t| *t.get());
        if turn != Some(Turn::Human) {
            let before = negotiation(app).actions().len();
            app.update();
            if negotiation(app).actions().len() > before {
                computer_steps += 1;
                let reason = app.world().resource::<RuleOpening>().last_reason;
                let reason = reason.expect("the computer says why");
                reasons.push(gomoku::i18n::Msg::ComputerOpening(reason).text(Lang::En));
            }
            continue;
        }
        let before = negotiation(app).actions().len();
        match due(app) {
            Step::PlaceStone { .. } | Step::PlaceOffer { .. } => {
                click_allowed(app);
            }
            Step::ChooseSwap { .. } => choose(app, Action::Keep),
            Step::DeclareOffers { counts, .. } => choose(app, Action::Declare(counts.counts()[0])),
            Step::ChooseOffer { .. } => {
                let first = negotiation(app).offers()[0];
                click(app, first);
            }
            Step::Settled => {}
        }
        // On a loaded machine the computer's answer can land in the frames of the person's
        // own step: it is the computer's all the same.
        let answered = negotiation(app).actions().len().saturating_sub(before + 1);
        if answered > 0 {
            computer_steps += answered;
            let reason = app.world().resource::<RuleOpening>().last_reason;
            let reason = reason.expect("the computer says why");
            reasons.push(gomoku::i18n::Msg::ComputerOpening(reason).text(Lang::En));
        }
    }
    panic!("the opening was not settled: {:?}", due(app));
}

#[test]
fn the_computer_negotiates_either_seat_of_every_rule_and_says_why() {
    for rule in OpeningRule::ALL {
        for human in [Stone::Black, Stone::White] {
            let mut app = started(renju(rule, Mode::HumanVsComputer { human }));
            let (steps, reasons) = negotiate_against_the_computer(&mut app);
            let label = format!("{} with the person as {human:?}", rule.name());
            // At least the swap after the opening (more where the choices fall to it).
            assert!(steps >= 1, "{label}: the computer took {steps} steps");
            assert!(
                reasons.iter().all(|r| r.starts_with("The computer")),
                "{reasons:?}"
            );
            // The opening ends at five stones and the game goes on with white's 6th move.
            // Where the computer holds white it may already have played it: the opening
            // book answers at once, in the frames that settled the opening.
            let stones = board(&app).stone_count();
            assert!(stones == 5 || stones == 6, "{label}: {stones} stones");
            let next = if stones == 5 {
                Stone::White
            } else {
                Stone::Black
            };
            assert_eq!(board(&app).to_move(), next, "{label}");
            if human == Stone::White {
                // The computer began: its three stones are a named opening.
                let opening = gomoku::rules::NamedOpening::of_moves(board(&app).moves());
                assert!(opening.is_some(), "{label}: {reasons:?}");
            }
        }
    }
}
