//! A player's request to move their identity to a new address (`move to <address>`; the
//! engine's `years::moving`, the store's table `address_moves`).

/// How long a request to change address may be confirmed, in seconds (7 days): after that
/// it is dead, and another may be asked.
pub const MOVE_LIFETIME: i64 = 7 * 86_400;

/// One side of an address change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveSide {
    /// The address the player has now.
    Old,
    /// The address they move to.
    New,
}

/// A request to move a player's identity from the address they have to another: done when
/// both addresses confirmed it (or, for an old address that cannot answer, the operator
/// approved it), dead after [`MOVE_LIFETIME`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRequest {
    /// Its number (the reply keys name it, [`crate::token::move_key`]).
    pub id: i64,
    /// The player's address when they asked (folded).
    pub old: String,
    /// The address they move to (folded).
    pub new: String,
    /// When it was asked.
    pub asked_at: i64,
    /// When the old address confirmed it (at once when the command came to one of its keys).
    pub old_confirmed_at: Option<i64>,
    /// When the new address confirmed it.
    pub new_confirmed_at: Option<i64>,
    /// When the operator approved it in the old address's place.
    pub approved_at: Option<i64>,
    /// When the player's address was changed.
    pub done_at: Option<i64>,
    /// When the player took it back (`move cancel`).
    pub cancelled_at: Option<i64>,
    /// Since when the old address was marked undeliverable when it was asked (its mail
    /// bounced), if it was: the request's own mail clears that mark as any mail from the
    /// address does, so it is kept here for the operator's approval, which needs the old
    /// address to have bounced long enough ([`MoveRequest::bouncing_since`]).
    pub old_undeliverable_since: Option<i64>,
}

impl MoveRequest {
    /// Whether it can still be confirmed at `now`: not done, not older than [`MOVE_LIFETIME`].
    pub fn pending(&self, now: i64) -> bool {
        self.done_at.is_none()
            && self.cancelled_at.is_none()
            && now - self.asked_at <= MOVE_LIFETIME
    }

    /// Whether it may be carried out: the new address confirmed, and the old one did or the
    /// operator approved.
    pub fn ready(&self) -> bool {
        self.new_confirmed_at.is_some()
            && (self.old_confirmed_at.is_some() || self.approved_at.is_some())
    }

    /// The instant it dies unconfirmed.
    pub fn expires_at(&self) -> i64 {
        self.asked_at + MOVE_LIFETIME
    }

    /// Since when its old address bounces, given `marked`, since when it is marked
    /// undeliverable now: `None` when it is not marked now (its mail is delivered, or no
    /// bounce came back since it last wrote, which cleared the mark); otherwise the earlier
    /// of that mark and the one it had when the request was asked (the request's own mail
    /// cleared that one, and the mail sent after it bounced again).
    pub fn bouncing_since(&self, marked: Option<i64>) -> Option<i64> {
        let now_marked = marked?;
        Some(
            self.old_undeliverable_since
                .map_or(now_marked, |asked| asked.min(now_marked)),
        )
    }

    /// Which side `address` is of it, if either.
    pub fn side_of(&self, address: &str) -> Option<MoveSide> {
        let a = crate::address::fold(address);
        if a == self.old {
            Some(MoveSide::Old)
        } else if a == self.new {
            Some(MoveSide::New)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> MoveRequest {
        MoveRequest {
            id: 1,
            old: "frank@example.test".into(),
            new: "frank@new.example".into(),
            asked_at: 1000,
            old_confirmed_at: None,
            new_confirmed_at: None,
            approved_at: None,
            done_at: None,
            cancelled_at: None,
            old_undeliverable_since: None,
        }
    }

    #[test]
    fn the_old_address_bounces_since_the_earlier_mark_while_it_is_marked_now() {
        let mut r = request();
        assert_eq!(r.bouncing_since(None), None);
        assert_eq!(r.bouncing_since(Some(900)), Some(900));
        r.old_undeliverable_since = Some(500);
        assert_eq!(r.bouncing_since(Some(1200)), Some(500));
        // Delivered again since: the mark of the time it was asked counts for nothing.
        assert_eq!(r.bouncing_since(None), None);
        r.old_undeliverable_since = Some(1500);
        assert_eq!(r.bouncing_since(Some(1200)), Some(1200));
    }

    #[test]
    fn a_request_is_ready_with_both_sides_or_the_new_one_and_the_operator() {
        let mut r = request();
        assert!(!r.ready());
        r.new_confirmed_at = Some(1001);
        assert!(!r.ready());
        r.approved_at = Some(1002);
        assert!(r.ready());
        r.approved_at = None;
        r.old_confirmed_at = Some(1003);
        assert!(r.ready());
        r.new_confirmed_at = None;
        assert!(!r.ready());
    }

    #[test]
    fn a_request_dies_after_its_lifetime_or_once_done() {
        let mut r = request();
        assert!(r.pending(1000 + MOVE_LIFETIME));
        assert!(!r.pending(1001 + MOVE_LIFETIME));
        r.cancelled_at = Some(1050);
        assert!(!r.pending(1100));
        r.cancelled_at = None;
        r.done_at = Some(1100);
        assert!(!r.pending(1100));
        assert_eq!(r.side_of(" Frank@Example.Test"), Some(MoveSide::Old));
        assert_eq!(r.side_of("frank@new.example"), Some(MoveSide::New));
        assert_eq!(r.side_of("mallory@example.test"), None);
    }
}
