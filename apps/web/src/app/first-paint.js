// First paint (ADR 0026): inlined into index.html right after #root by the build and allowed by its
// hash in the server's CSP. While the page is parsed, it puts the prerendered welcome screen on
// screen when this device would draw exactly that (a newcomer: no address, no user, English, the
// settings it was drawn with); otherwise the splash stays until the app draws. Plain ES2019, no imports.
(function () {
  try {
    var template = document.getElementById('first-screen-welcome');
    var root = document.getElementById('root');
    var storage = window.localStorage;
    if (!template || !root || location.pathname !== '/' || window.innerWidth > 1024 || window.self !== window.top) return;
    if (storage.getItem('userSetAddress') || storage.getItem('user')) return;
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
