// Early reads (ADR 0024, 0030): before the app's code arrives, home's data is asked for and its first
// banner put into home's shell when first-paint.js drew it (preloaded otherwise). The app takes the answer over (src/app/early-reads.ts).
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
      var image = first && typeof first.image === 'string' && first.image ? first.image : null;
      var show = function () {
        var placeholder = document.querySelector('#root[data-first-screen="home"] .home-skeleton__slider .skeleton');
        // The app drew its own home already (main.tsx marks #root before its first render): the page is the app's now.
        var drawnByApp = placeholder && document.getElementById('root').hasAttribute('data-app');
        if (!placeholder || drawnByApp || !image) {
          if (image) preloadImage(image);
          // The app's code need not wait for a banner (src/app/boot-loader.js).
          document.dispatchEvent(new Event('keka:no-first-picture'));
          return;
        }
        // Home's shell (ADR 0030): the first banner where the app will draw it (features/home/components/slides.tsx).
        var slide = document.createElement('div');
        slide.className = 'slider__slide';
        var inner = document.createElement('div');
        inner.className = 'home-slide';
        var box = document.createElement('span');
        box.className = 'image-box home-slide__image';
        box.style.aspectRatio = '2 / 1';
        var img = document.createElement('img');
        img.alt = typeof first.name === 'string' ? first.name : '';
        img.decoding = 'async';
        img.setAttribute('fetchpriority', 'high');
        img.setAttribute('data-first-paint', '');
        img.src = image;
        box.appendChild(img);
        inner.appendChild(box);
        slide.appendChild(inner);
        placeholder.parentNode.replaceChild(slide, placeholder);
      };
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
      else show();
    });
    window.kekaEarlyReads = { 'home-data': { body: body, answer: answer } };
  } catch {
    // the app reads as it always does
  }
})();
