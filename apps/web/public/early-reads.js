// Early reads (ADR 0024): before the app's code arrives, home's data is asked for and its first banner
// preloaded. The app takes the answer over (src/app/early-reads.ts).
// Shipped as it is to every phone: keep it small, plain ES2019, no imports.
(function () {
  'use strict';
  if (window.kekaEarlyReadsClosed || location.pathname !== '/') return;
  function preloadImage(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }
  function stored(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || 'null');
    } catch {
      return null;
    }
  }
  try {
    var address = stored('userSetAddress');
    // A newcomer's welcome picture is asked for by the page itself (src/app/boot-preload.js).
    if (!address || typeof address.lat !== 'number' || typeof address.lng !== 'number') return;
    if (window.innerWidth > 1024) return;
    var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    var language = stored('language');
    if (language && typeof language.code === 'string') headers['Accept-Language'] = language.code;
    var body = JSON.stringify({ latitude: address.lat, longitude: address.lng });
    var answer = fetch('/api/home-data', { method: 'POST', headers: headers, body: body, cache: 'no-store' })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .catch(function () {
        return null;
      });
    answer.then(function (data) {
      var first = data && data.top_slider && data.top_slider[0];
      if (first && typeof first.image === 'string' && first.image) preloadImage(first.image);
    });
    window.kekaEarlyReads = { 'home-data': { body: body, answer: answer } };
  } catch {
    // the app reads as it always does
  }
})();
