//! Records that carry everything: a game's set-up and its renju opening negotiation,
//! written as a link and as a PSQ file and read back; old links and files read as before.
//! (What bad records say is `record_errors.rs`'s.)

use gomoku::notation::{
    Record, link_fragment, parse_moves, parse_opening_actions, read_full_record, read_record,
    record_link_fragment, record_to_psq, to_psq,
};
use gomoku::rules::{Game, Negotiation, OpeningRule, Outcome, Pos, Rule, Setup, Stone};

fn points(text: &str) -> Vec<Pos> {
    parse_moves(text, 15).unwrap()
}

/// A renju game from a set-up with a black stone on a forbidden point (h8, a double
/// three), white to move, and two moves played after it.
fn set_up_game() -> Game {
    let setup = Setup {
        size: 15,
        black: points("g8i8h7h9h8"),
        white: points("a1c1e1g1"),
        to_move: Stone::White,
    };
    assert_eq!(setup.forbidden_stones().len(), 1);
    let mut game = Game::from_setup(&setup, Rule::Renju).unwrap();
    for pos in points("k11a15") {
        game.place(pos).unwrap();
    }
    game
}

/// Reads `text` as the game would, its settings a 15x15 board under `rule`: a link brings
/// its own size and rule, a PSQ file its own size (PSQ has no rule: the player's applies).
fn read_under(text: &str, rule: Rule) -> Record {
    read_full_record(text, 15, rule).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn read(text: &str) -> Record {
    read_under(text, Rule::Freestyle)
}

#[test]
fn a_set_up_round_trips_through_a_link_and_a_psq_file() {
    let game = set_up_game();
    let record = Record::new(game.clone());
    let fragment = record_link_fragment(&record);
    assert_eq!(
        fragment,
        "size=15&rule=renju&black=g8i8h7h9h8&white=a1c1e1g1&tomove=white&moves=k11a15"
    );
    let psq = record_to_psq(&record);
    assert!(psq.ends_with("8,8,0\n11,5,0\n1,1,0\nSetup: stones=9 tomove=white\n"));
    for text in [format!("https://example.org/#{fragment}"), psq] {
        let back = read_under(&text, Rule::Renju);
        assert_eq!(back, record, "{text}");
        assert_eq!(
            (back.game.setup_stones(), back.game.to_move()),
            (9, Stone::White)
        );
        assert_eq!(back.game.setup(), game.setup());
        // Undo still stops at the set-up.
        let mut back = back.game;
        while back.undo().is_some() {}
        assert_eq!(back.stone_count(), 9);
        assert_eq!(back.to_move(), Stone::White);
    }
}

#[test]
fn a_set_up_with_nothing_played_after_it_round_trips() {
    for (black, white, to_move) in [("h8", "", Stone::White), ("h8j10", "i9k11", Stone::Black)] {
        let setup = Setup {
            size: 19,
            black: parse_moves(black, 19).unwrap(),
            white: parse_moves(white, 19).unwrap(),
            to_move,
        };
        let record = Record::new(Game::from_setup(&setup, Rule::Standard).unwrap());
        for text in [record_link_fragment(&record), record_to_psq(&record)] {
            let back = read_full_record(&text, 15, Rule::Standard).unwrap();
            assert_eq!(back.game.setup(), Some(setup.clone()), "{text}");
            assert_eq!(back.game.to_move(), to_move);
        }
    }
    // The side to move may be left out of a link: the counts say it.
    let back = read("#black=h8j10&white=i9");
    assert_eq!(back.game.to_move(), Stone::White);
    assert_eq!(back.game.setup_stones(), 3);
}

/// A negotiation under `rule` from its action text, and a renju game whose first moves
/// are its stones followed by `then`.
fn negotiated(rule: OpeningRule, actions: &str, then: &str) -> Record {
    let actions = parse_opening_actions(actions, 15).unwrap();
    let negotiation = Negotiation::replay(rule, 15, &actions).unwrap();
    assert!(negotiation.swaps().contains(&true), "{rule:?} swaps");
    let mut moves = negotiation.stones().to_vec();
    moves.extend(points(then));
    let game = Game::from_moves(15, Rule::Renju, &moves).unwrap();
    Record::with_opening(game, negotiation)
}

#[test]
fn a_negotiation_round_trips_under_each_opening_rule() {
    let records = [
        negotiated(OpeningRule::Soosorv8, "h8h9h10sh11=2si7j7!j7", "a1a15"),
        negotiated(OpeningRule::Rif, "h8i9i7=2sg10j10k5!k5", "o1"),
        negotiated(OpeningRule::Taraguchi10, "h8si9nj8nk5n=1l4s", ""),
        // Unsettled: the negotiation is waiting for white's 4th stone.
        negotiated(OpeningRule::Soosorv8, "h8h9h10s", ""),
    ];
    for record in records {
        let fragment = record_link_fragment(&record);
        let psq = record_to_psq(&record);
        let opening = record.opening.as_ref().unwrap();
        assert!(fragment.contains(&format!("&opening={}&actions=", opening.rule().code())));
        assert!(psq.contains(&format!(
            "\nOpening: rule={} actions=",
            opening.rule().code()
        )));
        for text in [fragment, psq] {
            let back = read_under(&text, Rule::Renju);
            assert_eq!(back, record, "{text}");
            let back_opening = back.opening.unwrap();
            assert_eq!(back_opening.swaps(), opening.swaps());
            assert_eq!(back_opening.due(), opening.due());
        }
    }
}

#[test]
fn a_record_keeps_a_resignation_beside_its_set_up() {
    let mut game = set_up_game();
    game.resign(Stone::White).unwrap();
    let record = Record::new(game);
    let psq = record_to_psq(&record);
    assert!(psq.ends_with("Setup: stones=9 tomove=white\nResult: white resigned\n"));
    assert_eq!(read_under(&psq, Rule::Renju), record);
}

#[test]
fn old_links_and_files_read_exactly_as_before() {
    let plain = |size, rule, moves: &str| {
        Game::from_moves(size, rule, &parse_moves(moves, size).unwrap()).unwrap()
    };
    let cases = [
        ("#h8i9j10", plain(15, Rule::Freestyle, "h8i9j10")),
        (
            "https://x.org/?lang=zh#size=19&rule=renju&moves=j10k11",
            plain(19, Rule::Renju, "j10k11"),
        ),
        (
            "size=19&theme=paper&moves=a1s19",
            plain(19, Rule::Freestyle, "a1s19"),
        ),
        ("h8 i9 j10", plain(15, Rule::Standard, "h8i9j10")),
        (
            "Piskvork 20x20, 11:11, 0\r\n10,10,0\r\n11,11,1250\r\n-1\r\npbrain-a.exe\r\n-1\r\n",
            plain(20, Rule::Standard, "j11k10"),
        ),
        (
            "Piskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\nCoach: move=2 played=i7 grade=good\n",
            plain(15, Rule::Standard, "h8i7"),
        ),
    ];
    for (text, game) in cases {
        let record = read_full_record(text, 15, Rule::Standard).unwrap();
        assert_eq!(record, Record::new(game.clone()), "{text}");
        assert_eq!(read_record(text, 15, Rule::Standard).unwrap(), game);
        // A plain game is written as it always was.
        let moves = game.moves();
        assert_eq!(
            record_link_fragment(&record),
            link_fragment(game.size(), game.rule(), moves)
        );
        assert_eq!(
            record_to_psq(&record),
            to_psq(game.size(), moves, game.outcome())
        );
    }
    let mut resigned = plain(15, Rule::Freestyle, "h8");
    resigned.resign(Stone::White).unwrap();
    let text = "Piskvork 15x15, 11:11, 0\n8,8,0\n-1\nResult: white resigned\n";
    assert_eq!(read(text).game, resigned);
    assert_eq!(
        read(text).game.outcome(),
        Some(&Outcome::Resigned {
            loser: Stone::White
        })
    );
}
