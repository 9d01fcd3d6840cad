//! Mail in and out: parsing inbound mail ([`inbound`], [`html`], the Message-IDs it keeps:
//! [`msgid`]; delivery status notifications: [`dsn`]; whether the receiving server vouches for its sender: [`auth`]), building
//! outgoing mail
//! ([`outbound`]), the embedded Maildir spool ([`maildir`]), and a real mailbox: IMAP intake
//! ([`imap`]) and SMTP delivery of the outbox ([`smtp`]), with the time limits and operator-facing
//! failures they share ([`net`]).

pub mod auth;
pub mod dsn;
pub mod html;
pub mod imap;
pub mod inbound;
pub mod maildir;
pub mod msgid;
pub mod net;
pub mod outbound;
pub mod smtp;
