//! The brain side of the Gomocup protocol: reads the manager's commands line by line and
//! answers them. Every malformed line gets `ERROR <why>` (or `UNKNOWN <why>` for a command
//! it does not know) and leaves the position as it was; nothing a manager sends can make
//! it panic. The swap2 opening's `SWAP2BOARD` block is answered in `brain/swap2.rs`;
//! the root lines `INFO multipv` asks for are written by `brain/lines.rs`.

use std::io::{self, BufRead, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use crate::engine::{self, Level, Limits, Search, SearchResult, Table};
use crate::rules::{Board, MAX_SIZE, MIN_SIZE, Pos, Rule, Stone, renju};

use super::clock::Clock;
use super::rule_from_bits;

mod lines;
mod swap2;

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

/// What a `BOARD`, `YXBOARD` or `SWAP2BOARD` block has collected before its `DONE`.
enum PendingBoard {
    Stones {
        /// `BOARD` asks for a move after `DONE`; `YXBOARD` only sets the position.
        think: bool,
        /// (point, ours) in the order received.
        stones: Vec<(Pos, bool)>,
    },
    /// `SWAP2BOARD`: the opening's stones in move order, black first.
    Swap2(Vec<Pos>),
}

impl PendingBoard {
    /// The command that opened the block.
    fn name(&self) -> &'static str {
        match self {
            PendingBoard::Stones { think: true, .. } => "BOARD",
            PendingBoard::Stones { think: false, .. } => "YXBOARD",
            PendingBoard::Swap2(_) => "SWAP2BOARD",
        }
    }

    /// Adds the stone of a line of the block, unless its point was given before.
    fn add(&mut self, line: &str, size: usize) -> Result<(), String> {
        let given_twice = |pos: Pos| Err(format!("{pos} is given twice"));
        match self {
            PendingBoard::Stones { stones, .. } => {
                let (pos, ours) = parse_stone(line, size)?;
                if stones.iter().any(|&(p, _)| p == pos) {
                    return given_twice(pos);
                }
                stones.push((pos, ours));
            }
            PendingBoard::Swap2(stones) => {
                let pos = swap2::parse_stone(line, size)?;
                if stones.contains(&pos) {
                    return given_twice(pos);
                }
                stones.push(pos);
            }
        }
        Ok(())
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
        self.table = None;
        Ok(Some("OK".into()))
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
        self.table = None;
        Ok(Some("OK".into()))
    }

    fn restart(&mut self, args: &str) -> Reply {
        no_args("RESTART", args)?;
        let board = self.board_mut()?;
        *board = Board::new(board.size());
        self.table = None;
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

    fn takeback(&mut self, args: &str) -> Reply {
        let board = self.board_mut()?;
        let pos = parse_point(args, board.size())?;
        if board.get(pos).is_none() {
            return Err(format!("TAKEBACK {pos}: there is no stone there"));
        }
        board.set(pos, None);
        Ok(Some("OK".into()))
    }

    fn open_board(&mut self, args: &str, think: bool, name: &str) -> Reply {
        no_args(name, args)?;
        self.board_mut()?;
        self.pending = Some(PendingBoard::Stones {
            think,
            stones: Vec::new(),
        });
        Ok(None)
    }

    /// A line inside a `BOARD`/`YXBOARD`/`SWAP2BOARD` block: a stone or `DONE`.
    fn board_line(&mut self, line: &str) -> (Reply, Flow) {
        if line.is_empty() {
            return (Ok(None), Flow::Continue);
        }
        if line.eq_ignore_ascii_case("DONE") {
            return (self.close_board(), Flow::Continue);
        }
        let size = self.board.as_ref().map_or(MIN_SIZE, Board::size);
        let pending = self.pending.as_mut().expect("in a BOARD block");
        let reply = pending.add(line, size).map(|()| None);
        (reply, Flow::Continue)
    }

    fn close_board(&mut self) -> Reply {
        let (think, stones) = match self.pending.take().expect("in a BOARD block") {
            PendingBoard::Stones { think, stones } => (think, stones),
            PendingBoard::Swap2(stones) => return self.close_swap2(&stones),
        };
        let board = self.board_mut()?;
        *board = board_from_stones(board.size(), &stones);
        if think {
            self.think().map(Some)
        } else {
            Ok(None)
        }
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
            // Yixin-Board sends 0 for "no bound".
            "max_depth" => {
                let depth = number()?;
                self.max_depth = (depth > 0).then(|| u32::try_from(depth).unwrap_or(u32::MAX));
            }
            "max_node" => self.max_nodes = Some(number()?).filter(|&n| n > 0),
            "multipv" => self.multi_pv = usize::try_from(number()?).unwrap_or(usize::MAX),
            "thread_num" => self.threads = threads_within_cores(number()?),
            "max_memory" => {
                self.max_memory = number()?;
                // Made again at the next move, at the new size.
                self.table = None;
            }
            "rule" => {
                let bits = u32::try_from(number()?)
                    .map_err(|_| "INFO rule: value too large".to_string())?;
                self.rule = rule_from_bits(bits);
                self.table = None;
            }
            "level" => {
                self.table = None;
                self.level = Level::from_name(value).ok_or_else(|| {
                    format!(
                        "INFO level: '{}' is not classic, easy, medium, hard or master",
                        clip(value)
                    )
                })?;
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

    /// Searches the position, plays the move found on our board and returns it as `x,y`,
    /// after the root lines `INFO multipv` asks for.
    fn think(&mut self) -> Result<String, String> {
        let found = self.search(self.multi_pv)?;
        let shown = match &found {
            Some(result) if self.multi_pv > 0 => lines::messages(result),
            _ => String::new(),
        };
        let reply = self.play(found.map(|result| result.best))?;
        Ok(shown + &reply)
    }

    /// Searches the position within the clock's budget (or the fixed limits of the config),
    /// keeping the table for the next move, for `lines` root lines (0 or 1: the plain
    /// search). `None` if the engine gave no move (a panic in it, said on stderr by the
    /// panic hook); an error on a full board.
    fn search(&mut self, lines: usize) -> Result<Option<SearchResult>, String> {
        let (rule, level, seed, threads) = (self.rule, self.level, self.config.seed, self.threads);
        // The move's time runs from here: making a table (the first move after START,
        // RESTART or an INFO that changed its size, rule or level: every game's first
        // move in a match) and the engine's own tables (once) count too; they took such
        // moves 33 ms past their budget.
        let begun = Instant::now();
        engine::init();
        let table = match self.table.take() {
            Some(table) => table,
            None => Table::with_bytes(self.table_bytes()),
        };
        let soft = match self.config.limits {
            Some(_) => None,
            None => self.clock.soft_budget(),
        };
        let limits = self.config.limits.unwrap_or(Limits {
            time: Some(self.clock.budget().saturating_sub(begun.elapsed())),
            nodes: self.max_nodes,
            depth: self.max_depth,
        });
        let board = self.board_mut()?;
        if board.is_full() {
            return Err("the board is full: no move left".into());
        }
        let seed = seed ^ (board.stone_count() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // A panic in the engine must not take the brain down mid-tournament: it falls back
        // to the nearest legal point to the centre and says so on stderr (the panic hook).
        let (found, table) = catch_unwind(AssertUnwindSafe(|| {
            let mut search = Search::with_table(board, rule, level, limits, seed, table);
            if let Some(soft) = soft {
                search.set_soft_time(soft);
            }
            search.set_multi_pv(lines);
            search.set_threads(threads);
            let found = loop {
                if let Some(found) = search.step(u64::MAX) {
                    break Some(found);
                }
                if search.is_finished() {
                    break None;
                }
            };
            (found, search.take_table())
        }))
        .unwrap_or((None, None));
        self.table = table;
        Ok(found)
    }

    /// Plays `found` if it is legal, else the fallback move, and returns it as `x,y`.
    fn play(&mut self, found: Option<Pos>) -> Result<String, String> {
        let rule = self.rule;
        let board = self.board_mut()?;
        let pos = match found {
            Some(pos) if is_legal(board, rule, pos) => pos,
            _ => fallback_move(board, rule).ok_or_else(|| "no legal move left".to_string())?,
        };
        board.play(pos);
        Ok(format!("{},{}", pos.x, pos.y))
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

/// Whether the side to move may play `pos`.
fn is_legal(board: &Board, rule: Rule, pos: Pos) -> bool {
    board.is_empty_point(pos)
        && !(rule == Rule::Renju
            && board.to_move() == Stone::Black
            && renju::forbidden(board, pos).is_some())
}

/// The legal point nearest the centre: what the brain plays if the engine gives nothing.
/// Under renju black may have only forbidden points left; then any empty point.
fn fallback_move(board: &Board, rule: Rule) -> Option<Pos> {
    let c = (board.size() / 2) as i32;
    let distance = |p: &Pos| (p.x as i32 - c).abs().max((p.y as i32 - c).abs());
    let nearest = |legal_only: bool| {
        board
            .empty_points()
            .filter(|&p| !legal_only || is_legal(board, rule, p))
            .min_by_key(distance)
    };
    nearest(true).or_else(|| nearest(false))
}

/// The position of a `BOARD` block. The side with more stones is black; with equal counts
/// ours are black, since we are to move. Stones go in alternately (in the order given
/// within each colour) so that the move list agrees with the colours whenever it can.
fn board_from_stones(size: usize, stones: &[(Pos, bool)]) -> Board {
    let ours: Vec<Pos> = stones.iter().filter(|s| s.1).map(|s| s.0).collect();
    let theirs: Vec<Pos> = stones.iter().filter(|s| !s.1).map(|s| s.0).collect();
    let (black, white) = if ours.len() >= theirs.len() {
        (ours, theirs)
    } else {
        (theirs, ours)
    };
    let mut board = Board::new(size);
    for i in 0..black.len().max(white.len()) {
        if let Some(&p) = black.get(i) {
            board.set(p, Some(Stone::Black));
        }
        if let Some(&p) = white.get(i) {
            board.set(p, Some(Stone::White));
        }
    }
    board
}

fn no_args(command: &str, args: &str) -> Result<(), String> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{command} takes no arguments, got '{}'",
            clip(args)
        ))
    }
}

fn parse_size(text: &str) -> Result<usize, String> {
    let text = text.trim();
    let size: usize = text
        .parse()
        .map_err(|_| format!("board size '{}' is not a number", clip(text)))?;
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(size)
    } else {
        Err(format!(
            "unsupported board size {size}: {MIN_SIZE} to {MAX_SIZE} are supported"
        ))
    }
}

fn parse_coordinate(text: &str, size: usize) -> Result<u8, String> {
    let text = text.trim();
    let value: i64 = text
        .parse()
        .map_err(|_| format!("coordinate '{}' is not a number", clip(text)))?;
    if (0..size as i64).contains(&value) {
        Ok(value as u8)
    } else {
        Err(format!("coordinate {value} is off the {size}x{size} board"))
    }
}

/// `x,y` on a board of `size`.
fn parse_point(text: &str, size: usize) -> Result<Pos, String> {
    let parts: Vec<&str> = text.split(',').collect();
    let [x, y] = parts[..] else {
        return Err(format!("expected x,y, got '{}'", clip(text)));
    };
    Ok(Pos::new(
        parse_coordinate(x, size)?,
        parse_coordinate(y, size)?,
    ))
}

/// A `BOARD` line `x,y,field`: field 1 is our stone, 2 the opponent's, 3 a stone of a
/// continuous game's winning line, which we count as the opponent's (it is on the board,
/// so it must at least block the point).
fn parse_stone(text: &str, size: usize) -> Result<(Pos, bool), String> {
    let parts: Vec<&str> = text.split(',').collect();
    let [x, y, field] = parts[..] else {
        return Err(format!("expected x,y,field, got '{}'", clip(text)));
    };
    let pos = Pos::new(parse_coordinate(x, size)?, parse_coordinate(y, size)?);
    match field.trim() {
        "1" => Ok((pos, true)),
        "2" | "3" => Ok((pos, false)),
        other => Err(format!("field '{}' is not 1, 2 or 3", clip(other))),
    }
}

/// At most 40 characters of manager text in a message, cut on a character boundary.
fn clip(text: &str) -> String {
    let mut clipped: String = text.chars().take(40).collect();
    if clipped.len() < text.len() {
        clipped.push_str("...");
    }
    clipped
}
