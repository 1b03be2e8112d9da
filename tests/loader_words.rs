//! index.html's loader says "Playing online needs the network" when the
//! online pages' module cannot be loaded (offline). The module that carries
//! the catalog is what failed, so the loader holds a copy of the catalog's
//! words (`online-needs-network`, `online-solo`) in each language: this
//! checks the copy against the catalog, every language.

use i18n::{Lang, Msg};

#[test]
fn the_loaders_offline_words_are_the_catalogs_in_every_language() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html"))
        .expect("index.html");
    let start = html.find("const WORDS = ").expect("the loader's WORDS") + "const WORDS = ".len();
    let end = start + html[start..].find(";\n").expect("the end of WORDS");
    let words: std::collections::BTreeMap<String, [String; 2]> =
        serde_json::from_str(&html[start..end]).expect("WORDS is JSON");
    assert_eq!(words.len(), Lang::ALL.len(), "one entry per language");
    for lang in Lang::ALL {
        let got = words
            .get(lang.code())
            .unwrap_or_else(|| panic!("{}: missing", lang.code()));
        assert_eq!(got[0], lang.t(Msg::OnlineNeedsNetwork), "{}", lang.code());
        assert_eq!(got[1], lang.t(Msg::OnlineSolo), "{}", lang.code());
    }
}
