/**
 * Records the API answers the server's renderer asks for when it draws the four first screens of the
 * demo city, into src/test/first-screen-answers.json: what app/server-render.test.tsx renders and
 * hydrates with. Needs a running server on the demo data (default http://127.0.0.1:8080) and a built
 * web app. Usage: node apps/web/scripts/record-first-screen-answers.mjs [baseUrl]
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const { renderer } = await import(here('../dist/ssr/server-render.js'));
const ADDRESS = { lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: 'Indiranagar', tag: null };
const phone = (address) => ({ address, language: 'en', gdprConfirmed: address !== null, layout: 'phone' });
const answers = {};
const call = async (name, body) => {
  const response = await fetch(`${base}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  const data = await response.json();
  answers[`${name} ${JSON.stringify(body)}`] = data;
  return data;
};
const settings = Object.fromEntries((await call('get-settings', {})).map(({ key, value }) => [key, value]));
for (const [screen, hints, url] of [
  [{ kind: 'welcome' }, phone(null), '/'],
  [{ kind: 'home' }, phone(ADDRESS), '/'],
  [{ kind: 'store', slug: 'spice-route' }, phone(ADDRESS), '/stores/spice-route'],
  [{ kind: 'store', slug: 'green-basket' }, phone(ADDRESS), '/stores/green-basket'],
]) {
  if (!(await renderer.render({ screen, url, hints, settings, hour: 9, call }))) throw new Error(`${url} was not drawn`);
}
fs.writeFileSync(here('../src/test/first-screen-answers.json'), `${JSON.stringify({ address: ADDRESS, settings, answers })}\n`);
console.log(`${Object.keys(answers).length} answers recorded`);
