/**
 * A small allow-list HTML sanitiser for server-written rich text (content pages, an item's 'Full
 * Description'). The input is parsed into an inert <template> (no script runs, no image loads),
 * then rebuilt from scratch: only the elements below survive, with no attributes except a safe
 * `href` on links. Everything else is unwrapped to its text, or dropped with its content when the
 * content itself is code or markup from another namespace (script, style, svg, math …).
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'span', 'a']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'select',
  'title',
  'head',
  'plaintext',
]);
/** Deeper nesting is cut off: real content never needs it and it guards the recursion. */
const MAX_DEPTH = 64;

/**
 * Links may go to https pages, e-mail, phone or a path of this app. Protocol-relative ('//host')
 * and backslash tricks ('/\host') leave the site, so they are refused like javascript: and data:.
 */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ('java\nscript:').
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return /^(https:|mailto:|tel:)/i.test(href);
}

function cleanChildren(source: ParentNode, target: ParentNode, doc: Document, depth: number): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
    } else if (node.nodeType === Node.ELEMENT_NODE && depth < MAX_DEPTH) {
      cleanElement(node as Element, target, doc, depth);
    }
    // Comments, processing instructions and anything else are dropped.
  }
}

function cleanElement(element: Element, target: ParentNode, doc: Document, depth: number): void {
  const tag = element.localName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
  if (!ALLOWED.has(tag)) {
    cleanChildren(element, target, doc, depth + 1);
    return;
  }
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!isSafeHref(href)) {
      cleanChildren(element, target, doc, depth + 1);
      return;
    }
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    link.setAttribute('rel', 'noopener');
    cleanChildren(element, link, doc, depth + 1);
    target.appendChild(link);
    return;
  }
  const copy = doc.createElement(tag);
  if (tag !== 'br') cleanChildren(element, copy, doc, depth + 1);
  target.appendChild(copy);
}

/** Returns HTML containing only the allowed elements and safe links; safe for innerHTML. */
export function sanitizeHtml(html: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createElement('div');
  cleanChildren(template.content, out, doc, 0);
  return out.innerHTML;
}
