// Boot preload (ADR 0029): inlined into index.html's head by the build, before the stylesheet, so it
// runs as soon as it is parsed. The app's code is asked for at once (as Vite's module script tags in
// the head would), except for a newcomer on '/': first-paint.js will likely draw the prerendered
// welcome, and boot-loader.js asks for the code once its picture is drawn; its picture is asked for
// instead. The build fills in __SCRIPTS__ and __PICTURE__. Plain ES2019.
(function (scripts, picture) {
  try {
    var storage = window.localStorage;
    if (location.pathname === '/' && window.innerWidth <= 1024 && window.self === window.top && !storage.getItem('userSetAddress') && !storage.getItem('user')) {
      // The welcome's largest picture, asked for now rather than once the stylesheet let first-paint.js run.
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
