//! A search restricted to some root moves (`Search::restricted`, a request's `only=`):
//! what the renju opening rules ask of the engine. Every way the root has to a move must
//! keep to the allowed points, and the plain search must not change. Small limits: these
//! run in the debug profile.

use gomoku::engine::{Level, Limits, Search, SearchRequest, SearchResult, WIN_MIN};
use gomoku::rules::{Board, Pos, Rule, Stone};
use gomoku::worker::{EngineWorker, Progress};

fn board(moves: &[(u8, u8)]) -> Board {
    let mut b = Board::new(15);
    for &(x, y) in moves {
        assert!(b.play(Pos::new(x, y)), "bad test position at {x},{y}");
    }
    b
}

fn points(list: &[(u8, u8)]) -> Vec<Pos> {
    list.iter().map(|&(x, y)| Pos::new(x, y)).collect()
}

fn restricted(b: &Board, rule: Rule, level: Level, only: &[Pos]) -> Option<SearchResult> {
    Search::restricted(b, rule, level, Limits::nodes(3_000), 7, only).run()
}

fn assert_plays_among(b: &Board, rule: Rule, only: &[Pos]) -> SearchResult {
    for level in [Level::Beginner, Level::Classic, Level::Easy, Level::Master] {
        let result = restricted(b, rule, level, only).expect("a move");
        assert!(
            only.contains(&result.best),
            "{level:?} played {} outside {only:?}",
            result.best
        );
        assert!(b.is_empty_point(result.best));
    }
    restricted(b, rule, Level::Master, only).expect("a move")
}

/// An empty board's shortcut is the centre; restricted away from it, the search plays
/// one of the allowed points.
#[test]
fn the_centre_is_not_played_when_it_is_not_allowed() {
    let only = points(&[(3, 3), (11, 4)]);
    assert_plays_among(&Board::new(15), Rule::Renju, &only);
    let centre = restricted(
        &Board::new(15),
        Rule::Renju,
        Level::Master,
        &points(&[(7, 7)]),
    );
    assert_eq!(centre.map(|r| r.best), Some(Pos::new(7, 7)));
}

/// Black has a five to make at (9, 7) or (4, 7); allowed only elsewhere, it searches.
#[test]
fn a_five_that_is_not_allowed_is_not_made() {
    let b = board(&[
        (5, 7),
        (0, 0),
        (6, 7),
        (0, 2),
        (7, 7),
        (0, 4),
        (8, 7),
        (14, 14),
    ]);
    let only = points(&[(7, 9), (10, 10)]);
    assert_plays_among(&b, Rule::Freestyle, &only);
    let five = restricted(
        &b,
        Rule::Freestyle,
        Level::Master,
        &points(&[(9, 7), (7, 9)]),
    );
    assert_eq!(five.map(|r| r.best), Some(Pos::new(9, 7)));
}

/// White must block black's four at (9, 7) (white holds its other end); allowed only
/// elsewhere, white's move is one of the allowed points and the search sees the loss.
#[test]
fn a_forced_block_that_is_not_allowed_is_not_played() {
    let b = board(&[(5, 7), (4, 7), (6, 7), (14, 0), (7, 7), (0, 14), (8, 7)]);
    assert_eq!(b.to_move(), Stone::White);
    let only = points(&[(7, 9), (6, 9)]);
    let result = assert_plays_among(&b, Rule::Freestyle, &only);
    assert!(result.score <= -WIN_MIN, "{result:?}");
}

/// Allowed points far from every stone are none of the generated root moves: the search
/// plays one of them rather than none, and nothing when none is empty.
#[test]
fn allowed_points_away_from_the_stones_are_searched_themselves() {
    let b = board(&[(7, 7), (8, 8), (8, 6)]);
    assert_plays_among(&b, Rule::Renju, &points(&[(0, 14), (14, 0)]));
    assert_eq!(
        restricted(&b, Rule::Renju, Level::Master, &points(&[(7, 7), (8, 8)])),
        None
    );
}

/// With a restriction to points near the stones, the search's move is the best of them:
/// not the unrestricted best when that one is left out.
#[test]
fn the_move_is_the_best_allowed_point() {
    let b = board(&[(7, 7), (8, 8), (8, 6), (6, 8)]);
    let free = Search::new(&b, Rule::Renju, Level::Master, Limits::nodes(3_000), 7)
        .run()
        .expect("a move");
    let only: Vec<Pos> = b
        .empty_points()
        .filter(|p| p.x.abs_diff(7) <= 2 && p.y.abs_diff(7) <= 2 && *p != free.best)
        .collect();
    assert_plays_among(&b, Rule::Renju, &only);
    // The restriction to every point is the plain search.
    let all: Vec<Pos> = b.empty_points().collect();
    let same = restricted(&b, Rule::Renju, Level::Master, &all).expect("a move");
    assert_eq!(same.best, free.best);
}

/// Multi-PV over a restriction: a line for each allowed point, no other.
#[test]
fn multi_pv_lines_are_the_allowed_points() {
    let b = board(&[(7, 7), (8, 8), (8, 6), (6, 8)]);
    let only = points(&[(7, 9), (9, 9), (5, 5), (7, 6)]);
    let mut search = Search::restricted(&b, Rule::Renju, Level::Master, Limits::depth(3), 7, &only);
    search.set_multi_pv(only.len());
    let result = search.run().expect("a move");
    let mut lines: Vec<Pos> = result.lines.iter().map(|l| l.best).collect();
    lines.sort();
    let mut expected = only.clone();
    expected.sort();
    assert_eq!(lines, expected);
}

/// Helper threads search the same restricted root.
#[test]
fn threads_keep_to_the_restriction() {
    let b = board(&[(7, 7), (8, 8), (8, 6), (6, 8)]);
    let only = points(&[(3, 3), (4, 3), (9, 9)]);
    let mut search = Search::restricted(
        &b,
        Rule::Renju,
        Level::Master,
        Limits::time(std::time::Duration::from_millis(200)),
        7,
        &only,
    );
    search.set_threads(2);
    let result = search.run().expect("a move");
    assert!(only.contains(&result.best), "{}", result.best);
}

fn request() -> SearchRequest {
    let b = board(&[(7, 7), (8, 8), (8, 6), (6, 8)]);
    SearchRequest::new(&b, Rule::Renju, Level::Hard, Limits::nodes(2_000), 42)
}

#[test]
fn only_reads_back_as_written() {
    let asked = request().with_only(points(&[(3, 3), (10, 4)]));
    let text = asked.to_text();
    assert!(
        text.ends_with(" depth=- only=3,3;10,4 moves=7,7;8,8;8,6;6,8"),
        "{text}"
    );
    assert_eq!(SearchRequest::parse(&text), Ok(asked));
    // No restriction writes no field, and a line without one (older pages) has none.
    let old = "size=15 rule=Renju level=Hard seed=42 time=- nodes=2000 depth=- \
               moves=7,7;8,8;8,6;6,8";
    assert_eq!(request().to_text(), old);
    assert_eq!(SearchRequest::parse(old), Ok(request()));
    assert!(SearchRequest::parse(old).unwrap().only.is_empty());
}

#[test]
fn a_malformed_only_says_what_is_wrong() {
    let good = request().with_only(points(&[(3, 3)])).to_text();
    for (text, expected) in [
        (good.replace("only=3,3", "only="), "only= names no point"),
        (
            good.replace("only=3,3", "only=3;3"),
            "only=3;3: point \"3\" is not x,y",
        ),
        (good.replace("only=3,3", "only=3,x"), "has a bad coordinate"),
        (
            good.replace("only=3,3", "only=3,15"),
            "point 3,15 is off the 15x15 board",
        ),
        (format!("{good} only=1,1"), "only is given twice"),
    ] {
        let err = SearchRequest::parse(&text).expect_err(&text);
        assert!(err.contains(expected), "{text:?}: {err:?}");
    }
}

/// The web page's worker reads the restriction from the request line like the rest.
#[test]
fn the_worker_keeps_to_the_restriction() {
    let only = points(&[(0, 0), (14, 14)]);
    let text = request().with_only(only.clone()).to_text();
    let mut worker = EngineWorker::default();
    worker
        .request_buffer(text.len())
        .copy_from_slice(text.as_bytes());
    let mut progress = worker.start();
    while progress == Progress::Thinking {
        progress = worker.step(500);
    }
    assert_eq!(progress, Progress::Done, "{}", worker.reply());
    let result = gomoku::engine::parse_result(worker.reply())
        .expect("a result line")
        .expect("a move");
    assert!(only.contains(&result.best), "{}", worker.reply());
}
