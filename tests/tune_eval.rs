//! The `tune-eval` tool end to end: games, the search's scores of their positions, and a
//! fit to those scores; bad arguments and bad score files get a clear message.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tune_eval(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tune-eval"))
        .args(args)
        .output()
        .expect("tune-eval runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A scratch directory of this test's own, emptied first.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gomoku-tune-eval-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn write(path: &Path, contents: &str) -> String {
    std::fs::write(path, contents).expect("writes");
    path.to_str().expect("a UTF-8 path").to_string()
}

/// The position numbers and scores of a `scores` run.
fn score_lines(out: &Output) -> Vec<(u64, i32)> {
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
        .lines()
        .map(|l| {
            let (n, s) = l.split_once(' ').expect("number and score");
            (n.parse().expect("a number"), s.parse().expect("a score"))
        })
        .collect()
}

#[test]
fn scores_split_the_positions_and_the_fit_reads_them() {
    let dir = scratch("fit");
    // Eleven games, so the fit holds one of them out to test on.
    let games = tune_eval(&["games", "1", "11", "300"]);
    assert!(games.status.success(), "{}", text(&games.stderr));
    let games = write(&dir.join("games.txt"), &text(&games.stdout));

    let all = score_lines(&tune_eval(&["scores", &games, "300", "0", "1"]));
    assert!(all.len() >= 20, "only {} positions", all.len());
    let numbers: Vec<u64> = all.iter().map(|&(n, _)| n).collect();
    assert_eq!(numbers, (1..=all.len() as u64).collect::<Vec<_>>());

    // Two parts share the work: together exactly the positions of one run, with the
    // same scores (the search is repeatable).
    let even = score_lines(&tune_eval(&["scores", &games, "300", "0", "2"]));
    let odd = score_lines(&tune_eval(&["scores", &games, "300", "1", "2"]));
    assert!(even.iter().all(|&(n, _)| n % 2 == 0));
    assert!(odd.iter().all(|&(n, _)| n % 2 == 1));
    let mut parts = [even.clone(), odd.clone()].concat();
    parts.sort_unstable();
    assert_eq!(parts, all);

    let even_path = write(
        &dir.join("even.txt"),
        &even
            .iter()
            .map(|(n, s)| format!("{n} {s}\n"))
            .collect::<String>(),
    );
    let fit = tune_eval(&["fit", &games, "20", &even_path]);
    assert!(fit.status.success(), "{}", text(&fit.stderr));
    // Only the scored positions are read: about half of them.
    assert_eq!(positions_read(&fit), even.len());
    let constants = text(&fit.stdout);
    assert_eq!(constants.lines().count(), 6, "{constants}");
    assert!(constants.lines().all(|l| l.starts_with("const ")));

    // The network's fit reads the same positions and prints the weights file: a row of
    // hidden weights per feature (50).
    let net = tune_eval(&["fit-net", &games, &even_path]);
    assert!(net.status.success(), "{}", text(&net.stderr));
    assert!(
        text(&net.stderr).contains("network: loss"),
        "{}",
        text(&net.stderr)
    );
    let source = text(&net.stdout);
    assert!(
        source.starts_with("// Written by tune-eval --rule freestyle fit-net "),
        "{source}"
    );
    assert!(
        source.contains("Net {") && source.contains("b2: "),
        "{source}"
    );
    assert_eq!(
        source
            .lines()
            .filter(|l| l.starts_with("        ["))
            .count(),
        50
    );

    // A fit for one colour to move reads the positions where it moves, and says so in
    // the file it writes: the two colours' together are all the scored positions.
    let black = tune_eval(&["--to-move", "black", "fit-net", &games, &even_path]);
    let white = tune_eval(&["--to-move", "white", "fit-net", &games, &even_path]);
    let (b, w) = (positions_read(&black), positions_read(&white));
    assert!(b > 0 && w > 0, "{b} {w}");
    assert_eq!(b + w, even.len());
    assert!(
        text(&black.stdout)
            .starts_with("// Written by tune-eval --rule freestyle --to-move black fit-net ")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// How many positions a fit read (to fit and to test), from its report.
fn positions_read(out: &Output) -> usize {
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stderr);
    report
        .lines()
        .find_map(|l| {
            let (a, rest) = l.split_once(" positions to fit, ")?;
            let b: usize = rest.strip_suffix(" to test")?.parse().ok()?;
            Some(a.parse::<usize>().ok()? + b)
        })
        .unwrap_or_else(|| panic!("no count of positions in: {report}"))
}

#[test]
fn bad_arguments_and_score_files_are_named() {
    let dir = scratch("bad");
    let games = write(&dir.join("games.txt"), "3|7,7 8,8 7,8 9,9|1\n");
    let out = tune_eval(&["scores", &games, "300", "2", "2"]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("PART below PARTS"));

    let out = tune_eval(&["--to-move", "red", "fit-net", &games]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--to-move 'red' is not black or white"));

    let bad = write(&dir.join("bad.txt"), "1 12\nnot a score\n");
    let out = tune_eval(&["fit", &games, "5", &bad]);
    assert!(!out.status.success());
    let message = text(&out.stderr);
    assert!(message.contains("bad.txt:2"), "{message}");
    assert!(
        message.contains("not a position number and a score"),
        "{message}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
