/**
 * The page's one script (ADR 0038). On a page the server rendered, the app's code is asked for once
 * that screen has been painted, so the HTML, its styles and its largest picture have the phone's link
 * to themselves, and the code's first long task never holds the paint back; the screen's own route
 * chunks (the page's `data-chunks`) are asked for with it; the cart's page (the splash) the same way.
 * Any other page has asked for the boot chunk from its head already; it runs once the splash is painted.
 */
/** The screen's route chunks: a rendered page's data, or the cart page's meta. */
const listed = document.querySelector<HTMLElement>('#first-screen[data-chunks], meta[name="first-screen-chunks"]');

function chunks(): string[] {
  try {
    const files: unknown = JSON.parse(listed?.dataset.chunks ?? '[]');
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file)) : [];
  } catch {
    return [];
  }
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const file of chunks()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the boot chunk's own imports ask (CORS mode), so the preloaded copy is the one used.
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
  void import('./main');
}

// A frame, then a task after it: the frame that paints the screen (or the splash) has been drawn.
// (A tab opened in the background draws no frames: a timer starts the app there.)
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
