//! The board's surfaces, painted in code: wood with a grain grown from noise, a cream paper,
//! and a dark slate. A theme is the surface and the ink its lines and coordinates are drawn
//! in; the player picks one in the menu and the settings keep it.

use bevy::prelude::*;

use crate::i18n::Msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BoardTheme {
    #[default]
    Wood,
    Paper,
    Slate,
}

impl BoardTheme {
    pub const ALL: [BoardTheme; 3] = [BoardTheme::Wood, BoardTheme::Paper, BoardTheme::Slate];

    /// The settings file's word for it.
    pub fn code(self) -> &'static str {
        match self {
            BoardTheme::Wood => "wood",
            BoardTheme::Paper => "paper",
            BoardTheme::Slate => "slate",
        }
    }

    pub fn from_code(code: &str) -> Option<BoardTheme> {
        BoardTheme::ALL
            .into_iter()
            .find(|theme| theme.code() == code)
    }

    /// What the menu calls it.
    pub fn name(self) -> Msg {
        match self {
            BoardTheme::Wood => Msg::BoardLookWood,
            BoardTheme::Paper => Msg::BoardLookPaper,
            BoardTheme::Slate => Msg::BoardLookSlate,
        }
    }

    /// Lines, star points and coordinates.
    pub fn ink(self) -> Color {
        match self {
            BoardTheme::Wood => Color::srgb(0.16, 0.11, 0.06),
            BoardTheme::Paper => Color::srgb(0.24, 0.21, 0.19),
            BoardTheme::Slate => Color::srgb(0.70, 0.72, 0.74),
        }
    }

    /// Side of the square surface texture, in texels: the wood's fibres want the detail.
    pub fn texels(self) -> u32 {
        match self {
            BoardTheme::Wood => 512,
            BoardTheme::Paper | BoardTheme::Slate => 256,
        }
    }

    /// The surface's colour at (u, v) in 0..1, the texture stretched over the whole board.
    pub fn surface_texel(self, u: f32, v: f32) -> [u8; 4] {
        let rgb = match self {
            BoardTheme::Wood => wood(u, v),
            BoardTheme::Paper => paper(u, v),
            BoardTheme::Slate => slate(u, v),
        };
        let byte = |c: f32| (c.clamp(0.0, 1.0) * 255.0) as u8;
        [byte(rgb[0]), byte(rgb[1]), byte(rgb[2]), 255]
    }
}

/// Planks of kaya-like wood: growth rings running down the board, bent by low-frequency
/// noise so no two are alike, darker late-wood lines, fine fibres along the grain and broad
/// patches of colour.
fn wood(u: f32, v: f32) -> [f32; 3] {
    let bend = fbm(u * 2.5, v * 0.9, 11, 4) * 3.2;
    let rings = u * 13.0 + bend;
    let late_wood = ((rings * std::f32::consts::TAU).sin() * 0.5 + 0.5).powi(5);
    let fibres = value_noise(u * 260.0, v * 5.0, 12);
    let patches = fbm(u * 3.0, v * 3.0, 13, 3) - 0.5;
    let dark = late_wood * 0.13 + fibres * 0.06 + patches * 0.10;
    let base = [0.87, 0.70, 0.43];
    [
        base[0] * (1.0 - dark),
        base[1] * (1.0 - dark * 1.2),
        base[2] * (1.0 - dark * 1.5),
    ]
}

/// Cream paper: a faint cloudiness and short fibres, nothing to distract from the stones.
fn paper(u: f32, v: f32) -> [f32; 3] {
    let cloud = fbm(u * 8.0, v * 8.0, 21, 4) - 0.5;
    let fibres = (value_noise(u * 180.0, v * 60.0, 22) - 0.5) * 0.5;
    let shade = 1.0 - cloud * 0.05 - fibres * 0.03;
    [0.90 * shade, 0.84 * shade, 0.70 * shade]
}

/// Dark slate: mottled blue-grey with fine speckles.
fn slate(u: f32, v: f32) -> [f32; 3] {
    let mottle = fbm(u * 5.0, v * 5.0, 31, 4) - 0.5;
    let speckle = (value_noise(u * 200.0, v * 200.0, 32) - 0.5) * 0.5;
    let shade = 1.0 + mottle * 0.18 + speckle * 0.08;
    [0.26 * shade, 0.29 * shade, 0.32 * shade]
}

/// A pseudo-random value in 0..1 for an integer lattice point: the same on every machine,
/// so the board looks the same everywhere.
fn lattice(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343)
        ^ (y as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0xff_ffff) as f32 / 0xff_ffff as f32
}

/// Smooth value noise in 0..1: the lattice values blended with a smoothstep.
fn value_noise(x: f32, y: f32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let smooth = |t: f32| t * t * (3.0 - 2.0 * t);
    let (tx, ty) = (smooth(x - x0), smooth(y - y0));
    let (xi, yi) = (x0 as i32, y0 as i32);
    let top = lattice(xi, yi, seed) * (1.0 - tx) + lattice(xi + 1, yi, seed) * tx;
    let bottom = lattice(xi, yi + 1, seed) * (1.0 - tx) + lattice(xi + 1, yi + 1, seed) * tx;
    top * (1.0 - ty) + bottom * ty
}

/// Fractal noise in 0..1: `octaves` layers of value noise, each twice as fine and half as
/// strong as the one before.
fn fbm(x: f32, y: f32, seed: u32, octaves: u32) -> f32 {
    let (mut sum, mut weight, mut total) = (0.0, 1.0, 0.0);
    for octave in 0..octaves {
        let scale = (1 << octave) as f32;
        sum += value_noise(x * scale, y * scale, seed + octave) * weight;
        total += weight;
        weight *= 0.5;
    }
    sum / total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_name_each_theme_once() {
        for theme in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_code(theme.code()), Some(theme));
        }
        assert_eq!(BoardTheme::from_code("marble"), None);
    }

    #[test]
    fn noise_stays_in_range_and_varies() {
        let samples: Vec<f32> = (0..400)
            .map(|i| fbm(i as f32 * 0.37, i as f32 * 0.11, 5, 4))
            .collect();
        assert!(samples.iter().all(|s| (0.0..=1.0).contains(s)));
        let (lo, hi) = samples
            .iter()
            .fold((1.0f32, 0.0f32), |(lo, hi), &s| (lo.min(s), hi.max(s)));
        assert!(hi - lo > 0.3, "noise too flat: {lo}..{hi}");
    }

    /// The grain is noise, not stripes: two columns of the wood a ring apart differ.
    #[test]
    fn wood_rings_are_not_regular_stripes() {
        let column = |u: f32| -> Vec<[u8; 4]> {
            (0..64)
                .map(|i| BoardTheme::Wood.surface_texel(u, i as f32 / 64.0))
                .collect()
        };
        let (a, b) = (column(0.30), column(0.30 + 1.0 / 13.0));
        let differing = a.iter().zip(&b).filter(|(x, y)| x != y).count();
        assert!(differing > 48, "only {differing} of 64 texels differ");
    }

    /// Stones must stand out on every surface: the surface's brightness stays well away
    /// from a black stone's and a white stone's.
    #[test]
    fn every_surface_contrasts_with_both_stones() {
        for theme in BoardTheme::ALL {
            let [r, g, b, _] = theme.surface_texel(0.5, 0.5);
            let light = (r as u32 + g as u32 + b as u32) / 3;
            assert!((50..=215).contains(&light), "{theme:?}: {light}");
        }
    }
}
