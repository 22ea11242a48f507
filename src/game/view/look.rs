//! The textures the board is drawn with, painted in code: shaded stones and plain discs and
//! rings for markers at startup, the surface of the chosen board theme when it is first
//! shown. No image files to load or ship.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::game::play::setup::Preferences;
use crate::game::sets::GameSet;
use crate::game::view::board_theme::BoardTheme;

/// Side of the square stone and marker textures, in texels.
const STONE_TEXELS: u32 = 128;

/// The materials board pieces are drawn with, all on one shared unit square mesh scaled
/// per entity. (Mesh2d rather than Sprite: with Bevy 0.20 on Mesa's lavapipe each Sprite
/// leaked memory every frame, about 13 MB/s per sprite; the mesh path does not.)
#[derive(Resource, Debug, Clone)]
pub struct Look {
    pub quad: Handle<Mesh>,
    pub black_stone: Handle<ColorMaterial>,
    pub white_stone: Handle<ColorMaterial>,
    /// The board's surface, lines and star points in the chosen theme, whose ink the
    /// coordinates are written in (`show_board_theme` switches them).
    pub surface: Handle<ColorMaterial>,
    pub ink: Handle<ColorMaterial>,
    pub star: Handle<ColorMaterial>,
    pub theme: BoardTheme,
    /// Each theme's surface, painted the first time it is shown.
    surfaces: HashMap<BoardTheme, Handle<Image>>,
    pub last_move: Handle<ColorMaterial>,
    pub winning_ring: Handle<ColorMaterial>,
    pub hint_ring: Handle<ColorMaterial>,
    /// A red cross on the points black may not play under renju.
    pub forbidden: Handle<ColorMaterial>,
    /// The keyboard's cursor: a square frame, dark outside and light inside, so that it
    /// shows on the wood and on stones of either colour.
    pub cursor_frame: Handle<ColorMaterial>,
    /// The translucent stones of the hover preview.
    pub black_preview: Handle<ColorMaterial>,
    pub white_preview: Handle<ColorMaterial>,
}

/// How much of a previewed stone shows: clearly a suggestion, not a stone.
const PREVIEW_ALPHA: f32 = 0.5;

impl Look {
    /// A piece of the board: `material` on a `size` rectangle centred on `at`, at depth `z`.
    pub fn piece(
        &self,
        material: &Handle<ColorMaterial>,
        at: Vec2,
        size: Vec2,
        z: f32,
    ) -> impl Bundle + use<> {
        (
            Mesh2d(self.quad.clone()),
            MeshMaterial2d(material.clone()),
            Transform::from_translation(at.extend(z)).with_scale(size.extend(1.0)),
        )
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, paint_textures).add_systems(
        Update,
        show_board_theme
            .before(GameSet::View)
            .run_if(resource_changed::<Preferences>),
    );
}

fn paint_textures(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    // Coloured by the board theme (`show_board_theme`).
    let surface = materials.add(ColorMaterial::default());
    let ink = materials.add(ColorMaterial::default());
    let mut textured = |size: u32, tint: Color, paint: &dyn Fn(f32, f32) -> [u8; 4]| {
        let texture = images.add(texture(size, paint));
        materials.add(ColorMaterial {
            color: tint,
            texture: Some(texture),
            ..default()
        })
    };
    let disc = |u: f32, v: f32| with_alpha([255; 3], coverage(radius(u, v), 0.5));
    let ring = |u: f32, v: f32| {
        let r = radius(u, v);
        with_alpha([255; 3], coverage(r, 0.5).min(1.0 - coverage(r, 0.38)))
    };
    let cross = |u: f32, v: f32| {
        // Two diagonal bars, soft-edged like the discs.
        let bar = |d: f32| ((0.09 - d.abs()) * STONE_TEXELS as f32 + 0.5).clamp(0.0, 1.0);
        let inside = coverage(radius(u, v), 0.45);
        with_alpha([255; 3], bar(u - v).max(bar(u + v - 1.0)) * inside)
    };
    // The marks are told apart by shape, not only by colour (issue 39, checked in greyscale):
    // the last move a dot with a light rim (seen on a black stone without its red), the
    // winning line rings with dark edges (seen on a white stone without their gold), a
    // forbidden point a cross.
    let rimmed_dot = |u: f32, v: f32| {
        let r = radius(u, v);
        let rgb = if r < 0.36 {
            [217, 38, 26]
        } else {
            [255, 250, 240]
        };
        with_alpha(rgb, coverage(r, 0.5))
    };
    let edged_ring = |u: f32, v: f32| {
        let r = radius(u, v);
        let rgb = if (0.405..0.475).contains(&r) {
            [255, 199, 26]
        } else {
            [70, 45, 10]
        };
        with_alpha(rgb, coverage(r, 0.5).min(1.0 - coverage(r, 0.36)))
    };
    let frame = |u: f32, v: f32| {
        let edge = u.min(v).min(1.0 - u).min(1.0 - v);
        let rgb = if edge < 0.06 {
            [20, 20, 24]
        } else {
            [255, 255, 255]
        };
        with_alpha(rgb, if edge < 0.12 { 1.0 } else { 0.0 })
    };
    let preview_tint = Color::WHITE.with_alpha(PREVIEW_ALPHA);
    let look = Look {
        black_stone: textured(STONE_TEXELS, Color::WHITE, &|u, v| stone_texel(u, v, false)),
        white_stone: textured(STONE_TEXELS, Color::WHITE, &|u, v| stone_texel(u, v, true)),
        black_preview: textured(STONE_TEXELS, preview_tint, &|u, v| stone_texel(u, v, false)),
        white_preview: textured(STONE_TEXELS, preview_tint, &|u, v| stone_texel(u, v, true)),
        surface,
        star: textured(STONE_TEXELS, Color::WHITE, &disc),
        theme: BoardTheme::default(),
        surfaces: HashMap::default(),
        last_move: textured(STONE_TEXELS, Color::WHITE, &rimmed_dot),
        winning_ring: textured(STONE_TEXELS, Color::WHITE, &edged_ring),
        hint_ring: textured(STONE_TEXELS, Color::srgb(0.2, 0.55, 1.0), &ring),
        forbidden: textured(STONE_TEXELS, Color::srgb(0.8, 0.1, 0.08), &cross),
        cursor_frame: textured(STONE_TEXELS, Color::WHITE, &frame),
        ink,
        quad: meshes.add(Rectangle::new(1.0, 1.0)),
    };
    commands.insert_resource(look);
}

/// Shows the board in the player's theme: the surface (painted now if it is the first time)
/// and the ink. The materials change in place, so the board's entities stay; `Look` is
/// changed only when the theme is, and then the coordinates are redrawn in the new ink.
fn show_board_theme(
    preferences: Res<Preferences>,
    mut look: ResMut<Look>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut shown: Local<Option<BoardTheme>>,
) {
    let theme = preferences.board_theme;
    if *shown == Some(theme) {
        return;
    }
    *shown = Some(theme);
    let surface = look
        .surfaces
        .entry(theme)
        .or_insert_with(|| images.add(texture(theme.texels(), &|u, v| theme.surface_texel(u, v))))
        .clone();
    if let Some(mut material) = materials.get_mut(&look.surface) {
        material.texture = Some(surface);
    }
    for ink in [&look.ink, &look.star] {
        if let Some(mut material) = materials.get_mut(ink) {
            material.color = theme.ink();
        }
    }
    look.theme = theme;
}

/// An sRGB texture of `size` texels square; `paint` gets texel centres in 0..1.
fn texture(size: u32, paint: &dyn Fn(f32, f32) -> [u8; 4]) -> Image {
    let data = (0..size * size)
        .flat_map(|i| {
            let u = ((i % size) as f32 + 0.5) / size as f32;
            let v = ((i / size) as f32 + 0.5) / size as f32;
            paint(u, v)
        })
        .collect();
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn radius(u: f32, v: f32) -> f32 {
    ((u - 0.5).powi(2) + (v - 0.5).powi(2)).sqrt()
}

/// 1 inside `edge`, 0 outside, with a one-texel soft edge so stones are not jagged.
fn coverage(r: f32, edge: f32) -> f32 {
    ((edge - r) * STONE_TEXELS as f32 + 0.5).clamp(0.0, 1.0)
}

fn with_alpha(rgb: [u8; 3], alpha: f32) -> [u8; 4] {
    [rgb[0], rgb[1], rgb[2], (alpha * 255.0) as u8]
}

/// A stone lit from the upper left: a bright spot fading into the body colour, darker at
/// the rim, and a soft shadow offset down-right so it sits on the wood.
pub fn stone_texel(u: f32, v: f32, white: bool) -> [u8; 4] {
    let r = radius(u, v);
    let body = coverage(r, 0.46);
    let shadow = coverage(radius(u - 0.03, v - 0.03), 0.47) * 0.35;
    let light = 1.0 - (radius(u + 0.14, v + 0.14) / 0.55).clamp(0.0, 1.0);
    let rim = (r / 0.46).clamp(0.0, 1.0).powi(3);
    let (base, highlight, edge) = if white {
        (0.86, 1.0, 0.68)
    } else {
        (0.10, 0.52, 0.02)
    };
    let shade = (base + (highlight - base) * light.powf(if white { 1.5 } else { 3.0 }))
        * (1.0 - rim)
        + edge * rim;
    let grey = (shade.clamp(0.0, 1.0) * 255.0) as u8;
    let tint = if white {
        [grey, grey, grey.saturating_sub(6)]
    } else {
        [grey, grey, grey.saturating_add(4)]
    };
    // Stone over shadow: the shadow only shows where the body does not cover.
    let alpha = body + shadow * (1.0 - body);
    let rgb = tint.map(|c| (c as f32 * body / alpha.max(1e-3)) as u8);
    with_alpha(rgb, alpha)
}

/// The window's icon, `size` texels square in RGBA: a corner of the wooden board, five lines
/// each way with two black and two white stones (the web page's icons, drawn by
/// scripts/make-icons.py, show the same).
pub fn icon_rgba(size: u32) -> Vec<u8> {
    const LINES: f32 = 5.0;
    const STONES: [((f32, f32), bool); 4] = [
        ((1.0, 2.0), false),
        ((2.0, 1.0), true),
        ((2.0, 2.0), false),
        ((3.0, 1.0), true),
    ];
    let side = size as f32;
    let margin = side * 0.14;
    let step = (side - 2.0 * margin) / (LINES - 1.0);
    let line_half = (side / 96.0).max(1.0);
    let over = |below: [f32; 3], above: [f32; 3], alpha: f32| {
        [0, 1, 2].map(|c| below[c] * (1.0 - alpha) + above[c] * alpha)
    };
    let on_line = |p: f32| {
        let t = (p - margin) / step;
        (t - t.round()).abs() * step <= line_half
    };
    let inside = |p: f32| (margin - line_half..=side - margin + line_half).contains(&p);
    let ink = BoardTheme::Wood.ink().to_srgba();
    let ink = [ink.red, ink.green, ink.blue].map(|c| c * 255.0);
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    for i in 0..size * size {
        let (x, y) = ((i % size) as f32 + 0.5, (i / size) as f32 + 0.5);
        let wood = BoardTheme::Wood.surface_texel(x / side, y / side);
        let mut rgb = [wood[0], wood[1], wood[2]].map(f32::from);
        if inside(x) && inside(y) && (on_line(x) || on_line(y)) {
            rgb = over(rgb, ink, 0.85);
        }
        for ((cx, cy), white) in STONES {
            let u = (x - (margin + cx * step)) / step + 0.5;
            let v = (y - (margin + cy * step)) / step + 0.5;
            if (0.0..=1.0).contains(&u) && (0.0..=1.0).contains(&v) {
                let stone = stone_texel(u, v, white);
                rgb = over(
                    rgb,
                    [0, 1, 2].map(|c| f32::from(stone[c])),
                    stone[3] as f32 / 255.0,
                );
            }
        }
        pixels.extend(rgb.map(|c| c as u8));
        pixels.push(255);
    }
    pixels
}
