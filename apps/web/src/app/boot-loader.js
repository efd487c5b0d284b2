// Boot loader (ADR 0029): inlined at the end of index.html's body by the build, in place of the module
// script tags Vite writes for the app's entry, and allowed by its hash in the server's CSP.
// - When the HTML put a first screen of its own on screen (first-paint.js marks #root), the app's code
//   is asked for once that screen's largest picture has arrived and been drawn, or after 1 s at most:
//   the picture does not share the phone's link with the app's code, and the app's first long task
//   does not hold back its paint. Until the app runs, the HTML's copy is what shows either way.
// - Otherwise (the splash), at once: boot-preload.js has asked for it from the head already, so it
//   runs as the page's own module script tags would have.
// It runs once #root is parsed, where Vite's tags would run after the whole page: main.tsx needs no
// more. The build replaces __SCRIPTS__ with the entry's script URLs, in the page's order. Plain ES2019.
(function (scripts) {
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    });
  };
  try {
    var root = document.getElementById('root');
    var picture = null;
    if (root && root.hasAttribute('data-first-screen')) {
      root.querySelectorAll('img').forEach(function (img) {
        if (!picture || img.width * img.height > picture.width * picture.height) picture = img;
      });
    }
    if (!picture) return start();
    var drawn = function () {
      // Once the browser reports the picture painted (as the screen's largest content); where it
      // cannot, two frames after it was decoded. A picture that is not the largest waits for the cap.
      var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
      if (types.indexOf('largest-contentful-paint') < 0) {
        requestAnimationFrame(function () {
          requestAnimationFrame(start);
        });
        return;
      }
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          // Painted is not yet on the screen: two frames more.
          if (entry.element === picture) requestAnimationFrame(function () {
            requestAnimationFrame(start);
          });
        });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    };
    var decoded = function () {
      (picture.decode ? picture.decode() : Promise.resolve()).then(drawn, drawn);
    };
    // Loaded already (the head asked for it) is not drawn yet.
    if (picture.complete) decoded();
    else {
      picture.addEventListener('load', decoded);
      picture.addEventListener('error', start);
    }
    setTimeout(start, 1000);
  } catch {
    start();
  }
})(__SCRIPTS__);
