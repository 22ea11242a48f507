//! Notation: "h8" coordinates, move strings and PSQ files, read and written.

use gomoku::notation::{
    Psq, game_from_moves, link_fragment, looks_like_link, moves_to_text, parse_game, parse_link,
    parse_moves, parse_pos, parse_psq, pos_to_text, to_psq,
};
use gomoku::rules::{MAX_SIZE, MIN_SIZE, Outcome, Pos, Rule, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

/// `count` distinct random points of a board of `size`, in random order.
fn random_moves(rng: &mut Xoshiro256PlusPlus, size: usize, count: usize) -> Vec<Pos> {
    let mut points: Vec<Pos> = (0..size as u8)
        .flat_map(|y| (0..size as u8).map(move |x| Pos::new(x, y)))
        .collect();
    for i in 0..count.min(points.len()) {
        let j = rng.random_range(i..points.len());
        points.swap(i, j);
    }
    points.truncate(count);
    points
}

#[test]
fn corners_and_centres() {
    let cases = [
        (15, Pos::new(0, 0), "a15"),
        (15, Pos::new(14, 0), "o15"),
        (15, Pos::new(0, 14), "a1"),
        (15, Pos::new(14, 14), "o1"),
        (15, Pos::new(7, 7), "h8"),
        (19, Pos::new(0, 0), "a19"),
        (19, Pos::new(18, 0), "s19"),
        (19, Pos::new(0, 18), "a1"),
        (19, Pos::new(18, 18), "s1"),
        (19, Pos::new(9, 9), "j10"),
    ];
    for (size, pos, text) in cases {
        assert_eq!(pos_to_text(pos, size), text);
        assert_eq!(parse_pos(text, size), Ok(pos), "{text}");
        assert_eq!(parse_pos(&text.to_uppercase(), size), Ok(pos), "{text}");
        assert_eq!(parse_pos(&format!("  {text} "), size), Ok(pos), "{text}");
    }
}

#[test]
fn every_point_round_trips() {
    for size in [5, 15, 19, 26] {
        for y in 0..size as u8 {
            for x in 0..size as u8 {
                let pos = Pos::new(x, y);
                assert_eq!(parse_pos(&pos_to_text(pos, size), size), Ok(pos));
            }
        }
    }
}

#[test]
fn move_strings_round_trip() {
    let mut rng = rng(8);
    for size in [15, 19] {
        for _ in 0..500 {
            let count = rng.random_range(0..=size * size);
            let moves = random_moves(&mut rng, size, count);
            let text = moves_to_text(&moves, size);
            assert_eq!(parse_moves(&text, size), Ok(moves.clone()), "{text}");
            // The same moves in mixed case with spaces here and there read the same.
            let mut loose = String::new();
            for &pos in &moves {
                let word = pos_to_text(pos, size);
                let word = if rng.random_bool(0.5) {
                    word.to_uppercase()
                } else {
                    word
                };
                for _ in 0..rng.random_range(0..3) {
                    loose.push([' ', '\t', '\n'][rng.random_range(0..3)]);
                }
                loose.push_str(&word);
            }
            assert_eq!(parse_moves(&loose, size), Ok(moves), "{loose}");
        }
    }
}

#[test]
fn move_string_example() {
    let moves = parse_moves("h8i9j10", 15).unwrap();
    assert_eq!(moves, [Pos::new(7, 7), Pos::new(8, 6), Pos::new(9, 5)]);
    assert_eq!(moves_to_text(&moves, 15), "h8i9j10");
    assert_eq!(parse_moves("H8 I9\nJ10", 15).unwrap(), moves);
    assert_eq!(parse_moves("", 15), Ok(vec![]));
    assert_eq!(parse_moves("  \n ", 15), Ok(vec![]));
}

#[test]
fn bad_coordinates_say_what_and_where() {
    let cases = [
        (
            "h8i9j10z99",
            15,
            "bad coordinate 'z99' at move 4: column z is off a 15x15 board (a to o)",
        ),
        (
            "h8 i16",
            15,
            "bad coordinate 'i16' at move 2: row 16 is off a 15x15 board (1 to 15)",
        ),
        (
            "h8 h0",
            15,
            "bad coordinate 'h0' at move 2: row 0 is off a 15x15 board (1 to 15)",
        ),
        (
            "t10",
            19,
            "bad coordinate 't10' at move 1: column t is off a 19x19 board (a to s)",
        ),
        (
            "h8 h",
            15,
            "bad coordinate 'h' at move 2: column h has no row number after it",
        ),
        (
            "h8 8h",
            15,
            "bad coordinate '8' at move 2: a point starts with a column letter, like h8",
        ),
        (
            "h8,i9",
            15,
            "bad coordinate ',' at move 2: a point starts with a column letter, like h8",
        ),
        (
            "a1b2c3d4e5f6g7h8é9",
            15,
            "bad coordinate 'é9' at move 9: a point starts with a column letter, like h8",
        ),
        (
            "a99999999999999999999999999999",
            15,
            "bad coordinate 'a99999999999999999999999...' at move 1: row 999999... is off a \
             15x15 board (1 to 15)",
        ),
    ];
    for (text, size, message) in cases {
        let err = parse_moves(text, size).unwrap_err();
        assert_eq!(err.to_string(), message, "{text}");
    }
    let cases = [
        ("", "bad coordinate '': it is empty"),
        (
            "h8x",
            "bad coordinate 'h8x': a column letter is followed by a row number only, like h8",
        ),
        (
            "8h",
            "bad coordinate '8h': a point starts with a column letter, like h8",
        ),
        (
            "p1",
            "bad coordinate 'p1': column p is off a 15x15 board (a to o)",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(
            parse_pos(text, 15).unwrap_err().message(),
            message,
            "{text}"
        );
    }
}

#[test]
fn games_from_move_strings() {
    let game = parse_game("h8i9j10", 15, Rule::Freestyle).unwrap();
    assert_eq!(game.board().stone_count(), 3);
    assert_eq!(game.to_move(), Stone::White);
    assert_eq!(game.board().get(Pos::new(8, 6)), Some(Stone::White));

    let won = parse_game("h8a1i8a2j8a3k8a4l8", 15, Rule::Standard).unwrap();
    assert!(matches!(
        won.outcome(),
        Some(Outcome::Win {
            winner: Stone::Black,
            ..
        })
    ));

    let cases = [
        (
            "h8 i9 h8",
            Rule::Freestyle,
            "move 3 (h8) cannot be played: there is already a stone there",
        ),
        (
            "h8a1i8a2j8a3k8a4l8a5",
            Rule::Freestyle,
            "move 10 (a5) cannot be played: the game is over",
        ),
        (
            "f8a1g8a3h10a5h9a7h8",
            Rule::Renju,
            "move 9 (h8) cannot be played: forbidden for black: double three",
        ),
        (
            "h8 i9 z1",
            Rule::Renju,
            "bad coordinate 'z1' at move 3: column z is off a 15x15 board (a to o)",
        ),
    ];
    for (text, rule, message) in cases {
        assert_eq!(parse_game(text, 15, rule).unwrap_err().to_string(), message);
    }
    // The same double-three is fine without renju.
    assert!(parse_game("f8a1g8a3h10a5h9a7h8", 15, Rule::Freestyle).is_ok());
    let moves = parse_moves("h8 h8", 15).unwrap();
    assert!(game_from_moves(&moves, 15, Rule::Renju).is_err());
}

#[test]
fn psq_round_trips() {
    let mut rng = rng(15);
    for size in [15, 19, 20] {
        for _ in 0..200 {
            let count = rng.random_range(0..=size * size);
            let moves = random_moves(&mut rng, size, count);
            let text = to_psq(size, &moves, None);
            assert_eq!(
                parse_psq(&text),
                Ok(Psq {
                    size,
                    moves,
                    ending: None
                })
            );
        }
    }
}

#[test]
fn psq_export_format() {
    let moves = parse_moves("h8i9", 15).unwrap();
    assert_eq!(
        to_psq(15, &moves, None),
        "Piskvork 15x15, 11:11, 0\n8,8,0\n9,7,0\n"
    );
}

#[test]
fn psq_as_piskvork_writes_it() {
    // Windows line ends, times, and what Piskvork appends after the moves.
    let text = "Piskvork 20x20, 11:11, 0\r\n\
                10,10,0\r\n\
                11,11,1250\r\n\
                12,10,437\r\n\
                -1\r\n\
                pbrain-first.exe\r\n\
                pbrain-second, v2.exe\r\n\
                -1\r\n";
    let psq = parse_psq(text).unwrap();
    assert_eq!(psq.size, 20);
    assert_eq!(
        psq.moves,
        [Pos::new(9, 9), Pos::new(10, 10), Pos::new(11, 9)]
    );
    // Without times, without anything after the moves, without a final line end.
    let psq = parse_psq("Piskvork 15x15, 5:5, 1\n1,1\n15,15").unwrap();
    assert_eq!(psq.moves, [Pos::new(0, 0), Pos::new(14, 14)]);
    // A blank line ends the moves too.
    let psq = parse_psq("Piskvork 15x15, 11:11, 0\n8,8,0\n\n9,9,0\n").unwrap();
    assert_eq!(psq.moves, [Pos::new(7, 7)]);
    // Just a header: no moves yet.
    assert_eq!(
        parse_psq("Piskvork 15x15, 11:11, 0"),
        Ok(Psq {
            size: 15,
            moves: vec![],
            ending: None
        })
    );
}

#[test]
fn bad_psq_files_say_why() {
    let cases = [
        (
            "",
            "the file is empty: a PSQ file starts with a line like 'Piskvork 15x15, 11:11, 0'",
        ),
        (
            "hello\n8,8,0\n",
            "line 1: no board size: a PSQ file starts with a line like 'Piskvork 15x15, \
             11:11, 0', not 'hello'",
        ),
        (
            "Piskvork 20x15, 11:11, 0\n",
            "line 1: the board is 20x15, and only square boards are played here: a PSQ file \
             starts with a line like 'Piskvork 15x15, 11:11, 0', not 'Piskvork 20x15, 11:11, 0'",
        ),
        (
            "Piskvork 40x40, 11:11, 0\n",
            "line 1: a 40x40 board is not supported (5 to 26): a PSQ file starts with a line \
             like 'Piskvork 15x15, 11:11, 0', not 'Piskvork 40x40, 11:11, 0'",
        ),
        (
            "Piskvork 15x15, 11:11, 0\n8,8,0\n8,abc,0\n",
            "line 3: bad move 2 '8,abc,0': row 'abc' is not a number",
        ),
        (
            "Piskvork 15x15, 11:11, 0\n16,1,0\n",
            "line 2: bad move 1 '16,1,0': column 16 is off a 15x15 board (1 to 15)",
        ),
        (
            "Piskvork 15x15, 11:11, 0\n0,1,0\n",
            "line 2: bad move 1 '0,1,0': column 0 is off a 15x15 board (1 to 15)",
        ),
        (
            "Piskvork 15x15, 11:11, 0\n8,-1,0\n",
            "line 2: bad move 1 '8,-1,0': row -1 is off a 15x15 board (1 to 15)",
        ),
        (
            "Piskvork 15x15, 11:11, 0\n8,8,soon\n",
            "line 2: bad move 1 '8,8,soon': time 'soon' is not a number of milliseconds",
        ),
        (
            "Piskvork 15x15, 11:11, 0\n8,8,0,9\n",
            "line 2: bad move 1 '8,8,0,9': a move line is x,y,time",
        ),
        (
            "Piskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,8,0\n",
            "line 4: move 3 is on h8, already taken by move 1",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(
            parse_psq(text).unwrap_err().to_string(),
            message,
            "{text:?}"
        );
    }
}

/// A random string from characters that matter to the parsers and some that do not.
fn garbage(rng: &mut Xoshiro256PlusPlus) -> String {
    const PIECES: [&str; 24] = [
        "a",
        "h",
        "z",
        "Z",
        "o",
        "s",
        "0",
        "1",
        "9",
        "15",
        "99999999999999999999",
        ",",
        "-",
        "-1",
        " ",
        "\n",
        "\r\n",
        "x",
        "Piskvork ",
        "15x15",
        "\u{feff}",
        "é",
        "日",
        "\0",
    ];
    let len = rng.random_range(0..40);
    (0..len)
        .map(|_| PIECES[rng.random_range(0..PIECES.len())])
        .collect()
}

#[test]
fn garbage_never_panics() {
    let mut rng = rng(99);
    let sizes = [0, 1, 5, 15, 19, 26, 27, 255, 1000];
    for _ in 0..5000 {
        let text = garbage(&mut rng);
        let size = sizes[rng.random_range(0..sizes.len())];
        let _ = parse_pos(&text, size);
        let _ = parse_moves(&text, size);
        let _ = parse_game(&text, size, Rule::Renju);
        let _ = parse_psq(&text);
        let _ = parse_psq(&format!("Piskvork 15x15, 11:11, 0\n{text}"));
        // Mostly-good move lists with garbage spliced in.
        let count = rng.random_range(0..20);
        let mut psq = to_psq(15, &random_moves(&mut rng, 15, count), None);
        let at = rng.random_range(0..=psq.len());
        if psq.is_char_boundary(at) {
            psq.insert_str(at, &text);
        }
        let _ = parse_psq(&psq);
        let _ = parse_link(&text);
        let _ = parse_link(&format!("https://x/#size=19&rule=renju&moves={text}"));
        // Every error has something to say.
        if let Err(err) = parse_moves(&text, 15) {
            assert!(!err.message().is_empty());
        }
    }
    // Random bytes, read as text however they come out.
    for _ in 0..2000 {
        let bytes: Vec<u8> = (0..rng.random_range(0..64))
            .map(|_| rng.random_range(0..=255u8))
            .collect();
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_moves(&text, 15);
        let _ = parse_psq(&text);
        let _ = parse_pos(&text, 19);
        let _ = parse_link(&text);
    }
}

#[test]
fn a_link_round_trips_every_size_and_rule() {
    let mut rng = rng(12);
    for size in [MIN_SIZE, 15, 19, 20, MAX_SIZE] {
        for rule in Rule::ALL {
            let moves = random_moves(&mut rng, size, 9);
            let Ok(game) = game_from_moves(&moves, size, rule) else {
                continue; // A random renju game may hit a forbidden point.
            };
            let link = format!(
                "https://example.org/play/?lang=en#{}",
                link_fragment(size, rule, game.moves())
            );
            assert!(looks_like_link(&link));
            let back = parse_link(&link).unwrap();
            assert_eq!(
                (back.size(), back.rule(), back.moves()),
                (size, rule, game.moves())
            );
        }
    }
}

#[test]
fn links_read_the_short_form_skip_unknown_keys_and_say_what_is_wrong() {
    let game = parse_link("#h8i9j10").unwrap();
    assert_eq!(
        (game.size(), game.rule(), game.stone_count()),
        (15, Rule::Freestyle, 3)
    );
    let game = parse_link("size=19&theme=paper&moves=a1s19").unwrap();
    assert_eq!(game.moves(), [Pos::new(0, 18), Pos::new(18, 0)]);
    assert!(!looks_like_link("h8i9j10"));
    let said = |text: &str| parse_link(text).unwrap_err().to_string();
    assert!(said("#size=99&moves=h8").contains("board size '99'"));
    assert!(said("#size=3").contains("board size '3'"));
    assert!(said("#rule=go&moves=h8").contains("rule 'go'"));
    assert!(said("#moves=h8h8").contains("move 2"));
    assert!(said("#size=15&moves=z99").contains("'z99'"));
}

#[test]
fn a_psq_file_keeps_a_resignation_or_a_loss_on_time() {
    let moves = [Pos::new(7, 7), Pos::new(8, 8)];
    for ending in [
        Outcome::Resigned {
            loser: Stone::Black,
        },
        Outcome::OutOfTime {
            loser: Stone::White,
        },
    ] {
        let text = to_psq(15, &moves, Some(&ending));
        let psq = parse_psq(&text).unwrap();
        assert_eq!(
            (psq.moves.as_slice(), psq.ending),
            (&moves[..], Some(ending))
        );
    }
    // After Piskvork's own trailer too; a five needs no line.
    let psq = parse_psq("Piskvork 15x15, 11:11, 0\n8,8,0\n-1\nResult: white resigned\n").unwrap();
    assert_eq!(
        psq.ending,
        Some(Outcome::Resigned {
            loser: Stone::White
        })
    );
    let five = Outcome::Win {
        winner: Stone::Black,
        line: vec![],
    };
    assert!(!to_psq(15, &moves, Some(&five)).contains("Result"));
    assert_eq!(
        parse_psq("Piskvork 15x15, 11:11, 0\n8,8,0\nResult: purple resigned")
            .unwrap()
            .ending,
        None
    );
}

#[test]
fn a_record_is_psq_before_it_is_a_link_and_a_byte_order_mark_is_not_part_of_it() {
    use gomoku::notation::{NotationError, read_record};
    let with_bom = "\u{feff}Piskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\n-1\n";
    let game = read_record(with_bom, 19, Rule::Freestyle).unwrap();
    assert_eq!((game.size(), game.stone_count()), (15, 2));
    // Engines' names after the moves may hold a '#': still a PSQ file.
    let named = "Piskvork 15x15, 11:11, 0\n8,8,0\n-1\nbrain #1 vs brain #2\n";
    assert_eq!(
        read_record(named, 19, Rule::Freestyle)
            .unwrap()
            .stone_count(),
        1
    );
    // A link and a bare move string still read as before.
    let link = read_record("https://x.org/#size=20&moves=j10k11", 15, Rule::Freestyle);
    assert_eq!(link.unwrap().size(), 20);
    assert_eq!(read_record("h8i9", 19, Rule::Renju).unwrap().size(), 19);
    assert_eq!(
        read_record("\u{feff}  ", 15, Rule::Freestyle),
        Err(NotationError::EmptyRecord)
    );
}
