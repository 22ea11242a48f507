//! The Gomocup protocol over in-memory buffers: what a manager sees.

use std::io::Cursor;
use std::time::{Duration, Instant};

use gomoku::engine::{Level, Limits, bench};
use gomoku::gomocup::{Brain, Config, Flow, run};
use gomoku::rules::{Board, Game, Pos, Rule, Stone, renju};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// Small budgets: the debug profile is only opt-level 1.
fn config() -> Config {
    let limits = Limits {
        time: Some(Duration::from_millis(100)),
        nodes: Some(5_000),
        depth: Some(4),
    };
    Config {
        level: Level::Master,
        limits: Some(limits),
        seed: 1,
        ..Config::default()
    }
}

/// A brain fed one line at a time, so each answer can be checked.
struct Session {
    brain: Brain,
}

impl Session {
    fn new() -> Session {
        Session {
            brain: Brain::new(config()),
        }
    }

    fn with(config: Config) -> Session {
        Session {
            brain: Brain::new(config),
        }
    }

    /// The answer lines to `line`.
    fn send(&mut self, line: &str) -> Vec<String> {
        let mut out = Vec::new();
        let flow = self.brain.handle(line, &mut out).expect("writing to a Vec");
        assert_eq!(flow, Flow::Continue, "{line} ended the session");
        String::from_utf8(out)
            .expect("UTF-8 answers")
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// The single answer line to `line`.
    fn answer(&mut self, line: &str) -> String {
        let lines = self.send(line);
        assert_eq!(lines.len(), 1, "{line} gave {lines:?}");
        lines[0].clone()
    }

    fn board(&self) -> &Board {
        self.brain.board().expect("a board")
    }
}

fn parse_move(text: &str) -> Option<Pos> {
    let (x, y) = text.split_once(',')?;
    Some(Pos::new(x.parse().ok()?, y.parse().ok()?))
}

/// The answer is `x,y` of an empty point on `before` (the position the brain moved in).
fn assert_legal_reply(reply: &str, before: &Board) -> Pos {
    let pos = parse_move(reply).unwrap_or_else(|| panic!("'{reply}' is not a move"));
    assert!(
        before.is_empty_point(pos),
        "{pos} is not an empty point of the board"
    );
    pos
}

#[test]
fn start_begin_plays_near_the_centre() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let pos = assert_legal_reply(&s.answer("BEGIN"), &Board::new(15));
    assert!(
        (4..=10).contains(&pos.x) && (4..=10).contains(&pos.y),
        "{pos} is far from the centre"
    );
    assert_eq!(s.board().get(pos), Some(Stone::Black));
}

#[test]
fn turn_places_the_opponents_stone_and_answers_on_an_empty_point() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let mut expected = Board::new(15);
    for (x, y) in [(7, 7), (3, 4), (10, 12), (0, 0)] {
        if !expected.is_empty_point(Pos::new(x, y)) {
            continue;
        }
        expected.play(Pos::new(x, y));
        let reply = s.answer(&format!("TURN {x},{y}"));
        let pos = assert_legal_reply(&reply, &expected);
        expected.play(pos);
        assert_eq!(s.board(), &expected);
    }
}

#[test]
fn board_done_sets_the_position_and_answers() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    assert!(s.send("BOARD").is_empty());
    for line in ["7,7,1", "8,8,2", "7,8,1", "9,9,2"] {
        assert!(s.send(line).is_empty(), "{line}");
    }
    let before = s.board().clone();
    assert_eq!(before.stone_count(), 0, "nothing changes before DONE");
    let reply = s.answer("DONE");
    let board = s.board().clone();
    let pos = parse_move(&reply).expect("a move");
    assert_eq!(board.stone_count(), 5);
    // Equal counts: ours are black, and so is the answer.
    assert_eq!(board.get(Pos::new(7, 7)), Some(Stone::Black));
    assert_eq!(board.get(Pos::new(8, 8)), Some(Stone::White));
    assert_eq!(board.get(pos), Some(Stone::Black));
    assert!(![(7, 7), (8, 8), (7, 8), (9, 9)].contains(&(pos.x, pos.y)));
}

#[test]
fn board_as_white_and_field_three() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    for line in ["BOARD", "7,7,2", "8,8,1", "9,9,3"] {
        assert!(s.send(line).is_empty(), "{line}");
    }
    let reply = s.answer("DONE");
    let pos = parse_move(&reply).expect("a move");
    let board = s.board().clone();
    // Two opponent stones (field 3 counts as the opponent's) against one: we are white.
    assert_eq!(board.get(Pos::new(7, 7)), Some(Stone::Black));
    assert_eq!(board.get(Pos::new(9, 9)), Some(Stone::Black));
    assert_eq!(board.get(Pos::new(8, 8)), Some(Stone::White));
    assert_eq!(board.get(pos), Some(Stone::White));
}

/// Whether every move of `board`'s list has the colour its place in the list gives it
/// (black first), which the engine reads the side to move and the last move from.
fn colours_alternate(board: &Board) -> bool {
    board.moves().iter().enumerate().all(|(i, &p)| {
        let colour = if i % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        board.get(p) == Some(colour)
    })
}

/// A `BOARD` block whose counts no game with us to move can have (we have more stones
/// than they do, or they have more than one more, field-3 stones counting as theirs) is
/// refused: the brain would search for the wrong side and answer with their colour.
#[test]
fn board_with_uneven_counts_is_an_error_and_keeps_the_position() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    for line in ["YXBOARD", "7,7,2", "8,8,1", "DONE"] {
        assert!(s.send(line).is_empty(), "{line}");
    }
    let before = s.board().clone();
    for block in [
        &["7,7,1", "8,8,2", "9,9,2", "10,10,2"][..],
        &["7,7,1", "8,8,2", "9,9,3", "10,10,3"],
        &["7,7,1", "8,8,1"],
        &["7,7,1", "8,8,1", "9,9,2", "10,10,1"],
    ] {
        assert!(s.send("BOARD").is_empty());
        for line in block {
            assert!(s.send(line).is_empty(), "{line}");
        }
        let reply = s.answer("DONE");
        assert!(reply.starts_with("ERROR "), "{block:?} answered '{reply}'");
        assert_eq!(s.board(), &before, "{block:?} changed the position");
    }
    // The refusal left the brain ready: a consistent block is played as usual.
    for line in ["BOARD", "7,7,2", "8,8,1", "9,9,2"] {
        assert!(s.send(line).is_empty(), "{line}");
    }
    let pos = parse_move(&s.answer("DONE")).expect("a move");
    assert_eq!(s.board().get(pos), Some(Stone::White));
    assert!(colours_alternate(s.board()));
}

/// `TAKEBACK` of a stone that is not the last move: one of the side that moved last could
/// have been its last move, and is taken back with the move list kept alternating; one of
/// the side to move cannot, and is refused without touching the position.
#[test]
fn takeback_of_an_earlier_stone_keeps_the_side_to_move_right() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let first = parse_move(&s.answer("TURN 7,7")).expect("a move");
    let second = parse_move(&s.answer("TURN 3,3")).expect("a move");
    // Black 7,7 and 3,3; white (us) `first` and `second`: black to move.
    let before = s.board().clone();
    assert_eq!(before.to_move(), Stone::Black);
    let refused = s.answer("TAKEBACK 7,7");
    assert!(refused.starts_with("ERROR "), "{refused}");
    assert_eq!(
        s.board(),
        &before,
        "a refused TAKEBACK changed the position"
    );
    // Our earlier stone: white took back a move, so white is to move again.
    assert_eq!(s.answer(&format!("TAKEBACK {},{}", first.x, first.y)), "OK");
    let board = s.board().clone();
    assert_eq!(board.stone_count(), 3);
    assert_eq!(board.get(first), None);
    assert_eq!(board.get(second), Some(Stone::White));
    assert_eq!(board.get(Pos::new(7, 7)), Some(Stone::Black));
    assert_eq!(board.get(Pos::new(3, 3)), Some(Stone::Black));
    assert_eq!(board.to_move(), Stone::White);
    assert!(colours_alternate(&board), "{:?}", board.moves());
}

#[test]
fn bad_board_lines_are_errors_and_the_block_goes_on() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    s.send("BOARD");
    assert!(s.send("7,7,1").is_empty());
    for bad in [
        "7,7,2", "15,0,1", "1,2", "1,2,4", "garbage", "a,b,c", "1,2,1,1", "-1,3,1",
    ] {
        assert!(s.answer(bad).starts_with("ERROR "), "{bad}");
    }
    // The block goes on: a good line after the bad ones counts.
    assert!(s.send("8,8,2").is_empty());
    let reply = s.answer("DONE");
    assert!(parse_move(&reply).is_some(), "{reply}");
    assert_eq!(s.board().stone_count(), 3);
}

#[test]
fn a_command_inside_board_abandons_it() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    s.send("BOARD");
    s.send("3,3,1");
    let lines = s.send("TURN 7,7");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("ERROR "));
    assert!(parse_move(&lines[1]).is_some());
    assert_eq!(
        s.board().get(Pos::new(3, 3)),
        None,
        "the abandoned block left no stone"
    );
}

#[test]
fn yxboard_sets_the_position_without_answering() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    for line in ["YXBOARD", "7,7,1", "8,7,2", "DONE"] {
        assert!(s.send(line).is_empty(), "{line}");
    }
    assert_eq!(s.board().stone_count(), 2);
    let reply = s.answer("TURN 6,6");
    assert!(parse_move(&reply).is_some());
}

#[test]
fn unsupported_sizes_are_errors() {
    let mut s = Session::new();
    for bad in [
        "START 0",
        "START abc",
        "START 4",
        "START 27",
        "START",
        "START -15",
        "RECTSTART 15,20",
        "RECTSTART 15",
        "RECTSTART x,y",
    ] {
        assert!(s.answer(bad).starts_with("ERROR "), "{bad}");
    }
    assert_eq!(s.answer("RECTSTART 19,19"), "OK");
    assert_eq!(s.board().size(), 19);
    assert_eq!(s.answer("START 20"), "OK");
    assert_eq!(s.answer("start 5"), "OK", "commands are not case-sensitive");
}

#[test]
fn bad_turns_are_errors_and_the_next_turn_works() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let first = s.answer("TURN 7,7");
    let mine = parse_move(&first).expect("a move");
    let taken = format!("TURN {},{}", mine.x, mine.y);
    for bad in [
        "TURN 99,99",
        "TURN 15,0",
        "TURN 7,7",
        &taken,
        "TURN x",
        "TURN",
        "TURN 1,2,3",
        "TURN -1,0",
        "TURN 1;2",
    ] {
        let before = s.board().clone();
        assert!(s.answer(bad).starts_with("ERROR "), "{bad}");
        assert_eq!(s.board(), &before, "{bad} changed the position");
    }
    let mut expected = s.board().clone();
    let free = expected.empty_points().next().expect("an empty point");
    expected.play(free);
    let reply = s.answer(&format!("TURN {},{}", free.x, free.y));
    assert_legal_reply(&reply, &expected);
}

#[test]
fn commands_before_start_are_errors() {
    let mut s = Session::new();
    for line in [
        "BEGIN",
        "TURN 7,7",
        "BOARD",
        "TAKEBACK 1,1",
        "RESTART",
        "YXSHOWFORBID",
    ] {
        assert!(s.answer(line).starts_with("ERROR "), "{line}");
    }
}

#[test]
fn unknown_commands_are_unknown() {
    let mut s = Session::new();
    for line in ["FOO", "PLAY 1,1", "SWAP2", "7,7", "BEGINX", "YXNBEST 3"] {
        assert!(s.answer(line).starts_with("UNKNOWN "), "{line}");
    }
}

#[test]
fn takeback_restart_about_info() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let reply = s.answer("TURN 7,7");
    let mine = parse_move(&reply).expect("a move");
    assert_eq!(s.answer(&format!("TAKEBACK {},{}", mine.x, mine.y)), "OK");
    assert_eq!(s.answer("TAKEBACK 7,7"), "OK");
    assert_eq!(s.board().stone_count(), 0);
    assert!(s.answer("TAKEBACK 7,7").starts_with("ERROR "));
    s.answer("BEGIN");
    assert_eq!(s.answer("RESTART"), "OK");
    assert_eq!(s.board().stone_count(), 0);
    assert!(s.answer("ABOUT").starts_with("name=\"gomoku\", version=\""));
    for info in [
        "INFO timeout_turn 5000",
        "INFO timeout_match 180000",
        "INFO time_left 170000",
        "INFO max_memory 83886080",
        "INFO game_type 1",
        "INFO folder C:\\some folder",
        "INFO rule 4",
        "INFO level easy",
        "INFO something_new 42",
        "INFO max_depth 0",
        "INFO max_node 100000",
    ] {
        assert!(s.send(info).is_empty(), "{info}");
    }
    assert_eq!(s.brain.rule(), gomoku::rules::Rule::Renju);
    assert_eq!(s.brain.level(), Level::Easy);
    assert_eq!(s.brain.clock().timeout_turn, Some(5000));
    for bad in [
        "INFO",
        "INFO timeout_turn",
        "INFO timeout_turn -1",
        "INFO time_left x",
        "INFO rule many",
        "INFO level grandmaster",
    ] {
        assert!(s.answer(bad).starts_with("ERROR "), "{bad}");
    }
    assert_eq!(s.brain.clock().timeout_turn, Some(5000));
    assert!(s.send("INFO rule 1").is_empty());
}

#[test]
fn rule_bits_choose_the_rule() {
    let mut s = Session::new();
    for (bits, rule) in [
        (0, "Freestyle"),
        (1, "Standard"),
        (2, "Freestyle"),
        (3, "Standard"),
        (4, "Renju"),
        (5, "Renju"),
    ] {
        assert!(s.send(&format!("INFO rule {bits}")).is_empty());
        assert_eq!(s.brain.rule().name(), rule, "rule {bits}");
    }
}

#[test]
fn yxshowforbid_on_an_empty_board() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    s.send("INFO rule 4");
    assert_eq!(s.answer("YXSHOWFORBID"), "FORBID .");
}

/// Black stones making a double three at 7,7 (and white far away, in the corners).
#[test]
fn yxshowforbid_lists_black_forbidden_points() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    s.send("INFO rule 4");
    s.send("YXBOARD");
    for (x, y) in [(7, 5), (7, 6), (5, 7), (6, 7)] {
        assert!(s.send(&format!("{x},{y},1")).is_empty());
    }
    for (x, y) in [(0, 0), (0, 14), (14, 0), (14, 14)] {
        assert!(s.send(&format!("{x},{y},2")).is_empty());
    }
    assert!(s.send("DONE").is_empty());
    let reply = s.answer("YXSHOWFORBID");
    let body = reply
        .strip_prefix("FORBID ")
        .and_then(|r| r.strip_suffix('.'))
        .expect("FORBID ... .");
    assert!(
        body.len().is_multiple_of(4) && body.bytes().all(|b| b.is_ascii_digit()),
        "{reply}"
    );
    let listed: Vec<Pos> = body
        .as_bytes()
        .chunks(4)
        .map(|c| {
            let n = |s: &[u8]| std::str::from_utf8(s).unwrap().parse::<u8>().unwrap();
            Pos::new(n(&c[..2]), n(&c[2..]))
        })
        .collect();
    let board = s.board().clone();
    let expected: Vec<Pos> = board
        .empty_points()
        .filter(|&p| renju::forbidden(&board, p).is_some())
        .collect();
    let mut listed_sorted = listed.clone();
    listed_sorted.sort_by_key(|p| (p.y, p.x));
    assert_eq!(
        listed_sorted, expected,
        "the list is exactly the rules' forbidden points"
    );
    assert_eq!(reply, "FORBID 0707.");
    // Asked to move as black here, the brain never plays the forbidden point.
    let position: Vec<(u8, u8)> = board.moves().iter().map(|p| (p.x, p.y)).collect();
    s.send("BOARD");
    for (x, y) in position {
        let field = if board.get(Pos::new(x, y)) == Some(Stone::Black) {
            1
        } else {
            2
        };
        assert!(s.send(&format!("{x},{y},{field}")).is_empty());
    }
    let answer = s.answer("DONE");
    assert_ne!(answer, "7,7");
    assert!(parse_move(&answer).is_some(), "{answer}");
    // Outside renju there is nothing forbidden.
    s.send("INFO rule 0");
    assert_eq!(s.answer("YXSHOWFORBID"), "FORBID .");
}

#[test]
fn end_quits_and_eof_is_fine() {
    let input = "START 15\r\nBEGIN\r\nEND\r\nBEGIN\r\n";
    let mut out = Vec::new();
    run(Cursor::new(input), &mut out, config()).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "nothing after END: {lines:?}");
    assert_eq!(lines[0], "OK");
    assert!(parse_move(lines[1]).is_some());

    let mut out = Vec::new();
    run(Cursor::new("START 15\nBEGIN"), &mut out, config()).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap().lines().count(),
        2,
        "a last line without newline"
    );
}

/// A random line of protocol-ish garbage; never `END`, which would end the session.
fn random_line(rng: &mut Xoshiro256PlusPlus) -> Vec<u8> {
    const WORDS: &[&str] = &[
        "START",
        "RECTSTART",
        "RESTART",
        "BEGIN",
        "TURN",
        "BOARD",
        "YXBOARD",
        "DONE",
        "TAKEBACK",
        "INFO",
        "ABOUT",
        "YXSHOWFORBID",
        "SWAP2BOARD",
        "turn",
        "Board",
        "ENDX",
        "PLAY",
        "",
        "7,7",
        "7,7,1",
        "\u{e9}",
        "timeout_turn",
        "rule",
        "time_left",
        "level",
    ];
    const PIECES: &[&str] = &[
        ",",
        " ",
        "-",
        "0",
        "7",
        "14",
        "15",
        "99",
        "255",
        "256",
        "99999999999999999999",
        "x",
        "1",
        "2",
        "3",
        "4",
        ",,",
        "\t",
        "\u{2014}",
        "master",
        "easy",
        "DONE",
        "\r",
    ];
    if rng.random_range(0..20) == 0 {
        // Raw bytes, not necessarily UTF-8.
        let len = rng.random_range(0..30);
        return (0..len)
            .map(|_| rng.random_range(0..=255u8))
            .filter(|&b| b != b'\n')
            .collect();
    }
    let mut line = String::new();
    line.push_str(WORDS[rng.random_range(0..WORDS.len())]);
    for _ in 0..rng.random_range(0..6) {
        if rng.random_range(0..3) == 0 {
            line.push_str(&rng.random_range(-30..300i32).to_string());
        } else {
            line.push_str(PIECES[rng.random_range(0..PIECES.len())]);
        }
    }
    line.into_bytes()
}

/// A well-formed command (or block) among the garbage, so that the brain keeps playing
/// games, searching and setting positions between the malformed lines.
fn good_line(rng: &mut Xoshiro256PlusPlus) -> String {
    let mut point = || format!("{},{}", rng.random_range(0..15), rng.random_range(0..15));
    let (a, b, c) = (point(), point(), point());
    match rng.random_range(0..10) {
        0 => "START 15".into(),
        1 => "BEGIN".into(),
        2..=4 => format!("TURN {a}"),
        5 => format!("TAKEBACK {a}"),
        6 => format!("BOARD\n{a},1\n{b},2\n{c},2\nDONE"),
        7 => format!("YXBOARD\n{a},2\n{b},1\nDONE"),
        8 => [
            "INFO multipv 2",
            "INFO rule 1",
            "INFO rule 0",
            "INFO max_node 200",
        ][rng.random_range(0..4)]
        .into(),
        _ => "SWAP2BOARD\nDONE".into(),
    }
}

fn is_allowed_answer(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    matches!(word, "OK" | "ERROR" | "UNKNOWN")
        || line == "SWAP"
        || parse_move(line).is_some()
        || parse_opening(line).is_some()
        || parse_shown_line(line).is_some()
        || line.starts_with("name=\"")
        || (line.starts_with("FORBID ") && line.ends_with('.'))
}

/// `lines` of garbage through `run`, then the same brain state driven line by line, then a
/// normal game, which must still get legal moves.
fn survives_garbage(config: Config, lines: usize, seed: u64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    // A small table: each START makes a new one at the next search.
    let mut input = b"INFO max_memory 4000000\n".to_vec();
    for _ in 0..lines {
        if rng.random_range(0..4) == 0 {
            input.extend(good_line(&mut rng).into_bytes());
        } else {
            input.extend(random_line(&mut rng));
        }
        input.push(b'\n');
    }
    input.extend(b"START 15\nINFO rule 0\nINFO multipv 0\n");
    let mut out = Vec::new();
    run(Cursor::new(&input), &mut out, config).unwrap();
    let text = String::from_utf8(out).expect("answers are UTF-8");
    for line in text.lines() {
        assert!(is_allowed_answer(line), "unexpected answer '{line}'");
    }
    let moves = text
        .lines()
        .filter(|line| parse_move(line).is_some())
        .count();
    assert!(
        moves >= 20,
        "only {moves} moves among the garbage: the brain hardly searched"
    );

    let mut s = Session::with(config);
    for line in input.split(|&b| b == b'\n') {
        let line = String::from_utf8_lossy(line);
        for line in s.send(&line) {
            assert!(is_allowed_answer(&line), "unexpected answer '{line}'");
        }
    }
    assert_eq!(s.answer("START 15"), "OK");
    for info in ["INFO rule 0", "INFO multipv 0"] {
        assert!(s.send(info).is_empty(), "{info}");
    }
    let mut board = Board::new(15);
    let first = assert_legal_reply(&s.answer("BEGIN"), &board);
    board.play(first);
    for _ in 0..10 {
        let theirs = board.empty_points().next().unwrap();
        board.play(theirs);
        let reply = s.answer(&format!("TURN {},{}", theirs.x, theirs.y));
        let mine = assert_legal_reply(&reply, &board);
        board.play(mine);
        assert_eq!(s.board(), &board);
    }
}

/// `level` within 20 ms, `nodes` and `depth` a move.
fn quick(level: Level, nodes: u64, depth: u32, seed: u64) -> Config {
    Config {
        level,
        limits: Some(Limits {
            time: Some(Duration::from_millis(20)),
            nodes: Some(nodes),
            depth: Some(depth),
        }),
        seed,
        ..Config::default()
    }
}

#[test]
fn thousands_of_malformed_lines_never_break_the_brain() {
    survives_garbage(quick(Level::Classic, 500, 2, 3), 4000, 2026);
}

/// The same with a searching level (Master: root threat searches, the table kept across
/// moves, multi-PV or threads when the garbage asks for them), a few hundred nodes a move.
#[test]
fn malformed_lines_never_break_a_searching_brain() {
    survives_garbage(quick(Level::Master, 300, 3, 4), 4000, 2027);
}

/// The binary itself: the protocol over real pipes, and a repeatable bench.
#[test]
fn the_binary_speaks_the_protocol_and_benches_repeatably() {
    use std::io::Write;
    use std::process::{Command, Stdio};

    let exe = env!("CARGO_BIN_EXE_pbrain-gomoku");
    let mut child = Command::new(exe)
        .args(["--level", "classic", "--nodes", "1000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"START 15\r\nINFO timeout_turn 200\r\nTURN 7,7\r\nTURN 99,1\r\nEND\r\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0], "OK");
    assert_legal_reply(lines[1], &{
        let mut b = Board::new(15);
        b.play(Pos::new(7, 7));
        b
    });
    assert!(lines[2].starts_with("ERROR "));

    let bench = || {
        let output = Command::new(exe).args(["bench", "2"]).output().unwrap();
        assert!(output.status.success());
        let text = String::from_utf8(output.stdout).unwrap();
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name))
                .map(|v| v.trim().to_string())
                .unwrap_or_else(|| panic!("no '{name}' in {text}"))
        };
        field("nodes/second:");
        (field("nodes:"), field("signature:"))
    };
    assert_eq!(bench(), bench(), "the bench is deterministic");

    let bad = Command::new(exe)
        .arg("--level")
        .arg("grandmaster")
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

/// Under a match clock the brain keeps to a share of the time left, however long a turn
/// may be: with 2 s left it answers in well under a second.
#[test]
fn the_match_clock_bounds_each_move() {
    let mut s = Session::with(Config {
        level: Level::Master,
        limits: None,
        seed: 1,
        ..Config::default()
    });
    for info in [
        "INFO timeout_turn 30000",
        "INFO timeout_match 100000",
        "INFO time_left 2000",
    ] {
        assert!(s.send(info).is_empty(), "{info}");
    }
    assert_eq!(s.answer("START 15"), "OK");
    for turn in ["7,7", "8,9", "9,6"] {
        let start = std::time::Instant::now();
        let reply = s.answer(&format!("TURN {turn}"));
        // 2000 / 8 = 250 ms at most, less the margin; a debug build on a busy machine.
        assert!(
            start.elapsed() < std::time::Duration::from_millis(600),
            "{:?}",
            start.elapsed()
        );
        assert!(parse_move(&reply).is_some(), "{reply}");
    }
}

/// `INFO thread_num` (and `--threads`) searches with more threads, never more than the
/// machine's cores: the move stays legal and in time; a count that is no number is an
/// error.
#[test]
fn info_thread_num_searches_with_more_threads() {
    let mut s = Session::with(Config {
        limits: None,
        threads: 64,
        ..Config::default()
    });
    assert_eq!(s.answer("START 15"), "OK");
    assert!(s.answer("INFO thread_num many").starts_with("ERROR "));
    for info in ["INFO timeout_turn 300", "INFO thread_num 2"] {
        assert!(s.send(info).is_empty(), "{info}");
    }
    for turn in ["TURN 7,7", "TURN 2,2"] {
        let before = {
            let mut b = s.board().clone();
            let (x, y) = turn[5..].split_once(',').unwrap();
            b.play(Pos::new(x.parse().unwrap(), y.parse().unwrap()));
            b
        };
        let t = Instant::now();
        let reply = s.answer(turn);
        assert!(
            t.elapsed() < Duration::from_millis(600),
            "{:?}",
            t.elapsed()
        );
        assert_legal_reply(&reply, &before);
    }
}

/// START makes the game's table, so the first move's time is all search; the INFO lines a
/// manager sends after every START keep it while they repeat what it was made for, and
/// drop it (made again at the next move) when they change its size, rule or level.
#[test]
fn the_table_is_made_at_start_and_kept_through_repeated_info() {
    let mut s = Session::new();
    assert!(!s.brain.table_ready());
    assert_eq!(s.answer("START 15"), "OK");
    assert!(s.brain.table_ready());
    for same in [
        "INFO rule 0",
        "INFO max_memory 0",
        "INFO level master",
        "INFO timeout_turn 200",
    ] {
        assert!(s.send(same).is_empty());
        assert!(s.brain.table_ready(), "{same}");
    }
    for change in ["INFO rule 4", "INFO max_memory 83886080", "INFO level hard"] {
        assert_eq!(s.answer("RESTART"), "OK");
        assert!(s.brain.table_ready());
        assert!(s.send(change).is_empty());
        assert!(!s.brain.table_ready(), "{change}");
        let before = s.board().clone();
        let reply = s.answer("BEGIN");
        assert_legal_reply(&reply, &before);
        assert!(s.brain.table_ready(), "kept after the move");
    }
}

/// `INFO max_memory` sizes the transposition table: half the limit, 64 MB without one.
#[test]
fn max_memory_sizes_the_table() {
    let mut s = Session::new();
    assert_eq!(s.brain.table_bytes(), 64 << 20);
    assert!(s.send("INFO max_memory 83886080").is_empty());
    assert_eq!(s.brain.table_bytes(), 40 << 20);
    assert!(s.send("INFO max_memory 0").is_empty());
    assert_eq!(s.brain.table_bytes(), 64 << 20);
    assert!(s.answer("INFO max_memory lots").starts_with("ERROR "));
    // A game under a small limit still gets its moves.
    assert!(s.send("INFO max_memory 1000000").is_empty());
    assert_eq!(s.answer("START 15"), "OK");
    let before = s.board().clone();
    let reply = s.answer("BEGIN");
    assert_legal_reply(&reply, &before);
    for turn in ["0,0", "14,14", "0,14"] {
        let before = {
            let mut b = s.board().clone();
            b.play(parse_move(turn).unwrap());
            b
        };
        let reply = s.answer(&format!("TURN {turn}"));
        assert_legal_reply(&reply, &before);
    }
}

/// The three moves `x1,y1 x2,y2 x3,y3` of a swap2 opening.
fn parse_opening(text: &str) -> Option<[Pos; 3]> {
    let moves: Vec<Pos> = text.split(' ').map(parse_move).collect::<Option<_>>()?;
    moves.try_into().ok()
}

/// Sends a `SWAP2BOARD` block of `stones` (in move order) and returns the answer to `DONE`.
fn swap2(s: &mut Session, stones: &[(u8, u8)]) -> String {
    assert!(s.send("SWAP2BOARD").is_empty());
    for (x, y) in stones {
        assert!(s.send(&format!("{x},{y}")).is_empty(), "{x},{y}");
    }
    s.answer("DONE")
}

fn board_of(size: usize, stones: &[(u8, u8)]) -> Board {
    let mut board = Board::new(size);
    for &(x, y) in stones {
        assert!(board.play(Pos::new(x, y)));
    }
    board
}

#[test]
fn swap2_without_stones_opens_with_three_stones_near_the_centre() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let mut openings = Vec::new();
    for _ in 0..6 {
        let reply = swap2(&mut s, &[]);
        let [a, b, c] = parse_opening(&reply).unwrap_or_else(|| panic!("'{reply}'"));
        assert!(a != b && b != c && a != c, "{reply}");
        for p in [a, b, c] {
            assert!(
                p.x.abs_diff(7) <= 3 && p.y.abs_diff(7) <= 3,
                "{p} in {reply}"
            );
        }
        // The brain's board is the opening, white to move.
        let expected = board_of(15, &[(a.x, a.y), (b.x, b.y), (c.x, c.y)]);
        assert_eq!(s.board(), &expected);
        openings.push(reply);
    }
    openings.sort();
    openings.dedup();
    assert!(openings.len() > 1, "one session, one opening: {openings:?}");
    // The opponent keeps white and plays; the brain answers as black.
    let mut expected = s.board().clone();
    let theirs = expected.empty_points().next().unwrap();
    expected.play(theirs);
    let reply = s.answer(&format!("TURN {},{}", theirs.x, theirs.y));
    let mine = assert_legal_reply(&reply, &expected);
    assert_eq!(s.board().get(mine), Some(Stone::Black));
}

/// Black's open three in the middle, white's stones in the corners: black is clearly
/// better with white to move, so the brain takes black.
#[test]
fn swap2_takes_black_when_black_is_clearly_better() {
    let stones = [(7, 7), (0, 0), (8, 7), (14, 14), (9, 7)];
    for rule in ["0", "1"] {
        let mut s = Session::new();
        assert_eq!(s.answer("START 15"), "OK");
        assert!(s.send(&format!("INFO rule {rule}")).is_empty());
        assert_eq!(swap2(&mut s, &stones), "SWAP", "rule {rule}");
        assert_eq!(s.board(), &board_of(15, &stones), "no move after SWAP");
        // The opponent plays white's sixth stone; the brain answers as black.
        let reply = s.answer("TURN 6,7");
        let pos = parse_move(&reply).expect("a move");
        assert_eq!(s.board().get(pos), Some(Stone::Black));
        assert_eq!(s.board().stone_count(), 7);
    }
}

/// Black's three stones on three corners, white's two together in the middle: white is
/// clearly better, so the brain keeps white and plays the sixth stone.
#[test]
fn swap2_keeps_white_when_white_is_better() {
    let stones = [(0, 0), (7, 7), (14, 0), (8, 8), (0, 14)];
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let before = board_of(15, &stones);
    let reply = swap2(&mut s, &stones);
    let pos = assert_legal_reply(&reply, &before);
    assert_eq!(s.board().get(pos), Some(Stone::White));
    assert_eq!(s.board().stone_count(), 6);
}

/// After three stones the same question: here black's stones are in the corners.
#[test]
fn swap2_after_three_stones_plays_or_swaps() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    let white_better = [(0, 0), (7, 7), (14, 14)];
    let reply = swap2(&mut s, &white_better);
    let pos = assert_legal_reply(&reply, &board_of(15, &white_better));
    assert_eq!(s.board().get(pos), Some(Stone::White));
    assert_eq!(s.board().stone_count(), 4);

    let black_better = [(7, 7), (0, 0), (8, 8)];
    assert!(s.send("SWAP2BOARD").is_empty());
    for (x, y) in black_better {
        // The field is ignored: the order gives the colours.
        assert!(s.send(&format!("{x},{y},2")).is_empty());
    }
    assert_eq!(s.answer("DONE"), "SWAP");
    assert_eq!(s.board(), &board_of(15, &black_better));
}

#[test]
fn swap2_refuses_bad_lines_and_wrong_stone_counts() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    assert!(s.send("SWAP2BOARD").is_empty());
    assert!(s.send("7,7").is_empty());
    for bad in [
        "7,7", "7,7,1", "15,0", "-1,3", "7", "a,b", "1,2,3,4", "garbage",
    ] {
        assert!(s.answer(bad).starts_with("ERROR "), "{bad}");
    }
    assert!(s.send("8,8").is_empty());
    // Two stones (the bad lines were dropped): an error, and the board is as it was.
    assert!(s.answer("DONE").starts_with("ERROR "));
    assert_eq!(s.board().stone_count(), 0);

    for count in [1, 2, 4, 6, 7] {
        let stones: Vec<(u8, u8)> = (0..count).map(|i| (i, 3)).collect();
        let reply = swap2(&mut s, &stones);
        assert!(reply.starts_with("ERROR "), "{count} stones: {reply}");
        assert_eq!(s.board().stone_count(), 0, "{count} stones");
    }
    assert!(s.answer("SWAP2BOARD 3").starts_with("ERROR "));
}

#[test]
fn swap2_block_abandoned_by_a_command() {
    let mut s = Session::new();
    assert_eq!(s.answer("START 15"), "OK");
    s.send("SWAP2BOARD");
    s.send("3,3");
    let lines = s.send("TURN 7,7");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("ERROR SWAP2BOARD"), "{}", lines[0]);
    assert!(parse_move(&lines[1]).is_some());
    assert_eq!(s.board().get(Pos::new(3, 3)), None);
}

#[test]
fn swap2_is_refused_under_renju_and_on_small_boards() {
    let mut s = Session::new();
    assert!(s.answer("SWAP2BOARD").starts_with("ERROR "), "before START");
    assert_eq!(s.answer("START 15"), "OK");
    assert!(s.send("INFO rule 4").is_empty());
    for stones in [&[][..], &[(7, 7), (8, 8), (9, 7)][..]] {
        let reply = swap2(&mut s, stones);
        assert!(
            reply.starts_with("ERROR ") && reply.contains("swap2"),
            "{reply}"
        );
        assert_eq!(s.board().stone_count(), 0);
    }
    assert!(s.send("INFO rule 1").is_empty());
    assert_eq!(s.answer("START 9"), "OK");
    assert!(swap2(&mut s, &[]).starts_with("ERROR "));
    // Deciding on stones already placed needs no opening: any board will do.
    let reply = swap2(&mut s, &[(0, 0), (4, 4), (8, 8)]);
    assert!(parse_move(&reply).is_some(), "{reply}");
}

/// A `MESSAGE depth d multipv k score s pv x,y x,y ...` line, read back.
struct ShownLine {
    depth: u32,
    rank: usize,
    score: i32,
    pv: Vec<Pos>,
}

fn parse_shown_line(text: &str) -> Option<ShownLine> {
    let rest = text.strip_prefix("MESSAGE depth ")?;
    let (depth, rest) = rest.split_once(" multipv ")?;
    let (rank, rest) = rest.split_once(" score ")?;
    let (score, pv) = rest.split_once(" pv ")?;
    Some(ShownLine {
        depth: depth.parse().ok()?,
        rank: rank.parse().ok()?,
        score: score.parse().ok()?,
        pv: pv.split(' ').map(parse_move).collect::<Option<_>>()?,
    })
}

/// A quiet middle game, white to move.
/// The first bench position nine moves in, white to move: a middle game with choices.
fn middle_game() -> &'static [(u8, u8)] {
    &bench::POSITIONS[0].2[..9]
}

#[test]
fn info_multipv_shows_the_lines_before_the_move() {
    let answer = middle_game_answer(&["INFO multipv 3"]);
    assert_eq!(answer.len(), 4, "three lines and the move: {answer:?}");
    let shown: Vec<ShownLine> = answer[..3]
        .iter()
        .map(|l| parse_shown_line(l).unwrap_or_else(|| panic!("{l:?} is no line")))
        .collect();
    let before = board_of(15, middle_game());
    for (k, line) in shown.iter().enumerate() {
        assert_eq!((line.rank, line.depth), (k + 1, 3), "{:?}", answer[k]);
        let mut game = Game::from_moves(15, Rule::Freestyle, before.moves()).unwrap();
        for &p in &line.pv {
            assert!(game.place(p).is_ok(), "{:?}: {p} is illegal", answer[k]);
        }
        let later = &shown[k + 1..];
        assert!(
            later
                .iter()
                .all(|l| l.pv[0] != line.pv[0] && l.score <= line.score)
        );
    }
    // The reply itself is the plain move: the first line's.
    assert_eq!(parse_move(&answer[3]), Some(shown[0].pv[0]));

    // 0 turns them off again.
    let off = middle_game_answer(&["INFO multipv 3", "INFO multipv 0"]);
    assert_eq!(off, answer[3..], "{off:?}");
}

/// The answer to a `BOARD` block of `middle_game()` (white, the brain, to move) after
/// `setup`.
fn middle_game_answer(setup: &[&str]) -> Vec<String> {
    let mut s = Session::with(Config {
        limits: Some(Limits::depth(3)),
        ..config()
    });
    assert_eq!(s.answer("START 15"), "OK");
    for line in setup {
        assert!(s.send(line).is_empty(), "{line}");
    }
    assert!(s.send("BOARD").is_empty());
    for (i, &(x, y)) in middle_game().iter().enumerate() {
        let field = if i % 2 == 0 { 2 } else { 1 };
        assert!(s.send(&format!("{x},{y},{field}")).is_empty());
    }
    s.send("DONE")
}

#[test]
fn info_multipv_one_shows_the_principal_variation() {
    let plain = middle_game_answer(&[]);
    assert_eq!(plain.len(), 1, "no lines unless asked: {plain:?}");
    let answer = middle_game_answer(&["INFO multipv 1"]);
    assert_eq!(answer.len(), 2, "{answer:?}");
    let line = parse_shown_line(&answer[0]).expect("a line");
    assert_eq!(line.rank, 1);
    assert!(
        line.pv.len() >= 3,
        "a line, not just the move: {:?}",
        answer[0]
    );
    assert_eq!(
        answer[1], plain[0],
        "the move is the search's without lines"
    );
    assert_eq!(parse_move(&plain[0]), Some(line.pv[0]));
}

#[test]
fn bad_info_multipv_values_are_errors() {
    let mut s = Session::new();
    for value in ["x", "-1", "99999999999999999999", ""] {
        let answer = s.answer(&format!("INFO multipv {value}"));
        assert!(answer.starts_with("ERROR "), "{value}: {answer}");
    }
}
