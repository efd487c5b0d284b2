import sanitize from 'sanitize-html';

/**
 * The server's side of rich text (content pages): what an admin saves is cleaned here with
 * sanitize-html to the same allow-list the web renders with (apps/web/src/lib/sanitize-html.ts):
 * a few text elements, no attributes except a safe `href` on links. Scripts, styles, embedded
 * documents and foreign markup go with their content; any other element is unwrapped to its text.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'span', 'a'];
const DROP_WITH_CONTENT = ['script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math', 'noscript', 'noembed', 'noframes', 'xmp', 'textarea', 'select', 'option', 'title', 'head', 'plaintext'];

/** https, mailto:, tel: or a path of this app; never protocol-relative ('//host', '/\host'), javascript: or data:. */
export function isSafeHref(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return /^(https:|mailto:|tel:)/i.test(href);
}

export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    nonTextTags: DROP_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    nestingLimit: 64,
    transformTags: {
      a: (tagName, attribs): sanitize.Tag => {
        const href = attribs.href?.trim() ?? '';
        // A link to nowhere safe keeps its words but stops being a link.
        return isSafeHref(href) ? { tagName, attribs: { href, rel: 'noopener' } } : { tagName: 'span', attribs: {} };
      },
    },
  });
}
