//! Where the board sits in the window: a pure mapping between board points, world
//! coordinates and window (cursor) coordinates, recomputed when the window changes size.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::play::current_game::CurrentGame;
use crate::game::play::state::AppState;
use crate::game::puzzle::session::PuzzleSession;
use crate::game::sets::GameSet;
use crate::rules::Pos;

/// Room kept for the egui panel: on the left of a landscape window, on top of a portrait one.
pub const PANEL_WIDTH: f32 = 230.0;
/// A portrait panel (a phone held upright) is at least this tall: its title, status and two
/// rows of buttons, with the rest (the record) scrolling. It takes whatever the board,
/// as wide as the window, leaves (on a phone, room for finger-sized buttons), up to
/// `PANEL_MAX_SHARE` of the window, and the board sits directly under it.
pub const PANEL_HEIGHT: f32 = 250.0;
const PANEL_MAX_SHARE: f32 = 0.6;

/// A click counts for the nearest intersection within this fraction of a cell.
const CLICK_RADIUS: f32 = 0.48;

#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The window's logical size.
    pub window: Vec2,
    /// Lines on the board (15 or 19).
    pub size: usize,
    /// World position of the board's centre.
    pub center: Vec2,
    /// Distance between neighbouring lines, in logical pixels.
    pub cell: f32,
    /// The egui panel's strip of the window: the left edge of a landscape window, the top of
    /// a portrait one (a phone held upright).
    pub panel: Panel,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Panel {
    Left {
        width: f32,
    },
    Top {
        height: f32,
    },
    /// The start menu shows no panel: the board behind it is centred in the window.
    Hidden,
}

impl Default for Layout {
    fn default() -> Self {
        Layout::compute(Vec2::new(1280.0, 720.0), 15)
    }
}

impl Layout {
    /// Fits a board of `size` lines into the part of a `window` the panel leaves free.
    pub fn compute(window: Vec2, size: usize) -> Layout {
        Layout::fit(window, size, true)
    }

    /// Fits a board of `size` lines into the whole `window`, centred: behind the menu,
    /// which has no panel beside it.
    pub fn centred(window: Vec2, size: usize) -> Layout {
        Layout::fit(window, size, false)
    }

    fn fit(window: Vec2, size: usize, with_panel: bool) -> Layout {
        let window = window.max(Vec2::splat(1.0));
        let (panel, area_min) = if !with_panel {
            (Panel::Hidden, Vec2::ZERO)
        } else if window.x >= window.y {
            let width = PANEL_WIDTH.min(window.x * 0.4);
            (Panel::Left { width }, Vec2::new(width, 0.0))
        } else {
            let height = (window.y - window.x)
                .max(PANEL_HEIGHT)
                .min(window.y * PANEL_MAX_SHARE);
            (Panel::Top { height }, Vec2::new(0.0, height))
        };
        let area_size = window - area_min;
        let fitted = area_size.x.min(area_size.y).max(1.0);
        let side = fitted * 0.96;
        // Lines span size-1 cells; the wood extends one cell beyond them for coordinates.
        let cell = side / (size as f32 + 1.0);
        let mut screen_center = area_min + area_size / 2.0;
        if let Panel::Top { height } = panel {
            screen_center.y = height + fitted / 2.0;
        }
        Layout {
            window,
            size,
            center: screen_to_world(window, screen_center),
            cell,
            panel,
        }
    }

    /// Whether a window position falls on the panel rather than the board's area.
    pub fn on_panel(&self, screen: Vec2) -> bool {
        match self.panel {
            Panel::Left { width } => screen.x < width,
            Panel::Top { height } => screen.y < height,
            Panel::Hidden => false,
        }
    }

    /// Width of the wooden board, edge to edge.
    pub fn board_side(&self) -> f32 {
        self.cell * (self.size as f32 + 1.0)
    }

    /// World position of a board point; row 0 is the top row.
    pub fn world_of(&self, pos: Pos) -> Vec2 {
        let half = (self.size as f32 - 1.0) / 2.0;
        self.center + Vec2::new(pos.x as f32 - half, half - pos.y as f32) * self.cell
    }

    /// Window position (cursor coordinates, origin top left) of a board point.
    pub fn screen_of(&self, pos: Pos) -> Vec2 {
        world_to_screen(self.window, self.world_of(pos))
    }

    /// The intersection a click at window position `cursor` means, if it is close to one.
    pub fn point_at_screen(&self, cursor: Vec2) -> Option<Pos> {
        let world = screen_to_world(self.window, cursor);
        let half = (self.size as f32 - 1.0) / 2.0;
        let grid = (world - self.center) / self.cell;
        let (fx, fy) = (grid.x + half, half - grid.y);
        let (rx, ry) = (fx.round(), fy.round());
        let inside = |v: f32| v >= 0.0 && v <= self.size as f32 - 1.0;
        let near = (fx - rx).abs() <= CLICK_RADIUS && (fy - ry).abs() <= CLICK_RADIUS;
        (inside(rx) && inside(ry) && near && fx.is_finite() && fy.is_finite())
            .then(|| Pos::new(rx as u8, ry as u8))
    }
}

/// The 2D camera sits at the origin with one world unit per logical pixel.
pub fn screen_to_world(window: Vec2, screen: Vec2) -> Vec2 {
    Vec2::new(screen.x - window.x / 2.0, window.y / 2.0 - screen.y)
}

pub fn world_to_screen(window: Vec2, world: Vec2) -> Vec2 {
    Vec2::new(world.x + window.x / 2.0, window.y / 2.0 - world.y)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Layout>()
        .add_systems(Update, fit_layout.in_set(GameSet::Layout));
}

/// Recomputes the layout when the window or the board size changes; `set_if_neq` keeps
/// `Changed<Layout>` meaning "the board must be redrawn".
fn fit_layout(
    windows: Query<&Window, With<PrimaryWindow>>,
    board: Res<CurrentGame>,
    puzzle: Res<PuzzleSession>,
    state: Res<State<AppState>>,
    mut layout: ResMut<Layout>,
) {
    let Ok(window) = windows.single() else { return };
    let size = Vec2::new(window.width(), window.height());
    // A puzzle's board may be another size than the game's underneath.
    let lines = match (state.get(), &puzzle.run) {
        (AppState::Puzzle, Some(run)) => run.board().size(),
        _ => board.size(),
    };
    layout.set_if_neq(if *state.get() == AppState::Menu {
        Layout::centred(size, lines)
    } else {
        Layout::compute(size, lines)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board and the panel never overlap and the board stays inside the window.
    fn assert_fits(layout: &Layout) {
        let half = layout.board_side() / 2.0;
        let centre = world_to_screen(layout.window, layout.center);
        assert!(centre.x - half >= -0.01 && centre.x + half <= layout.window.x + 0.01);
        assert!(centre.y + half <= layout.window.y + 0.01);
        match layout.panel {
            Panel::Left { width } => assert!(centre.x - half >= width - 0.01),
            Panel::Top { height } => assert!(centre.y - half >= height - 0.01),
            Panel::Hidden => {}
        }
    }

    #[test]
    fn a_phone_held_upright_has_the_board_directly_under_a_compact_panel() {
        let phone = Layout::compute(Vec2::new(390.0, 844.0), 15);
        let Panel::Top { height } = phone.panel else {
            panic!("a portrait window has its panel on top: {:?}", phone.panel);
        };
        // The panel takes what the board leaves: no band above or below the board.
        assert!(height > PANEL_HEIGHT, "{height}");
        // The board is as wide as the phone allows, and its top edge meets the panel.
        assert!(phone.board_side() > 390.0 * 0.95);
        let top_edge = phone.screen_of(Pos::new(0, 0)).y - phone.cell;
        assert!(
            (top_edge - height).abs() < 390.0 * 0.03,
            "a band of {} px between the panel and the board",
            top_edge - height
        );
        let bottom_edge = top_edge + phone.board_side();
        assert!(
            844.0 - bottom_edge < 390.0 * 0.05,
            "{} px unused below the board",
            844.0 - bottom_edge
        );
        assert_fits(&phone);
    }

    #[test]
    fn every_window_shape_fits_the_board_beside_the_panel() {
        let windows = [
            (1280.0, 720.0),
            (700.0, 760.0),
            (390.0, 844.0),
            (200.0, 1000.0),
        ];
        for (w, h) in windows {
            for size in [15, 19] {
                assert_fits(&Layout::compute(Vec2::new(w, h), size));
            }
        }
        // A window minimised to nothing still gets a finite (if useless) layout.
        for (w, h) in [(0.0, 0.0), (1.0, 1.0), (3.0, 200.0)] {
            let layout = Layout::compute(Vec2::new(w, h), 15);
            assert!(layout.cell.is_finite() && layout.cell > 0.0);
        }
    }
}
