//! The analysis in the overlay: the switch, the verdict with the depth reached, the
//! evaluation graph (with the coach's graded mistakes marked on it), and the
//! evaluation bar (black's share of the position), beside the board in a landscape window
//! and across the panel in a portrait one.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::theme;
use crate::game::computer::analysis::{AnalysisOn, Reading, Readings};
use crate::game::computer::graph::EvalGraph;
use crate::game::computer::hint::verdict;
use crate::game::messages::{GameCommand, ReviewStep};
use crate::game::play::current_game::CurrentGame;
use crate::game::play::grades::GradeCache;
use crate::game::view::analysis_view::score_text;
use crate::game::view::layout::{Layout, Panel};
use crate::i18n::{Lang, Msg};

const BAR_THICKNESS: f32 = 14.0;
const BLACK: egui::Color32 = egui::Color32::from_rgb(24, 22, 20);
const WHITE: egui::Color32 = egui::Color32::from_rgb(236, 232, 222);

/// The panel's part: the switch, what the engine says, and (portrait) the bar.
pub fn analysis_section(
    ui: &mut egui::Ui,
    (on, readings, graph, board): (&AnalysisOn, &Readings, &EvalGraph, &CurrentGame),
    grades: &GradeCache,
    portrait: bool,
    commands: &mut MessageWriter<GameCommand>,
    lang: Lang,
) {
    let say = |msg: Msg| msg.text(lang);
    let mut wanted = on.0;
    if ui.checkbox(&mut wanted, say(Msg::Analysis)).changed() {
        commands.write(GameCommand::SetAnalysis(wanted));
    }
    if !on.0 {
        return;
    }
    // The coach's graded mistakes, by the position each move leads to.
    let mistakes: Vec<usize> = grades.of_game(board).map_or_else(Vec::new, |review| {
        review
            .moves
            .iter()
            .filter(|m| m.grade.is_error())
            .map(|m| m.ply + 1)
            .collect()
    });
    graph_chart(ui, graph, (board, &mistakes), commands, lang);
    if board.is_over() {
        return;
    }
    match readings.of(board) {
        Some(reading) => {
            let line = Msg::AnalysisVerdict {
                verdict: verdict(&reading.result, reading.side),
                depth: reading.result.depth,
            };
            ui.label(egui::RichText::new(say(line)).color(theme::READING));
            // The best moves, as on the board.
            let candidates: Vec<String> = reading
                .result
                .lines
                .iter()
                .take(crate::game::computer::analysis::CANDIDATES)
                .map(|line| {
                    let point = crate::notation::pos_to_text(line.best, board.size());
                    format!("{point} {}", score_text(line))
                })
                .collect();
            ui.label(
                egui::RichText::new(candidates.join("   "))
                    .monospace()
                    .small(),
            );
            if portrait {
                let (rect, _) = ui.allocate_exact_size(
                    egui::vec2(ui.available_width(), BAR_THICKNESS),
                    egui::Sense::hover(),
                );
                paint_bar(ui.painter(), rect, reading, false);
            }
        }
        None => {
            ui.label(egui::RichText::new(say(Msg::AnalysisWaiting)).italics());
        }
    }
}

/// The bar beside the board, in the strip between the panel and the wood (landscape).
pub fn bar_beside_board(
    mut contexts: EguiContexts,
    (on, readings, board, layout): (
        Res<AnalysisOn>,
        Res<Readings>,
        Res<CurrentGame>,
        Res<Layout>,
    ),
) -> Result {
    let (true, Panel::Left { .. }) = (on.0, layout.panel) else {
        return Ok(());
    };
    let Some(reading) = readings.of(&board).filter(|_| !board.is_over()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let side = layout.cell * (layout.size as f32 + 1.0);
    let centre = crate::game::view::layout::world_to_screen(layout.window, layout.center);
    let left = centre.x - side / 2.0 - BAR_THICKNESS - 10.0;
    let top = centre.y - side / 2.0;
    let rect = egui::Rect::from_min_size(egui::pos2(left, top), egui::vec2(BAR_THICKNESS, side));
    let painter = ctx.layer_painter(egui::LayerId::background());
    paint_bar(&painter, rect, reading, true);
    Ok(())
}

/// Black's share from the bottom (vertical) or the left (horizontal), white's the rest.
fn paint_bar(painter: &egui::Painter, rect: egui::Rect, reading: &Reading, vertical: bool) {
    let share = reading.black_share().clamp(0.0, 1.0);
    painter.rect_filled(rect, 3.0, WHITE);
    let black = if vertical {
        egui::Rect::from_min_max(
            egui::pos2(rect.left(), rect.bottom() - rect.height() * share),
            rect.max,
        )
    } else {
        egui::Rect::from_min_max(
            rect.min,
            egui::pos2(rect.left() + rect.width() * share, rect.bottom()),
        )
    };
    painter.rect_filled(black, 3.0, BLACK);
    painter.rect_stroke(
        rect,
        3.0,
        egui::Stroke::new(1.0, theme::CHART_FRAME),
        egui::StrokeKind::Outside,
    );
}

const CHART_HEIGHT: f32 = 64.0;

/// Black's share along the game, the position shown marked, the biggest swings ringed;
/// a click on the chart steps to that position.
fn graph_chart(
    ui: &mut egui::Ui,
    graph: &EvalGraph,
    (board, mistakes): (&CurrentGame, &[usize]),
    commands: &mut MessageWriter<GameCommand>,
    lang: Lang,
) {
    let (read, total) = graph.progress();
    if total < 2 {
        return;
    }
    if read < total {
        ui.label(egui::RichText::new(Msg::GraphProgress { read, total }.text(lang)).small());
    }
    let size = egui::vec2(ui.available_width(), CHART_HEIGHT);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, theme::CHART_GROUND);
    painter.hline(
        rect.x_range(),
        rect.center().y,
        egui::Stroke::new(1.0, theme::CHART_RULE),
    );
    let last = (total - 1) as f32;
    let at = |index: usize, share: f32| {
        egui::pos2(
            rect.left() + rect.width() * index as f32 / last,
            rect.bottom() - rect.height() * share,
        )
    };
    let shown = board.stone_count().min(total - 1);
    let x = at(shown, 0.0).x;
    painter.vline(x, rect.y_range(), egui::Stroke::new(1.0, theme::LIVE));
    let points: Vec<egui::Pos2> = graph
        .shares
        .iter()
        .enumerate()
        .filter_map(|(i, share)| Some(at(i, (*share)?)))
        .collect();
    painter.add(egui::Shape::line(points, egui::Stroke::new(1.5, WHITE)));
    for index in graph.swings(3) {
        if let Some(share) = graph.shares[index] {
            painter.circle_stroke(
                at(index, share),
                4.0,
                egui::Stroke::new(1.5, theme::CHART_SWING),
            );
        }
    }
    // A graded mistake: a red tick on the chart's foot, under the position it led to.
    for &index in mistakes.iter().filter(|&&i| i < total) {
        let foot = egui::pos2(at(index, 0.0).x, rect.bottom() - 4.0);
        painter.circle_filled(foot, 3.5, theme::WARNING);
    }
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let index = ((pointer.x - rect.left()) / rect.width() * last).round();
        commands.write(GameCommand::Step(ReviewStep::To(index.max(0.0) as usize)));
    }
}
