//! What IMAP and SMTP share about the network: a time limit on every step, and failures
//! worded for the operator (what failed, what to check), with the usual configuration
//! mistakes named: the wrong `security` for the port, a certificate not trusted, a refused
//! login.

use crate::config::Server;
use std::error::Error as StdError;
use std::future::Future;
use std::time::Duration;
use tokio_rustls::rustls;

/// Runs one network step (`what`: "the greeting of 127.0.0.1:993") with the time limit
/// `limit`.
///
/// # Errors
/// The step failed (its error, with `what` as context), or took longer than `limit`.
pub async fn step<T, E>(
    limit: Duration,
    what: impl FnOnce() -> String,
    fut: impl Future<Output = Result<T, E>>,
) -> anyhow::Result<T>
where
    E: Into<anyhow::Error>,
{
    match tokio::time::timeout(limit, fut).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(e.into().context(what())),
        Err(_) => Err(anyhow::anyhow!(
            "{} timed out after {} s",
            what(),
            limit.as_secs()
        )),
    }
}

/// The hint for a server that sent no greeting, or a greeting that is not text, when the
/// connection starts in plain text (`security = "starttls"` or `"plain"`): it probably
/// expects TLS from the first byte.
pub fn expects_tls_hint(key: &str, server: &Server) -> String {
    let port = if key.ends_with("imap") { "993" } else { "465" };
    format!(
        "the server at {}:{} did not greet in plain text: it probably speaks TLS at once; \
         use `{key}.security = \"tls\"` for port {port} (\"starttls\" is for 143/587)",
        server.host, server.port
    )
}

/// How the operator should read a failure whose chain holds a rustls error, if it does:
/// a plain-text server behind `security = "tls"`, or a certificate not trusted.
pub fn tls_hint(key: &str, server: &Server, e: &(dyn StdError + 'static)) -> Option<String> {
    let at = format!("{}:{}", server.host, server.port);
    let rustls_error = chain(e).find_map(|c| {
        c.downcast_ref::<rustls::Error>().or_else(|| {
            c.downcast_ref::<std::io::Error>()
                .and_then(|io| io.get_ref())
                .and_then(|inner| inner.downcast_ref::<rustls::Error>())
        })
    })?;
    Some(match rustls_error {
        rustls::Error::InvalidMessage(_) | rustls::Error::InappropriateMessage { .. } => {
            let port = if key.ends_with("imap") { "143" } else { "587" };
            format!(
                "the server at {at} answered in plain text, not TLS: use \
                 `{key}.security = \"starttls\"` for a port like {port}, or the server's \
                 TLS port ({}) with \"tls\"",
                if key.ends_with("imap") { "993" } else { "465" }
            )
        }
        rustls::Error::InvalidCertificate(why) => format!(
            "the certificate of {at} is not trusted ({why:?}): check `{key}.host` (the name \
             the certificate is for), or give the CA that signed it in `{key}.ca_file`"
        ),
        other => format!("TLS with {at} failed: {other}"),
    })
}

/// The chain of `e`: itself, then each source.
fn chain<'a>(
    e: &'a (dyn StdError + 'static),
) -> impl Iterator<Item = &'a (dyn StdError + 'static)> {
    std::iter::successors(Some(e), |c: &&'a (dyn StdError + 'static)| (*c).source())
}

/// The server's own words in an async-imap `NO`/`BAD` error, which carries the response as
/// Rust debug text (`code: None, info: Some("[AUTHENTICATIONFAILED] …")`).
pub fn server_words(debug: &str) -> String {
    if let Some(start) = debug.find("info: Some(\"") {
        let rest = &debug[start + "info: Some(\"".len()..];
        if let Some(end) = rest.rfind("\")") {
            return rest[..end].replace("\\\"", "\"");
        }
    }
    debug.to_string()
}

/// A failure of the bot's own setup (a refused login, the wrong `security` for the port, a
/// certificate not trusted, a refused connection), worded for the operator: logged as an
/// error, and never charged to a player's mail.
#[derive(Debug)]
pub struct Setup(pub String);

impl std::fmt::Display for Setup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl StdError for Setup {}

/// Whether `e` is (or was caused by) a [`Setup`] failure.
pub fn is_setup(e: &anyhow::Error) -> bool {
    e.chain().any(|c| c.is::<Setup>())
}

/// Whether the chain of `e` holds a refused TCP connection (nothing listens there).
pub fn refused(e: &(dyn StdError + 'static)) -> bool {
    chain(e).any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::ConnectionRefused)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_servers_words_are_taken_out_of_the_debug_text() {
        let d = r#"code: None, info: Some("[AUTHENTICATIONFAILED] Authentication failed.")"#;
        assert_eq!(
            server_words(d),
            "[AUTHENTICATIONFAILED] Authentication failed."
        );
        assert_eq!(server_words("plain words"), "plain words");
    }
}
