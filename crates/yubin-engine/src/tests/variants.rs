//! Issue 23: every text that lists the variants names every variant the rules crate plays,
//! so that the next variant cannot be forgotten in one of them.

use crate::reading::command::Usage;
use yubin_domain::model::Language;
use yubin_rules::Variant;

/// `[chu|maka|dai|daidai|tenjiku]`, from the rules crate's own list.
fn choice() -> String {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    format!("[{}]", names.join("|"))
}

#[test]
fn the_help_mail_and_the_usages_name_every_variant() {
    let help = yubin_text::mails::command_list();
    assert!(help.contains(&choice()), "{help}");
    for usage in [Usage::Challenge, Usage::Create] {
        for lang in Language::ALL {
            let text = usage.text_in(lang);
            assert!(text.contains(&choice()), "{usage:?} {lang:?}: {text}");
        }
    }
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for v in Variant::ALL {
        // Its default length limit and its position strings are named too.
        let short = v.title().trim_end_matches(" Shogi");
        let short = if v == Variant::Maka { "Maka" } else { short };
        let plies = crate::game::challenge::default_max_plies(v).unwrap();
        assert!(flat.contains(&format!("{short} {plies}")), "{v:?}: {flat}");
    }
}
