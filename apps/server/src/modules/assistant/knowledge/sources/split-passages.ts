import { stripHtml } from '../../../catalogue';

/**
 * Long rich texts become several passages: one per <h2>/<h3> section, and a section longer than PASSAGE_CHARS is cut
 * between paragraphs (or sentences), so a cited passage is about one thing and an excerpt stays readable.
 */

/** About how long a passage gets before it is cut (characters). */
export const PASSAGE_CHARS = 700;

/** One section of a rich text: its heading (null before the first one) and plain paragraphs. */
interface Section {
  heading: string | null;
  text: string;
}

const BLOCK_END = /<\/(p|li|h[1-6]|div|blockquote|tr|ul|ol)\s*>|<br\s*\/?>/gi;

/** Plain text of rich text with one paragraph per line. */
export function plainParagraphs(html: string): string {
  return stripHtml(html.replace(BLOCK_END, '$&\n'))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function sectionsOf(html: string): Section[] {
  return html
    .split(/(?=<h[23][\s>])/i)
    .map((chunk) => {
      const heading = /^<h[23][^>]*>([\s\S]*?)<\/h[23]\s*>/i.exec(chunk);
      const rest = heading ? chunk.slice(heading[0].length) : chunk;
      return { heading: heading ? plainParagraphs(heading[1] ?? '') || null : null, text: plainParagraphs(rest) };
    })
    .filter((s) => s.text !== '' || s.heading !== null);
}

/** Pieces of at most about PASSAGE_CHARS, cut between paragraphs, or between sentences inside a long paragraph. */
export function cutText(text: string): string[] {
  const units = text.split('\n').flatMap((p) => (p.length <= PASSAGE_CHARS ? [p] : (p.match(/[^.!?。！？]+[.!?。！？]*\s*/gu) ?? [p])));
  const pieces: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current && current.length + unit.length > PASSAGE_CHARS) {
      pieces.push(current.trim());
      current = '';
    }
    current += current && !current.endsWith(' ') ? `\n${unit}` : unit;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** A passage's title and body before it becomes a document. */
export interface Piece {
  title: string;
  body: string;
}

/** The passages of a rich text titled `title`: "<title> — <heading>" for each section, each cut to size. */
export function splitRichText(title: string, html: string, lead?: string | null): Piece[] {
  const pieces: Piece[] = [];
  sectionsOf(html).forEach((section, index) => {
    const sectionTitle = section.heading ? `${title} — ${section.heading}` : title;
    const text = index === 0 && lead ? `${lead}\n${section.text}`.trim() : section.text;
    for (const body of cutText(text || (section.heading ?? ''))) pieces.push({ title: sectionTitle, body });
  });
  if (pieces.length === 0 && lead) pieces.push({ title, body: lead });
  return pieces;
}
