//! The end-of-game box never hides the winning five or the last move: fives along every
//! edge and through the middle, in all four directions, on desktop, tablet and phone
//! windows, each with the box where `clear_spot` puts it.

use bevy::prelude::*;
use gomoku::game::view::clear_spot::clear_spot;
use gomoku::game::view::layout::Layout;
use gomoku::rules::Pos;

const WINDOWS: [(f32, f32); 6] = [
    (1280.0, 720.0), // desktop
    (1024.0, 768.0), // small desktop
    (768.0, 1024.0), // tablet upright
    (360.0, 640.0),  // phone upright
    (390.0, 844.0),  // phone upright
    (844.0, 390.0),  // phone on its side
];

/// The box's size as egui lays it out: English and Chinese, and a wide one.
const BOXES: [(f32, f32); 3] = [(320.0, 120.0), (280.0, 110.0), (360.0, 130.0)];

/// Every five of the board that touches an edge or the centre, in the four directions.
fn fives(size: usize) -> Vec<Vec<Pos>> {
    let n = size as i32;
    let mut fives = Vec::new();
    for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
        for y in 0..n {
            for x in 0..n {
                let line: Vec<(i32, i32)> = (0..5).map(|i| (x + dx * i, y + dy * i)).collect();
                let on_board = line
                    .iter()
                    .all(|&(px, py)| (0..n).contains(&px) && (0..n).contains(&py));
                let touches = line.iter().any(|&(px, py)| {
                    px == 0 || py == 0 || px == n - 1 || py == n - 1 || (px == n / 2 && py == n / 2)
                });
                if on_board && touches {
                    fives.push(
                        line.iter()
                            .map(|&(px, py)| Pos::new(px as u8, py as u8))
                            .collect(),
                    );
                }
            }
        }
    }
    fives
}

#[test]
fn the_result_box_never_covers_a_stone_of_the_five() {
    let mut checked = 0;
    for (w, h) in WINDOWS {
        for size in [15, 19] {
            let layout = Layout::compute(Vec2::new(w, h), size);
            for (bw, bh) in BOXES {
                // egui wraps a box's buttons to the window's width, margins kept.
                let box_size = Vec2::new(bw.min(w - 16.0), bh);
                for five in fives(size) {
                    let spot = clear_spot(&layout, box_size, &five)
                        .unwrap_or_else(|| panic!("no room in {w}x{h} for a five {five:?}"));
                    for &pos in &five {
                        assert!(
                            !spot.covers(&layout, pos),
                            "{w}x{h}, {size}x{size}: the box {spot:?} covers {pos:?} of {five:?}"
                        );
                    }
                    assert!(spot.min.x >= 0.0 && spot.min.y >= 0.0);
                    assert!(spot.max().x <= w && spot.max().y <= h);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn a_lone_last_move_anywhere_and_the_renju_five_on_the_h_file_stay_in_sight() {
    let layout = Layout::compute(Vec2::new(1280.0, 720.0), 15);
    let size = Vec2::new(320.0, 120.0);
    for y in 0..15 {
        for x in 0..15 {
            let last = Pos::new(x, y);
            let spot = clear_spot(&layout, size, &[last]).unwrap();
            assert!(!spot.covers(&layout, last));
        }
    }
    // The renju game won h9-h13 (rows 2 to 6 from the top): the box is not at the top.
    let five: Vec<Pos> = (2..7).map(|y| Pos::new(7, y)).collect();
    let spot = clear_spot(&layout, size, &five).unwrap();
    assert!(five.iter().all(|&p| !spot.covers(&layout, p)), "{spot:?}");
}
