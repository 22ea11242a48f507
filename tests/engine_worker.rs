//! The engine as the web page's Web Worker runs it: a search request written as a line of
//! text, stepped in slices by a runner that keeps the time, and its result sent back as
//! text. What the worker answers must be what the engine plays in this process.

use std::time::Duration;

use gomoku::engine::{
    Level, Limits, RootLine, Search, SearchRequest, SearchResult, parse_result, result_to_text,
};
use gomoku::rules::{Board, Pos, Rule};
use gomoku::worker::{EngineWorker, Progress};

fn board(moves: &[(u8, u8)]) -> Board {
    let mut board = Board::new(15);
    for &(x, y) in moves {
        assert!(board.play(Pos::new(x, y)));
    }
    board
}

fn request(level: Level, limits: Limits) -> SearchRequest {
    let board = board(&[(7, 7), (8, 8), (8, 6), (6, 8)]);
    SearchRequest::new(&board, Rule::Renju, level, limits, 42)
}

/// Runs a request as the worker's script does: write, start, step until done.
fn run_in_worker(worker: &mut EngineWorker, text: &str, slice: u64) -> (Progress, String) {
    let progress = worker.run(text, slice);
    (progress, worker.reply().to_string())
}

#[test]
fn a_request_reads_back_as_written() {
    let limits = Limits {
        time: Some(Duration::from_millis(1500)),
        nodes: None,
        depth: Some(9),
    };
    let request = request(Level::Hard, limits);
    let text = request.to_text();
    assert_eq!(
        text,
        "size=15 rule=Renju level=Hard seed=42 time=1500 nodes=- depth=9 moves=7,7;8,8;8,6;6,8"
    );
    assert_eq!(SearchRequest::parse(&text), Ok(request));
}

#[test]
fn a_result_reads_back_as_written() {
    let mut result = SearchResult {
        best: Pos::new(3, 14),
        score: -250,
        depth: 11,
        nodes: 812_345,
        forced: Some(-7),
        pv: vec![Pos::new(3, 14), Pos::new(4, 13)],
        lines: Vec::new(),
    };
    result.lines.push(RootLine::of(&result));
    let text = result_to_text(Some(&result));
    assert_eq!(
        text,
        "best=3,14 score=-250 depth=11 nodes=812345 forced=-7 pv=3,14;4,13"
    );
    assert_eq!(parse_result(&text), Ok(Some(result)));
    assert_eq!(parse_result(&result_to_text(None)), Ok(None));
}

/// A result of two root lines, as multi-PV gives.
fn two_line_result() -> SearchResult {
    let mut result = SearchResult {
        best: Pos::new(7, 8),
        score: 35,
        depth: 9,
        nodes: 1_000,
        forced: None,
        pv: vec![Pos::new(7, 8), Pos::new(6, 6)],
        lines: Vec::new(),
    };
    result.lines = vec![
        RootLine::of(&result),
        RootLine {
            best: Pos::new(6, 6),
            score: -20,
            depth: 9,
            pv: vec![Pos::new(6, 6), Pos::new(7, 8), Pos::new(8, 8)],
        },
    ];
    result
}

#[test]
fn a_multi_pv_request_and_result_read_back_as_written() {
    let plain = request(Level::Master, Limits::nodes(1000));
    let asked = plain.clone().with_multi_pv(3);
    let text = asked.to_text();
    assert!(
        text.ends_with(" depth=- multipv=3 moves=7,7;8,8;8,6;6,8"),
        "{text}"
    );
    assert_eq!(SearchRequest::parse(&text), Ok(asked));
    // One line is the default, and leaves the request line as it always was.
    assert!(!plain.to_text().contains("multipv"));
    assert_eq!(SearchRequest::parse(&plain.to_text()).unwrap().multi_pv, 1);

    let result = two_line_result();
    let text = result_to_text(Some(&result));
    assert_eq!(
        text,
        "best=7,8 score=35 depth=9 nodes=1000 forced=- pv=7,8;6,6 \
         lines=7,8:35:9:7,8;6,6|6,6:-20:9:6,6;7,8;8,8"
    );
    assert_eq!(parse_result(&text), Ok(Some(result)));
}

#[test]
fn malformed_multi_pv_says_what_is_wrong() {
    let good = request(Level::Master, Limits::nodes(1000))
        .with_multi_pv(2)
        .to_text();
    for (text, expected) in [
        (good.replace("multipv=2", "multipv=0"), "at least one line"),
        (
            good.replace("multipv=2", "multipv=two"),
            "multipv=two is not a number",
        ),
    ] {
        let err = SearchRequest::parse(&text).expect_err(&text);
        assert!(err.contains(expected), "{text:?}: {err:?}");
    }
    let good = result_to_text(Some(&two_line_result()));
    for (text, expected) in [
        (
            good.replace("|6,6:-20", "|6,6:x"),
            "line 2: score \"x\" is not a number",
        ),
        (
            good.replace(":9:6,6;7,8;8,8", ":9"),
            "line 2: \"6,6:-20:9\" is not",
        ),
        (
            good.replace(":9:6,6;7,8;8,8", ":9:7,8"),
            "line 2: its pv does not begin",
        ),
        (
            good.replace("lines=7,8:35", "lines=7,8:36"),
            "does not begin with best",
        ),
        (
            good.replace("|6,6:-20", "|6,6;1,1:-20"),
            "line 2: \"6,6;1,1\" is not one point",
        ),
        (
            good.replace("lines=7,8", "lines=7,800"),
            "line 1: point \"7,800\" has a bad",
        ),
    ] {
        let err = parse_result(&text).expect_err(&text);
        assert!(err.contains(expected), "{text:?}: {err:?}");
    }
}

#[test]
fn malformed_lines_say_what_is_wrong() {
    let good = request(Level::Master, Limits::nodes(1000)).to_text();
    let cases = [
        (
            good.replace("rule=Renju", "rule=gomoku"),
            "unknown rule=gomoku",
        ),
        (
            good.replace("level=Master", "level=God"),
            "unknown level=God",
        ),
        (
            good.replace("size=15", "size=99"),
            "size=99 is not a supported",
        ),
        (good.replace("seed=42", "seed=x"), "seed=x is not a number"),
        (good.replace(" depth=-", ""), "depth= is missing"),
        (good.replace("moves=7,7", "moves=7:7"), "is not x,y"),
        (good.replace("moves=7,7", "moves=7,700"), "bad coordinate"),
        (format!("{good} seed=3"), "seed is given twice"),
        ("no equals sign".to_string(), "is not key=value"),
        (String::new(), "size= is missing"),
    ];
    for (text, expected) in cases {
        let err = SearchRequest::parse(&text).expect_err(&text);
        assert!(err.contains(expected), "{text:?}: {err:?}");
    }
    for text in ["best=1 score=0", "best=1,2;3,4 score=0", "score=0"] {
        assert!(parse_result(text).is_err(), "{text:?}");
    }
    // A well-formed line whose moves do not replay (a point taken twice) is refused too.
    let twice = good.replace("moves=7,7;8,8", "moves=7,7;7,7");
    let err = SearchRequest::parse(&twice)
        .unwrap()
        .search()
        .err()
        .unwrap();
    assert!(err.contains("move 2 (7,7)"), "{err}");
}

#[test]
fn the_worker_plays_what_the_engine_plays() {
    // Node- and depth-limited searches repeat exactly, whatever the slices.
    for level in [Level::Classic, Level::Medium, Level::Master] {
        let request = request(level, Limits::nodes(30_000));
        let here = request.search().unwrap().run();
        let mut worker = EngineWorker::default();
        for slice in [500, 4096] {
            let (progress, reply) = run_in_worker(&mut worker, &request.to_text(), slice);
            assert_eq!(progress, Progress::Done, "{level:?}: {reply}");
            assert_eq!(parse_result(&reply), Ok(here.clone()), "{level:?}, {slice}");
        }
    }
}

#[test]
fn the_worker_answers_with_the_lines_asked_for() {
    let request = request(Level::Master, Limits::nodes(20_000)).with_multi_pv(3);
    let here = request.search().unwrap().run();
    let mut worker = EngineWorker::default();
    let (progress, reply) = run_in_worker(&mut worker, &request.to_text(), 1000);
    assert_eq!(progress, Progress::Done, "{reply}");
    let there = parse_result(&reply).unwrap();
    assert_eq!(there, here);
    assert_eq!(there.map(|r| r.lines.len()), Some(3), "{reply}");
}

#[test]
fn the_worker_leaves_the_time_to_its_runner() {
    // A time limit is the runner's to keep: the worker searches on until stopped, and then
    // answers with the best move so far.
    let request = request(Level::Master, Limits::time(Duration::from_millis(1)));
    let mut worker = EngineWorker::default();
    let text = request.to_text();
    worker
        .request_buffer(text.len())
        .copy_from_slice(text.as_bytes());
    assert_eq!(worker.start(), Progress::Thinking);
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(worker.step(200), Progress::Thinking, "it read a clock");
    assert_eq!(worker.stop(), Progress::Done);
    let result = parse_result(worker.reply()).unwrap().unwrap();
    let board = board(&[(7, 7), (8, 8), (8, 6), (6, 8)]);
    assert!(board.is_empty_point(result.best));
    // A finished search answers no more steps; a new request starts afresh.
    assert_eq!(worker.step(100), Progress::Failed);
    let (progress, _) = run_in_worker(
        &mut worker,
        &text.replace("time=1 nodes=-", "time=- nodes=2000"),
        4096,
    );
    assert_eq!(progress, Progress::Done);
}

#[test]
fn masters_searches_lend_the_scripts_helper_threads() {
    // What the worker's script does with the module for threads (web/engine-worker.js):
    // says how many helper threads it has, and runs each helper a search lends on one.
    let mut worker = EngineWorker::default();
    worker.set_helper_threads(2);
    let limit = 100_000;
    let start = |worker: &mut EngineWorker, level| {
        let text = request(level, Limits::nodes(limit)).to_text();
        worker
            .request_buffer(text.len())
            .copy_from_slice(text.as_bytes());
        assert_eq!(worker.start(), Progress::Thinking);
    };
    start(&mut worker, Level::Master);
    let lent: Vec<_> = std::iter::from_fn(|| worker.take_helper()).collect();
    assert_eq!(lent.len(), 2);
    let threads: Vec<_> = lent
        .into_iter()
        .map(|helper| std::thread::spawn(move || helper.run()))
        .collect();
    let mut progress = Progress::Thinking;
    while progress == Progress::Thinking {
        progress = worker.step(4096);
    }
    assert_eq!(progress, Progress::Done, "{}", worker.reply());
    // The helpers end with the search, which answers a move.
    for thread in threads {
        thread.join().unwrap();
    }
    let result = parse_result(worker.reply()).unwrap().unwrap();
    assert!(board(&[(7, 7), (8, 8), (8, 6), (6, 8)]).is_empty_point(result.best));
    // The lower levels search alone, as their ladder was measured.
    start(&mut worker, Level::Hard);
    assert!(worker.take_helper().is_none());
    // None lent where the script has no threads.
    worker.set_helper_threads(0);
    start(&mut worker, Level::Master);
    assert!(worker.take_helper().is_none());
}

#[test]
fn a_bad_request_fails_with_its_reason() {
    let mut worker = EngineWorker::default();
    let (progress, reply) = run_in_worker(&mut worker, "size=15 rule=Renju", 100);
    assert_eq!(progress, Progress::Failed);
    assert!(reply.contains("level= is missing"), "{reply}");
    worker.request_buffer(2).copy_from_slice(&[0xff, 0xfe]);
    assert_eq!(worker.start(), Progress::Failed);
    assert!(worker.reply().contains("not UTF-8"));
    let full = SearchRequest {
        size: 5,
        moves: (0..25).map(|i| Pos::new(i % 5, i / 5)).collect(),
        ..request(Level::Master, Limits::nodes(100))
    };
    // 25 stones on a 5x5 board: a full board gives "none", not a failure.
    let (progress, reply) = run_in_worker(&mut worker, &full.to_text(), 100);
    assert_eq!((progress, reply.as_str()), (Progress::Done, "none"));
}

#[test]
fn the_search_is_the_engines_search() {
    // `search` keeps every limit; `search_untimed` drops the time only.
    let limits = Limits {
        time: Some(Duration::from_secs(60)),
        nodes: Some(2_000),
        depth: None,
    };
    let request = request(Level::Master, limits);
    let engine = Search::new(
        &board(&[(7, 7), (8, 8), (8, 6), (6, 8)]),
        Rule::Renju,
        Level::Master,
        limits,
        42,
    )
    .run();
    assert_eq!(request.search().unwrap().run(), engine);
    assert_eq!(request.search_untimed().unwrap().run(), engine);
}

// The coach's jobs: puzzles answered at once, reviews stepped like a search.

use gomoku::coach::puzzles::{Outcome, Puzzle, PuzzleRun, STARTER, parse_puzzles};
use gomoku::coach::{Budget, Review};
use gomoku::notation::parse_game;
use gomoku::worker::{PuzzleAction, PuzzleAnswer, PuzzleRequest, ReviewRequest, review_reply};

fn starter() -> Vec<Puzzle> {
    parse_puzzles(STARTER).unwrap()
}

/// Starts a request that a job answers at once.
fn answer_at_once(worker: &mut EngineWorker, text: &str) -> (Progress, String) {
    worker
        .request_buffer(text.len())
        .copy_from_slice(text.as_bytes());
    let progress = worker.start();
    (progress, worker.reply().to_string())
}

fn ask(worker: &mut EngineWorker, request: &PuzzleRequest) -> PuzzleAnswer {
    let (progress, reply) = answer_at_once(worker, &request.to_text());
    assert_eq!(progress, Progress::Done, "{reply}");
    request.read_reply(&reply).unwrap()
}

#[test]
fn a_puzzle_request_reads_back_as_written() {
    let puzzle = starter()[0].clone();
    let request = PuzzleRequest {
        moves: Vec::new(),
        action: PuzzleAction::Hint,
        puzzle: puzzle.clone(),
    };
    let text = request.to_text();
    assert!(text.starts_with("puzzle hint moves=- "), "{text}");
    assert_eq!(PuzzleRequest::parse(&text), Ok(request));
    let request = PuzzleRequest {
        moves: vec![Pos::new(0, 0), Pos::new(14, 14)],
        action: PuzzleAction::Play(Pos::new(7, 7)),
        puzzle,
    };
    let text = request.to_text();
    assert!(text.starts_with("puzzle play=h8 moves=a15o1 "), "{text}");
    assert_eq!(PuzzleRequest::parse(&text), Ok(request));
}

#[test]
fn the_worker_answers_puzzles_as_the_run_does() {
    let puzzles = starter();
    // A few of each rule and kind, long wins among them.
    let mut sample: Vec<&Puzzle> = puzzles.iter().step_by(37).collect();
    sample.extend(puzzles.iter().filter(|p| p.win_in >= 7).take(2));
    let mut worker = EngineWorker::default();
    for puzzle in sample {
        let mut run = PuzzleRun::new(puzzle.clone()).unwrap();
        let ask_for = |action, run: &PuzzleRun| PuzzleRequest {
            puzzle: puzzle.clone(),
            moves: run.moves().to_vec(),
            action,
        };
        // The hint, a wrong move and the right one, from the start and a move later.
        for _ in 0..2 {
            let hint = run.hint();
            let there = ask(&mut worker, &ask_for(PuzzleAction::Hint, &run));
            assert_eq!(there, PuzzleAnswer::Hint(hint));
            let hint = hint.unwrap();
            let wrong = run
                .board()
                .empty_points()
                .find(|p| !puzzle.first.contains(p) && *p != hint)
                .unwrap();
            let there = ask(&mut worker, &ask_for(PuzzleAction::Play(wrong), &run));
            assert_eq!(there, PuzzleAnswer::Played(run.clone().play(wrong)));
            let there = ask(&mut worker, &ask_for(PuzzleAction::Play(hint), &run));
            let here = run.play(hint);
            assert_eq!(there, PuzzleAnswer::Played(here.clone()));
            if !matches!(here, Outcome::Right { reply: Some(_) }) {
                break;
            }
        }
    }
}

/// A game of 14 moves, ending with a move that misses a win.
fn review_game() -> gomoku::rules::Game {
    let puzzle = &starter()[0];
    let mut moves = puzzle.position.clone();
    let attacker_move = puzzle
        .board()
        .empty_points()
        .find(|p| !puzzle.first.contains(p))
        .unwrap();
    moves.push(attacker_move);
    gomoku::rules::Game::from_moves(puzzle.size, puzzle.rule, &moves).unwrap()
}

#[test]
fn a_review_request_reads_back_as_written() {
    let request = ReviewRequest::new(&review_game(), Budget::Nodes(150_000));
    let text = request.to_text();
    assert!(text.starts_with("review 15 freestyle "), "{text}");
    assert!(text.ends_with(" nodes=150000"), "{text}");
    assert_eq!(ReviewRequest::parse(&text), Ok(request.clone()));
    let deep = ReviewRequest {
        budget: Budget::Depth(6),
        moves: Vec::new(),
        ..request
    };
    assert_eq!(deep.to_text(), "review 15 freestyle - depth=6");
    assert_eq!(ReviewRequest::parse(&deep.to_text()), Ok(deep));
}

#[test]
fn the_worker_reviews_as_the_coach_does() {
    let game = review_game();
    let budget = Budget::Nodes(3_000);
    let here = Review::new(&game, budget).run();
    let asked = ReviewRequest::new(&game, budget);
    let mut worker = EngineWorker::default();
    for slice in [500, 4096] {
        let text = asked.to_text();
        worker
            .request_buffer(text.len())
            .copy_from_slice(text.as_bytes());
        let mut progress = worker.start();
        let total = game.moves().len() as u32 + 1;
        assert_eq!(worker.progress(), (0, total));
        let mut seen = 0;
        while progress == Progress::Thinking {
            progress = worker.step(slice);
            let (done, of) = worker.progress();
            assert!(done >= seen && of == total, "{done}/{of} after {seen}");
            seen = done;
        }
        assert_eq!(progress, Progress::Done, "{}", worker.reply());
        assert_eq!(worker.progress(), (total, total));
        assert_eq!(worker.reply(), review_reply(&here));
        assert_eq!(asked.read_reply(worker.reply()), Ok(here.clone()));
        assert_eq!(worker.reply().lines().count(), game.moves().len());
    }
    // A search after a review has no progress to show.
    let (_, _) = run_in_worker(
        &mut worker,
        &request(Level::Medium, Limits::nodes(500)).to_text(),
        4096,
    );
    assert_eq!(worker.progress(), (0, 0));
}

#[test]
fn a_review_of_no_moves_answers_nothing() {
    let game = parse_game("", 15, Rule::Renju).unwrap();
    let request = ReviewRequest::new(&game, Budget::Nodes(500));
    let (progress, reply) = run_in_worker(&mut EngineWorker::default(), &request.to_text(), 4096);
    assert_eq!((progress, reply.as_str()), (Progress::Done, ""));
    assert_eq!(request.read_reply(&reply).unwrap().moves, Vec::new());
}

#[test]
fn a_review_stopped_fails_and_a_reply_for_other_moves_is_refused() {
    let request = ReviewRequest::new(&review_game(), Budget::Nodes(2_000));
    let mut worker = EngineWorker::default();
    let text = request.to_text();
    worker
        .request_buffer(text.len())
        .copy_from_slice(text.as_bytes());
    assert_eq!(worker.start(), Progress::Thinking);
    assert_eq!(worker.stop(), Progress::Failed);
    assert!(worker.reply().contains("stopped"), "{}", worker.reply());
    assert_eq!(worker.step(100), Progress::Failed);

    let (_, reply) = run_in_worker(&mut worker, &text, 4096);
    let shorter = ReviewRequest {
        moves: request.moves[..3].to_vec(),
        ..request.clone()
    };
    let err = shorter.read_reply(&reply).unwrap_err();
    assert!(err.contains("14 grade lines for 3 moves"), "{err}");
    let mut other = request.clone();
    other.moves.swap(0, 2);
    let err = other.read_reply(&reply).unwrap_err();
    assert!(err.contains("grade line 1 is not move 1"), "{err}");
    let err = request.read_reply(&reply.replacen("grade=", "grade=great", 1));
    assert!(err.unwrap_err().contains("grade line 1:"));
}

#[test]
fn bad_coach_requests_fail_with_their_reason() {
    let puzzle = starter()[0].clone();
    let hint = PuzzleRequest {
        puzzle: puzzle.clone(),
        moves: Vec::new(),
        action: PuzzleAction::Hint,
    }
    .to_text();
    let line = gomoku::coach::puzzles::puzzle_line(&puzzle);
    let free = puzzle.board().empty_points().next().unwrap();
    let free = gomoku::notation::pos_to_text(free, 15);
    let taken = gomoku::notation::pos_to_text(puzzle.position[0], 15);
    let review = ReviewRequest::new(&review_game(), Budget::Nodes(1_000)).to_text();
    let cases = [
        ("puzzle".to_string(), "bad puzzle request: the puzzle:"),
        (
            hint.replace("hint", "help"),
            "'help' is neither play=<point> nor hint",
        ),
        (hint.replace("hint", "play=z99"), "play=z99:"),
        (hint.replace("moves=-", "-"), "'-' is not moves=<moves>"),
        (hint.replace("moves=-", "moves=h"), "moves=h:"),
        (
            hint.replace("moves=-", &format!("moves={free}")),
            "an even number",
        ),
        (
            hint.replace("moves=-", &format!("moves={free}{taken}")),
            &format!("move 2 of moves= ({taken}) may not be played"),
        ),
        (hint.replace(" vcf ", " vcx "), "the puzzle:"),
        (format!("puzzle hint moves=- {line} extra"), "the puzzle:"),
        (
            "review".to_string(),
            "bad review request: a review request is",
        ),
        (review.replace("review 15", "review 99"), "size '99' is not"),
        (
            review.replace("freestyle", "gomoku"),
            "unknown rule 'gomoku'",
        ),
        (
            review.replace("nodes=1000", "nodes=0"),
            "budget 'nodes=0' is not",
        ),
        (
            review.replace("nodes=1000", "time=5"),
            "budget 'time=5' is not",
        ),
        (format!("{review} more"), "'more' follows the budget"),
        (review.replacen(" h", " z", 1), "moves:"),
        (review.replacen(" h", " hh", 1), "moves:"),
        (
            "review 15 renju h8h8 nodes=10".to_string(),
            "bad review request:",
        ),
        ("reviews 15".to_string(), "bad request: "),
    ];
    let mut worker = EngineWorker::default();
    for (text, expected) in cases {
        let (progress, reply) = answer_at_once(&mut worker, &text);
        assert_eq!(progress, Progress::Failed, "{text:?}: {reply}");
        assert!(reply.contains(expected), "{text:?}: {reply:?}");
        assert_eq!(worker.step(100), Progress::Failed);
    }
    // A move the rules refuse is the puzzle's answer, not a bad request.
    let (progress, reply) =
        answer_at_once(&mut worker, &hint.replace("hint", &format!("play={taken}")));
    assert_eq!(
        (progress, reply.as_str()),
        (Progress::Done, "refused occupied")
    );
}

#[test]
fn a_move_to_play_comes_from_the_opening_book_where_it_holds_the_position() {
    let one = board(&[(7, 7)]);
    let limits = Limits::nodes(3_000);
    let asked = SearchRequest::new(&one, Rule::Freestyle, Level::Master, limits, 5).to_play();
    let text = asked.to_text();
    assert!(text.ends_with(" book=1 moves=7,7"), "{text}");
    assert_eq!(SearchRequest::parse(&text), Ok(asked.clone()));

    // The worker answers with the book's move, every kept move a line, no node searched.
    let mut worker = EngineWorker::default();
    let (progress, reply) = run_in_worker(&mut worker, &text, 100);
    assert_eq!(progress, Progress::Done);
    let answer = parse_result(&reply).unwrap().expect("a move");
    assert_eq!(answer.nodes, 0);
    let book = gomoku::engine::book::answer(&one, Rule::Freestyle, 5).expect("in the book");
    assert_eq!(answer, book);

    // Searched instead: without the flag (hints, analysis), for more than one line, and
    // at a level that keeps no book.
    let searched = [
        SearchRequest {
            book: false,
            ..asked.clone()
        },
        asked.clone().with_multi_pv(2),
        SearchRequest {
            level: Level::Easy,
            ..asked.clone()
        },
    ];
    for request in searched {
        let result = request.search().unwrap().run().expect("a move");
        assert!(result.nodes > 0, "{}", request.to_text());
    }

    // Only 1 or 0.
    let err = SearchRequest::parse(&text.replace("book=1", "book=yes")).expect_err("book=yes");
    assert!(err.contains("book=yes: 1 or 0"), "{err}");
    assert!(
        !SearchRequest::parse(&text.replace("book=1", "book=0"))
            .unwrap()
            .book
    );
}

#[test]
fn masters_moves_in_the_worker_keep_their_table_through_a_hint() {
    // The bench's first game, past the opening book: the worker's second move reaches
    // the same depth in fewer nodes than a fresh worker's, a hint asked in between
    // notwithstanding.
    let game = gomoku::engine::bench::POSITIONS[0].2;
    let request = |stones: usize| {
        let limits = Limits::depth(8);
        SearchRequest::new(
            &board(&game[..stones]),
            Rule::Freestyle,
            Level::Master,
            limits,
            3,
        )
        .to_play()
    };
    let (first, next) = (request(10), request(12));
    let hint = SearchRequest {
        book: false,
        ..next.clone()
    };
    let mut worker = EngineWorker::default();
    run_in_worker(&mut worker, &first.to_text(), 4096);
    run_in_worker(&mut worker, &hint.to_text(), 4096);
    let (_, reply) = run_in_worker(&mut worker, &next.to_text(), 4096);
    let kept = parse_result(&reply).unwrap().expect("a move");
    let (_, reply) = run_in_worker(&mut EngineWorker::default(), &next.to_text(), 4096);
    let fresh = parse_result(&reply).unwrap().expect("a move");
    assert_eq!(kept.depth, fresh.depth);
    assert!(
        kept.nodes < fresh.nodes,
        "{} nodes with the kept table, {} without",
        kept.nodes,
        fresh.nodes
    );
}

#[test]
fn the_bench_job_answers_the_benchs_nodes_and_signature() {
    // Under node, tests/web/worker-jobs.mjs holds the wasm module's reply to the native
    // bench's signature.
    let report = gomoku::engine::bench::run();
    let (progress, reply) = run_in_worker(&mut EngineWorker::default(), " bench ", 100);
    assert_eq!(progress, Progress::Done, "{reply}");
    assert_eq!(
        reply,
        format!(
            "bench nodes={} signature={:016x}",
            report.nodes, report.signature
        )
    );
}
