// First paint (ADR 0026, 0030): inlined into index.html right after #root by the build and allowed by
// its hash in the server's CSP. While the page is parsed, on a phone at '/' or a store's page:
// - it puts a prerendered screen on screen when this device would draw exactly that: the welcome for
//   a newcomer (no address, no user), home's shell for a guest with a saved address (its address and
//   greeting written in), and at /stores/{slug} a restaurant's shell with its cover, or a grocery's
//   with its name, minutes and layout picture, when the server sent one (ADR 0031), all only in
//   English and with the settings they were drawn with;
// - it asks for the chunks of the screen '/' will draw (home with a saved address, welcome without)
//   at once when the splash stays. When a prerendered screen is drawn, it leaves them in #root's
//   data-chunks for boot-loader.js, which asks for them with the app's code, after the screen's
//   picture (ADR 0029).
// Plain ES2019, no imports.
(function () {
  try {
    var root = document.getElementById('root');
    var storage = window.localStorage;
    var store = /^\/stores\/[^/]+\/?$/.test(location.pathname);
    if (!root || !(location.pathname === '/' || store) || window.innerWidth > 1024 || window.self !== window.top) return;
    var read = function (key) {
      return JSON.parse(storage.getItem(key) || 'null');
    };
    var address = read('userSetAddress');
    var saved = address && typeof address.lat === 'number' && typeof address.lng === 'number' && typeof address.address === 'string';
    // The server sends a store's page with the shell of its kind: a restaurant's, or a grocery's in
    // single-store mode (a phone up to 768 px with a saved address; otherwise the app goes elsewhere).
    var kind = store ? (document.getElementById('first-screen-grocery') ? 'grocery' : 'store') : saved ? 'home' : 'welcome';
    var grocery = kind === 'grocery';
    if (grocery && (!saved || window.innerWidth > 768)) return;
    var template = document.getElementById('first-screen-' + kind);
    if (!template) return;
    var picture = template.getAttribute('data-picture');
    if (store && !picture) return;
    var chunks = JSON.parse(template.getAttribute('data-preload') || '{}');
    var preload = function () {
      var add = function (rel, href, as) {
        var link = document.createElement('link');
        link.rel = rel;
        link.href = '/' + href;
        if (as) link.as = as;
        // As the build's own links and Vite's loader ask (CORS mode), so the preloaded copy is the one used.
        link.crossOrigin = '';
        document.head.appendChild(link);
      };
      (chunks.css || []).forEach(function (href) {
        add('preload', href, 'style');
      });
      (chunks.js || []).forEach(function (href) {
        add('modulepreload', href);
      });
    };
    var language = read('language');
    // A signed-in customer's home is their own; a store's page starts the same for everyone.
    var minutes = template.getAttribute('data-minutes') || '';
    // ('1 mins': the prerendered time is plural.)
    var drawable = (store || !storage.getItem('user')) && !(language && language.code !== 'en') && !(grocery && !/^([02-9]|\d\d+)$/.test(minutes));
    var settings = JSON.parse(template.getAttribute('data-settings') || '{}');
    for (var key in settings) {
      var stored = storage.getItem(key);
      if (stored !== null && stored !== settings[key]) drawable = false;
    }
    if (!drawable) return preload();
    var screen = template.content.cloneNode(true);
    if (storage.getItem('gdprConfirmed') === '1') {
      var notice = screen.querySelector('.gdpr-banner');
      if (notice) notice.parentNode.removeChild(notice);
    }
    if (store) {
      // The picture where the app draws it, named by the server: a restaurant's cover
      // (features/stores/components/store-header.tsx) or a grocery's layout picture
      // (features/single-store/components/store-top.tsx). The code waits for its paint (boot-loader.js).
      var placeholder = screen.querySelector(grocery ? '.ss-top__image--skeleton' : '.store-hero__image--skeleton');
      var box = document.createElement('span');
      box.className = grocery ? 'image-box ss-top__image' : 'image-box store-hero__image';
      box.style.aspectRatio = grocery ? '3 / 1' : '16 / 9';
      var img = document.createElement('img');
      img.alt = '';
      img.decoding = 'async';
      img.setAttribute('fetchpriority', 'high');
      img.setAttribute('data-first-paint', '');
      img.src = picture;
      box.appendChild(img);
      placeholder.parentNode.replaceChild(box, placeholder);
      if (grocery) {
        // The grocery's name and minutes over the prerendered STORE_NAME and 88, as text.
        var name = template.getAttribute('data-name') || '';
        screen.querySelector('.ss-top__title').textContent = name;
        var search = screen.querySelector('.ss-search span');
        search.textContent = search.textContent.replace('STORE_NAME', name);
        var time = screen.querySelector('.ss-top__time').lastChild;
        time.nodeValue = time.nodeValue.replace('88', minutes);
      }
    } else if (saved) {
      // What home's address bar and greeting say (features/location/address.ts addressTitle,
      // features/home/links.ts greetingKey), as text only.
      var title = address.tag || address.house || address.address.split(',')[0].trim() || address.address;
      var titleText = screen.querySelector('.home-bar__title').firstChild;
      titleText.nodeValue = title;
      screen.querySelector('.home-bar__line').textContent = address.address;
      var greetings = JSON.parse(template.getAttribute('data-greetings') || '{}');
      var hour = new Date().getHours();
      screen.querySelector('.home-greeting__hello').textContent = greetings[hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening'];
    }
    root.textContent = '';
    root.appendChild(screen);
    root.setAttribute('data-first-screen', kind);
    root.setAttribute('data-chunks', template.getAttribute('data-preload') || '{}');
    // What the privacy notice's height does once the app runs (components/ui/gdpr-banner.tsx), done
    // now: one-screen layouts shrink by it, so nothing moves when the app takes over.
    var shown = root.querySelector('.gdpr-banner');
    if (shown) document.documentElement.style.setProperty('--notice-block', Math.round(shown.getBoundingClientRect().height) + 'px');
  } catch {
    // The splash stays; the app draws as it always does.
  }
})();
