// Where a bench server's CPU time went (scripts/bench-orders.mjs): CPU seconds per process from
// /proc (a cost per order that the other work on a shared machine disturbs much less than orders/s),
// and with BENCH_ORDERS_CPU_PROF=1 the .cpuprofile files `node --cpu-prof` wrote, summed per function
// and per package.
import fs from 'node:fs';
import path from 'node:path';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, or null when /proc cannot tell (gone, not Linux). */
function cpuSecondsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A snapshot of each pid's CPU seconds; `since(snapshot)` sums what the pids used after it (new pids from 0). */
export function cpuSnapshot(pids) {
  return new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]));
}

export function cpuSince(before, pids) {
  let total = 0;
  let known = false;
  for (const pid of pids) {
    const now = cpuSecondsOf(pid);
    if (now === null) continue;
    known = true;
    total += now - (before.get(pid) ?? 0);
  }
  return known ? total : null;
}

/** "node_modules/@electric-sql/pglite/dist/…" → "@electric-sql/pglite"; our own code by workspace. */
function areaOf(url) {
  if (!url) return '(V8 / native)';
  if (url.startsWith('wasm://')) return '@electric-sql/pglite (wasm)';
  if (url.startsWith('node:')) return 'node core';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  const own = url.match(/\/(apps\/server|packages\/[^/]+)\//);
  return own ? own[1] : 'other';
}

function place(frame) {
  const file = frame.url ? frame.url.replace(/^file:\/\/.*?node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/') : '';
  return `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
}

/**
 * Markdown lines: the top frames by self time and the split by package, counting only the samples taken
 * inside `windows` ([start, end] in µs of the monotonic clock, as process.hrtime and V8's profiler
 * read it): the measured runs, not start-up or seeding.
 */
export function summariseProfiles(dir, windows, top = 12) {
  const inWindow = (t) => windows.some(([a, b]) => t >= a && t <= b);
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main thread; tsx's module hooks
  // run on a thread of their own that idles all along and would only water the numbers down.
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && f.split('.')[4] === '0') : [];
  if (files.length === 0) return [`(no profile was written in ${path.relative(process.cwd(), dir)})`];
  const byFrame = new Map();
  const byArea = new Map();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let t = profile.startTime;
    profile.samples.forEach((id, i) => {
      const dt = profile.timeDeltas[i] ?? 0;
      t += dt;
      if (!inWindow(t)) return;
      const frame = nodes.get(id).callFrame;
      total += dt;
      const name = place(frame);
      byFrame.set(name, (byFrame.get(name) ?? 0) + dt);
      const area = frame.functionName === '(idle)' ? '(idle)' : frame.functionName === '(garbage collector)' ? '(garbage collector)' : areaOf(frame.url);
      byArea.set(area, (byArea.get(area) ?? 0) + dt);
    });
  }
  if (total === 0) return ['(the profile has no samples inside the measured runs)'];
  const pct = (v) => `${((100 * v) / total).toFixed(1)} %`;
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  const idle = byArea.get('(idle)') ?? 0;
  return [
    `Samples inside the measured runs only: ${(total / 1e6).toFixed(1)} s of the server's main thread, ${pct(idle)} of it idle (waiting on the database, the network or the thread pool).`,
    '',
    '| self time | frame |',
    '|---:|---|',
    ...sorted(byFrame).slice(0, top).map(([name, v]) => `| ${pct(v)} | \`${name}\` |`),
    '',
    '| self time | package or area |',
    '|---:|---|',
    ...sorted(byArea).slice(0, top).map(([name, v]) => `| ${pct(v)} | ${name} |`),
  ];
}
