//! Renju forbidden points: hand-made positions for each rule, then the fast check in
//! `rules::renju` against a slow one written straight from the RIF definitions, on
//! thousands of random positions.

use std::collections::HashMap;
use std::time::Instant;

use gomoku::rules::renju::{Forbidden, forbidden, forbidden_points, makes_exact_five};
use gomoku::rules::{Board, Game, PlaceError, Pos, Rule, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// A 15x15 board from a picture: `X` black, `O` white, `.` empty, any other letter or `*`
/// an empty point to refer to by that character. Spaces are ignored; the picture is
/// centred on the board unless it is 15 wide or high already.
fn board(picture: &str) -> (Board, HashMap<char, Pos>) {
    let rows: Vec<Vec<char>> = picture
        .lines()
        .map(|line| {
            line.chars()
                .filter(|c| !c.is_whitespace())
                .collect::<Vec<_>>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    let size = 15;
    let height = rows.len();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    assert!(
        width <= size && height <= size,
        "picture larger than the board"
    );
    let (x0, y0) = ((size - width) / 2, (size - height) / 2);
    let mut board = Board::new(size);
    let mut marks = HashMap::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, &c) in row.iter().enumerate() {
            let pos = Pos::new((x0 + x) as u8, (y0 + y) as u8);
            match c {
                'X' => board.set(pos, Some(Stone::Black)),
                'O' => board.set(pos, Some(Stone::White)),
                '.' => {}
                _ => {
                    assert!(marks.insert(c, pos).is_none(), "mark {c} used twice");
                }
            }
        }
    }
    (board, marks)
}

/// The verdict for the point marked `*`.
fn at_star(picture: &str) -> Option<Forbidden> {
    let (board, marks) = board(picture);
    let pos = marks[&'*'];
    let fast = forbidden(&board, pos);
    assert_eq!(
        fast,
        reference::forbidden(&board, pos).0,
        "reference disagrees:\n{picture}"
    );
    fast
}

#[test]
fn simple_double_three() {
    let picture = "
        . . . . . . .
        . . . X . . .
        . . . X . . .
        . X X * . . .
        . . . . . . .
        . . . . . . .
    ";
    assert_eq!(at_star(picture), Some(Forbidden::DoubleThree));
}

#[test]
fn diagonal_double_three() {
    let picture = "
        . . . . . . .
        . X . . . X .
        . . X . X . .
        . . . * . . .
        . . . . . . .
        . . . . . . .
    ";
    assert_eq!(at_star(picture), Some(Forbidden::DoubleThree));
}

#[test]
fn broken_threes_make_a_double_three() {
    // `.X.XX.` across and down.
    let picture = "
        . . . . . . . .
        . . . . X . . .
        . . . . . . . .
        . X . X * . . .
        . . . . X . . .
        . . . . . . . .
        . . . . . . . .
    ";
    assert_eq!(at_star(picture), Some(Forbidden::DoubleThree));
}

#[test]
fn blocked_three_is_no_three() {
    // White right against the three: it can only become a four that is not straight.
    let picture = "
        . . . . . . .
        . . . X . . .
        . . . X . . .
        O X X * . . .
        . . . . . . .
        . . . . . . .
    ";
    assert_eq!(at_star(picture), None);
    // Both sides closed one point off: `O.XX*.O` has room for five but no straight four.
    let picture = "
        . . . . . . . .
        . . . . X . . .
        . . . . X . . .
        O . X X * . O .
        . . . . . . . .
        . . . . . . . .
    ";
    assert_eq!(at_star(picture), None);
    // Closed one point off on one side only: `.XX*.O` still becomes `.XXXX.` on the left.
    let picture = "
        . . . . . . . .
        . . . X . . . .
        . . . X . . . .
        . X X * . O . .
        . . . . . . . .
        . . . . . . . .
    ";
    assert_eq!(at_star(picture), Some(Forbidden::DoubleThree));
}

#[test]
fn the_board_edge_blocks_a_three() {
    // A three down the column of `*` (column `col`), and `across` on the row of `*`,
    // which starts at the left edge of the board.
    let picture = |across: &str, col: usize| {
        let mut rows = vec![". ".repeat(15); 15];
        for row in &mut rows[5..7] {
            row.replace_range(2 * col..2 * col + 1, "X");
        }
        rows[7] = format!("{across}{}", ". ".repeat(15 - across.len() / 2));
        rows.join("\n")
    };
    // `|XX*` can only become `|XXXX.`: no straight four.
    assert_eq!(at_star(&picture("X X * ", 2)), None);
    // `|.XX*` becomes `|.XXXX.`, five on either side: a three.
    assert_eq!(
        at_star(&picture(". X X * ", 3)),
        Some(Forbidden::DoubleThree)
    );
    // `|X.X*` can only become `|XXXX.` too.
    assert_eq!(at_star(&picture("X . X * ", 3)), None);
    // The column three alone is no double-three.
    assert_eq!(at_star(&picture(". . . * ", 3)), None);
}

#[test]
fn four_three_is_allowed() {
    let picture = "
        . . . . . . .
        . . . O . . .
        . . . X . . .
        . . . X . . .
        . X X * . . .
        . . . X . . .
        . . . . . . .
    ";
    assert_eq!(at_star(picture), None);
}

#[test]
fn double_four_in_two_lines() {
    let picture = "
        . . . . . . . .
        . . . . O . . .
        . . . . X . . .
        . . . . X . . .
        O X X X * . . .
        . . . . X . . .
        . . . . . . . .
    ";
    assert_eq!(at_star(picture), Some(Forbidden::DoubleFour));
    // Fours closed at both ends count the same.
    let picture = "
        . . . . . . . .
        . . . . O . . .
        . . . . X . . .
        . . . . X . . .
        O X X X * . O .
        . . . . X . . .
        . . . . . . . .
        . . . . O . . .
    ";
    assert_eq!(at_star(picture), Some(Forbidden::DoubleFour));
}

#[test]
fn double_four_in_one_line() {
    assert_eq!(at_star("X . X * X . X"), Some(Forbidden::DoubleFour));
    assert_eq!(at_star("X X . X * . X X"), Some(Forbidden::DoubleFour));
    assert_eq!(at_star("X X X . * . X X X"), Some(Forbidden::DoubleFour));
    // A straight four is one four, not two.
    assert_eq!(at_star(". . X X * X . ."), None);
    // One side's five would be an overline: only one four.
    assert_eq!(at_star("X X . X * . X X X"), None);
}

#[test]
fn overline() {
    assert_eq!(at_star(". X X * X X X ."), Some(Forbidden::Overline));
    assert_eq!(at_star("X X X X X * ."), Some(Forbidden::Overline));
    assert_eq!(at_star("X X X X X X X * X"), Some(Forbidden::Overline));
    // Six with a gap is no overline (and a four, not a five).
    assert_eq!(at_star(". X X * X . X ."), None);
}

#[test]
fn five_wins_over_everything() {
    // Five across, and fours down and diagonally.
    let picture = "
        . . . . . . . .
        X . . . X . . .
        . X . . X . . .
        . . X . X . . .
        . . . . . . . .
        X X X X * . . .
        . . . . . . . .
    ";
    let (board, marks) = board(picture);
    assert!(makes_exact_five(&board, marks[&'*']));
    assert_eq!(at_star(picture), None);
    // Five across, an overline down.
    let picture = "
        . . . . . . .
        . . . . X . .
        . . . . X . .
        . . . . X . .
        X X X X * . .
        . . . . X . .
        . . . . X . .
        . . . . . . .
    ";
    assert_eq!(at_star(picture), None);
    // Five across, a double-three elsewhere.
    let picture = "
        . . . . . . .
        . . . . . . .
        . . . . X . .
        . . . . X . .
        X X X X * . .
        . . . X . . .
        . . X . . . .
        . . . . . . .
    ";
    assert_eq!(at_star(picture), None);
}

#[test]
fn three_whose_only_straight_four_is_forbidden_is_no_three() {
    // `O.XX*a..`: the three across can only become straight at `a`, and `a` (with `*`
    // played) would also make a four down the column: a double-four, forbidden. So the
    // double-three at `*` is only one three: allowed (RIF 9.3).
    let picture = "
        . . . . . . . . .
        . . . . . X . . .
        . . . . . X . . .
        . O . X X * a . .
        . . . . . . X . .
        . . . . . . X . .
        . . . . . . X . .
        . . . . . . . . .
    ";
    let (b, marks) = board(picture);
    let mut with_star = b.clone();
    with_star.set(marks[&'*'], Some(Stone::Black));
    assert_eq!(
        forbidden(&with_star, marks[&'a']),
        Some(Forbidden::DoubleFour)
    );
    assert_eq!(at_star(picture), None);
    // Without the four down the column, `a` is fine and the double-three stands.
    let picture = "
        . . . . . . . . .
        . . . . . X . . .
        . . . . . X . . .
        . O . X X * a . .
        . . . . . . . . .
        . . . . . . X . .
        . . . . . . X . .
        . . . . . . . . .
    ";
    assert_eq!(at_star(picture), Some(Forbidden::DoubleThree));
}

#[test]
fn three_whose_only_straight_four_is_an_overline_point() {
    // `a` would put six in a column.
    let picture = "
        . . . . . . . . .
        . . . . . . X . .
        . . . . . X X . .
        . . . . . X X . .
        . O . X X * a . .
        . . . . . . X . .
        . . . . . . X . .
        . . . . . . . . .
    ";
    assert_eq!(at_star(picture), None);
}

#[test]
fn three_whose_straight_four_point_also_makes_five_is_no_three() {
    // RIF: a three is three stones to which one more makes a straight four "without at
    // the same time a five in a row being made". `a` makes five down the column.
    let picture = "
        . . . . . . . . .
        . . . . . . X . .
        . . . . . X X . .
        . . . . . X X . .
        . O . X X * a . .
        . . . . . . X . .
        . . . . . . O . .
        . . . . . . . . .
    ";
    assert_eq!(at_star(picture), None);
}

#[test]
fn three_with_one_forbidden_end_is_still_a_three() {
    // The open three across can become straight at `a` (a double-four point) or at `b`
    // (fine): it is a three, and the move is a double-three.
    let picture = "
        . . . . . . . . . .
        . . . . . . X . . .
        . . . . . . X . . .
        . . . a X X * b . .
        . . . X . . . . . .
        . . . X . . . . . .
        . . . X . . . . . .
        . . . . . . . . . .
    ";
    let (b, marks) = board(picture);
    let mut with_star = b.clone();
    with_star.set(marks[&'*'], Some(Stone::Black));
    assert_eq!(
        forbidden(&with_star, marks[&'a']),
        Some(Forbidden::DoubleFour)
    );
    assert_eq!(forbidden(&with_star, marks[&'b']), None);
    assert_eq!(at_star(picture), Some(Forbidden::DoubleThree));
}

/// Two levels of RIF 9.3. The three across `*` can only become straight at `a`. `a` makes
/// a straight four across and, on its face, threes down (only via `b`) and up-right. `b`,
/// with `*` and `a` played, makes a four down and a four across: a double-four. So `a`'s
/// three down is no three, `a` is only a four-three (allowed), the three across `*` is
/// real, and with the three down `*` the move is a double-three.
const DEEP: &str = "
    . . . . . . . . . . . .
    . . . . . . O . . . . .
    . . . . . . . . . . . .
    . . . . . X X . X . . .
    . . . . . X X X . . . .
    . O . X X * a . . . . .
    . . . . . . b . X X X .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
";

#[test]
fn deep_recursion_forbidden() {
    let (board, marks) = board(DEEP);
    let (star, a, b) = (marks[&'*'], marks[&'a'], marks[&'b']);
    let mut after = board.clone();
    after.set(star, Some(Stone::Black));
    after.set(a, Some(Stone::Black));
    assert_eq!(forbidden(&after, b), Some(Forbidden::DoubleFour));
    after.set(a, None);
    assert_eq!(forbidden(&after, a), None, "a is a four-three");
    assert_eq!(at_star(DEEP), Some(Forbidden::DoubleThree));
}

#[test]
fn deep_recursion_allowed() {
    // Take one stone from `b`'s four across: `b` is now a four-three, allowed; `a`'s
    // three down is real, `a` a double-three (with a four), forbidden; so the three
    // across `*` is no three and `*` is allowed.
    let picture = DEEP.replace("b . X X X .", "b . X X . .");
    let (board, marks) = board(&picture);
    let (star, a, b) = (marks[&'*'], marks[&'a'], marks[&'b']);
    let mut after = board.clone();
    after.set(star, Some(Stone::Black));
    assert_eq!(forbidden(&after, a), Some(Forbidden::DoubleThree));
    after.set(a, Some(Stone::Black));
    assert_eq!(forbidden(&after, b), None);
    assert_eq!(at_star(&picture), None);
}

#[test]
fn occupied_points_are_not_forbidden() {
    let (board, marks) = board(". X X * X X X .");
    let star = marks[&'*'];
    let left = Pos::new(star.x - 1, star.y);
    assert_eq!(forbidden(&board, left), None);
    assert_eq!(forbidden(&board, Pos::new(20, 3)), None);
}

#[test]
fn forbidden_points_lists_them_all() {
    let picture = "
        . . . . . . . . . .
        . X X * X X X . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . X . .
        . . . . . . . X . .
        . . . . . X X . . .
        . . . . . . . . . .
        . . . . . . . . . .
    ";
    let (board, marks) = board(picture);
    let points = forbidden_points(&board);
    assert!(points.contains(&(marks[&'*'], Forbidden::Overline)));
    let slow: Vec<(Pos, Forbidden)> = board
        .empty_points()
        .filter_map(|p| reference::forbidden(&board, p).0.map(|f| (p, f)))
        .collect();
    assert_eq!(points, slow);
    // Double-three where the two pairs meet, bottom right.
    assert!(
        points.iter().any(|&(_, f)| f == Forbidden::DoubleThree),
        "{points:?}"
    );
}

#[test]
fn game_refuses_forbidden_moves_for_black_only() {
    let (picture, marks) = board(
        "
        . . . . . . .
        . . . X . . .
        . . . X . . .
        . X X * . . .
        . . . . . . .
        . . . . . . .
    ",
    );
    let star = marks[&'*'];
    let stones = picture.moves().to_vec();
    let far: Vec<Pos> = (0..5).map(|i| Pos::new(14, 2 * i)).collect();
    for rule in Rule::ALL {
        // Black plays the picture, white answers far away.
        let mut game = Game::new(15, rule);
        for (&b, &w) in stones.iter().zip(&far) {
            game.place(b).unwrap();
            game.place(w).unwrap();
        }
        let expected = match rule {
            Rule::Renju => Err(PlaceError::Forbidden(Forbidden::DoubleThree)),
            _ => Ok(()),
        };
        assert_eq!(game.check(star), expected, "{rule:?}");
        assert_eq!(game.place(star).map(|_| ()), expected);
        // White plays the picture: white is never restricted.
        let mut game = Game::new(15, rule);
        for (&w, &b) in stones.iter().zip(&far) {
            game.place(b).unwrap();
            game.place(w).unwrap();
        }
        game.place(far[4]).unwrap();
        assert_eq!(game.to_move(), Stone::White);
        assert_eq!(game.check(star), Ok(()), "{rule:?}");
    }
}

/// A random position with a dense cluster of black stones, some white among them, and a
/// few stones anywhere; clusters may sit against the edge.
fn random_board(rng: &mut Xoshiro256PlusPlus) -> Board {
    let size = 15;
    let mut board = Board::new(size);
    let cx: i32 = rng.random_range(0..size as i32);
    let cy: i32 = rng.random_range(0..size as i32);
    let spread: i32 = rng.random_range(2..=4);
    let blacks: usize = rng.random_range(5..=24);
    let whites: usize = rng.random_range(0..=blacks / 2 + 1);
    let mut place = |rng: &mut Xoshiro256PlusPlus, stone: Stone, near: bool| {
        let (x, y) = if near {
            (
                cx + rng.random_range(-spread..=spread),
                cy + rng.random_range(-spread..=spread),
            )
        } else {
            (
                rng.random_range(0..size as i32),
                rng.random_range(0..size as i32),
            )
        };
        if (0..size as i32).contains(&x) && (0..size as i32).contains(&y) {
            let pos = Pos::new(x as u8, y as u8);
            if board.get(pos).is_none() {
                board.set(pos, Some(stone));
            }
        }
    };
    for _ in 0..blacks {
        place(rng, Stone::Black, true);
    }
    for _ in 0..whites {
        place(rng, Stone::White, true);
    }
    for _ in 0..rng.random_range(0..4) {
        let stone = if rng.random_bool(0.5) {
            Stone::Black
        } else {
            Stone::White
        };
        place(rng, stone, false);
    }
    board
}

#[test]
fn fast_check_matches_the_definitions_on_random_positions() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x05ee_d4e7);
    let started = Instant::now();
    let positions = 3000;
    let mut points = 0usize;
    let mut found: HashMap<Forbidden, usize> = HashMap::new();
    // Points where two threes show but RIF 9.3 leaves fewer than two: the recursion at work.
    let mut saved_by_9_3 = 0usize;
    // Points where a three was judged by a recursion two or more stones deep.
    let mut deep = 0usize;
    for _ in 0..positions {
        let board = random_board(&mut rng);
        // Every forbidden point has black within two points of it, so only those are
        // worth the slow check's time.
        let near_black = |pos: Pos| {
            board.points().any(|p| {
                board.get(p) == Some(Stone::Black)
                    && p.x.abs_diff(pos.x) <= 2
                    && p.y.abs_diff(pos.y) <= 2
            })
        };
        let points_to_try: Vec<Pos> = board.empty_points().filter(|&p| near_black(p)).collect();
        for pos in points_to_try {
            let (slow, stats) = reference::forbidden(&board, pos);
            let fast = forbidden(&board, pos);
            if fast != slow {
                let mut picture = String::new();
                for y in 0..15u8 {
                    for x in 0..15u8 {
                        let p = Pos::new(x, y);
                        picture.push(match board.get(p) {
                            _ if p == pos => '*',
                            Some(Stone::Black) => 'X',
                            Some(Stone::White) => 'O',
                            None => '.',
                        });
                        picture.push(' ');
                    }
                    picture.push('\n');
                }
                panic!("fast {fast:?}, definitions {slow:?} at *:\n{picture}");
            }
            points += 1;
            if let Some(why) = slow {
                *found.entry(why).or_default() += 1;
            }
            if stats.threes_on_face >= 2 && slow.is_none() {
                saved_by_9_3 += 1;
            }
            if stats.depth >= 2 {
                deep += 1;
            }
        }
    }
    let elapsed = started.elapsed();
    println!(
        "{positions} positions, {points} points, forbidden: {found:?}, saved by 9.3: \
         {saved_by_9_3}, deep: {deep}, {elapsed:?}"
    );
    for why in [
        Forbidden::DoubleThree,
        Forbidden::DoubleFour,
        Forbidden::Overline,
    ] {
        assert!(
            found.get(&why).copied().unwrap_or(0) >= 100,
            "too few {why}: {found:?}"
        );
    }
    assert!(
        saved_by_9_3 >= 10,
        "RIF 9.3 hardly exercised: {saved_by_9_3}"
    );
    assert!(deep >= 1, "no recursion two stones deep");
}

/// The slow check, straight from the RIF definitions and sharing nothing with the fast
/// one: its own grid, whole lines walked edge to edge, every empty point of a line tried.
mod reference {
    use gomoku::rules::renju::Forbidden;
    use gomoku::rules::{Board, Pos, Stone};

    const EMPTY: u8 = 0;
    const BLACK: u8 = 1;
    const WHITE: u8 = 2;
    const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Verdict {
        Five,
        Forbidden(Forbidden),
        Allowed,
    }

    #[derive(Clone, Copy, Debug, Default)]
    pub struct Stats {
        /// Lines with a three before RIF 9.3 is applied.
        pub threes_on_face: usize,
        /// How many stones deep the recursion went.
        pub depth: usize,
    }

    struct Grid {
        size: i32,
        cells: Vec<u8>,
    }

    impl Grid {
        fn at(&self, x: i32, y: i32) -> Option<u8> {
            (x >= 0 && y >= 0 && x < self.size && y < self.size)
                .then(|| self.cells[(y * self.size + x) as usize])
        }

        fn put(&mut self, (x, y): (i32, i32), v: u8) {
            self.cells[(y * self.size + x) as usize] = v;
        }

        /// All points of the line through `p` along `d`, from one edge to the other.
        fn line(&self, p: (i32, i32), d: (i32, i32)) -> Vec<(i32, i32)> {
            let mut start = p;
            while self.at(start.0 - d.0, start.1 - d.1).is_some() {
                start = (start.0 - d.0, start.1 - d.1);
            }
            let mut points = Vec::new();
            let mut q = start;
            while self.at(q.0, q.1).is_some() {
                points.push(q);
                q = (q.0 + d.0, q.1 + d.1);
            }
            points
        }

        /// The black stones in an unbroken row through `p` (black) along `d`.
        fn row(&self, p: (i32, i32), d: (i32, i32)) -> Vec<(i32, i32)> {
            let line = self.line(p, d);
            let i = line.iter().position(|&q| q == p).unwrap();
            let mut lo = i;
            while lo > 0 && self.at(line[lo - 1].0, line[lo - 1].1) == Some(BLACK) {
                lo -= 1;
            }
            let mut hi = i;
            while hi + 1 < line.len() && self.at(line[hi + 1].0, line[hi + 1].1) == Some(BLACK) {
                hi += 1;
            }
            line[lo..=hi].to_vec()
        }

        fn empties(&self, p: (i32, i32), d: (i32, i32)) -> Vec<(i32, i32)> {
            self.line(p, d)
                .into_iter()
                .filter(|q| self.at(q.0, q.1) == Some(EMPTY))
                .collect()
        }

        /// With black on `p`: the empty points of the line that give a five through `p`.
        fn five_points(&mut self, p: (i32, i32), d: (i32, i32)) -> Vec<(i32, i32)> {
            let mut points = Vec::new();
            for q in self.empties(p, d) {
                self.put(q, BLACK);
                let row = self.row(p, d);
                if row.len() == 5 && row.contains(&q) {
                    points.push(q);
                }
                self.put(q, EMPTY);
            }
            points
        }

        fn makes_five(&self, p: (i32, i32)) -> bool {
            DIRS.iter().any(|&d| self.row(p, d).len() == 5)
        }

        /// Black on the empty point `p`, judged; the grid is left as it was.
        fn judge(&mut self, p: (i32, i32), stats: &mut Stats, depth: usize) -> Verdict {
            stats.depth = stats.depth.max(depth);
            self.put(p, BLACK);
            let verdict = self.judge_placed(p, stats, depth);
            self.put(p, EMPTY);
            verdict
        }

        fn judge_placed(&mut self, p: (i32, i32), stats: &mut Stats, depth: usize) -> Verdict {
            if self.makes_five(p) {
                return Verdict::Five;
            }
            if DIRS.iter().any(|&d| self.row(p, d).len() >= 6) {
                return Verdict::Forbidden(Forbidden::Overline);
            }
            // Fours: distinct sets of four stones (with `p`) that one more makes five.
            let mut fours = 0;
            for &d in &DIRS {
                let mut sets: Vec<Vec<(i32, i32)>> = Vec::new();
                for q in self.five_points(p, d) {
                    self.put(q, BLACK);
                    let mut set = self.row(p, d);
                    self.put(q, EMPTY);
                    set.retain(|&s| s != q);
                    if !sets.contains(&set) {
                        sets.push(set);
                    }
                }
                fours += sets.len();
            }
            if fours >= 2 {
                return Verdict::Forbidden(Forbidden::DoubleFour);
            }
            // Threes: a stone on `q` makes an unbroken four through `p` and `q` that has
            // two five points; it must not make a five at the same time, nor be forbidden.
            let mut on_face = 0;
            let mut real = 0;
            for &d in &DIRS {
                let mut any = false;
                let mut good = false;
                for q in self.empties(p, d) {
                    self.put(q, BLACK);
                    let row = self.row(p, d);
                    let straight =
                        row.len() == 4 && row.contains(&q) && self.five_points(p, d).len() >= 2;
                    let five = straight && self.makes_five(q);
                    self.put(q, EMPTY);
                    if straight {
                        any = true;
                        if !five && self.judge(q, stats, depth + 1) == Verdict::Allowed {
                            good = true;
                        }
                    }
                }
                on_face += usize::from(any);
                real += usize::from(good);
            }
            if depth == 0 {
                stats.threes_on_face = on_face;
            }
            if real >= 2 {
                Verdict::Forbidden(Forbidden::DoubleThree)
            } else {
                Verdict::Allowed
            }
        }
    }

    /// The verdict for black on `pos`, and how it was reached.
    pub fn forbidden(board: &Board, pos: Pos) -> (Option<Forbidden>, Stats) {
        let size = board.size() as i32;
        let mut grid = Grid {
            size,
            cells: vec![EMPTY; (size * size) as usize],
        };
        for y in 0..size {
            for x in 0..size {
                grid.cells[(y * size + x) as usize] = match board.get(Pos::new(x as u8, y as u8)) {
                    Some(Stone::Black) => BLACK,
                    Some(Stone::White) => WHITE,
                    None => EMPTY,
                };
            }
        }
        let mut stats = Stats::default();
        if grid.at(pos.x as i32, pos.y as i32) != Some(EMPTY) {
            return (None, stats);
        }
        let verdict = grid.judge((pos.x as i32, pos.y as i32), &mut stats, 0);
        match verdict {
            Verdict::Forbidden(why) => (Some(why), stats),
            _ => (None, stats),
        }
    }
}
