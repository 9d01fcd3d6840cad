//! Mail in and out: parsing inbound mail ([`inbound`], [`html`]), building outgoing mail
//! ([`outbound`]) and the embedded Maildir spool ([`maildir`]).

pub mod html;
pub mod inbound;
pub mod maildir;
pub mod outbound;
