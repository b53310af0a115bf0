/*
 * Offline cache for the app shell. Navigations go to the network first and fall back to the cached
 * index.html; hashed /js/ and /css/ assets are immutable, so they come from the cache first. API
 * calls are never touched: stale data or a cached 401 would be worse than an error. The worker
 * only logs its status.
 */
const CACHE = 'app-shell-v1';
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .then(() => self.skipWaiting())
      .then(() => console.info('[sw] installed, app shell cached'))
      .catch((err) => console.error('[sw] install failed', err)),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim())
      .then(() => console.info('[sw] active'))
      .catch((err) => console.error('[sw] activate failed', err)),
  );
});

function isHashedAsset(url) {
  return url.pathname.startsWith('/js/') || url.pathname.startsWith('/css/');
}

async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(SHELL);
    if (cached) {
      console.info('[sw] offline: serving the cached app shell');
      return cached;
    }
    throw err;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
  } else if (isHashedAsset(url)) {
    event.respondWith(cacheFirstAsset(request));
  }
});
