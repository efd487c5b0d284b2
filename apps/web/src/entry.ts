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

/**
 * A tap on a button of the server's HTML before React has taken it over would do nothing (React drops
 * a click on HTML it has not hydrated yet): it is held, and given to that button once the screen is
 * React's (lib/idle.ts says so with FIRST_SCREEN_DRAWN_EVENT, as does an area's error screen). Links
 * need no help: the browser follows them. A button tapped twice while held is tapped once.
 */
const TAPPABLE = 'button, summary, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], input[type="checkbox"], input[type="radio"]';
if (listed?.id === 'first-screen') {
  const held: HTMLElement[] = [];
  const root = document.getElementById('root');
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
    if (!target || !root?.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  };
  document.addEventListener('click', hold, true);
  // (The literal is FIRST_SCREEN_DRAWN_EVENT's: this script imports nothing, to stay the page's one small file.)
  window.addEventListener(
    'keka:first-screen-drawn',
    () => {
      document.removeEventListener('click', hold, true);
      // After React's own effects of that commit: the button's handlers are in place.
      setTimeout(() => {
        for (const button of held.splice(0)) if (button.isConnected) button.click();
      }, 0);
    },
    { once: true },
  );
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
