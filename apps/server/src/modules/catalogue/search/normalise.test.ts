import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseForSearch, normaliseWithMap, stripHtml } from './normalise';
import { firstTypoPosition, searchTerms, typoPattern, typoPrefilter } from './search-terms';

describe('normaliseForSearch', () => {
  it('folds Traditional, Hong Kong and Taiwan variants and Simplified to one script', () => {
    const simplified = normaliseForSearch('铁观音乌龙茶 里面 台湾 卫生 头发 后面');
    expect(normaliseForSearch('鐵觀音烏龍茶 裏面 臺灣 衞生 頭髮 後面')).toBe(simplified);
    expect(normaliseForSearch('鐵觀音烏龍茶 裡面 台灣 衛生 頭發 后面')).toBe(simplified);
  });

  it('folds characters the same whatever their neighbours, so a part of a text stays a part of its normal form', () => {
    expect(normaliseForSearch('乾燥')).toContain(normaliseForSearch('乾'));
    expect(normaliseForSearch('干燥')).toBe(normaliseForSearch('乾燥'));
  });

  it('lower-cases, unifies full-width forms and drops Latin accents', () => {
    expect(normaliseForSearch('ＡＢＣ１２３ Café CAFE\u0301 İstanbul')).toBe('abc123 cafe cafe istanbul');
  });

  it('strips HTML, keeping words split by block tags apart and words split by inline tags together', () => {
    expect(normaliseForSearch('<p>Oo<b>long</b></p><p>Tea &amp; cakes&nbsp;&#x4E2D;</p><script>alert(1)</script>')).toBe('oolong tea cakes 中');
    expect(stripHtml('a < b and c > d')).toBe('a < b and c > d');
  });

  it('turns symbols, punctuation, wildcards and emoji into single spaces', () => {
    expect(normaliseForSearch(`  100% _cotton_ \\ "tote" 😀 — 袋。 `)).toBe('100 cotton tote 袋');
    expect(normaliseForSearch('%_\\😀')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['鐵觀音 Oolong', 'ＡＢＣ Café', 'ﬁne İ 한국어 Ελληνικά']) {
      expect(normaliseForSearch(normaliseForSearch(text))).toBe(normaliseForSearch(text));
    }
  });

  it('maps each normal character back to the display character it came from', () => {
    const mapped = normaliseWithMap('Ｔﬁé鐵😀');
    expect(mapped.normal).toBe('tfie铁 ');
    expect(mapped.starts).toEqual([0, 1, 1, 2, 3, 4]);
    expect(mapped.ends).toEqual([1, 2, 2, 3, 4, 6]);
  });
});

describe('searchTerms', () => {
  it('splits words and runs of Chinese characters, dropping repeats', () => {
    expect(searchTerms('Oolong茶 tea  TEA 烏龍 乌龙')).toEqual(['oolong', '茶', 'tea', '乌龙']);
  });

  it('keeps at most eight terms and nothing for symbols only', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('%%% ___ 😀')).toEqual([]);
  });
});

describe('typoPattern', () => {
  const matches = (term: string, text: string) => new RegExp(typoPattern(term) ?? '(?!)').test(text);

  it('matches a word one typo away, but never in the first letter (nor the second of a short word)', () => {
    expect(matches('oolnog', 'fine oolong tea')).toBe(true);
    expect(matches('tieguanyn', 'tieguanyin')).toBe(true);
    expect(matches('harbur', 'harbour')).toBe(true);
    expect(matches('cotten', 'cotton')).toBe(true);
    expect(matches('toolong', 'oolong')).toBe(false);
    expect(matches('oolnogg', 'oolong')).toBe(false);
    expect(matches('olong', 'oolong')).toBe(false);
    expect(matches('olonger', 'oolonger')).toBe(true);
  });

  it('matches at the start of a word only', () => {
    expect(matches('oolnog', 'xoolong')).toBe(false);
    expect(matches('oolnog', '乌龙oolong')).toBe(true);
  });

  it('gives no typo tolerance to short terms, numbers, codes and very long terms', () => {
    expect(typoPattern('tea')).toBeNull();
    expect(typoPattern('2024')).toBeNull();
    expect(typoPattern('a4paper')).toBeNull();
    expect(typoPattern('烏龍茶葉')).toBeNull();
    expect(typoPattern('a'.repeat(25))).toBeNull();
    expect(typoPattern('card')).not.toBeNull();
  });
});

describe('typoPrefilter', () => {
  const edits = (term: string, at: number, letter: string): string[] => [
    term.slice(0, at) + letter + term.slice(at + 1),
    term.slice(0, at) + letter + term.slice(at),
    term.slice(0, at) + term.slice(at + 1),
    term.slice(0, at) + term.charAt(at + 1) + term.charAt(at) + term.slice(at + 2),
  ];
  /** SQL LIKE as a JavaScript test (typo patterns hold only letters and wildcards). */
  const like = (text: string, pattern: string) => new RegExp(`^${pattern.replace(/%/g, '.*').replace(/_/g, '.')}$`, 's').test(text);

  it('lets through every text with a word one typo away (past the exact first letters), which the typo rule then matches', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdeiklmnorstu'), minLength: 4, maxLength: 14 }),
        fc.nat(),
        fc.constantFrom(...'aeioxz'),
        (term, n, letter) => {
          const pattern = new RegExp(typoPattern(term) ?? '(?!)');
          const from = firstTypoPosition(term);
          const [substituted, inserted, deleted, swapped] = edits(term, from + (n % (term.length - from)), letter);
          for (const word of [substituted, inserted, swapped, ...(term.length >= 5 ? [deleted] : [])]) {
            for (const text of [`${word}s`, `tea ${word} 茶`]) {
              expect(pattern.test(text)).toBe(true);
              expect(typoPrefilter(term).some((p) => like(text, p))).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('keeps out texts without a word starting like the term', () => {
    expect(typoPrefilter('oolnog').some((p) => like('hong kong tea of offices', p))).toBe(false);
    expect(typoPrefilter('oolnog').some((p) => like('fine oolong', p))).toBe(true);
  });
});
