//! The rules core: fives in every direction and place, overlines per rule, draws, and
//! refused placements.

use gomoku::rules::{DIRECTIONS, Game, Outcome, PlaceError, Pos, Rule, Stone};

/// Plays black on `black` and white on `white`, alternating, black first.
fn play(size: usize, rule: Rule, black: &[Pos], white: &[Pos]) -> Game {
    let mut game = Game::new(size, rule);
    for i in 0..black.len().max(white.len()) {
        if game.is_over() {
            break;
        }
        if let Some(&b) = black.get(i) {
            game.place(b).unwrap_or_else(|e| panic!("black {b}: {e}"));
        }
        if let Some(&w) = white.get(i)
            && !game.is_over()
        {
            game.place(w).unwrap_or_else(|e| panic!("white {w}: {e}"));
        }
    }
    game
}

/// `n` points from `start` along `dir`.
fn line(start: Pos, dir: (i32, i32), n: i32, size: usize) -> Vec<Pos> {
    (0..n)
        .map(|k| start.offset(dir, k, size).expect("line stays on the board"))
        .collect()
}

/// White stones far from everything, never in line with one another.
fn scattered_white(size: usize, avoid: &[Pos], n: usize) -> Vec<Pos> {
    let mut out = Vec::new();
    let mut k = 0u32;
    while out.len() < n {
        k += 1;
        let p = Pos::new(
            ((k * 7) % size as u32) as u8,
            ((k * 11 + k / 3) % size as u32) as u8,
        );
        let near =
            |q: &Pos| (q.x as i32 - p.x as i32).abs() <= 1 && (q.y as i32 - p.y as i32).abs() <= 1;
        let clash = avoid.iter().any(near)
            || out.iter().any(|q: &Pos| {
                q.x == p.x
                    || q.y == p.y
                    || (q.x as i32 - p.x as i32).abs() == (q.y as i32 - p.y as i32).abs()
            });
        if !clash {
            out.push(p);
        }
    }
    out
}

fn winner(game: &Game) -> Option<Stone> {
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) => Some(*winner),
        _ => None,
    }
}

#[test]
fn five_wins_in_all_four_directions_everywhere() {
    for size in [15, 19] {
        for dir in DIRECTIONS {
            for y in 0..size as u8 {
                for x in 0..size as u8 {
                    let start = Pos::new(x, y);
                    if start.offset(dir, 4, size).is_none() {
                        continue;
                    }
                    let black = line(start, dir, 5, size);
                    let white = scattered_white(size, &black, 4);
                    let game = play(size, Rule::Freestyle, &black, &white);
                    assert_eq!(
                        winner(&game),
                        Some(Stone::Black),
                        "size {size}, {dir:?} from {start}"
                    );
                    let Some(Outcome::Win { line: won, .. }) = game.outcome() else {
                        unreachable!()
                    };
                    let mut won = won.clone();
                    let mut expected = black.clone();
                    won.sort();
                    expected.sort();
                    assert_eq!(won, expected);
                }
            }
        }
    }
}

#[test]
fn the_fifth_stone_may_close_the_middle_of_the_line() {
    let size = 15;
    let full = line(Pos::new(0, 14), (1, -1), 5, size); // corner to corner diagonal start
    let black = vec![full[0], full[1], full[3], full[4], full[2]];
    let white = scattered_white(size, &full, 4);
    let game = play(size, Rule::Standard, &black, &white);
    assert_eq!(winner(&game), Some(Stone::Black));
}

#[test]
fn four_is_not_enough() {
    let size = 15;
    let black = line(Pos::new(14, 0), (0, 1), 4, size);
    let white = scattered_white(size, &black, 4);
    let game = play(size, Rule::Freestyle, &black, &white);
    assert_eq!(game.outcome(), None);
}

#[test]
fn overline_wins_in_freestyle_but_not_in_standard() {
    let size = 15;
    let six = line(Pos::new(2, 7), (1, 0), 6, size);
    // The sixth stone joins two groups (3 + 2) into six: no five was ever made before it.
    let order = vec![six[0], six[1], six[2], six[4], six[5], six[3]];
    let white = scattered_white(size, &six, 6);
    let free = play(size, Rule::Freestyle, &order, &white);
    assert_eq!(winner(&free), Some(Stone::Black));
    let Some(Outcome::Win { line: won, .. }) = free.outcome() else {
        unreachable!()
    };
    assert_eq!(won.len(), 6, "the whole overline is the winning line");
    let standard = play(size, Rule::Standard, &order, &white);
    assert_eq!(
        standard.outcome(),
        None,
        "six in a row does not win in standard"
    );
    // Renju: white's overline wins.
    let white_six = line(Pos::new(2, 9), (1, 0), 6, size);
    let white_order = vec![
        white_six[0],
        white_six[1],
        white_six[2],
        white_six[4],
        white_six[5],
        white_six[3],
    ];
    let black_moves = scattered_white(size, &white_six, 7);
    let renju = play(size, Rule::Renju, &black_moves, &white_order);
    assert_eq!(winner(&renju), Some(Stone::White));
}

#[test]
fn a_full_board_without_five_is_a_draw() {
    // Columns in pairs: x = 0,1 black on even rows... a pattern with no five for either side:
    // colour by ((x / 2) + y) % 2 breaks every line within four.
    let size = 5;
    let colour = |p: Pos| {
        if (p.x as usize / 2 + p.y as usize).is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        }
    };
    let points: Vec<Pos> = (0..size as u8)
        .flat_map(|y| (0..size as u8).map(move |x| Pos::new(x, y)))
        .collect();
    let mut black: Vec<Pos> = points
        .iter()
        .copied()
        .filter(|&p| colour(p) == Stone::Black)
        .collect();
    let mut white: Vec<Pos> = points
        .iter()
        .copied()
        .filter(|&p| colour(p) == Stone::White)
        .collect();
    // Black moves first, so black needs the one extra point of an odd board.
    assert_eq!(
        black.len(),
        white.len() + 1,
        "pattern must suit alternating play"
    );
    black.sort();
    white.sort();
    let game = play(size, Rule::Freestyle, &black, &white);
    assert!(game.board().is_full());
    assert_eq!(game.outcome(), Some(&Outcome::Draw));
}

#[test]
fn illegal_placements_are_refused_and_change_nothing() {
    let mut game = Game::new(15, Rule::Freestyle);
    game.place(Pos::new(7, 7)).unwrap();
    let before = game.clone();
    assert_eq!(game.place(Pos::new(7, 7)), Err(PlaceError::Occupied));
    assert_eq!(game.place(Pos::new(15, 3)), Err(PlaceError::OffBoard));
    assert_eq!(game.place(Pos::new(3, 200)), Err(PlaceError::OffBoard));
    assert_eq!(game, before);
    // After a win nothing more may be played.
    let mut won = Game::from_moves(
        15,
        Rule::Freestyle,
        &[
            Pos::new(0, 0),
            Pos::new(0, 1),
            Pos::new(1, 0),
            Pos::new(1, 1),
            Pos::new(2, 0),
            Pos::new(2, 1),
            Pos::new(3, 0),
            Pos::new(3, 1),
            Pos::new(4, 0),
        ],
    )
    .unwrap();
    assert_eq!(winner(&won), Some(Stone::Black));
    assert_eq!(won.place(Pos::new(9, 9)), Err(PlaceError::GameOver));
}

#[test]
fn undo_then_redo_restores_the_same_game() {
    let moves = [
        Pos::new(7, 7),
        Pos::new(8, 8),
        Pos::new(6, 6),
        Pos::new(9, 9),
        Pos::new(5, 5),
    ];
    let mut game = Game::from_moves(15, Rule::Freestyle, &moves).unwrap();
    let original = game.clone();
    assert_eq!(game.undo(), Some(Pos::new(5, 5)));
    assert_eq!(game.undo(), Some(Pos::new(9, 9)));
    assert_eq!(game.to_move(), Stone::White);
    assert_eq!(game.redo(), Some(Pos::new(9, 9)));
    assert_eq!(game.redo(), Some(Pos::new(5, 5)));
    assert_eq!(game.redo(), None);
    assert_eq!(game, original);
    // A new move after an undo forgets the redo branch.
    game.undo();
    game.place(Pos::new(0, 0)).unwrap();
    assert!(!game.can_redo());
}

#[test]
fn redo_to_the_end_brings_back_a_resignation_and_a_new_move_forgets_it() {
    let moves = [Pos::new(7, 7), Pos::new(8, 8), Pos::new(7, 8)];
    let mut game = Game::from_moves(15, Rule::Freestyle, &moves).unwrap();
    game.lose_on_time(Stone::White).unwrap();
    let ending = Some(Outcome::OutOfTime {
        loser: Stone::White,
    });
    game.undo();
    game.undo();
    assert_eq!(game.outcome(), None);
    game.redo();
    assert_eq!(game.outcome(), None, "not yet at the end");
    game.redo();
    assert_eq!(game.outcome().cloned(), ending);
    // Taking back the ending itself and the stones, then redoing, brings it back too.
    assert!(game.take_back_ending());
    game.undo();
    game.redo();
    assert_eq!(game.outcome().cloned(), ending);
    // A different move after undo starts another line: no ending waits at its end.
    game.undo();
    game.place(Pos::new(0, 0)).unwrap();
    game.undo();
    game.redo();
    assert_eq!(game.outcome(), None);
}
