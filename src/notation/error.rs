use std::fmt;

/// Why a piece of text could not be read, in words for the person who wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    message: String,
}

impl NotationError {
    pub(crate) fn new(message: impl Into<String>) -> NotationError {
        NotationError {
            message: message.into(),
        }
    }

    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for NotationError {}

/// `text` as quoted in a message: whole if short, cut with an ellipsis if not, so a
/// pasted novel does not become a novel-length error.
pub(crate) fn quote(text: &str) -> String {
    const LONGEST: usize = 24;
    if text.chars().count() <= LONGEST {
        format!("'{text}'")
    } else {
        let head: String = text.chars().take(LONGEST).collect();
        format!("'{head}...'")
    }
}
