import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (content bodies, product descriptions and terms) is written by merchants and staff and shown
 * as HTML in the web, so it is cleaned once, on the server, when it is written: an allow-list of tags and
 * attributes, never a block-list, so that anything new in HTML is refused until someone allows it.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'code',
    'pre',
  ],
  // No style and no event handlers anywhere: only these attributes survive.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowProtocolRelative: false,
  // Script and style text would otherwise be kept as text when their tags are dropped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
  transformTags: {
    // Links leave the site without handing it the opener or passing reputation to whatever was linked.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

/** Images come from https origins or from the platform's own /static/ files (seeded and uploaded media). */
function isAllowedImageSource(src: string): boolean {
  return /^https:\/\//i.test(src) || (src.startsWith('/static/') && !src.startsWith('//'));
}

/** Sanitised HTML: headings, paragraphs, lists, emphasis, safe links and images, tables, quotes; nothing executable. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** sanitizeRichText for optional fields: null and blank stay null. */
export function sanitizeOptionalRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeRichText(html);
  return clean === '' ? null : clean;
}
