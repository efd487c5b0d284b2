/*
 * Early reads (ADR 0024). A returning customer opening home on a phone needs home's sections (SPEC §7
 * home-data) and its first banner, the screen's largest picture. Without this file both wait for the
 * app's whole script to download and run. This small classic script, loaded async from the HTML's
 * <head>, asks for home-data at once, and when the answer comes it preloads the first banner, so the
 * picture downloads while the app's script still does. The app takes the answer over (src/app/early-reads.ts)
 * when it asks the very same question, and otherwise asks again itself. Plain ES2017 without imports:
 * it runs before and without the app.
 */
(function () {
  'use strict';
  if (window.kekaEarlyReadsClosed || location.pathname !== '/' || window.innerWidth > 1024) return;
  try {
    var address = JSON.parse(localStorage.getItem('userSetAddress') || 'null');
    if (!address || typeof address.lat !== 'number' || typeof address.lng !== 'number') return;
    var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    var language = JSON.parse(localStorage.getItem('language') || 'null');
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
      if (!first || typeof first.image !== 'string' || !first.image) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = first.image;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    });
    window.kekaEarlyReads = { 'home-data': { body: body, answer: answer } };
  } catch {
    // Storage unavailable or unreadable: the app reads as it always does.
  }
})();
