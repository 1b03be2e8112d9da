//! Hand files and links: open a .HND, PBN or LIN file (picker or drag and
//! drop) or a pasted BBO handviewer link, download the match as .HND and
//! PBN, share the deal by a link of the page's own or a BBO handviewer
//! link.

use super::use_game;
use crate::web::game::{Game, Scope};
use i18n::{Msg, Phrase};
use leptos::prelude::*;
use wasm_bindgen::JsCast as _;

/// Reads the first file of a file list and opens it in the game.
pub fn open_files(game: Game, files: Option<web_sys::FileList>) {
    let Some(file) = files.and_then(|f| f.get(0)) else {
        return;
    };
    let name = file.name();
    leptos::task::spawn_local(async move {
        let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await;
        match buffer {
            Ok(buffer) => {
                let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                game.open_file(&name, &bytes);
            }
            Err(_) => game.notify(Scope::Page, move |lang| {
                lang.say(Phrase::FileUnreadable { name: &name })
            }),
        }
    });
}

/// Whether a drag carries files (not text or a link dragged within the page).
pub fn carries_files(ev: &web_sys::DragEvent) -> bool {
    ev.data_transfer()
        .is_some_and(|d| d.types().includes(&"Files".into(), 0))
}

/// Over the table while a file is dragged: where the file will land.
#[component]
pub fn DropOverlay(dragging: RwSignal<bool>) -> impl IntoView {
    let game = use_game();
    move || {
        dragging.get().then(|| {
            view! {
                <div class="drop-overlay" aria-hidden="true">
                    <span>{game.settings.with(|s| s.lang.t(Msg::OpenHandFile))}</span>
                </div>
            }
        })
    }
}

/// Offers `contents` as a download named `name`.
fn download(name: &str, contents: &str, mime: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(contents));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = document()
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The files and sharing section of the side panel.
#[component]
pub fn FilesBar() -> impl IntoView {
    let game = use_game();
    let lang = move || game.settings.with(|s| s.lang);
    let link = RwSignal::new(None::<String>);
    let with_result = RwSignal::new(true);
    let download_hnd = move |_| {
        let files = game.team_match.with_untracked(|m| {
            engine::formats::hnd::write(&engine::formats::matches::match_boards(m))
        });
        let many = files.len() > 1;
        for (i, contents) in files.iter().enumerate() {
            let name = if many {
                format!("halfbridge-{}.hnd", i + 1)
            } else {
                "halfbridge.hnd".to_string()
            };
            download(&name, contents, "text/plain");
        }
    };
    let download_pbn = move |_| {
        let contents = game.team_match.with_untracked(|m| {
            engine::formats::pbn::write(&engine::formats::matches::match_games(m))
        });
        download("halfbridge.pbn", &contents, "text/plain");
    };
    let pasted = RwSignal::new(String::new());
    let open_pasted = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = pasted.get_untracked();
        if !text.trim().is_empty() {
            game.open_handviewer(&text);
            pasted.set(String::new());
        }
    };
    let bbo_link = move |_| {
        let url = game.handviewer_link(with_result.get_untracked());
        if let Some(url) = &url {
            let _ = window().navigator().clipboard().write_text(url);
        }
        link.set(url);
    };
    let share = move |_| {
        let url = game.share_link(with_result.get_untracked());
        if let Some(url) = &url {
            let _ = window().navigator().clipboard().write_text(url);
        }
        link.set(url);
    };
    view! {
        <section class="files" aria-label=move || lang().t(Msg::FilesAndSharing)>
            <h2>{move || lang().t(Msg::FilesAndSharing)}</h2>
            // The browser's bare picker stays for its label and keyboard,
            // visually hidden behind a button in the page's style.
            <label class="file-pick">
                <span class="plain file-button">{move || lang().t(Msg::OpenHandFile)}</span>
                <input type="file" class="file-input" accept=".hnd,.HND,.pbn,.PBN,.lin,.LIN,text/plain"
                    aria-label=move || lang().t(Msg::OpenHandFileLabel)
                    on:change=move |ev| {
                        let input: web_sys::HtmlInputElement = event_target(&ev);
                        open_files(game, input.files());
                        input.set_value("");
                    }/>
            </label>
            <div class="file-actions">
                <button class="plain" on:click=download_hnd>{move || lang().t(Msg::DownloadHnd)}</button>
                <button class="plain" on:click=download_pbn>{move || lang().t(Msg::DownloadPbn)}</button>
            </div>
            <div class="share">
                <label class="check">
                    <input type="checkbox" prop:checked=move || with_result.get() on:change=move |_| with_result.update(|w| *w = !*w)/>
                    {move || lang().t(Msg::IncludeResult)}
                </label>
                <button class="plain" on:click=share>{move || lang().t(Msg::Share)}</button>
                <button class="plain" on:click=bbo_link>{move || lang().t(Msg::BboLink)}</button>
            </div>
            {move || link.get().map(|url| view! {
                <input class="share-link" type="text" readonly aria-label=move || lang().t(Msg::ShareLink) prop:value=url
                    on:focus=move |ev| { let i: web_sys::HtmlInputElement = event_target(&ev); i.select(); }/>
            })}
            <form class="paste-link" on:submit=open_pasted>
                <input type="text" class="paste-input" inputmode="url" autocomplete="off"
                    aria-label=move || lang().t(Msg::HandviewerLink)
                    placeholder=move || lang().t(Msg::HandviewerLink)
                    prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))/>
                <button class="plain" type="submit">{move || lang().t(Msg::OpenHandviewer)}</button>
            </form>
            {move || game.previous.get().then(|| view! {
                <button class="plain" on:click=move |_| game.resume_previous()>
                    {move || lang().t(Msg::BackToPrevious)}
                </button>
            })}
        </section>
    }
}
