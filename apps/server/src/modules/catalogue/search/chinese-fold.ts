import * as OpenCC from 'opencc-js';

/**
 * Chinese script folding for search: every Traditional character, its Hong Kong and Taiwan variants and its
 * Simplified form fold to ONE character, so that 鐵觀音, 铁观音 and any mix of them compare equal.
 *
 * Why per character and not OpenCC's phrase conversion: search matches substrings, and a phrase rule
 * converts a character differently depending on its neighbours (乾燥 → 干燥 but 乾隆 stays), so the
 * conversion of a keyword would not always be a substring of the conversion of the text containing it.
 * A per-character map has that property by construction, and it keeps one code point per code point,
 * which lets highlighting map matches back onto the display text. OpenCC's own dictionaries are the
 * source (HK and TW variants → standard Traditional → Simplified), merged into equivalence classes so the
 * fold is idempotent and symmetric: a Simplified character folds to itself, and its Traditional forms to it.
 */

type DictLike = string | ReadonlyArray<readonly [string, string]>;

/** "a b|c d" or [[a, b], …] pairs of an OpenCC dictionary. */
function pairsOf(dict: DictLike): Array<[string, string[]]> {
  if (typeof dict !== 'string') return dict.map(([from, to]) => [from, to.split(' ')]);
  return dict.split('|').map((entry) => {
    const [from = '', ...to] = entry.split(' ');
    return [from, to];
  });
}

const isOneCodePoint = (s: string): boolean => s.length > 0 && [...s].length === 1;

/** The fold table, built from OpenCC's character dictionaries (phrase dictionaries are context rules: not used). */
function buildFoldMap(): Map<string, string> {
  const locale = OpenCC.Locale;
  // [phrases, characters] groups: the character dictionary is the last of each group.
  const variantDicts = [locale.from.hk, locale.from.tw].flatMap((groups) => (groups ?? []).map((group) => group[group.length - 1]));
  const simplifiedDicts = (locale.to.cn ?? []).map((group) => group[group.length - 1]);

  const parent = new Map<string, string>();
  const find = (c: string): string => {
    let root = c;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(c, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  };

  const simplifiedForms = new Set<string>();
  const traditionalKeys = new Set<string>();
  for (const dict of [...variantDicts, ...simplifiedDicts]) {
    if (dict === undefined) continue;
    const isSimplifying = simplifiedDicts.includes(dict);
    for (const [from, to] of pairsOf(dict)) {
      if (!isOneCodePoint(from)) continue;
      for (const target of to.filter(isOneCodePoint)) {
        union(from, target);
        if (isSimplifying) {
          simplifiedForms.add(target);
          traditionalKeys.add(from);
        }
      }
    }
  }

  // The representative of a class is its Simplified form (readable search_text); ties by code point.
  const members = new Map<string, string[]>();
  for (const c of parent.keys()) {
    const root = find(c);
    const list = members.get(root);
    if (list) list.push(c);
    else members.set(root, [c]);
  }
  const fold = new Map<string, string>();
  for (const list of members.values()) {
    const sorted = [...list].sort();
    const representative = sorted.find((c) => simplifiedForms.has(c) && !traditionalKeys.has(c)) ?? sorted[0] ?? '';
    for (const c of list) if (c !== representative) fold.set(c, representative);
  }
  return fold;
}

let foldMap: Map<string, string> | undefined;

/** The folded form of one code point (itself when it has no other script form). */
export function foldChineseChar(char: string): string {
  // Built on first use: parsing the dictionaries costs a few milliseconds that a server never searching never pays.
  foldMap ??= buildFoldMap();
  return foldMap.get(char) ?? char;
}
