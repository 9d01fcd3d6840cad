use super::*;

fn env(var: &str) -> Option<String> {
    match var {
        "UNSET" | "NOPE" => None,
        _ => Some("0123456789abcdef0123".into()),
    }
}

const MAILDIR: &str = r#"
database = "/tmp/y.sqlite"
[bot]
address = "Bot@Example.org"
secret_key_env = "YUBIN_KEY"
[mail]
mode = "maildir"
spool = "/tmp/spool"
"#;

#[test]
fn the_example_config_parses() {
    let text = include_str!("../../deploy/yubin.example.toml");
    let c = Config::parse(text, &env).expect("deploy/yubin.example.toml must stay valid");
    assert!(matches!(c.mail, Mail::Imap { .. }));
    assert_eq!(c.schedule, Schedules::defaults(false));
}

#[test]
fn minimal_maildir_config_uses_defaults() {
    let c = Config::parse(MAILDIR, &env).unwrap();
    assert_eq!(c.bot.address, "bot@example.org");
    assert_eq!(c.bot.name, "Yubin");
    assert_eq!(c.bot.secret_key, b"0123456789abcdef0123");
    assert_eq!(
        c.games,
        Games {
            days_per_move: 7,
            reminder_hours: 24,
            leave_days_per_year: 30,
        }
    );
    assert_eq!(c.unsubscribe_https, None);
    assert_eq!(c.limits.mails_per_hour, 30);
    assert_eq!(c.limits.max_mail_kb, 1024);
    assert_eq!(
        c.mail,
        Mail::Maildir {
            spool: "/tmp/spool".into()
        }
    );
    assert_eq!(c.schedule.poll.as_str(), DEFAULT_POLL_MAILDIR);
    assert_eq!(c.schedule.sweep.as_str(), DEFAULT_SWEEP);
    let custom = MAILDIR.replace(
        "[mail]",
        "[schedule]\npoll = \"*/5 * * * * *\"\nsweep = \"0 */10 * * * *\"\n[mail]",
    );
    let c = Config::parse(&custom, &env).unwrap();
    assert_eq!(c.schedule.poll.as_str(), "*/5 * * * * *");
    assert_eq!(c.schedule.sweep.as_str(), "0 */10 * * * *");
}

#[test]
fn only_the_named_servers_are_trusted_and_the_embedded_spool_trusts_mail_drop() {
    assert!(Config::parse(MAILDIR, &env)
        .unwrap()
        .trusted_servers
        .is_empty());
    let trust = format!("{MAILDIR}[trust]\nauthserv_ids = [\"mx.example.org\"]\n");
    let c = Config::parse(&trust, &env).unwrap();
    assert_eq!(c.trusted_servers, ["mx.example.org"]);
    for bad in ["\"\"", "\"mx example\"", "\"a;b\""] {
        let text = format!("{MAILDIR}[trust]\nauthserv_ids = [{bad}]\n");
        let e = Config::parse(&text, &env).unwrap_err().to_string();
        assert!(e.contains("trust.authserv_ids"), "{e}");
    }
    let dir = tempfile::tempdir().unwrap();
    let c = Config::embedded(dir.path()).unwrap();
    assert_eq!(c.trusted_servers, [crate::mail::auth::MAIL_DROP]);
}

#[test]
fn every_mistake_names_its_key() {
    let imap = r#"
database = "d"
[bot]
address = "bot@x.org"
secret_key_env = "YUBIN_KEY"
[mail]
mode = "imap"
[mail.imap]
host = "imap.x.org"
port = 993
security = "tls"
user = "bot"
password_env = "IMAP_PW"
[mail.smtp]
host = "smtp.x.org"
port = 465
security = "tls"
user = "bot"
password_env = "SMTP_PW"
"#;
    assert!(Config::parse(imap, &env).is_ok());
    let cases: &[(&str, &str, &str)] = &[
        (MAILDIR, "database = \"/tmp/y.sqlite\"", ""),
        (MAILDIR, "spool = \"/tmp/spool\"", ""),
        (MAILDIR, "mode = \"maildir\"", ""),
        (MAILDIR, "mode = \"maildir\"", "mode = \"pop3\"\n#"),
        (MAILDIR, "address = \"Bot@Example.org\"", ""),
        (MAILDIR, "Bot@Example.org", "bot+x@example.org"),
        (MAILDIR, "Bot@Example.org", "Bot <bot@example.org>"),
        (MAILDIR, "secret_key_env = \"YUBIN_KEY\"", ""),
        (
            MAILDIR,
            "secret_key_env = \"YUBIN_KEY\"",
            "secret_key_env = \"UNSET\"",
        ),
        (
            MAILDIR,
            "secret_key_env = \"YUBIN_KEY\"",
            "secret_key = \"short\"",
        ),
        (
            MAILDIR,
            "secret_key_env = \"YUBIN_KEY\"",
            "secret_key = \"0123456789abcdefg\"\nsecret_key_env = \"YUBIN_KEY\"",
        ),
        (MAILDIR, "[mail]", "[games]\ndays_per_move = 0\n[mail]"),
        (
            MAILDIR,
            "[mail]",
            "[games]\ndays_per_move = \"seven\"\n[mail]",
        ),
        (MAILDIR, "[mail]", "[limits]\nmails_per_hour = -1\n[mail]"),
        (MAILDIR, "[mail]", "[games]\ndays_per_mve = 3\n[mail]"),
        (MAILDIR, "database", "databse"),
        (MAILDIR, "[bot]", "[bot"),
        (imap, "port = 993", "port = 99999"),
        (
            imap,
            "security = \"tls\"\nuser = \"bot\"\npassword_env = \"IMAP_PW\"",
            "security = \"ssl\"\nuser = \"bot\"\npassword_env = \"IMAP_PW\"",
        ),
        (
            imap,
            "host = \"imap.x.org\"\nport = 993\nsecurity = \"tls\"",
            "host = \"imap.x.org\"\nport = 993\nsecurity = \"plain\"",
        ),
        (
            imap,
            "password_env = \"SMTP_PW\"",
            "password_env = \"NOPE\"",
        ),
        (imap, "[mail.smtp]", "[mail.smtpx]"),
        (imap, "mode = \"imap\"", "mode = \"imap\"\nspool = \"s\""),
        (
            MAILDIR,
            "[mail]",
            "[schedule]\npoll = \"every second\"\n[mail]",
        ),
        (MAILDIR, "[mail]", "[schedule]\nsweep = \"0 * * *\"\n[mail]"),
        (
            MAILDIR,
            "[mail]",
            "[schedule]\nsweeps = \"0 * * * * *\"\n[mail]",
        ),
        (
            imap,
            "password_env = \"IMAP_PW\"",
            "password_env = \"IMAP_PW\"\nca_file = \"/nonexistent/ca.pem\"",
        ),
        (
            imap,
            "password_env = \"SMTP_PW\"",
            "password_env = \"SMTP_PW\"\nca_file = \"Cargo.toml\"",
        ),
        (
            imap,
            "password_env = \"SMTP_PW\"",
            "password_env = \"SMTP_PW\"\ntimeout_secs = 0",
        ),
    ];
    let expected: &[&str] = &[
        "missing key `database`",
        "missing key `mail.spool`",
        "bad value for `mail.mode`: missing; expected \"maildir\" or \"imap\"",
        "bad value for `mail.mode`: \"pop3\"",
        "missing key `bot.address`",
        "bad value for `bot.address`: \"bot+x@example.org\"",
        "bad value for `bot.address`: \"Bot <bot@example.org>\"",
        "missing key `bot.secret_key`: give `bot.secret_key_env",
        "`bot.secret_key_env` names the environment variable UNSET, which is not set",
        "bad value for `bot.secret_key`: only 5 bytes; expected at least 16",
        "both `bot.secret_key` and `bot.secret_key_env` are set",
        "bad value for `games.days_per_move`: 0; expected a whole number from 1 to 365",
        "days_per_move",
        "bad value for `limits.mails_per_hour`: -1",
        "unknown field `days_per_mve`",
        "unknown field `databse`",
        "TOML parse error",
        "bad value for `mail.imap.port`: 99999; expected a whole number from 1 to 65535",
        "bad value for `mail.imap.security`: \"ssl\"; expected \"tls\", \"starttls\" or \"plain\"",
        "\"plain\" is allowed only for a server on the loopback interface",
        "`mail.smtp.password_env` names the environment variable NOPE",
        "unknown field `smtpx`",
        "`mail.spool` is used only with mode = \"maildir\"",
        "bad value for `schedule.poll`: \"every second\"",
        "bad value for `schedule.sweep`: \"0 * * *\"",
        "unknown field `sweeps`",
        "bad value for `mail.imap.ca_file`: cannot read /nonexistent/ca.pem",
        "bad value for `mail.smtp.ca_file`: Cargo.toml holds no PEM certificate",
        "bad value for `mail.smtp.timeout_secs`: 0; expected a whole number from 1 to 600",
    ];
    assert_eq!(cases.len(), expected.len());
    for ((base, from, to), want) in cases.iter().zip(expected) {
        assert!(base.contains(from), "case {from:?} does not apply");
        let text = base.replacen(from, to, 1);
        let err = format!("{:#}", Config::parse(&text, &env).expect_err(to));
        assert!(
            err.contains(want),
            "for {to:?}: error {err:?} lacks {want:?}"
        );
    }
}

#[test]
fn the_embedded_default_makes_and_keeps_its_key() {
    let dir = tempfile::tempdir().unwrap();
    let a = Config::embedded(dir.path()).unwrap();
    let b = Config::embedded(dir.path()).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.bot.secret_key.len(), 48);
    assert_eq!(a.database, dir.path().join("yubin.sqlite"));
    std::fs::write(dir.path().join("yubin.key"), "short\n").unwrap();
    let err = format!("{:#}", Config::embedded(dir.path()).unwrap_err());
    assert!(err.contains("holds only 5 bytes"), "{err}");
}

#[test]
fn a_key_file_others_can_read_is_warned_about() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("yubin.key");
    let (_, quiet) = crate::test_log::warnings_of(|| Config::embedded(dir.path()).unwrap());
    assert_eq!(quiet, "", "a new key file is private");
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    let (_, log) = crate::test_log::warnings_of(|| Config::embedded(dir.path()).unwrap());
    assert!(log.contains("other users can read the key file"), "{log}");
    assert!(log.contains(&key.display().to_string()), "{log}");
    assert!(log.contains("mode=644"), "{log}");
}

#[test]
fn load_names_the_file() {
    let err = Config::load(Path::new("/nonexistent/yubin.toml")).unwrap_err();
    assert!(format!("{err:#}").contains("/nonexistent/yubin.toml"));
}

#[test]
fn the_archive_speaks_the_language_it_is_given_english_by_default() {
    use yubin_domain::model::Language;
    let c = Config::parse(MAILDIR, &env).unwrap();
    assert_eq!(c.archive.language, Language::En);
    let ja = MAILDIR.replace("[mail]", "[archive]\nlanguage = \"ja\"\n[mail]");
    assert_eq!(
        Config::parse(&ja, &env).unwrap().archive.language,
        Language::Ja
    );
    let bad = MAILDIR.replace("[mail]", "[archive]\nlanguage = \"fr\"\n[mail]");
    let e = Config::parse(&bad, &env).unwrap_err().to_string();
    assert!(
        e.contains("bad value for `archive.language`: \"fr\""),
        "{e}"
    );
}

#[test]
fn the_computer_section_bounds_its_levels_and_budget() {
    let c = Config::parse(MAILDIR, &env).unwrap();
    assert_eq!(c.computer, Computer::default());
    assert_eq!(c.engine_settings().computer_max_level, 8);
    let text = format!("{MAILDIR}[computer]\nmax_level = 5\nhash_mb = 64\nmax_seconds = 10\n");
    let c = Config::parse(&text, &env).unwrap();
    assert_eq!(c.computer.max_level, 5);
    assert_eq!(c.computer.budget.hash_mb, 64);
    assert_eq!(
        c.computer.budget.max_time,
        std::time::Duration::from_secs(10)
    );
    let off = format!("{MAILDIR}[computer]\nenabled = false\nmax_level = 5\n");
    assert_eq!(
        Config::parse(&off, &env)
            .unwrap()
            .engine_settings()
            .computer_max_level,
        0
    );
    for (bad, said) in [
        (
            "max_level = 0",
            "bad value for `computer.max_level`: 0; expected a whole number from 1 to 8",
        ),
        ("max_level = 9", "bad value for `computer.max_level`: 9"),
        ("hash_mb = 0", "bad value for `computer.hash_mb`: 0"),
        ("max_seconds = 0", "bad value for `computer.max_seconds`: 0"),
        (
            "enabled = \"no\"",
            "invalid type: string \"no\", expected a boolean",
        ),
        ("threads = 4", "unknown field `threads`"),
    ] {
        let text = format!("{MAILDIR}[computer]\n{bad}\n");
        let err = format!("{:#}", Config::parse(&text, &env).expect_err(bad));
        assert!(err.contains(said), "{bad}: {err}");
    }
}

#[test]
fn the_computer_section_bounds_the_analysis_budget() {
    let c = Config::parse(MAILDIR, &env).unwrap();
    assert_eq!(c.computer.analysis, crate::analysis::Budget::default());
    assert_eq!(c.computer.analysis.nodes_per_position, 50_000);
    let text = format!("{MAILDIR}[computer]\nanalysis_nodes = 20000\nanalysis_max_minutes = 5\n");
    let c = Config::parse(&text, &env).unwrap();
    assert_eq!(c.computer.analysis.nodes_per_position, 20_000);
    assert_eq!(
        c.computer.analysis.max_time,
        std::time::Duration::from_secs(300)
    );
    for (bad, said) in [
        (
            "analysis_nodes = 999",
            "bad value for `computer.analysis_nodes`: 999; expected a whole number from 1000 to 10000000",
        ),
        (
            "analysis_max_minutes = 0",
            "bad value for `computer.analysis_max_minutes`: 0",
        ),
        (
            "analysis_max_minutes = 601",
            "bad value for `computer.analysis_max_minutes`: 601",
        ),
    ] {
        let text = format!("{MAILDIR}[computer]\n{bad}\n");
        let err = format!("{:#}", Config::parse(&text, &env).expect_err(bad));
        assert!(err.contains(said), "{bad}: {err}");
    }
}

#[test]
fn the_one_click_unsubscribe_address_is_an_https_base() {
    let with = |url: &str| {
        Config::parse(
            &format!("{MAILDIR}[unsubscribe]\nhttps_base = {url:?}\n"),
            &env,
        )
    };
    let c = with("https://yubin.example.org/unsubscribe/").unwrap();
    assert_eq!(
        c.unsubscribe_https.as_deref(),
        Some("https://yubin.example.org/unsubscribe")
    );
    assert_eq!(c.engine_settings().unsubscribe_https, c.unsubscribe_https);
    for bad in [
        "http://yubin.example.org/u",
        "https://",
        "https://x.org/u?k=1",
        "https://x.org/u#a",
        "https://x.org/a b",
        "https://x.org/u>\r\nBcc: x@y",
        "mailto:x@y",
    ] {
        let err = format!("{:#}", with(bad).unwrap_err());
        assert!(err.contains("unsubscribe.https_base"), "{bad}: {err}");
    }
}

#[test]
fn the_days_an_old_address_must_bounce_before_the_operator_approves_a_move() {
    let plain = Config::parse(MAILDIR, &env).unwrap();
    assert_eq!(plain.move_after_bounce_days, 14);
    assert_eq!(plain.engine_settings().move_after_bounce_days, 14);
    let with = |days: &str| {
        Config::parse(
            &format!("{MAILDIR}[years]\nmove_after_bounce_days = {days}\n"),
            &env,
        )
    };
    assert_eq!(
        with("30").unwrap().engine_settings().move_after_bounce_days,
        30
    );
    for bad in ["0", "-3", "366", "\"14\""] {
        let err = format!("{:#}", with(bad).unwrap_err());
        assert!(err.contains("move_after_bounce_days"), "{bad}: {err}");
    }
    let err = format!(
        "{:#}",
        Config::parse(&format!("{MAILDIR}[years]\nmove_days = 3\n"), &env).unwrap_err()
    );
    assert!(err.contains("move_days"), "{err}");
}
