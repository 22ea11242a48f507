//! The brain side of the Gomocup protocol: reads the manager's commands line by line and
//! answers them. Every malformed line gets `ERROR <why>` (or `UNKNOWN <why>` for a command
//! it does not know) and leaves the position as it was; nothing a manager sends can make
//! it panic. This file reads the commands and keeps the state; the rest of `brain/`:
//! - `setup.rs`: positions the manager sets (`BOARD`, `YXBOARD`, `TAKEBACK`);
//! - `think.rs`: the search and the move it answers with;
//! - `swap2.rs`: the swap2 opening's `SWAP2BOARD` block;
//! - `lines.rs`: the root lines `INFO multipv` asks for;
//! - `block.rs`, `parse.rs`: a block before its `DONE`, and reading the manager's text.

use std::io::{self, BufRead, Write};

use crate::engine::{self, Level, Limits, Table};
use crate::rules::{Board, Rule, renju};

use super::clock::Clock;
use super::rule_from_bits;

mod block;
mod lines;
mod parse;
mod setup;
mod swap2;
mod think;

use block::PendingBoard;
use parse::{clip, no_args, parse_point, parse_size};

/// How the brain plays, beyond what the manager sets with `INFO`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// The strength; `INFO level <name>` changes it during a session.
    pub level: Level,
    /// Fixed limits for every search instead of the time the manager grants (tests, bench).
    pub limits: Option<Limits>,
    /// Mixed with the move number into each search's seed, so a session is repeatable.
    pub seed: u64,
    /// Threads per search (Lazy SMP); `INFO thread_num` changes it. One by default, as
    /// tournaments expect unless they say otherwise, and the only repeatable choice.
    pub threads: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            level: Level::Master,
            limits: None,
            seed: 0,
            threads: 1,
        }
    }
}

/// Whether the session goes on after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    /// `END` was received.
    Quit,
}

/// Runs the protocol until `END` or the end of `input`.
pub fn run<R: BufRead, W: Write>(mut input: R, mut output: W, config: Config) -> io::Result<()> {
    let mut brain = Brain::new(config);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        // Bytes that are not UTF-8 become U+FFFD and end up in an ERROR, not in a panic.
        let text = String::from_utf8_lossy(&buf);
        // The manager ends lines with CR LF; a bare CR also ends a line.
        for line in text.split(['\r', '\n']) {
            if brain.handle(line, &mut output)? == Flow::Quit {
                output.flush()?;
                return Ok(());
            }
        }
        output.flush()?;
    }
}

/// The protocol state: the position, the rule and the clock.
pub struct Brain {
    config: Config,
    level: Level,
    rule: Rule,
    clock: Clock,
    /// Yixin-Board's `INFO max_depth` / `INFO max_node`: bounds on top of the clock.
    max_depth: Option<u32>,
    max_nodes: Option<u64>,
    board: Option<Board>,
    pending: Option<PendingBoard>,
    /// `INFO max_memory` in bytes (0: no limit, the default table size).
    max_memory: u64,
    /// The transposition table, kept from move to move within a game.
    table: Option<Table>,
    /// Swap2 openings given so far this session, mixed into the next one's seed so that
    /// the games of one session open differently.
    openings_given: u64,
    /// `INFO multipv`: root lines to show before each move (0: none).
    multi_pv: usize,
    /// `INFO thread_num`, at most the machine's cores.
    threads: usize,
}

/// The table's size when the manager sets no memory limit.
pub const DEFAULT_TABLE_BYTES: usize = 64 << 20;
/// The share of `INFO max_memory` the table may take (the rest: the engine's other tables
/// and the process), and the most it takes whatever the limit.
const TABLE_SHARE: u64 = 2;
const MAX_TABLE_BYTES: u64 = 1 << 30;

/// A command's answer line (if it has one), or why it failed: sent as `ERROR <why>`.
type Reply = Result<Option<String>, String>;

impl Brain {
    pub fn new(config: Config) -> Brain {
        Brain {
            config,
            level: config.level,
            rule: Rule::Freestyle,
            clock: Clock::default(),
            max_depth: None,
            max_nodes: None,
            board: None,
            pending: None,
            max_memory: 0,
            table: None,
            openings_given: 0,
            multi_pv: 0,
            threads: threads_within_cores(config.threads as u64),
        }
    }

    /// The bytes the transposition table may take under `INFO max_memory`.
    pub fn table_bytes(&self) -> usize {
        match self.max_memory {
            0 => DEFAULT_TABLE_BYTES,
            bytes => (bytes / TABLE_SHARE).min(MAX_TABLE_BYTES) as usize,
        }
    }

    /// Whether the table the next move searches with is made already (see `renew_table`).
    pub fn table_ready(&self) -> bool {
        self.table.is_some()
    }

    /// The current position (`None` before `START`).
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn clock(&self) -> Clock {
        self.clock
    }

    /// Handles one line (without its line ending) and writes the answer, if any.
    pub fn handle<W: Write>(&mut self, line: &str, out: &mut W) -> io::Result<Flow> {
        let line = line.trim();
        if let Some(pending) = self.pending.as_ref().filter(|_| is_command(line)) {
            // A manager that forgot the DONE: drop the block, keep the old position, and
            // treat the line as the command it is.
            let name = pending.name();
            self.pending = None;
            writeln!(out, "ERROR {name} abandoned: a command came before DONE")?;
        }
        let (reply, flow) = if self.pending.is_some() {
            self.board_line(line)
        } else if line.is_empty() {
            (Ok(None), Flow::Continue)
        } else {
            self.command(line)
        };
        match reply {
            Ok(Some(text)) => writeln!(out, "{text}")?,
            Ok(None) => {}
            Err(why) => writeln!(out, "ERROR {why}")?,
        }
        Ok(flow)
    }

    fn command(&mut self, line: &str) -> (Reply, Flow) {
        let (word, args) = match line.split_once(char::is_whitespace) {
            Some((word, args)) => (word, args.trim()),
            None => (line, ""),
        };
        let reply = match word.to_ascii_uppercase().as_str() {
            "START" => self.start(args),
            "RECTSTART" => self.rect_start(args),
            "RESTART" => self.restart(args),
            "BEGIN" => self.begin(args),
            "TURN" => self.turn(args),
            "BOARD" => self.open_board(args, true, "BOARD"),
            "YXBOARD" => self.open_board(args, false, "YXBOARD"),
            "SWAP2BOARD" => self.open_swap2(args),
            "TAKEBACK" => self.takeback(args),
            "INFO" => self.info(args),
            "ABOUT" => Ok(Some(about())),
            "YXSHOWFORBID" => self.show_forbidden(),
            "END" => return (Ok(None), Flow::Quit),
            _ => Ok(Some(format!("UNKNOWN command {}", clip(word)))),
        };
        (reply, Flow::Continue)
    }

    fn start(&mut self, args: &str) -> Reply {
        let size = parse_size(args)?;
        self.board = Some(Board::new(size));
        self.renew_table();
        Ok(Some("OK".into()))
    }

    /// A new game's table (and the engine's own tables, once), made before the game's
    /// first move is asked for: made at that move, it took the move's time, and the huge
    /// pages the system first had to gather made two first moves take 220 and 330 ms of
    /// their 200. The old table goes first, so the two never take memory together.
    fn renew_table(&mut self) {
        engine::init();
        self.table = None;
        self.table = Some(Table::with_bytes(self.table_bytes()));
    }

    fn rect_start(&mut self, args: &str) -> Reply {
        let (w, h) = args
            .split_once(',')
            .ok_or_else(|| format!("RECTSTART expects width,height, got '{}'", clip(args)))?;
        let (w, h) = (parse_size(w)?, parse_size(h)?);
        if w != h {
            return Err(format!("only square boards are supported, not {w}x{h}"));
        }
        self.board = Some(Board::new(w));
        self.renew_table();
        Ok(Some("OK".into()))
    }

    fn restart(&mut self, args: &str) -> Reply {
        no_args("RESTART", args)?;
        let board = self.board_mut()?;
        *board = Board::new(board.size());
        self.renew_table();
        Ok(Some("OK".into()))
    }

    fn begin(&mut self, args: &str) -> Reply {
        no_args("BEGIN", args)?;
        self.board_mut()?;
        self.think().map(Some)
    }

    fn turn(&mut self, args: &str) -> Reply {
        let board = self.board_mut()?;
        let pos = parse_point(args, board.size())?;
        if !board.play(pos) {
            return Err(format!("{pos} is already taken"));
        }
        // If no answer comes (a full board), the manager's move still stands.
        self.think().map(Some)
    }

    fn info(&mut self, args: &str) -> Reply {
        let (key, value) = match args.split_once(char::is_whitespace) {
            Some((key, value)) => (key, value.trim()),
            None => (args, ""),
        };
        if key.is_empty() {
            return Err("INFO expects a key and a value".into());
        }
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("INFO {}: '{}' is not a number", clip(key), clip(value)))
        };
        match key.to_ascii_lowercase().as_str() {
            "timeout_turn" => self.clock.timeout_turn = Some(number()?),
            "timeout_match" => self.clock.timeout_match = Some(number()?),
            "time_left" => self.clock.time_left = Some(number()?),
            "time_increment" => self.clock.increment = Some(number()?),
            // Yixin-Board sends 0 for "no bound".
            "max_depth" => {
                let depth = number()?;
                self.max_depth = (depth > 0).then(|| u32::try_from(depth).unwrap_or(u32::MAX));
            }
            "max_node" => self.max_nodes = Some(number()?).filter(|&n| n > 0),
            "multipv" => self.multi_pv = usize::try_from(number()?).unwrap_or(usize::MAX),
            "thread_num" => self.threads = threads_within_cores(number()?),
            // A change of size, rule or level drops the table: it is made again at the
            // next move. Managers repeat these after every START, mostly unchanged.
            "max_memory" => {
                let bytes = number()?;
                if bytes != self.max_memory {
                    self.max_memory = bytes;
                    self.table = None;
                }
            }
            "rule" => {
                let bits = u32::try_from(number()?)
                    .map_err(|_| "INFO rule: value too large".to_string())?;
                let rule = rule_from_bits(bits);
                if rule != self.rule {
                    self.rule = rule;
                    self.table = None;
                }
            }
            "level" => {
                let level = Level::from_name(value).ok_or_else(|| {
                    format!(
                        "INFO level: '{}' is not {}",
                        clip(value),
                        Level::known_names()
                    )
                })?;
                if level != self.level {
                    self.level = level;
                    self.table = None;
                }
            }
            // game_type, folder, evaluate and keys from newer managers: accepted silently.
            _ => {}
        }
        Ok(None)
    }

    /// `YXSHOWFORBID`: black's forbidden points as `FORBID xxyy...` then `.`.
    fn show_forbidden(&mut self) -> Reply {
        let rule = self.rule;
        let board = self.board_mut()?;
        let mut text = String::from("FORBID ");
        if rule == Rule::Renju {
            for (pos, _) in renju::forbidden_points(board) {
                text.push_str(&format!("{:02}{:02}", pos.x, pos.y));
            }
        }
        text.push('.');
        Ok(Some(text))
    }

    fn board_mut(&mut self) -> Result<&mut Board, String> {
        self.board
            .as_mut()
            .ok_or_else(|| "no board yet: send START first".to_string())
    }
}

/// The commands `command` knows, so a `BOARD` block can tell a forgotten `DONE` from a
/// garbage stone line.
const COMMANDS: [&str; 13] = [
    "START",
    "RECTSTART",
    "RESTART",
    "BEGIN",
    "TURN",
    "BOARD",
    "YXBOARD",
    "SWAP2BOARD",
    "TAKEBACK",
    "INFO",
    "ABOUT",
    "YXSHOWFORBID",
    "END",
];

/// A thread count asked for (`INFO thread_num`, `--threads`) as one search may use here:
/// at least one, at most the machine's cores (more would only take turns on them).
fn threads_within_cores(asked: u64) -> usize {
    usize::try_from(asked)
        .unwrap_or(usize::MAX)
        .clamp(1, engine::cores())
}

fn is_command(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    COMMANDS.iter().any(|c| c.eq_ignore_ascii_case(word))
}

/// The answer to `ABOUT`.
fn about() -> String {
    format!(
        "name=\"gomoku\", version=\"{}\", author=\"the gomoku project\", country=\"-\"",
        env!("CARGO_PKG_VERSION")
    )
}
