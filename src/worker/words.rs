//! Reading a job's request a word at a time: the first words are the job's own, and the
//! rest may be a line of another format (a puzzle line) to hand on whole.

/// The first word of `text` and the rest after it, each without the spaces around.
pub(super) fn next_word(text: &str) -> (&str, &str) {
    let text = text.trim();
    match text.split_once(char::is_whitespace) {
        Some((word, rest)) => (word, rest.trim()),
        None => (text, ""),
    }
}
