//! Records that do not read: bad set-up and opening keys in links, bad set-up and opening
//! lines in PSQ files, each with what is wrong (in every language), and never a panic.

use gomoku::i18n::{Lang, notation_error_text};
use gomoku::notation::{parse_link, read_full_record};
use gomoku::rules::Rule;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

#[test]
fn bad_links_say_what_is_wrong() {
    let cases = [
        (
            "#black=h8&white=z99",
            "White set-up stone 1, 'z99', is not a point: column z is off a 15x15 board (a to o)",
        ),
        (
            "#black=h8&tomove=purple",
            "the link's side to move 'purple' is not black or white",
        ),
        (
            "#black=h8h9&tomove=black",
            "the set-up cannot be played on: with 2 black and 0 white stones it cannot be \
             black's move: black's move needs as many black stones as white, white's one \
             black stone more",
        ),
        (
            "#black=h8i8j8k8l8&white=a1b1c1d1f1",
            "the set-up cannot be played on: black already has a winning row (h8 to l8)",
        ),
        (
            "#black=h8&white=i9&moves=h8",
            "move 1 (h8) cannot be played: there is already a stone there",
        ),
        (
            "#opening=chess&actions=h8",
            "the opening rule 'chess' is not soosorv-8, taraguchi-10 or rif",
        ),
        (
            "#actions=h8",
            "the link gives opening actions but no opening rule (opening=soosorv-8, \
             taraguchi-10 or rif)",
        ),
        (
            "#opening=rif&actions=h9&moves=h9",
            "opening action 1 is refused: the 1st stone goes on the centre point",
        ),
        (
            "#opening=rif&actions=h8i9&moves=h8",
            "the opening's stone 2 is on i9, but the game has no move 2",
        ),
        (
            "#opening=rif&actions=h8i9&moves=h8j9",
            "the opening's stone 2 is on i9, but the game's move 2 is on j9",
        ),
        (
            "#opening=rif&actions=h8&moves=h8i9",
            "move 2 is played before the opening is settled",
        ),
        (
            "#size=7&opening=rif",
            "renju's opening rules are played on boards of 9 to 26 lines, not 7",
        ),
        (
            "#black=h8&white=i9&opening=rif",
            "a record cannot have both a set-up and an opening rule: an opening rule starts \
             from an empty board",
        ),
        ("#opening=rif&actions=h8?", "opening action 2, '?', is none"),
    ];
    for (text, message) in cases {
        let said = parse_link(text).unwrap_err().to_string();
        assert!(said.starts_with(message), "{text}: {said}");
    }
}

#[test]
fn bad_psq_record_lines_say_what_is_wrong() {
    let file = |extra: &str| format!("Piskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\n{extra}\n");
    let cases = [
        (
            "Setup: stones=x",
            "line 4: 'Setup: stones=x' is not a set-up line like 'Setup: stones=4 tomove=black'",
        ),
        (
            "Setup: tomove=white",
            "line 4: 'Setup: tomove=white' is not a set-up line",
        ),
        (
            "Setup: stones=2 tomove=grey",
            "line 4: 'Setup: stones=2 tomove=g...' is not a set-up line",
        ),
        (
            "Setup: stones=9",
            "line 4: the set-up has 9 stones, but the file has only 2",
        ),
        (
            "Setup: stones=2 tomove=white",
            "the set-up cannot be played on: with 1 black and 1 white stones it cannot be \
             white's move",
        ),
        (
            "Opening: actions=h8",
            "line 4: 'Opening: actions=h8' is not an opening line",
        ),
        ("Opening: rule=go", "the opening rule 'go' is not"),
        (
            "Opening: rule=rif actions=h8i9!",
            "opening action 3, '!', is not a point",
        ),
        (
            "Opening: rule=rif actions=h8h9",
            "the opening's stone 2 is on h9, but the game's move 2 is on i7",
        ),
    ];
    for (extra, message) in cases {
        let said = read_full_record(&file(extra), 15, Rule::Renju)
            .unwrap_err()
            .to_string();
        assert!(said.starts_with(message), "{extra}: {said}");
    }
    // Unknown keys are skipped, and the first line of each kind counts.
    let text = file("Setup: stones=1 colour=blue tomove=white\nSetup: stones=x");
    let record = read_full_record(&text, 15, Rule::Freestyle).unwrap();
    assert_eq!(record.game.setup_stones(), 1);
}

/// A random string of pieces that matter to the new keys and lines, and some that do not.
fn garbage(rng: &mut Xoshiro256PlusPlus) -> String {
    const PIECES: [&str; 22] = [
        "h8",
        "i9",
        "z99",
        "a",
        "1",
        "s",
        "n",
        "=",
        "=2",
        "!",
        "!h8",
        "&",
        "#",
        " ",
        "\n",
        "black",
        "white",
        "rif",
        "soosorv-8",
        "日",
        "\u{0}",
        "99999999999999999999",
    ];
    let len = rng.random_range(0..24);
    (0..len)
        .map(|_| PIECES[rng.random_range(0..PIECES.len())])
        .collect()
}

#[test]
fn garbage_in_the_new_keys_and_lines_never_panics() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(38);
    let keys = [
        "black", "white", "tomove", "opening", "actions", "moves", "size",
    ];
    let lines = [
        "Setup: stones=",
        "Setup: tomove=",
        "Opening: rule=",
        "Opening: actions=",
    ];
    for round in 0..4000 {
        let text = if round % 2 == 0 {
            garbage(&mut rng)
        } else {
            let bytes: Vec<u8> = (0..rng.random_range(0..32))
                .map(|_| rng.random_range(0..=255u8))
                .collect();
            String::from_utf8_lossy(&bytes).into_owned()
        };
        let key = keys[rng.random_range(0..keys.len())];
        let other = keys[rng.random_range(0..keys.len())];
        let link = format!("#size=15&rule=renju&{key}={text}&{other}=h8");
        let line = lines[rng.random_range(0..lines.len())];
        let psq = format!("Piskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\n{line}{text}\n");
        for text in [link, psq, text] {
            if let Err(error) = read_full_record(&text, 15, Rule::Renju) {
                for lang in Lang::ALL {
                    assert!(!notation_error_text(&error, lang).is_empty());
                }
            }
        }
    }
}
