//! A Gomocup engine in another process, driven over its stdin/stdout as a manager would:
//! START, INFO, then BEGIN / TURN / BOARD, and END when the match is over.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use crate::gomocup::rule_bits;
use crate::rules::{Board, Pos};

use super::player::{Fault, GameSettings, Player};

/// How long an engine may take to start up and answer `START`.
const START_WAIT: Duration = Duration::from_secs(10);

/// A running engine process; its stdout is read by a thread that forwards whole lines,
/// so the arena can wait for a reply with a timeout.
struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Process {
    fn spawn(command: &str) -> Result<Process, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("empty engine command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start '{command}': {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin pipe")?;
        let stdout = child.stdout.take().ok_or("no stdout pipe")?;
        let (sender, lines) = channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).trim().to_string();
                        if sender.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        Ok(Process {
            child,
            stdin,
            lines,
        })
    }

    fn send(&mut self, text: &str) -> Result<(), Fault> {
        writeln!(self.stdin, "{text}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| Fault::Crashed(format!("cannot write to the engine: {e}")))
    }

    /// The next line that is not empty, `MESSAGE` or `DEBUG`, within `wait`.
    fn reply(&mut self, wait: Duration) -> Result<String, Fault> {
        let deadline = Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let word = line
                        .split_whitespace()
                        .next()
                        .unwrap_or("")
                        .to_ascii_uppercase();
                    if !(line.is_empty() || word == "MESSAGE" || word == "DEBUG") {
                        return Ok(line);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(Fault::NoReply),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(Fault::Crashed("the engine closed its output".into()));
                }
            }
        }
    }

    /// Forgets lines left over from an earlier game (a late move, say).
    fn drain(&mut self) {
        while self.lines.try_recv().is_ok() {}
    }

    fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Asks the engine to quit, then makes sure it does.
    fn stop(mut self) {
        let _ = self.send("END");
        let deadline = Instant::now() + Duration::from_millis(300);
        while Instant::now() < deadline {
            if !self.is_running() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An engine that speaks the Gomocup protocol, started from a command line. The process
/// lives for the whole match and is restarted after any fault, so a move that arrives
/// too late cannot leak into the next game.
pub struct ExternalPlayer {
    command: String,
    process: Option<Process>,
    /// The moves the engine has seen, in order: lets a `TURN` replace a full `BOARD`.
    known: Vec<Pos>,
    /// Under a game clock, the time left, sent before the next move.
    left: Option<Duration>,
}

impl ExternalPlayer {
    /// Starts the engine now, so a wrong command fails before the match begins.
    pub fn spawn(command: &str) -> Result<ExternalPlayer, String> {
        let process = Process::spawn(command)?;
        Ok(ExternalPlayer {
            command: command.trim().to_string(),
            process: Some(process),
            known: Vec::new(),
            left: None,
        })
    }

    fn process(&mut self) -> Result<&mut Process, Fault> {
        let running = self.process.as_mut().is_some_and(Process::is_running);
        if !running {
            if let Some(dead) = self.process.take() {
                dead.stop();
            }
            self.process = Some(Process::spawn(&self.command).map_err(Fault::Failed)?);
        }
        Ok(self.process.as_mut().expect("just started"))
    }

    /// Runs `f` on the process; on a fault the process is stopped so the next game starts
    /// a fresh one.
    fn with_process<T>(
        &mut self,
        f: impl FnOnce(&mut Process) -> Result<T, Fault>,
    ) -> Result<T, Fault> {
        let result = self.process().and_then(f);
        if result.is_err()
            && let Some(process) = self.process.take()
        {
            process.stop();
        }
        result
    }
}

impl Player for ExternalPlayer {
    fn name(&self) -> String {
        format!("cmd:{}", self.command)
    }

    fn new_game(&mut self, settings: &GameSettings) -> Result<(), Fault> {
        self.known.clear();
        let settings = *settings;
        self.with_process(|process| {
            process.drain();
            process.send(&format!("START {}", settings.size))?;
            let reply = process.reply(START_WAIT)?;
            if !reply.eq_ignore_ascii_case("OK") && !reply.to_ascii_uppercase().starts_with("OK ") {
                return Err(Fault::Failed(format!(
                    "START {} answered '{reply}'",
                    settings.size
                )));
            }
            // Time in the manager's units (ms). No game clock: the arena limits each move.
            // A game clock: the game's time, its increment, and the time left before each
            // move; no move may take more than the whole game's time.
            match settings.clock {
                None => {
                    process.send(&format!(
                        "INFO timeout_turn {}",
                        settings.move_time.as_millis()
                    ))?;
                    process.send("INFO timeout_match 0")?;
                }
                Some(clock) => {
                    let base = clock.base.as_millis();
                    process.send(&format!("INFO timeout_turn {base}"))?;
                    process.send(&format!("INFO timeout_match {base}"))?;
                    process.send(&format!(
                        "INFO time_increment {}",
                        clock.increment.as_millis()
                    ))?;
                }
            }
            process.send(&format!("INFO rule {}", rule_bits(settings.rule)))?;
            process.send("INFO game_type 1")
        })
    }

    fn think(&mut self, board: &Board, wait: Duration) -> Result<Pos, Fault> {
        let moves = board.moves().to_vec();
        let me = board.to_move();
        let follows_on = moves.len() == self.known.len() + 1 && moves.starts_with(&self.known);
        let mut commands = Vec::new();
        if let Some(left) = self.left.take() {
            commands.push(format!("INFO time_left {}", left.as_millis()));
        }
        if moves.is_empty() {
            commands.push("BEGIN".to_string());
        } else if follows_on {
            let last = moves[moves.len() - 1];
            commands.push(format!("TURN {},{}", last.x, last.y));
        } else {
            // Openings and anything else the engine has not followed: the whole position.
            commands.push("BOARD".to_string());
            for &p in &moves {
                let field = if board.get(p) == Some(me) { 1 } else { 2 };
                commands.push(format!("{},{},{field}", p.x, p.y));
            }
            commands.push("DONE".to_string());
        }
        let pos = self.with_process(|process| {
            // An engine may have answered an INFO (some print ERROR for a rule they lack);
            // whatever is waiting now is not the reply to this move.
            process.drain();
            for command in &commands {
                process.send(command)?;
            }
            let reply = process.reply(wait)?;
            parse_move(&reply).ok_or(Fault::Garbage(reply))
        })?;
        self.known = moves;
        self.known.push(pos);
        Ok(pos)
    }

    fn time_left(&mut self, left: Duration) {
        self.left = Some(left);
    }
}

impl Drop for ExternalPlayer {
    fn drop(&mut self) {
        if let Some(process) = self.process.take() {
            process.stop();
        }
    }
}

/// An engine's answer `x,y` (spaces allowed around the numbers).
fn parse_move(line: &str) -> Option<Pos> {
    let (x, y) = line.split_once(',')?;
    Some(Pos::new(x.trim().parse().ok()?, y.trim().parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_moves_and_nothing_else() {
        assert_eq!(parse_move("7,8"), Some(Pos::new(7, 8)));
        assert_eq!(parse_move(" 10 , 3 "), Some(Pos::new(10, 3)));
        assert_eq!(parse_move("ERROR bad"), None);
        assert_eq!(parse_move("7,8,9"), None);
        assert_eq!(parse_move("300,1"), None);
    }
}
