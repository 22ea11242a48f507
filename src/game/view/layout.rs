//! Where the board sits in the window: a pure mapping between board points, world
//! coordinates and window (cursor) coordinates, recomputed when the window changes size.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use tracing::info;

use crate::game::play::current_game::CurrentGame;
use crate::game::play::state::AppState;
use crate::game::puzzle::session::PuzzleSession;
use crate::game::sets::GameSet;
use crate::rules::Pos;

/// Room kept for the egui panel: on the left of a landscape window.
pub const PANEL_WIDTH: f32 = 230.0;
/// A portrait window (a phone held upright) puts the board first, as wide as the window,
/// between a strip on top (what the player must see: whose move, the clocks, the last
/// notice, a pick that is due; as tall as the panel measured it on the frame before, see
/// `PortraitStrip`) and a bar of finger-sized icon buttons at the bottom. What is left
/// between the board and the bar holds the rest of the panel (the sheet), which "More"
/// opens over the board.
pub const STRIP_HEIGHT: f32 = 64.0;
pub const BAR_HEIGHT: f32 = 56.0;

/// The portrait strip's height as the panel last drew it, and whether the sheet is open
/// over the board: the egui side's measure, for the layout to fit the board to.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct PortraitStrip {
    pub height: f32,
    pub sheet_open: bool,
}

impl Default for PortraitStrip {
    fn default() -> Self {
        PortraitStrip {
            height: STRIP_HEIGHT,
            sheet_open: false,
        }
    }
}

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
    /// The egui panel's part of the window: the left edge of a landscape window, above and
    /// below the board in a portrait one (a phone held upright).
    pub panel: Panel,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Panel {
    Left {
        width: f32,
    },
    /// The strip above the board and everything below it (the sheet and the bar); with
    /// the sheet open, everything under the strip.
    Portrait {
        top: f32,
        bottom: f32,
        sheet_open: bool,
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
    /// Fits a board of `size` lines into the part of a `window` the panel leaves free (in
    /// portrait, with the default strip).
    pub fn compute(window: Vec2, size: usize) -> Layout {
        Layout::fit(window, size, Some(PortraitStrip::default()))
    }

    /// As `compute`, with the portrait strip as the panel measured it.
    pub fn with_strip(window: Vec2, size: usize, strip: PortraitStrip) -> Layout {
        Layout::fit(window, size, Some(strip))
    }

    /// Fits a board of `size` lines into the whole `window`, centred: behind the menu,
    /// which has no panel beside it.
    pub fn centred(window: Vec2, size: usize) -> Layout {
        Layout::fit(window, size, None)
    }

    fn fit(window: Vec2, size: usize, strip: Option<PortraitStrip>) -> Layout {
        let window = window.max(Vec2::splat(1.0));
        let (panel, area_min, area_size) = match strip {
            None => (Panel::Hidden, Vec2::ZERO, window),
            Some(_) if window.x >= window.y => {
                let width = PANEL_WIDTH.min(window.x * 0.4);
                let area_min = Vec2::new(width, 0.0);
                (Panel::Left { width }, area_min, window - area_min)
            }
            Some(strip) => {
                // The strip and the bar take at most half the window between them.
                let top = strip.height.clamp(0.0, window.y * 0.35);
                let bar = BAR_HEIGHT.min(window.y * 0.15);
                let band = Vec2::new(window.x, (window.y - top - bar).max(1.0));
                let side = band.x.min(band.y);
                let panel = Panel::Portrait {
                    top,
                    bottom: window.y - top - side,
                    sheet_open: strip.sheet_open,
                };
                (panel, Vec2::new(0.0, top), Vec2::new(window.x, side))
            }
        };
        let fitted = area_size.x.min(area_size.y).max(1.0);
        let side = fitted * 0.96;
        // Lines span size-1 cells; the wood extends one cell beyond them for coordinates.
        let cell = side / (size as f32 + 1.0);
        let screen_center = area_min + area_size / 2.0;
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
            Panel::Portrait {
                top,
                bottom,
                sheet_open,
            } => screen.y < top || sheet_open || screen.y > self.window.y - bottom,
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
        .init_resource::<PortraitStrip>()
        .add_systems(Update, fit_layout.in_set(GameSet::Layout));
}

/// Recomputes the layout when the window or the board size changes; `set_if_neq` keeps
/// `Changed<Layout>` meaning "the board must be redrawn".
fn fit_layout(
    windows: Query<&Window, With<PrimaryWindow>>,
    strip: Res<PortraitStrip>,
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
    let fitted = if *state.get() == AppState::Menu {
        Layout::centred(size, lines)
    } else {
        Layout::with_strip(size, lines, *strip)
    };
    if layout.set_if_neq(fitted) {
        // Where the board is, for the end-to-end tests to aim at (a portrait strip is as
        // tall as its text).
        let centre = world_to_screen(fitted.window, fitted.center);
        let (cx, cy, cell) = (centre.x, centre.y, fitted.cell);
        let (w, h) = (fitted.window.x, fitted.window.y);
        info!("board: centre {cx:.1},{cy:.1} cell {cell:.2} in {w:.0}x{h:.0}");
    }
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
            Panel::Portrait { top, bottom, .. } => {
                assert!(centre.y - half >= top - 0.01);
                assert!(centre.y + half <= layout.window.y - bottom + 0.01);
            }
            Panel::Hidden => {}
        }
    }

    #[test]
    fn a_phone_held_upright_gives_the_board_its_width_between_the_strip_and_the_bar() {
        for (w, h) in [(360.0, 640.0), (390.0, 844.0)] {
            let phone = Layout::compute(Vec2::new(w, h), 15);
            let Panel::Portrait { top, bottom, .. } = phone.panel else {
                panic!(
                    "a portrait window has the portrait layout: {:?}",
                    phone.panel
                );
            };
            assert_eq!(top, STRIP_HEIGHT);
            // The board is as wide as the phone, its top edge on the strip.
            assert!(phone.board_side() > w * 0.95, "{}", phone.board_side());
            let top_edge = phone.screen_of(Pos::new(0, 0)).y - phone.cell;
            assert!(
                (top_edge - top).abs() < w * 0.03,
                "{top_edge} under a {top} strip"
            );
            // The band the board sits in, between the strip and the bar, is most of the
            // screen, and what lies under the board is the panel's (sheet and bar).
            assert!((h - top - BAR_HEIGHT) / h >= 0.6);
            assert!(bottom >= BAR_HEIGHT);
            assert!(phone.on_panel(Vec2::new(w / 2.0, h - 10.0)));
            assert!(!phone.on_panel(phone.screen_of(Pos::new(7, 14))));
            assert_fits(&phone);
        }
    }

    #[test]
    fn an_open_sheet_takes_every_touch_below_the_strip() {
        let strip = PortraitStrip {
            height: 80.0,
            sheet_open: true,
        };
        let phone = Layout::with_strip(Vec2::new(390.0, 844.0), 15, strip);
        let centre = phone.screen_of(Pos::new(7, 7));
        assert!(phone.on_panel(centre));
        let top_edge = phone.screen_of(Pos::new(0, 0)).y - phone.cell;
        assert!(
            (top_edge - 80.0).abs() < 12.0,
            "the measured strip moves the board down"
        );
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
