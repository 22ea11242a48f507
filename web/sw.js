// The service worker: keeps the game's files so it opens offline after the first visit and
// can be added to a phone's home screen. scripts/build-web.sh writes the build's id into
// the cache's name, so a new build installs a new cache and removes the old one when it
// takes over; until then the page runs the build it was cached with.
"use strict";

const CACHE = "gomoku-@BUILD_ID@";
const FILES = [
  "./", "index.html", "gomoku.js", "gomoku_bg.wasm", "engine.wasm", "engine-threads.wasm",
  "engine-worker.js", "engine-helper.js",
  "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png",
  "assets/sounds/stone.wav", "assets/sounds/end.wav",
  // Fetched only by a Chinese page, but kept for every offline visit: a player may switch.
  "assets/fonts/NotoSansCJKsc-Subset.otf", "assets/fonts/NotoSansCJKtc-Subset.otf",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("gomoku-") && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()));
});

// The game's own files come from the cache (whatever the address's ?lang=); anything else,
// or a file not cached yet, from the network. Each with the headers that isolate the page
// (as scripts/serve-web.py sends them), so that where the server sends none, the page is
// still cross-origin isolated from its second visit on: its engine's workers may then
// share memory, and Master searches on several threads (index.html).
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((cached) => cached ?? fetch(request))
      .then(isolated));
});

function isolated(response) {
  if (response.status === 0) return response;
  const headers = new Headers(response.headers);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Embedder-Policy", "require-corp");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
