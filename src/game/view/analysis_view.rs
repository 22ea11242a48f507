//! The analysis on the board: the engine's line as numbered translucent stones (up to
//! eight moves, alternating from the side to move) and its best few moves with their
//! scores as small labels, redrawn when the reading, the board, the layout or the switch
//! changes.

use bevy::prelude::*;

use crate::engine::RootLine;
use crate::game::computer::analysis::{AnalysisOn, Readings};
use crate::game::play::current_game::CurrentGame;
use crate::game::sets::GameSet;
use crate::game::view::board_text::BoardText;
use crate::game::view::board_view::Z_MARKERS;
use crate::game::view::layout::Layout;
use crate::game::view::look::Look;
use crate::rules::Stone;

/// Moves of the engine's line shown on the board.
pub const LINE_SHOWN: usize = 8;

/// An entity of the analysis overlay.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineStone {
    /// 1 for the move the engine would play now.
    pub number: usize,
}

/// A candidate move's score on the board (its text a `BoardText`), by rank: 1 is the best.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct CandidateLabel {
    pub rank: usize,
}

/// A score as players read it: pawns of a stone for the side to move ("+1.2"), or a
/// forced result ("#5": wins in 5 moves, "-#4": loses in 4).
pub fn score_text(line: &RootLine) -> String {
    use crate::engine::WIN_MIN;
    let plies_to_end = crate::engine::WIN - line.score.abs();
    if line.score.abs() >= WIN_MIN {
        let moves = (plies_to_end + 1).max(1) / 2;
        let sign = if line.score > 0 { "" } else { "-" };
        format!("{sign}#{moves}")
    } else {
        format!("{:+.1}", line.score as f32 / 100.0)
    }
}

/// Everything `draw_line` draws and so redraws.
type Drawn = Or<(With<LineStone>, With<CandidateLabel>)>;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_line
            .run_if(
                resource_changed::<Readings>
                    .or_else(resource_changed::<CurrentGame>)
                    .or_else(resource_changed::<AnalysisOn>)
                    .or_else(resource_changed::<Layout>),
            )
            .in_set(GameSet::View),
    );
}

fn draw_line(
    mut commands: Commands,
    drawn: Query<Entity, Drawn>,
    (on, readings, board, layout): (
        Res<AnalysisOn>,
        Res<Readings>,
        Res<CurrentGame>,
        Res<Layout>,
    ),
    look: Option<Res<Look>>,
) {
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let (Some(look), true) = (look, on.0) else {
        return;
    };
    let Some(reading) = readings.of(&board) else {
        return;
    };
    let mut side = reading.side;
    for (i, &pos) in reading.result.pv.iter().take(LINE_SHOWN).enumerate() {
        let number = i + 1;
        let (material, ink) = match side {
            Stone::Black => (&look.black_preview, Color::srgb(0.95, 0.95, 0.9)),
            Stone::White => (&look.white_preview, Color::srgb(0.1, 0.1, 0.1)),
        };
        let at = layout.world_of(pos);
        let size = Vec2::splat(layout.cell * 0.9);
        commands
            .spawn((
                LineStone { number },
                look.piece(material, at, size, Z_MARKERS + 1.0),
            ))
            .with_child(
                BoardText::new(number.to_string(), layout.cell * 0.4, ink).at(Vec2::ZERO, 0.1),
            );
        side = side.opponent();
    }
    // The best moves' scores, each in the square up and right of its point: clear of any
    // stone on the point (the line's own numbered stones included).
    let offset = Vec2::splat(layout.cell * 0.5);
    for (rank, line) in reading
        .result
        .lines
        .iter()
        .take(crate::game::computer::analysis::CANDIDATES)
        .enumerate()
    {
        let at = layout.world_of(line.best) + offset;
        commands.spawn((
            CandidateLabel { rank: rank + 1 },
            BoardText::new(
                score_text(line),
                layout.cell * 0.3,
                Color::srgb(0.55, 0.06, 0.03),
            )
            .at(at, Z_MARKERS + 2.0),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::WIN;
    use crate::rules::Pos;

    fn line(score: i32) -> RootLine {
        RootLine {
            best: Pos::new(7, 7),
            score,
            depth: 9,
            pv: vec![Pos::new(7, 7)],
        }
    }

    #[test]
    fn scores_read_as_stones_or_a_forced_result() {
        assert_eq!(score_text(&line(120)), "+1.2");
        assert_eq!(score_text(&line(-35)), "-0.3");
        assert_eq!(score_text(&line(WIN - 1)), "#1");
        assert_eq!(score_text(&line(WIN - 9)), "#5");
        assert_eq!(score_text(&line(-(WIN - 4))), "-#2");
    }
}
