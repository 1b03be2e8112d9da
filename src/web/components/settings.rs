//! The settings panel: game, options, computer strength, play style,
//! language, match length, new match.

use super::use_game;
use engine::bot::Level;
use engine::rules::{Rules, Undertrick, Variant};
use engine::team_match::{DEFAULT_LENGTH, MAX_LENGTH, MIN_LENGTH, MatchLength};
use i18n::{Lang, Msg};
use leptos::prelude::*;

/// The panel (a dialog region), shown when open.
#[component]
pub fn SettingsPanel() -> impl IntoView {
    let game = use_game();
    let gbridge = expect_context::<crate::web::gbridge::Gbridge>();
    let online = expect_context::<super::OnlineServed>().0;
    // The match's rules only: the dialog is drawn again when they change,
    // not on every card the Closed Room plays (which replaced the inputs,
    // losing a match length typed but not yet committed).
    let current_rules = Memo::new(move |_| game.team_match.with(|m| m.rules));
    move || {
        let gb = gbridge.chosen.get();
        if !game.settings_open.get() {
            return None;
        }
        let s = game.settings.get();
        let lang = s.lang;
        let set =
            move |f: Box<dyn Fn(&mut crate::settings::Settings)>| game.settings.update(|s| f(s));
        let variant_button = move |v: Variant| {
            let rules = if v == Variant::MiniBridge {
                Rules {
                    undertrick: s.rules.undertrick,
                    ..Rules::MINIBRIDGE
                }
            } else {
                Rules::of(v)
            };
            view! {
                <button class="choice" aria-pressed=if s.rules.variant == v && !gb { "true" } else { "false" }
                    on:click=move |_| { gbridge.chosen.set(false); set(Box::new(move |s| s.rules = rules)) }>{lang.variant(v)}</button>
            }
        };
        let level_button = move |l: Level| {
            view! {
                <button class="choice" aria-pressed=if s.level == l { "true" } else { "false" }
                    on:click=move |_| set(Box::new(move |s| s.level = l))>{lang.level(l)}</button>
            }
        };
        let lang_button = move |l: Lang| {
            view! {
                <button class="choice" lang=l.code() aria-pressed=if s.lang == l { "true" } else { "false" }
                    on:click=move |_| set(Box::new(move |s| s.lang = l))>{l.name()}</button>
            }
        };
        let undertrick_button = move |u: Undertrick| {
            view! {
                <button class="choice" aria-pressed=if s.rules.undertrick == u { "true" } else { "false" }
                    on:click=move |_| set(Box::new(move |s| s.rules.undertrick = u))>{u.points()}</button>
            }
        };
        let current_rules = current_rules.get();
        Some(view! {
            <div class="settings-backdrop" on:click=move |_| game.settings_open.set(false)></div>
            <section class="settings" role="dialog" aria-label=lang.t(Msg::Settings)
                on:keydown=move |ev: web_sys::KeyboardEvent| if ev.key() == "Escape" { game.settings_open.set(false) }>
                <h2>{lang.t(Msg::Settings)}</h2>
                <div class="setting"><span>{lang.t(Msg::Language)}</span>{Vec::from(Lang::ALL.map(lang_button))}</div>
                <div class="setting"><span>{lang.t(Msg::Rules)}</span>{variant_button(Variant::MiniBridge)}{variant_button(Variant::HalfBridge)}{variant_button(Variant::Contract)}
                    <button class="choice" aria-pressed=if gb { "true" } else { "false" } on:click=move |_| gbridge.chosen.set(true)>{lang.t(Msg::GBridge)}</button></div>
                {gb.then(|| view! {
                    <label class="setting">
                        <span>{lang.t(Msg::GbridgeRounds)}</span>
                        <input type="number" min="1" max="26" prop:value=gbridge.rounds.get_untracked()
                            on:change=move |ev| {
                                gbridge.set_rounds(event_target_value(&ev).parse::<u8>().unwrap_or(13));
                                // The field shows the count kept (clamped), not what was typed.
                                event_target::<web_sys::HtmlInputElement>(&ev).set_value(&gbridge.rounds.get_untracked().to_string());
                            }/>
                    </label>
                })}
                {(s.rules.variant == Variant::MiniBridge && !gb).then(|| view! {
                    <div class="setting"><span>{lang.t(Msg::Undertrick)}</span>{undertrick_button(Undertrick::Fifty)}{undertrick_button(Undertrick::Hundred)}</div>
                })}
                <div class="setting"><span>{lang.t(Msg::Level)}</span>{Vec::from(Level::ALL.map(level_button))}</div>
                <label class="setting check">
                    <input type="checkbox" prop:checked=s.two_step on:change=move |_| set(Box::new(|s| s.two_step = !s.two_step))/>
                    {lang.t(Msg::TwoStep)}
                </label>
                <label class="setting check">
                    <input type="checkbox" prop:checked=s.seating.north_declares
                        on:change=move |_| set(Box::new(|s| s.seating.north_declares = !s.seating.north_declares))/>
                    {lang.t(Msg::NorthDeclares)}
                </label>
                <label class="setting check">
                    <input type="checkbox" prop:checked=s.hints.offered() on:change=move |_| set(Box::new(|s| s.hints = s.hints.toggled()))/>
                    {lang.t(Msg::HintsSetting)}
                </label>
                <label class="setting check">
                    <input type="checkbox" prop:checked=s.auto_play on:change=move |_| set(Box::new(|s| s.auto_play = !s.auto_play))/>
                    {lang.t(Msg::AutoPlay)}
                </label>
                <label class="setting check">
                    <input type="checkbox" prop:checked=s.four_colour on:change=move |_| set(Box::new(|s| s.four_colour = !s.four_colour))/>
                    {lang.t(Msg::FourColour)}
                </label>
                <label class="setting check">
                    <input type="checkbox" prop:checked=s.declarer_practice on:change=move |_| set(Box::new(|s| s.declarer_practice = !s.declarer_practice))/>
                    {lang.t(Msg::DeclarerPractice)}
                </label>
                <label class="setting">
                    <span>{lang.t(Msg::MatchLength)}</span>
                    <input type="number" min=MIN_LENGTH max=MAX_LENGTH prop:value=s.match_length.get()
                        on:change=move |ev| {
                            let v = MatchLength::clamped(event_target_value(&ev).parse::<u8>().unwrap_or(DEFAULT_LENGTH));
                            // The field shows the length kept (clamped), not what was typed:
                            // a redraw with an unchanged value does not set it again.
                            event_target::<web_sys::HtmlInputElement>(&ev).set_value(&v.get().to_string());
                            set(Box::new(move |s| s.match_length = v));
                        }/>
                </label>
                {(current_rules != s.rules).then(|| view! { <p class="hint">{lang.t(Msg::RulesFromNextMatch)}</p> })}
                <div class="setting-actions">
                    <button class="primary" on:click=move |_| {
                        game.settings_open.set(false);
                        if gbridge.chosen.get_untracked() { gbridge.new_game() } else { gbridge.active.set(false); game.new_match(); }
                    }>{lang.t(Msg::NewMatch)}</button>
                    {online.get().then(|| view! { <a class="primary play-online" href="?online">{lang.t(Msg::PlayOnline)}</a> })}
                    <button class="plain" on:click=move |_| game.settings_open.set(false)>{lang.t(Msg::Close)}</button>
                </div>
            </section>
        })
    }
}
