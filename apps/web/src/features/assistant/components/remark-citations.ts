import type { Link, Parent, PhrasingContent, Root, Text } from 'mdast';

/** The href a citation marker is rewritten to; AnswerMarkdown renders such links as superscript source links. */
export const CITATION_HREF = '#cite-';

const MARKER = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;

/** Text split into plain runs and links for the markers that name a known citation (`[2]`, `[1, 3]`). */
function splitMarkers(value: string, known: ReadonlySet<number>): PhrasingContent[] | null {
  const out: PhrasingContent[] = [];
  let last = 0;
  for (const match of value.matchAll(MARKER)) {
    const numbers = match[1]!.split(',').map((n) => Number(n.trim()));
    if (!numbers.every((n) => known.has(n))) continue;
    if (match.index > last) out.push({ type: 'text', value: value.slice(last, match.index) });
    for (const n of numbers) out.push({ type: 'link', url: `${CITATION_HREF}${n}`, children: [{ type: 'text', value: String(n) }] } satisfies Link);
    last = match.index + match[0].length;
  }
  if (last === 0) return null;
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

function walk(node: Parent, known: ReadonlySet<number>): void {
  const children: Parent['children'] = [];
  for (const child of node.children) {
    // Code keeps its text as `value`, so only prose is rewritten; a marker inside a link stays text.
    if (child.type === 'text') children.push(...((splitMarkers((child as Text).value, known) as Parent['children']) ?? [child]));
    else {
      if ('children' in child && child.type !== 'link') walk(child as Parent, known);
      children.push(child);
    }
  }
  node.children = children;
}

/** A remark plugin turning the answer's `[n]` citation markers into links to the cited passages. */
export function remarkCitations(numbers: readonly number[]) {
  const known = new Set(numbers);
  return () => (tree: Root) => walk(tree, known);
}
