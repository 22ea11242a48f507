//! Set-ups: positions placed by hand, what is refused and why, and the games that start
//! from them (undo stops at the set-up).

use gomoku::i18n::{Lang, Msg, setup_error_text};
use gomoku::notation::{parse_moves, pos_to_text};
use gomoku::rules::renju::Forbidden;
use gomoku::rules::{Game, Outcome, Pos, Rule, Setup, SetupError, Stone, side_fitting};

/// A set-up on 15x15 from move strings for each colour.
fn setup(black: &str, white: &str, to_move: Stone) -> Setup {
    Setup {
        size: 15,
        black: parse_moves(black, 15).unwrap(),
        white: parse_moves(white, 15).unwrap(),
        to_move,
    }
}

fn at(text: &str) -> Pos {
    parse_moves(text, 15).unwrap()[0]
}

#[test]
fn a_set_up_on_a_board_the_game_does_not_play_is_refused() {
    for size in [0, 4, 27, 1000] {
        let mut bad = Setup::new(size);
        bad.black.push(Pos::new(0, 0));
        assert_eq!(
            bad.check(Rule::Freestyle),
            Err(SetupError::BoardSize { size })
        );
        assert!(Game::from_setup(&bad, Rule::Freestyle).is_err());
    }
}

#[test]
fn a_stone_off_the_board_or_two_on_a_point_are_refused() {
    let mut off = setup("h8", "", Stone::White);
    off.black.push(Pos::new(15, 3));
    assert_eq!(
        off.check(Rule::Renju),
        Err(SetupError::OffBoard {
            pos: Pos::new(15, 3),
            size: 15
        })
    );
    let same_colour = setup("h8h8", "a1i9", Stone::Black);
    let both_colours = setup("h8", "h8", Stone::Black);
    for twice in [same_colour, both_colours] {
        assert_eq!(
            twice.check(Rule::Freestyle),
            Err(SetupError::Twice {
                pos: at("h8"),
                size: 15
            })
        );
    }
    let said = setup_error_text(
        &SetupError::Twice {
            pos: at("h8"),
            size: 15,
        },
        Lang::En,
    );
    assert_eq!(said, "two stones stand on h8");
}

#[test]
fn a_full_board_is_refused() {
    // Every point of a 5x5 board, row by row, alternately black and white.
    let mut full = Setup::new(5);
    for (i, pos) in (0..5u8)
        .flat_map(|y| (0..5u8).map(move |x| Pos::new(x, y)))
        .enumerate()
    {
        full.put(
            pos,
            Some(if i % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            }),
        );
    }
    full.to_move = Stone::White;
    assert_eq!(full.check(Rule::Standard), Err(SetupError::Full));
}

#[test]
fn counts_must_fit_the_side_to_move_and_the_reason_names_them() {
    assert_eq!(side_fitting(3, 3), Some(Stone::Black));
    assert_eq!(side_fitting(4, 3), Some(Stone::White));
    assert_eq!(side_fitting(2, 3), None);
    assert_eq!(side_fitting(5, 3), None);
    let cases = [
        ("h8i8", "", Stone::Black),
        ("h8", "a1", Stone::White),
        ("", "a1", Stone::Black),
        ("h8", "", Stone::Black),
    ];
    for (black, white, to_move) in cases {
        let bad = setup(black, white, to_move);
        assert_eq!(
            bad.check(Rule::Freestyle),
            Err(SetupError::Counts {
                black: bad.black.len(),
                white: bad.white.len(),
                to_move
            })
        );
    }
    let said = |black, white, to_move| {
        setup_error_text(
            &SetupError::Counts {
                black,
                white,
                to_move,
            },
            Lang::En,
        )
    };
    assert_eq!(
        said(3, 1, Stone::Black),
        "with 3 black and 1 white stones it cannot be black's move: black's move needs as \
         many black stones as white, white's one black stone more"
    );
    assert!(said(2, 1, Stone::Black).ends_with("; these fit white's move"));
    assert!(said(2, 2, Stone::White).ends_with("; these fit black's move"));
    // Counts that fit are accepted for either side.
    assert!(setup("h8", "", Stone::White).check(Rule::Renju).is_ok());
    assert!(setup("h8", "i9", Stone::Black).check(Rule::Renju).is_ok());
    assert!(Setup::new(15).check(Rule::Renju).is_ok());
}

#[test]
fn a_five_already_on_the_board_is_refused_as_the_rule_counts_fives() {
    let five = "d4e4f4g4h4";
    let six = "c4d4e4f4g4h4";
    let white_far = "a15c15e15g15i15k15";
    // Black's five: refused under every rule, with its line.
    for rule in Rule::ALL {
        let bad = setup(five, &white_far[..15], Stone::Black);
        assert_eq!(
            bad.check(rule),
            Err(SetupError::Five {
                stone: Stone::Black,
                line: parse_moves(five, 15).unwrap(),
                size: 15
            }),
            "{rule:?}"
        );
    }
    // Black's overline: a win in freestyle only; renju's and standard's black have a
    // pattern on the board, not a five.
    let black_six = setup(six, white_far, Stone::Black);
    assert!(matches!(
        black_six.check(Rule::Freestyle),
        Err(SetupError::Five { stone: Stone::Black, ref line, .. }) if line.len() == 6
    ));
    assert!(black_six.check(Rule::Renju).is_ok());
    assert!(black_six.check(Rule::Standard).is_ok());
    // White's overline: a win in freestyle and renju, not in standard.
    let white_six = setup("a15c15e15g15i15k15", six, Stone::Black);
    for rule in [Rule::Freestyle, Rule::Renju] {
        assert!(matches!(
            white_six.check(rule),
            Err(SetupError::Five {
                stone: Stone::White,
                ..
            })
        ));
    }
    assert!(white_six.check(Rule::Standard).is_ok());
    let said = setup_error_text(&black_six.check(Rule::Freestyle).unwrap_err(), Lang::En);
    assert_eq!(said, "black already has a winning row (c4 to h4)");
}

#[test]
fn black_stones_on_forbidden_points_are_accepted_in_renju_and_listed() {
    // h8 makes two open threes, g8-h8-i8 and h7-h8-h9: a double three.
    let forbidden = setup("g8i8h7h9h8", "a1c1e1g1", Stone::White);
    assert_eq!(
        forbidden.forbidden_stones(),
        [(at("h8"), Forbidden::DoubleThree)]
    );
    let game = Game::from_setup(&forbidden, Rule::Renju).unwrap();
    assert_eq!(game.get(at("h8")), Some(Stone::Black));
    assert_eq!(game.to_move(), Stone::White);
    assert_eq!(game.outcome(), None);
    // Every stone of a black overline stands on a forbidden point.
    let overline = setup("c4d4e4f4g4h4", "a15c15e15g15i15k15", Stone::Black);
    let listed = overline.forbidden_stones();
    assert_eq!(listed.len(), 6);
    assert!(listed.iter().all(|&(_, why)| why == Forbidden::Overline));
    assert!(Game::from_setup(&overline, Rule::Renju).is_ok());
    assert!(setup("h8", "", Stone::White).forbidden_stones().is_empty());
}

#[test]
fn undo_stops_at_the_set_up_and_play_goes_on_as_in_any_game() {
    let start = setup("h8j10", "i9", Stone::White);
    let mut game = Game::from_setup(&start, Rule::Freestyle).unwrap();
    assert_eq!(
        (game.setup_stones(), game.stone_count(), game.to_move()),
        (3, 3, Stone::White)
    );
    assert_eq!(game.setup(), Some(start.clone()));
    assert_eq!(game.last_move(), None, "set-up stones were not played");
    assert!(!game.can_undo());
    assert_eq!(game.undo(), None);
    assert_eq!(game.stone_count(), 3);

    game.place(at("k11")).unwrap();
    game.place(at("a1")).unwrap();
    assert_eq!(game.last_move(), Some(at("a1")));
    assert_eq!(game.moves_after_setup(), [at("k11"), at("a1")]);
    assert_eq!(game.undo(), Some(at("a1")));
    assert_eq!(game.undo(), Some(at("k11")));
    assert_eq!(game.undo(), None);
    assert!(!game.can_undo() && game.can_redo());
    assert_eq!(game.setup(), Some(start.clone()));
    assert_eq!(game.redo(), Some(at("k11")));
    assert_eq!(game.redo(), Some(at("a1")));

    // Resigning and taking it back work as ever.
    game.resign(Stone::Black).unwrap();
    assert_eq!(
        game.outcome(),
        Some(&Outcome::Resigned {
            loser: Stone::Black
        })
    );
    assert!(game.take_back_ending());

    // A five after the set-up wins: white has i9, plays i10..i12 then i13 (black a2..a4).
    for (white, black) in [("i10", "a2"), ("i11", "a3"), ("i12", "a4")] {
        game.place(at(white)).unwrap();
        game.place(at(black)).unwrap();
    }
    game.place(at("i13")).unwrap();
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Stone::White));
}

#[test]
fn a_game_without_a_set_up_is_as_before() {
    let mut game = Game::new(15, Rule::Renju);
    assert_eq!((game.setup_stones(), game.setup()), (0, None));
    game.place(at("h8")).unwrap();
    assert_eq!(game.last_move(), Some(at("h8")));
    assert_eq!(game.moves_after_setup(), [at("h8")]);
    assert_eq!(game.undo(), Some(at("h8")));
    assert!(!game.can_undo());
    // An empty set-up is no set-up.
    let empty = Game::from_setup(&Setup::new(15), Rule::Renju).unwrap();
    assert_eq!(empty, Game::new(15, Rule::Renju));
}

#[test]
fn the_editor_puts_and_clears_stones_and_says_why_in_every_language() {
    let mut editing = Setup::new(15);
    editing.put(at("h8"), Some(Stone::Black));
    editing.put(at("h8"), Some(Stone::White));
    assert_eq!(editing.get(at("h8")), Some(Stone::White));
    assert_eq!((editing.black.len(), editing.white.len()), (0, 1));
    let why = editing.check(Rule::Freestyle).unwrap_err();
    for lang in Lang::ALL {
        let sentence = Msg::SetupRefused(why.clone()).text(lang);
        assert!(
            sentence.contains(&setup_error_text(&why, lang)),
            "{sentence}"
        );
        assert!(
            sentence.contains('1') && sentence.contains('0'),
            "{sentence}"
        );
    }
    editing.put(at("h8"), None);
    assert_eq!(editing.get(at("h8")), None);
    assert_eq!(editing.stone_count(), 0);
    assert_eq!(pos_to_text(at("h8"), 15), "h8");
}
