//! Threats explained (issue 35): positions made from move strings for each kind of fact,
//! the fact computed, and its points checked against the rules alone (a five is
//! `makes_five`, an open four is a point that leaves two fives), and every sentence in
//! every language naming the points.

use std::collections::BTreeSet;

use gomoku::coach::explain::{
    Fact, explain_graded, explain_move, explain_win, explain_wrong, threat_to_answer,
};
use gomoku::coach::puzzles::Wrong;
use gomoku::coach::{Grade, GradedMove};
use gomoku::engine::Threats;
use gomoku::i18n::{Lang, Msg};
use gomoku::notation::{parse_game, parse_pos, pos_to_text};
use gomoku::rules::renju::{Forbidden, forbidden};
use gomoku::rules::{Board, Pos, Rule, Stone, makes_five, may_play};

fn board(moves: &str, rule: Rule) -> Board {
    parse_game(moves, 15, rule)
        .expect("a legal game")
        .board()
        .clone()
}

fn at(text: &str) -> Pos {
    parse_pos(text, 15).expect("a point")
}

fn ats(texts: &[&str]) -> BTreeSet<Pos> {
    texts.iter().map(|t| at(t)).collect()
}

fn set(points: &[Pos]) -> BTreeSet<Pos> {
    points.iter().copied().collect()
}

fn played(before: &Board, pos: Pos) -> Board {
    let mut after = before.clone();
    assert!(after.play(pos));
    after
}

/// Where `stone` makes five on `board`, by the rules' own test.
fn fives(board: &Board, stone: Stone, rule: Rule) -> BTreeSet<Pos> {
    board
        .empty_points()
        .filter(|&p| makes_five(board, p, stone, rule))
        .collect()
}

/// Points within five of `centre`: where the tests' threats lie (the checks are slow
/// over the whole board in the debug profile).
fn near(board: &Board, centre: Pos) -> Vec<Pos> {
    board
        .empty_points()
        .filter(|p| p.x.abs_diff(centre.x) <= 5 && p.y.abs_diff(centre.y) <= 5)
        .collect()
}

/// The points near `centre` where `stone` makes an open four, by the rules alone: two
/// fives or more after it (an open four, or two fours).
fn open_fours(board: &Board, stone: Stone, rule: Rule, centre: Pos) -> BTreeSet<Pos> {
    near(board, centre)
        .into_iter()
        .filter(|&r| {
            let mut b = board.clone();
            b.set(r, Some(stone));
            near(&b, centre)
                .into_iter()
                .filter(|&q| makes_five(&b, q, stone, rule))
                .count()
                >= 2
        })
        .collect()
}

/// The points near `centre` where the side to move stops every open four of the other
/// side's there.
fn stops(board: &Board, rule: Rule, centre: Pos) -> BTreeSet<Pos> {
    let them = board.to_move().opponent();
    near(board, centre)
        .into_iter()
        .filter(|&d| open_fours(&played(board, d), them, rule, centre).is_empty())
        .collect()
}

/// Every language's sentence for `fact` names each of `points`.
fn names(fact: &Fact, points: &[Pos]) {
    for lang in Lang::ALL {
        let text = Msg::Explain {
            fact: fact.clone(),
            size: 15,
        }
        .text(lang);
        for &p in points {
            let name = pos_to_text(p, 15);
            assert!(text.contains(&name), "{lang:?} lacks {name}: {text}");
        }
    }
}

// Black's three on row 8 (h8 i8 j8), white's stones in the corners, far off.
const OPEN_THREE_TO_BE: &str = "h8a1i8o1";
const OPEN_THREE: &str = "h8a1i8o1j8a15";

#[test]
fn a_four_has_its_one_block() {
    let before = board("h8g8i8a1j8o1", Rule::Freestyle);
    let fact = explain_move(&before, Rule::Freestyle, at("k8"));
    let after = played(&before, at("k8"));
    let only = fives(&after, Stone::Black, Rule::Freestyle);
    assert_eq!(only.len(), 1);
    let Fact::Four { block, stones, .. } = &fact else {
        panic!("{fact:?}")
    };
    assert!(only.contains(block));
    assert_eq!(set(stones), ats(&["h8", "i8", "j8", "k8"]));
    assert_eq!(fact.marks().defence_points, vec![*block]);
    names(&fact, &[at("k8"), *block]);
    // White to move must block there.
    let answer = threat_to_answer(&after, Rule::Freestyle).expect("a four to answer");
    assert!(matches!(answer, Fact::BlockFour { side: Stone::White, at, .. } if at == *block));
    names(&answer, &[*block]);
}

#[test]
fn an_open_four_cannot_be_blocked() {
    let before = board(OPEN_THREE, Rule::Freestyle);
    let fact = explain_move(&before, Rule::Freestyle, at("k8"));
    let after = played(&before, at("k8"));
    let Fact::OpenFour { fives: f, .. } = &fact else {
        panic!("{fact:?}")
    };
    assert_eq!(set(f), fives(&after, Stone::Black, Rule::Freestyle));
    assert_eq!(f.len(), 2);
    names(&fact, f);
    let answer = threat_to_answer(&after, Rule::Freestyle);
    assert!(matches!(&answer, Some(Fact::CannotBlock { fives: g, .. }) if g == f));
}

#[test]
fn an_open_three_names_the_points_that_stop_it() {
    let before = board(OPEN_THREE_TO_BE, Rule::Freestyle);
    let fact = explain_move(&before, Rule::Freestyle, at("j8"));
    let after = played(&before, at("j8"));
    let Fact::OpenThree { defences, .. } = &fact else {
        panic!("{fact:?}")
    };
    assert!(!open_fours(&after, Stone::Black, Rule::Freestyle, at("i8")).is_empty());
    assert_eq!(set(defences), stops(&after, Rule::Freestyle, at("i8")));
    names(&fact, defences);
    let answer = threat_to_answer(&after, Rule::Freestyle);
    assert!(
        matches!(&answer, Some(Fact::StopThree { defences: d, .. }) if d == defences),
        "{answer:?}"
    );
}

/// Black's closed three e8 f8 g8 (white d8) and open two h6 h7: h8 makes both a four and
/// an open three.
const FOUR_THREE_TO_BE: &str = "e8d8f8a1g8o1h6a15h7o15";

#[test]
fn a_four_three_blocks_then_opens() {
    let before = board(FOUR_THREE_TO_BE, Rule::Freestyle);
    let fact = explain_move(&before, Rule::Freestyle, at("h8"));
    let after = played(&before, at("h8"));
    let Fact::FourThree {
        block,
        open_fours: o,
        ..
    } = &fact
    else {
        panic!("{fact:?}")
    };
    assert_eq!(ats(&["i8"]), fives(&after, Stone::Black, Rule::Freestyle));
    assert_eq!(*block, at("i8"));
    let blocked = played(&after, *block);
    assert_eq!(
        set(o),
        open_fours(&blocked, Stone::Black, Rule::Freestyle, at("h8"))
    );
    names(&fact, &[at("h8"), *block]);
    names(&fact, o);
}

#[test]
fn a_double_four_and_a_five() {
    // Black's e8 f8 g8 (white d8) and h5 h6 h7 (white h4).
    let before = board("e8d8f8h4g8a1h5o1h6a15h7o15", Rule::Freestyle);
    let fact = explain_move(&before, Rule::Freestyle, at("h8"));
    let after = played(&before, at("h8"));
    let Fact::DoubleFour { fives: f, .. } = &fact else {
        panic!("{fact:?}")
    };
    assert_eq!(set(f), fives(&after, Stone::Black, Rule::Freestyle));
    assert_eq!(set(f), ats(&["i8", "h9"]));
    names(&fact, f);
    let five = explain_move(&after, Rule::Freestyle, at("c3"));
    assert!(matches!(
        five,
        Fact::Quiet {
            side: Stone::White,
            ..
        }
    ));
    let won = played(&after, at("c3"));
    let fact = explain_move(&won, Rule::Freestyle, at("i8"));
    let Fact::Five { stones, .. } = &fact else {
        panic!("{fact:?}")
    };
    assert_eq!(set(stones), ats(&["e8", "f8", "g8", "h8", "i8"]));
}

#[test]
fn a_double_three_wins_in_freestyle_and_is_forbidden_in_renju() {
    let moves = "f8a1g8o1h6a15h7o15";
    let before = board(moves, Rule::Freestyle);
    let fact = explain_move(&before, Rule::Freestyle, at("h8"));
    let Fact::DoubleThree { open_fours: o, .. } = &fact else {
        panic!("{fact:?}")
    };
    let after = played(&before, at("h8"));
    assert_eq!(
        set(o),
        open_fours(&after, Stone::Black, Rule::Freestyle, at("h8"))
    );
    assert!(threat_to_answer(&after, Rule::Freestyle).is_some());
    let renju = board(moves, Rule::Renju);
    assert_eq!(forbidden(&renju, at("h8")), Some(Forbidden::DoubleThree));
    let fact = explain_move(&renju, Rule::Renju, at("h8"));
    assert_eq!(
        fact,
        Fact::Forbidden {
            at: at("h8"),
            why: Forbidden::DoubleThree
        }
    );
    names(&fact, &[at("h8")]);
    assert!(
        Msg::Explain { fact, size: 15 }
            .text(Lang::En)
            .contains("double three")
    );
}

#[test]
fn a_forbidden_block_loses_in_renju() {
    // White's four on column f ends at f8, where black would make six on row 8.
    let b = board("c8f12d8f11e8f10g8f9h8m3f13m5", Rule::Renju);
    let block = at("f8");
    assert!(!may_play(&b, Rule::Renju, block));
    assert_eq!(fives(&b, Stone::White, Rule::Renju), ats(&["f8"]));
    let fact = threat_to_answer(&b, Rule::Renju).expect("a four to answer");
    assert_eq!(
        fact,
        Fact::BlockForbidden {
            at: block,
            why: Forbidden::Overline,
            stones: vec![at("f12"), at("f11"), at("f10"), at("f9")]
                .into_iter()
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect(),
        }
    );
    names(&fact, &[block]);
}

#[test]
fn quiet_moves_and_nothing_to_answer() {
    let empty = Board::new(15);
    let fact = explain_move(&empty, Rule::Freestyle, at("h8"));
    assert_eq!(
        fact,
        Fact::Quiet {
            side: Stone::Black,
            at: at("h8")
        }
    );
    assert!(fact.marks().defence_points.is_empty());
    assert_eq!(threat_to_answer(&empty, Rule::Freestyle), None);
    assert_eq!(explain_win(&empty, Rule::Freestyle), None);
}

/// Plays `line` from `board` and checks it is a win by fours: each of the attacker's moves
/// leaves a five to make (the defender's answers block it), and the last makes five.
fn wins_by_fours(board: &Board, rule: Rule, line: &[Pos]) {
    let attacker = board.to_move();
    let mut b = board.clone();
    for (i, &p) in line.iter().enumerate() {
        if i % 2 == 0 && i + 1 == line.len() {
            assert!(makes_five(&b, p, attacker, rule), "the line ends in a five");
        }
        assert!(b.play(p));
        if i % 2 == 0 && i + 1 < line.len() {
            // A four (or open four), which the defender's next move blocks.
            assert!(fives(&b, attacker, rule).contains(&line[i + 1]), "{i}");
        }
    }
}

#[test]
fn a_win_by_fours_is_counted_and_played_out() {
    let before = board(FOUR_THREE_TO_BE, Rule::Freestyle);
    let fact = explain_win(&before, Rule::Freestyle).expect("a four-three wins");
    let Fact::WinsBy {
        side,
        threats,
        moves,
        line,
    } = &fact
    else {
        panic!("{fact:?}")
    };
    assert_eq!((*side, *threats), (Stone::Black, Threats::Fours));
    let moves = moves.expect("a win by fours is counted");
    assert_eq!(line.len(), 2 * moves as usize - 1);
    assert_eq!(moves, 3, "h8, then an open four, then five");
    wins_by_fours(&before, Rule::Freestyle, line);
    names(&fact, &line[..line.len().min(6)]);
    assert_eq!(fact.marks().line, *line);
}

fn graded(before: &Board, played: Pos, grade: Grade, best: Pos) -> GradedMove {
    GradedMove {
        ply: before.stone_count(),
        played,
        grade,
        before: 0.9,
        after: 0.0,
        best,
        line: vec![best],
    }
}

#[test]
fn a_missed_win_names_the_winning_move() {
    let before = board(FOUR_THREE_TO_BE, Rule::Freestyle);
    let g = graded(&before, at("c3"), Grade::MissedWin, at("h8"));
    let fact = explain_graded(&before, Rule::Freestyle, &g);
    let Fact::MissedWin {
        side,
        win_at,
        threats,
        moves,
        line,
        ..
    } = &fact
    else {
        panic!("{fact:?}")
    };
    assert_eq!((*side, *win_at), (Stone::Black, at("h8")));
    assert_eq!((*threats, *moves), (Some(Threats::Fours), Some(3)));
    wins_by_fours(&before, Rule::Freestyle, line);
    names(&fact, &[at("h8")]);
    assert!(
        Msg::Explain { fact, size: 15 }
            .text(Lang::En)
            .contains(" 3")
    );
}

#[test]
fn a_losing_move_names_the_only_defence() {
    // White must block black's four at l8, and plays a15.
    let before = board("h8g8i8a1j8o1k8", Rule::Freestyle);
    let block = at("l8");
    assert_eq!(fives(&before, Stone::Black, Rule::Freestyle), ats(&["l8"]));
    let g = graded(&before, at("a15"), Grade::LosingMove, block);
    let fact = explain_graded(&before, Rule::Freestyle, &g);
    let Fact::LetWin {
        side,
        played,
        win,
        defences,
    } = &fact
    else {
        panic!("{fact:?}")
    };
    assert_eq!((*side, *played), (Stone::White, at("a15")));
    assert_eq!(defences, &vec![block]);
    let (threats, line) = win.as_ref().expect("black's five is proven");
    assert_eq!((*threats, line.as_slice()), (Threats::Fours, &[block][..]));
    names(&fact, &[at("a15"), block]);
    let en = Msg::Explain {
        fact: fact.clone(),
        size: 15,
    }
    .text(Lang::En);
    assert_eq!(en, "White's a15 let black win: the only defence was l8");
    // Blocking it was forced.
    let g = graded(&before, block, Grade::Forced, block);
    assert!(matches!(
        explain_graded(&before, Rule::Freestyle, &g),
        Fact::BlockFour { at, .. } if at == block
    ));
}

#[test]
fn every_wrong_puzzle_move_has_its_fact() {
    let (p, q) = (at("j8"), at("k9"));
    let wrongs = [
        Wrong::Forbidden(Forbidden::DoubleFour),
        Wrong::MissedFive { at: q },
        Wrong::DefenderFive { at: q },
        Wrong::DefenderWins { line: vec![q, p] },
        Wrong::NoThreat,
        Wrong::Refuted { defence: q },
        Wrong::TooSlow { defence: q },
        Wrong::NoForcedWin,
    ];
    let facts: Vec<Fact> = wrongs
        .iter()
        .map(|w| explain_wrong(w, Stone::Black, p))
        .collect();
    let kinds: BTreeSet<String> = facts
        .iter()
        .map(|f| {
            format!("{f:?}")
                .split([' ', '{'])
                .next()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(kinds.len(), wrongs.len(), "one kind of fact per reason");
    assert_eq!(
        facts[0],
        Fact::Forbidden {
            at: p,
            why: Forbidden::DoubleFour
        }
    );
    for (wrong, fact) in wrongs.iter().zip(&facts) {
        let named = match wrong {
            Wrong::Forbidden(_) | Wrong::NoThreat | Wrong::NoForcedWin => vec![p],
            Wrong::DefenderWins { .. } => vec![p, q],
            _ => vec![q],
        };
        names(fact, &named);
    }
}

/// What each function costs in this build, printed (`--ignored --nocapture`): the brief
/// is a few milliseconds a call, natively.
#[test]
#[ignore]
fn costs() {
    use std::time::Instant;
    let time = |name: &str, f: &dyn Fn()| {
        let start = Instant::now();
        for _ in 0..20 {
            f();
        }
        println!("{name}: {:?} a call", start.elapsed() / 20);
    };
    let three = board(OPEN_THREE_TO_BE, Rule::Freestyle);
    let four_three = board(FOUR_THREE_TO_BE, Rule::Freestyle);
    let after = played(&three, at("j8"));
    let game = board("h8i9h9h10i8g8j7k6j9j8k8l7g9", Rule::Freestyle);
    time("explain_move (open three)", &|| {
        explain_move(&three, Rule::Freestyle, at("j8"));
    });
    time("explain_move (four-three)", &|| {
        explain_move(&four_three, Rule::Freestyle, at("h8"));
    });
    time("threat_to_answer (open three)", &|| {
        threat_to_answer(&after, Rule::Freestyle);
    });
    time("explain_win (a VCF)", &|| {
        explain_win(&four_three, Rule::Freestyle);
    });
    time("explain_win (none, empty board)", &|| {
        explain_win(&Board::new(15), Rule::Freestyle);
    });
    time("explain_win (a middle game)", &|| {
        explain_win(&game, Rule::Freestyle);
    });
    let renju = board(FOUR_THREE_TO_BE, Rule::Renju);
    time("explain_win (renju)", &|| {
        explain_win(&renju, Rule::Renju);
    });
    let g = graded(&after, at("c3"), Grade::LosingMove, at("g8"));
    time("explain_graded (losing move)", &|| {
        explain_graded(&after, Rule::Freestyle, &g);
    });
}
