const { renderer } = await import('./apps/web/dist/ssr/server-render.js');
const hints = { address: null, language: 'en', gdprConfirmed: false, layout: 'phone' };
const out = await renderer.render({ screen: { kind: 'welcome' }, url: '/', hints, settings: {}, hour: 9, call: async () => { throw new Error('no'); } });
console.log(out.html.match(/<img[^>]*>/g));
