// Boot loader (ADR 0029, 0030, 0031): inlined at the end of index.html's body by the build, in place of the
// module script tags Vite writes for the app's entry, and allowed by its hash in the server's CSP.
// - When first-paint.js put a prerendered screen on screen (it marks #root), the app's code, and the
//   route chunks first-paint.js left in #root's data-chunks, are asked for once the screen's picture
//   is painted: the welcome's largest picture, the first banner early-reads.js puts into home's
//   shell, or the picture first-paint.js puts into a store's shell (ADR 0031). Each carries
//   data-first-paint. The picture then does not share the phone's link with the
//   app's code, and the app's first long task does not hold back its paint. The code is asked for
//   after 1 s whatever happens, at once when early-reads.js has no banner to show
//   ('keka:no-first-picture'), and at once where the browser cannot report a paint.
// - Otherwise (the splash), at once: boot-preload.js has asked for it from the head already, so it
//   runs as the page's own module script tags would have.
// It runs once #root is parsed, where Vite's tags would run after the whole page: main.tsx needs no
// more. The build replaces __SCRIPTS__ with the entry's script URLs, in the page's order. Plain ES2019.
(function (scripts) {
  var root = document.getElementById('root');
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var add = function (rel, href, as) {
      var link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (as) link.as = as;
      link.crossOrigin = '';
      document.head.appendChild(link);
    };
    try {
      var chunks = JSON.parse((root && root.getAttribute('data-chunks')) || '{}');
      (chunks.css || []).forEach(function (href) {
        add('preload', '/' + href, 'style');
      });
      (chunks.js || []).forEach(function (href) {
        add('modulepreload', '/' + href);
      });
    } catch {
      // The app asks for its chunks itself.
    }
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    });
  };
  try {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (!root || !root.hasAttribute('data-first-screen') || types.indexOf('largest-contentful-paint') < 0) return start();
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        // Painted is not yet on the screen: two frames more.
        if (entry.element && entry.element.hasAttribute('data-first-paint')) {
          requestAnimationFrame(function () {
            requestAnimationFrame(start);
          });
        }
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('keka:no-first-picture', start);
    setTimeout(start, 1000);
  } catch {
    start();
  }
})(__SCRIPTS__);
