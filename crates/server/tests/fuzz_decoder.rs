//! The WebSocket message decoder never panics, whatever it is sent:
//! arbitrary text and JSON-shaped text, 2 000 cases in the test run and
//! 10⁵ (`--ignored`) by hand.

use proptest::prelude::*;
use server::protocol::decode;

fn json_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("{".to_string()),
        Just("}".to_string()),
        Just("[".to_string()),
        Just("]".to_string()),
        Just(",".to_string()),
        Just(":".to_string()),
        Just("\"type\"".to_string()),
        Just("\"act\"".to_string()),
        Just("\"name\"".to_string()),
        Just("\"chat\"".to_string()),
        Just("\"leave\"".to_string()),
        Just("\"seat\"".to_string()),
        Just("\"claim\"".to_string()),
        Just("\"answer\"".to_string()),
        Just("\"undo\"".to_string()),
        Just("\"accept\"".to_string()),
        Just("false".to_string()),
        Just("\"text\"".to_string()),
        Just("\"to\"".to_string()),
        Just("\"tricks\"".to_string()),
        Just("true".to_string()),
        Just("\"action\"".to_string()),
        Just("\"seq\"".to_string()),
        Just("{\"Play\":".to_string()),
        Just("{\"Call\":".to_string()),
        Just("{\"Contract\":".to_string()),
        Just("{\"Bid\":".to_string()),
        Just("null".to_string()),
        any::<i64>().prop_map(|n| n.to_string()),
        any::<f64>().prop_map(|n| n.to_string()),
        "\"[^\"\\\\]{0,6}\"".prop_map(|s| s),
    ];
    proptest::collection::vec(piece, 0..16).prop_map(|v| v.concat())
}

proptest! {
    // Quick in the test run; `--ignored` below runs 10⁵.
    #![proptest_config(ProptestConfig { cases: 1_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        let _ = decode(&text);
    }

    #[test]
    fn json_shaped_text_never_panics(text in json_like()) {
        let _ = decode(&text);
    }
}

proptest! {
    // cargo test -p halfbridge-server --release --test fuzz_decoder -- --ignored
    #![proptest_config(ProptestConfig { cases: 50_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    #[ignore = "10^5 cases: run with --release -- --ignored"]
    fn arbitrary_text_never_panics_1e5(text in any::<String>()) {
        let _ = decode(&text);
    }

    #[test]
    #[ignore = "10^5 cases: run with --release -- --ignored"]
    fn json_shaped_text_never_panics_1e5(text in json_like()) {
        let _ = decode(&text);
    }
}
