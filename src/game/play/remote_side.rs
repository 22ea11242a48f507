//! A side played from another copy of the game (`game::online`): its stones arrive from
//! there, so this screen's clicks and commands for it are refused, and while the other
//! player is away the clock waits. The play room knows only this resource, not the
//! connection behind it.

use bevy::prelude::*;

use crate::game::messages::GameCommand;
use crate::i18n::{Msg, OnlineText};
use crate::rules::swap2::Seat;

#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum RemoteSide {
    /// Everybody is at this screen (or the computer).
    #[default]
    None,
    /// An online game: the seat held here (`None` until the game is agreed; the opener
    /// plays black unless swap2 gives it white), and whether the other player is
    /// connected.
    Online {
        local: Option<Seat>,
        connected: bool,
    },
}

impl RemoteSide {
    pub fn is_online(self) -> bool {
        self != RemoteSide::None
    }

    /// Why a stone placed or a pick made here is refused, if it is, when `actor` is the
    /// seat that acts now.
    pub fn refuses_acting(self, actor: Seat) -> Option<Msg> {
        match self {
            RemoteSide::None => None,
            RemoteSide::Online { local: None, .. } => Some(Msg::Online(OnlineText::NotStarted)),
            RemoteSide::Online {
                local: Some(local), ..
            } if local != actor => Some(Msg::Online(OnlineText::TheirTurn)),
            RemoteSide::Online { .. } => None,
        }
    }

    /// Why `command` is refused during an online game in progress: the line is shared, so
    /// moves are taken back only by agreement (the online section's takeback), and the
    /// board never leaves the position both players see.
    pub fn refuses_command(self, command: &GameCommand, over: bool) -> Option<Msg> {
        if !self.is_online() || over {
            return None;
        }
        match command {
            GameCommand::Undo
            | GameCommand::Redo
            | GameCommand::Step(_)
            | GameCommand::PlayFromHere
            | GameCommand::EditBoard { .. }
            | GameCommand::LoadRecord(_)
            | GameCommand::OpenLink(_)
            | GameCommand::OpenRecordFile => Some(Msg::Online(OnlineText::UndoOnline)),
            // A game between two people is theirs: no engine at either's elbow.
            GameCommand::Hint | GameCommand::SetAnalysis(true) | GameCommand::GradeMoves => {
                Some(Msg::Online(OnlineText::NoHelp))
            }
            _ => None,
        }
    }

    /// The seat that resigns here: the local player's online.
    pub fn resigning(self) -> Option<Option<Seat>> {
        match self {
            RemoteSide::None => None,
            RemoteSide::Online { local, .. } => Some(local),
        }
    }

    /// The clock waits while the other player is away.
    pub fn holds_clock(self) -> bool {
        matches!(
            self,
            RemoteSide::Online {
                connected: false,
                ..
            } | RemoteSide::Online { local: None, .. }
        )
    }

    /// Whether `seat` is played from the other copy of the game (its flag falls there).
    pub fn plays_remotely(self, seat: Seat) -> bool {
        matches!(self, RemoteSide::Online { local: Some(local), .. } if local != seat)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RemoteSide>();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::messages::ReviewStep;

    #[test]
    fn only_the_colour_played_here_is_placed_here() {
        let second_here = RemoteSide::Online {
            local: Some(Seat::Second),
            connected: true,
        };
        assert_eq!(
            second_here.refuses_acting(Seat::Opener),
            Some(Msg::Online(OnlineText::TheirTurn))
        );
        assert_eq!(second_here.refuses_acting(Seat::Second), None);
        let not_agreed = RemoteSide::Online {
            local: None,
            connected: true,
        };
        assert_eq!(
            not_agreed.refuses_acting(Seat::Opener),
            Some(Msg::Online(OnlineText::NotStarted))
        );
        assert_eq!(RemoteSide::None.refuses_acting(Seat::Opener), None);
        assert!(
            second_here.plays_remotely(Seat::Opener) && !second_here.plays_remotely(Seat::Second)
        );
    }

    #[test]
    fn the_shared_line_moves_only_by_agreement_until_the_end() {
        let online = RemoteSide::Online {
            local: Some(Seat::Opener),
            connected: false,
        };
        for command in [
            GameCommand::Undo,
            GameCommand::Redo,
            GameCommand::Step(ReviewStep::First),
        ] {
            assert!(
                online.refuses_command(&command, false).is_some(),
                "{command:?}"
            );
            assert!(
                online.refuses_command(&command, true).is_none(),
                "{command:?} after the end"
            );
            assert!(RemoteSide::None.refuses_command(&command, false).is_none());
        }
        assert!(
            online
                .refuses_command(&GameCommand::Resign, false)
                .is_none()
        );
        assert_eq!(
            online.refuses_command(&GameCommand::Hint, false),
            Some(Msg::Online(OnlineText::NoHelp))
        );
        assert_eq!(online.resigning(), Some(Some(Seat::Opener)));
        assert!(online.holds_clock(), "the friend is away");
    }
}
