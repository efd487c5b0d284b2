// First paint (ADR 0026): inlined into index.html right after #root by the build and allowed by its
// hash in the server's CSP. While the page is parsed, on a phone at '/':
// - it asks for the chunks of the screen '/' will draw (home with a saved address, welcome without),
//   instead of waiting for the boot chunk to run first;
// - it puts the prerendered welcome screen on screen when this device would draw exactly that (a
//   newcomer: no address, no user, English, the settings it was drawn with); otherwise the splash
//   stays until the app draws.
// Plain ES2019, no imports.
(function () {
  try {
    var template = document.getElementById('first-screen-welcome');
    var root = document.getElementById('root');
    var storage = window.localStorage;
    if (!template || !root || location.pathname !== '/' || window.innerWidth > 1024 || window.self !== window.top) return;
    var preload = function (needs) {
      var add = function (rel, href, as) {
        var link = document.createElement('link');
        link.rel = rel;
        link.href = '/' + href;
        if (as) link.as = as;
        // As the build's own links and Vite's loader ask (CORS mode), so the preloaded copy is the one used.
        link.crossOrigin = '';
        document.head.appendChild(link);
      };
      (needs.css || []).forEach(function (href) {
        add('preload', href, 'style');
      });
      (needs.js || []).forEach(function (href) {
        add('modulepreload', href);
      });
    };
    var chunks = JSON.parse(template.getAttribute('data-preload') || '{}');
    var address = JSON.parse(storage.getItem('userSetAddress') || 'null');
    if (address && typeof address.lat === 'number' && typeof address.lng === 'number') {
      if (chunks.home) preload(chunks.home);
      return;
    }
    if (chunks.welcome) preload(chunks.welcome);
    if (storage.getItem('user')) return;
    var language = JSON.parse(storage.getItem('language') || 'null');
    if (language && language.code !== 'en') return;
    var settings = JSON.parse(template.getAttribute('data-settings') || '{}');
    for (var key in settings) {
      var stored = storage.getItem(key);
      if (stored !== null && stored !== settings[key]) return;
    }
    var screen = template.content.cloneNode(true);
    if (storage.getItem('gdprConfirmed') === '1') {
      var notice = screen.querySelector('.gdpr-banner');
      if (notice) notice.parentNode.removeChild(notice);
    }
    root.textContent = '';
    root.appendChild(screen);
    root.setAttribute('data-first-screen', 'welcome');
    // What the privacy notice's height does once the app runs (components/ui/gdpr-banner.tsx), done
    // now: one-screen layouts shrink by it, so nothing moves when the app takes over.
    var shown = root.querySelector('.gdpr-banner');
    if (shown) document.documentElement.style.setProperty('--notice-block', Math.round(shown.getBoundingClientRect().height) + 'px');
  } catch {
    // The splash stays; the app draws as it always does.
  }
})();
