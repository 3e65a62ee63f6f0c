// The demo world's service worker: Mock Service Worker's own file (mockServiceWorker.js, copied
// by msw, never edited), asked only about the demo API's requests. Without this filter, every
// file of the app passes through MSW's worker too: each one a round trip to the page's main thread
// and a copy of its body sent back to it.
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes('/api/')) event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
