// The service worker's code. scripts/service-worker.sh (Trunk's
// post_build hook) writes dist/sw.js: first VERSION (a hash of the built
// files) and FILES (the site's files), then this.
//
// - Install: this build's files into its own cache, past the HTTP cache;
//   then take over at once (skipWaiting).
// - Activate: delete the caches of older builds. It never claims a page it
//   did not serve (clients.claim): that page came from the network, maybe
//   from another build, and must not get this build's files.
// - The page itself (a navigation): the network first, so a new version is
//   seen at the next visit; with no network, this build's index.html.
//   When the network's index.html is not this build's (a new version is
//   out), this build deletes its cache: its files never reach the new page,
//   which loads from the network while the new sw.js installs. So no page
//   ever meets a worker or a file of another build.
// - Any other file of the site: from this build's cache, else the network;
//   never `api/` (halfbridge serve's answers; a static host's api/health).
//
// Every address is relative to this file, so the site works from any path;
// the cache's name holds the site's path too, so two copies of the game on
// one host (say /halfbridge/ and /halfbridge-test/) keep their own files.

const SCOPE = new URL('./', self.location).href;
const PREFIX = `halfbridge ${new URL(SCOPE).pathname} `;
const CACHE = PREFIX + VERSION;
const INDEX = new URL('index.html', SCOPE).href;
// The online tables' API (halfbridge serve): always the network's answer.
const API = new URL('api/', SCOPE).href;

/** Whether `url` is the page itself (the site's root or its index.html, any query). */
function isPage(url) {
  const u = new URL(url);
  u.search = '';
  u.hash = '';
  return u.href === SCOPE || u.href === INDEX;
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache': revalidated, so never an older file from the HTTP cache,
    // yet not downloaded again when the server answers 304.
    await cache.addAll(FILES.map((f) => new Request(new URL(f, SCOPE), { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE) || request.url.startsWith(API)) return;
  event.respondWith(request.mode === 'navigate' ? page(request) : file(request));
});

/** A navigation: the network first; this build's copy when offline. */
async function page(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (offline) {
    const cached = await caches.match(isPage(request.url) ? INDEX : request, { cacheName: CACHE, ignoreSearch: true });
    return cached || Response.error();
  }
  if (response.ok && isPage(request.url)) {
    const ours = await caches.match(INDEX, { cacheName: CACHE });
    if (ours && (await ours.text()) !== (await response.clone().text())) {
      // A new version is out: this build's files must not reach its page.
      await caches.delete(CACHE);
    }
  }
  return response;
}

/** Any other file: this build's copy (its query ignored: `?build=`), else the network. */
async function file(request) {
  const cached = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  return cached || fetch(request);
}
