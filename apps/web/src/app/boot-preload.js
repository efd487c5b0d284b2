// Boot preload (ADR 0029, 0030, 0031): inlined into index.html's head by the build, before the styles,
// so it runs as soon as it is parsed. The app's code is asked for at once (as Vite's module script
// tags in the head would), except on '/' on a phone for a guest in English, and on a store's page
// the server sent with its shell: first-paint.js will likely draw the prerendered welcome (no
// address), home's shell (an address saved) or the store's shell, and boot-loader.js asks for
// the code once that screen's picture is painted. For a newcomer the welcome's picture is
// asked for here instead. The build fills in __SCRIPTS__ and __PICTURE__. Plain ES2019.
(function (scripts, picture) {
  try {
    var storage = window.localStorage;
    var language = JSON.parse(storage.getItem('language') || 'null');
    var english = !(language && language.code !== 'en');
    var phone = window.innerWidth <= 1024 && window.self === window.top;
    // A store's page the server sent with its shell and picture (ADR 0031): first-paint.js draws it,
    // and its picture, preloaded by the server's link above, goes first. (A grocery's shell is drawn
    // in single-store mode only: a phone up to 768 px with a saved address.)
    if (/^\/stores\/[^/]+\/?$/.test(location.pathname) && phone && english) {
      if (document.querySelector('link[data-first-screen="store"]')) return;
      if (document.querySelector('link[data-first-screen="grocery"]') && window.innerWidth <= 768 && storage.getItem('userSetAddress')) return;
    }
    if (location.pathname === '/' && phone && !storage.getItem('user') && english) {
      if (storage.getItem('userSetAddress')) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = picture;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
      return;
    }
  } catch {
    // Storage refused: preload as for anyone.
  }
  scripts.forEach(function (src) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = src;
    document.head.appendChild(link);
  });
})(__SCRIPTS__, __PICTURE__);
