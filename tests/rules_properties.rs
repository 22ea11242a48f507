//! Properties of the rules on random games: a five is found wherever it is and however it
//! was completed, and undo followed by redo gives back exactly the same game.

use gomoku::rules::{DIRECTIONS, Game, Outcome, Pos, Rule, Stone};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn random_empty(game: &Game, rng: &mut Xoshiro256PlusPlus) -> Option<Pos> {
    let empty: Vec<Pos> = game.board().empty_points().collect();
    (!empty.is_empty()).then(|| empty[rng.random_range(0..empty.len())])
}

#[test]
fn undo_then_redo_restores_the_same_game() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    for round in 0..500 {
        let size = if round % 2 == 0 { 15 } else { 19 };
        let rule = Rule::ALL[round % 3];
        let mut game = Game::new(size, rule);
        for _ in 0..rng.random_range(1..120) {
            let Some(p) = random_empty(&game, &mut rng) else {
                break;
            };
            // Forbidden points (renju) are refused; any other refusal is a bug.
            if let Err(e) = game.place(p) {
                assert!(
                    matches!(
                        e,
                        gomoku::rules::PlaceError::Forbidden(_)
                            | gomoku::rules::PlaceError::GameOver
                    ),
                    "{e}"
                );
                if game.is_over() {
                    break;
                }
            }
        }
        let original = game.clone();
        let back = rng.random_range(0..=game.board().stone_count());
        for _ in 0..back {
            assert!(game.undo().is_some());
        }
        for _ in 0..back {
            assert!(game.redo().is_some(), "round {round}: redo failed");
        }
        assert_eq!(
            game, original,
            "round {round}: undo {back} then redo changed the game"
        );
    }
}

#[test]
fn a_five_is_found_wherever_it_stands_and_whichever_stone_completes_it() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    let mut checked = 0;
    for _ in 0..2_000 {
        let size = if rng.random_range(0..2) == 0 { 15 } else { 19 };
        let dir = DIRECTIONS[rng.random_range(0..4)];
        let start = Pos::new(
            rng.random_range(0..size as u8),
            rng.random_range(0..size as u8),
        );
        let Some(line) = (0..5)
            .map(|k| start.offset(dir, k, size))
            .collect::<Option<Vec<Pos>>>()
        else {
            continue;
        };
        let last = rng.random_range(0..5);
        // Black plays the line, completing it with stone `last`; white plays random points
        // off the line; scattered extra black stones may join in (overlines are fine under
        // freestyle).
        let mut order: Vec<Pos> = line
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != last)
            .map(|(_, &p)| p)
            .collect();
        order.push(line[last]);
        let mut game = Game::new(size, Rule::Freestyle);
        let mut black_moves = order.into_iter();
        let mut won = false;
        while let Some(b) = black_moves.next() {
            if game.board().get(b).is_some() {
                break; // White happened to take a line point: skip this layout.
            }
            game.place(b).unwrap();
            if let Some(Outcome::Win {
                winner,
                line: won_line,
            }) = game.outcome()
            {
                assert_eq!(*winner, Stone::Black);
                assert!(
                    line.iter().all(|p| won_line.contains(p)),
                    "the winning line holds the five"
                );
                assert!(
                    black_moves.next().is_none(),
                    "won only with the last stone of the line"
                );
                won = true;
                break;
            }
            let w = loop {
                let p = random_empty(&game, &mut rng).unwrap();
                if !line.contains(&p) {
                    break p;
                }
            };
            game.place(w).unwrap();
            if game.is_over() {
                break; // White won by chance: a valid game, not this property's concern.
            }
        }
        if won {
            checked += 1;
        }
    }
    assert!(checked > 1_000, "only {checked} fives were checked");
}
