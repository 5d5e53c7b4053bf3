/** Longest stretch a piece (tag, link) may still be arriving in before its start is taken as plain text. */
const PIECE_MAX = 600;

const LINK = /!?\[((?:[^[\]\n]|\[[^[\]\n]*\])*)\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/y;
/** What an unfinished link looks like while it is still arriving. */
const LINK_START = /!?\[(?:[^[\]\n]|\[[^[\]\n]*(?:\]|$))*(?:\](?:\([^)\n]*)?)?$/y;
const DEFINITION = /\[[^[\]\n]+\]:[ \t]*(\S*)[^\n]*/y;
/** A definition whose line has not ended yet. */
const DEFINITION_START = /\[[^[\]\n]+\]:[^\n]*$/y;
const SPECIAL = /[<[!]/g;

/** A link target the answer may keep: a path of this site or an https address. */
function isAllowedUrl(url: string): boolean {
  const target = url.replace(/^<|>$/g, '').trim();
  return /^\/(?!\/)/.test(target) || /^https:\/\/[^\s]+$/i.test(target);
}

/**
 * Reads the piece of markdown starting at `i`: a run of plain text, an HTML tag or comment (dropped), a link (kept when
 * its target is allowed, otherwise its text alone), an image (its alt text), or a link definition. Returns the safe
 * text and where the piece ends, or null when the text ends inside a piece that may still be completed (not `final`).
 */
export function readPiece(text: string, i: number, final: boolean): { out: string; end: number } | null {
  const char = text[i];
  if (char === '<') return readTag(text, i, final);
  if (char === '[' || (char === '!' && text[i + 1] === '[')) return readLink(text, i, final);
  SPECIAL.lastIndex = i + 1;
  const next = SPECIAL.exec(text);
  const end = next ? next.index : text.length;
  return { out: text.slice(i, end), end };
}

function readTag(text: string, i: number, final: boolean): { out: string; end: number } | null {
  const rest = text.slice(i, i + PIECE_MAX);
  const plain = { out: '\\<', end: i + 1 };
  if (rest.startsWith('<!--')) {
    const close = text.indexOf('-->', i + 4);
    if (close >= 0) return { out: '', end: close + 3 };
    return final ? { out: '', end: text.length } : null;
  }
  if (rest.length === 1 || (rest.length < 4 && '<!--'.startsWith(rest))) return final ? plain : null;
  if (!/^<[a-zA-Z/!?]/.test(rest)) return plain;
  const close = rest.indexOf('>');
  if (close >= 0 && !rest.slice(1, close).includes('<')) {
    const inside = rest.slice(1, close);
    // An autolink to an allowed address stays a link; any other tag goes (the words around it stay).
    return { out: /^https:\/\/\S+$/i.test(inside) ? `<${inside}>` : '', end: i + close + 1 };
  }
  if (!final && close < 0 && rest.length < PIECE_MAX) return null;
  return plain;
}

function readLink(text: string, i: number, final: boolean): { out: string; end: number } | null {
  if (text[i] === '[' && (i === 0 || text[i - 1] === '\n')) {
    DEFINITION.lastIndex = i;
    const definition = DEFINITION.exec(text);
    const ended = final || text.indexOf('\n', i) >= 0;
    if (definition && ended) return { out: isAllowedUrl(definition[1] ?? '') ? definition[0] : '', end: i + definition[0].length };
    DEFINITION_START.lastIndex = i;
    if (!ended && DEFINITION_START.test(text)) return null;
  }
  LINK.lastIndex = i;
  const link = LINK.exec(text);
  if (link) {
    const [whole, label = '', url = ''] = link;
    const safeLabel = sanitizeMarkdown(label);
    if (whole.startsWith('!')) return { out: safeLabel, end: i + whole.length };
    return { out: isAllowedUrl(url) ? `[${safeLabel}](${url})` : safeLabel, end: i + whole.length };
  }
  LINK_START.lastIndex = i;
  if (!final && text.length - i < PIECE_MAX && LINK_START.test(text)) return null;
  const end = text[i] === '!' ? i + 2 : i + 1;
  return { out: text.slice(i, end), end };
}

/** The whole of a generated text made safe: no raw HTML, links only to this site's paths or https addresses. */
export function sanitizeMarkdown(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const piece = readPiece(text, i, true)!;
    out += piece.out;
    i = piece.end;
  }
  return out;
}
