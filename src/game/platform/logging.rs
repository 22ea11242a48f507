//! The game's log: one line per event at info and above (wgpu's at error, naga's at warn,
//! as Bevy's own default), `  12.345  INFO target: message`, to stderr natively and to the
//! browser's console on the web. Events come from `tracing` (the game's and Bevy's lines)
//! and from `log` (wgpu, naga and winit write there).
//!
//! Why not Bevy's `LogPlugin`: its filter is tracing-subscriber's `EnvFilter`, whose regex
//! engine and Unicode tables were about 100 KiB of the web module's gzipped download, for a
//! filter the game never changes. The end-to-end tests read these lines: keep a space
//! before the level and `target: ` before the message.

use std::fmt::{self, Write as _};

use bevy::platform::time::Instant;
use std::sync::OnceLock;
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Metadata, Subscriber, span};

/// Sends the `tracing` and `log` events of this run to the game's log. Called once, before
/// the app is built; a second call changes nothing.
pub fn install() {
    static LINES: Lines = Lines {
        write: super::log_line,
    };
    started();
    let _ = tracing::subscriber::set_global_default(LINES);
    if log::set_logger(&LINES).is_ok() {
        log::set_max_level(log::LevelFilter::Info);
    }
}

/// The most detailed level shown for a target.
fn shown_up_to(target: &str) -> Level {
    if target.starts_with("wgpu") {
        Level::ERROR
    } else if target.starts_with("naga") {
        Level::WARN
    } else {
        Level::INFO
    }
}

fn started() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    *START.get_or_init(Instant::now)
}

fn line(secs: f64, level: &str, target: &str, message: &str) -> String {
    format!("{secs:9.3} {level:>5} {target}: {message}")
}

/// The events shown, as lines handed to `write` with their level (the platform's sink).
#[derive(Clone, Copy)]
struct Lines {
    write: fn(&str, &str),
}

impl Lines {
    fn write_line(&self, level: &str, target: &str, message: &str) {
        let line = line(started().elapsed().as_secs_f64(), level, target, message);
        (self.write)(level, &line);
    }
}

impl Subscriber for Lines {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        // Spans are never shown: only their events.
        metadata.is_event() && *metadata.level() <= shown_up_to(metadata.target())
    }

    fn event(&self, event: &Event<'_>) {
        let metadata = event.metadata();
        self.write_line(
            metadata.level().as_str(),
            metadata.target(),
            &Message::of(event),
        );
    }

    fn new_span(&self, _: &span::Attributes<'_>) -> span::Id {
        span::Id::from_u64(1)
    }
    fn record(&self, _: &span::Id, _: &span::Record<'_>) {}
    fn record_follows_from(&self, _: &span::Id, _: &span::Id) {}
    fn enter(&self, _: &span::Id) {}
    fn exit(&self, _: &span::Id) {}
}

/// An event's message, then its other fields as `name=value`.
#[derive(Default)]
struct Message {
    message: String,
    fields: String,
}

impl Message {
    fn of(event: &Event<'_>) -> String {
        let mut message = Message::default();
        event.record(&mut message);
        message.message + &message.fields
    }
}

impl Visit for Message {
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        if field.name() == "message" {
            let _ = write!(self.message, "{value:?}");
        } else {
            let _ = write!(self.fields, " {}={value:?}", field.name());
        }
    }
}

impl log::Log for Lines {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        let up_to = match shown_up_to(metadata.target()) {
            Level::ERROR => log::Level::Error,
            Level::WARN => log::Level::Warn,
            _ => log::Level::Info,
        };
        metadata.level() <= up_to
    }

    fn log(&self, record: &log::Record<'_>) {
        if log::Log::enabled(self, record.metadata()) {
            let level = record.level().as_str();
            self.write_line(level, record.target(), &record.args().to_string());
        }
    }

    fn flush(&self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_has_a_space_before_it_and_the_message_follows_the_target() {
        assert_eq!(
            line(1.5, "ERROR", "gomoku::x", "no"),
            "    1.500 ERROR gomoku::x: no"
        );
        assert_eq!(line(12.0, "INFO", "a", "b c"), "   12.000  INFO a: b c");
    }

    #[test]
    fn wgpu_shows_errors_naga_warnings_and_the_rest_information() {
        assert_eq!(shown_up_to("wgpu_hal::gles"), Level::ERROR);
        assert_eq!(shown_up_to("naga::front"), Level::WARN);
        assert_eq!(shown_up_to("gomoku::game"), Level::INFO);
        let debug = log::Metadata::builder()
            .level(log::Level::Debug)
            .target("gomoku")
            .build();
        let warn = log::Metadata::builder()
            .level(log::Level::Warn)
            .target("wgpu_core")
            .build();
        let error = log::Metadata::builder()
            .level(log::Level::Error)
            .target("wgpu_core")
            .build();
        let lines = Lines { write: seen };
        assert!(!log::Log::enabled(&lines, &debug));
        assert!(!log::Log::enabled(&lines, &warn));
        assert!(log::Log::enabled(&lines, &error));
    }

    /// Lines written in this thread by a test's `Lines`.
    fn seen(_level: &str, line: &str) {
        SEEN.with(|seen| seen.borrow_mut().push(line.to_string()));
    }
    thread_local! {
        static SEEN: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    #[test]
    fn an_event_is_one_line_its_message_first_then_its_fields() {
        tracing::subscriber::with_default(Lines { write: seen }, || {
            tracing::warn!(moves = 3, "back in room {}", "abc");
            tracing::debug!("not shown");
        });
        let lines = SEEN.take();
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(
            lines[0].ends_with(
                " WARN gomoku::game::platform::logging::tests: back in room abc moves=3"
            ),
            "{}",
            lines[0]
        );
    }
}
