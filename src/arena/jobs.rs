//! A match played several pairs at a time, each job with players of its own (the engines
//! of a job are separate processes or searches), so a match uses the machine's cores. Games
//! are reported as they end; the score is the same as one job's, only sooner.

use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::thread;

use super::{
    GameRecord, MatchSummary, Player, Settings, play_pair, write_footer, write_header, write_result,
};

/// The players of one job: A, then B.
pub type Players = (Box<dyn Player>, Box<dyn Player>);

/// Plays the match in `jobs` jobs, each starting its players with `start`.
pub fn run_match_in_jobs(
    jobs: usize,
    start: &(dyn Fn() -> Result<Players, String> + Sync),
    settings: &Settings,
    report: &mut dyn Write,
) -> io::Result<MatchSummary> {
    let (mut a, mut b) = start().map_err(io::Error::other)?;
    let names = [a.name(), b.name()];
    write_header(report, &names, settings)?;
    writeln!(report, "{jobs} games at a time")?;
    let next_pair = AtomicUsize::new(0);
    let (sender, games) = channel::<(usize, GameRecord)>();
    let mut summary = MatchSummary::default();
    thread::scope(|scope| {
        let mut first = Some((&mut a, &mut b));
        for _ in 0..jobs.max(1) {
            let sender = sender.clone();
            let next_pair = &next_pair;
            // The first job keeps the players already started; the others start their own.
            let mut players = first.take().map(|(a, b)| (a.as_mut(), b.as_mut()));
            scope.spawn(move || {
                let mut own = None;
                let (a, b): (&mut dyn Player, &mut dyn Player) = match players.take() {
                    Some(both) => both,
                    None => match start() {
                        Ok(started) => {
                            let (a, b) = own.insert(started);
                            (a.as_mut(), b.as_mut())
                        }
                        Err(why) => {
                            eprintln!("arena: a job could not start its players: {why}");
                            return;
                        }
                    },
                };
                loop {
                    let pair = next_pair.fetch_add(1, Ordering::Relaxed);
                    if pair >= settings.pairs() {
                        return;
                    }
                    for game in play_pair(a, b, pair, settings) {
                        if sender.send(game).is_err() {
                            return;
                        }
                    }
                }
            });
        }
        drop(sender);
        for (number, record) in games {
            write_result(report, &mut summary, number, record, settings)?;
        }
        io::Result::Ok(())
    })?;
    write_footer(report, &names, &summary, settings)?;
    Ok(summary)
}
