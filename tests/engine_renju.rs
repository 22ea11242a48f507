//! Renju: black's fours on forbidden points are no threats. A point where black would make
//! an open four is worth nothing when the same stone also makes a second four on that
//! line, a four on another line or an overline: black may not play it, so white need not
//! answer it and black cannot win by it. Each case is drawn below; the engine must neither
//! play such a point nor count a win on it.

use gomoku::engine::{Level, Limits, Search, WIN_MIN};
use gomoku::rules::renju::{Forbidden, forbidden};
use gomoku::rules::{Board, Pos, Rule, Stone};

/// Draws `text` along a line from (x, y) in direction (dx, dy): `X` black, `O` white, `.`
/// empty, `*` an empty point whose position is returned.
fn draw(board: &mut Board, (x, y): (i32, i32), (dx, dy): (i32, i32), text: &str) -> Option<Pos> {
    let mut star = None;
    for (i, c) in text.chars().filter(|c| !c.is_whitespace()).enumerate() {
        let p = Pos::new((x + dx * i as i32) as u8, (y + dy * i as i32) as u8);
        match c {
            'X' => board.set(p, Some(Stone::Black)),
            'O' => board.set(p, Some(Stone::White)),
            '*' => star = Some(p),
            _ => {}
        }
    }
    star
}

/// Adds lone stones on the edge, of whichever colour has fewer, until black is to move.
fn black_to_move(board: &mut Board) {
    let spare = [
        (0, 0),
        (14, 0),
        (0, 14),
        (14, 14),
        (0, 5),
        (14, 5),
        (0, 10),
        (14, 10),
        (4, 0),
        (10, 0),
        (4, 14),
    ];
    let count = |b: &Board, s| b.moves().iter().filter(|&&p| b.get(p) == Some(s)).count();
    for (x, y) in spare {
        if count(board, Stone::Black) == count(board, Stone::White) {
            break;
        }
        let p = Pos::new(x, y);
        assert!(board.is_empty_point(p));
        let short = if count(board, Stone::Black) < count(board, Stone::White) {
            Stone::Black
        } else {
            Stone::White
        };
        board.set(p, Some(short));
    }
    assert_eq!(count(board, Stone::Black), count(board, Stone::White));
    assert_eq!(board.to_move(), Stone::Black);
}

/// `X.X*X.X` across: `*` makes two fours on one line.
fn double_four_on_one_line(board: &mut Board, at: (i32, i32)) -> Pos {
    draw(board, at, (1, 0), "X.X*X.X").unwrap()
}

/// An open four across (`O.XXX*..`: only `*` makes it open) and a four up the column,
/// closed below `*` so that no black stone there can turn the four into something else.
fn four_and_four(board: &mut Board, (x, y): (i32, i32)) -> Pos {
    let star = draw(board, (x, y), (1, 0), "O.XXX*..").unwrap();
    draw(board, (x + 5, y - 5), (0, 1), "OXXX.*O");
    guard(board, (x + 5, y));
    star
}

/// White stones on the diagonals next to `*` and the stones beside it, so the cross of
/// black stones holds no real attack of its own, only the false open four.
fn guard(board: &mut Board, (x, y): (i32, i32)) {
    for (dx, dy) in [(-1, -1), (1, 1), (1, -1), (-1, 1)] {
        draw(board, (x + dx, y + dy), (1, 0), "O");
    }
}

/// The same open four across, and six in the column through `*`.
fn four_and_overline(board: &mut Board, (x, y): (i32, i32)) -> Pos {
    let star = draw(board, (x, y), (1, 0), "O.XXX*..").unwrap();
    draw(board, (x + 5, y - 5), (0, 1), "OXXXX*XO");
    guard(board, (x + 5, y));
    star
}

fn search(board: &Board, nodes: u64) -> gomoku::engine::SearchResult {
    Search::new(board, Rule::Renju, Level::Master, Limits::nodes(nodes), 3)
        .run()
        .expect("a move")
}

#[test]
fn each_false_open_four_is_forbidden() {
    let mut b = Board::new(15);
    let star = double_four_on_one_line(&mut b, (4, 7));
    assert_eq!(forbidden(&b, star), Some(Forbidden::DoubleFour));
    let mut b = Board::new(15);
    let star = four_and_four(&mut b, (3, 8));
    assert_eq!(forbidden(&b, star), Some(Forbidden::DoubleFour));
    let mut b = Board::new(15);
    let star = four_and_overline(&mut b, (3, 8));
    assert_eq!(forbidden(&b, star), Some(Forbidden::Overline));
}

/// Two false open fours far apart: white can spoil only one of them, so an engine that
/// believed them would count black as winning. It must find no win and play neither.
/// (Two crosses, or a cross and a line, hold real attacks of their own; two lines do not.)
#[test]
fn two_false_open_fours_are_no_win() {
    let mut b = Board::new(15);
    let a = double_four_on_one_line(&mut b, (1, 3));
    let c = double_four_on_one_line(&mut b, (6, 11));
    black_to_move(&mut b);
    for nodes in [2_000, 60_000] {
        let r = search(&b, nodes);
        assert!(r.best != a && r.best != c, "played a forbidden point");
        assert!(
            r.score < WIN_MIN && r.forced.is_none_or(|n| n < 0),
            "false win {:?} (score {}, pv {:?})",
            r.forced,
            r.score,
            r.pv
        );
    }
}

/// Each false open four alone, black to move: the engine plays elsewhere, legally.
#[test]
fn never_plays_a_false_open_four() {
    type Case = fn(&mut Board, (i32, i32)) -> Pos;
    let cases: [Case; 3] = [double_four_on_one_line, four_and_four, four_and_overline];
    for (i, case) in cases.into_iter().enumerate() {
        let mut b = Board::new(15);
        let star = case(&mut b, (3, 7));
        black_to_move(&mut b);
        for nodes in [500, 20_000] {
            let r = search(&b, nodes);
            assert_ne!(r.best, star, "case {i}");
            assert!(forbidden(&b, r.best).is_none(), "case {i}");
            assert!(b.is_empty_point(r.best), "case {i}");
        }
    }
}

/// White to move against two false open fours: nothing to block, so white's search is not
/// narrowed to "defences" and a white win elsewhere is still found.
#[test]
fn white_ignores_false_open_fours() {
    let mut b = Board::new(15);
    double_four_on_one_line(&mut b, (0, 6));
    four_and_four(&mut b, (6, 12));
    // White: an open three across row 1, which becomes an open four.
    draw(&mut b, (6, 1), (1, 0), "..OOO..");
    black_to_move(&mut b);
    // Black passes on a far point, so white is to move.
    b.set(Pos::new(14, 2), Some(Stone::Black));
    assert_eq!(b.to_move(), Stone::White);
    let r = Search::new(&b, Rule::Renju, Level::Master, Limits::nodes(20_000), 1)
        .run()
        .expect("a move");
    assert!(r.forced.is_some_and(|n| n > 0), "{r:?}");
    assert_eq!(r.best.y, 1, "{r:?}");
}
