import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

const marked = (text: string, keyword: string) =>
  highlightSegments(text, keyword)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('highlightSegments', () => {
  it('marks Traditional display text for a Simplified keyword and the reverse', () => {
    expect(highlightSegments('鐵觀音烏龍茶', '铁观音')).toEqual([
      { text: '鐵觀音', match: true },
      { text: '烏龍茶', match: false },
    ]);
    expect(highlightSegments('传单印刷服务', '傳單')).toEqual([
      { text: '传单', match: true },
      { text: '印刷服务', match: false },
    ]);
  });

  it('ignores case, accents and full-width forms, keeping the display text as it was', () => {
    expect(highlightSegments('Premium OOLONG Tea', 'oolong')).toEqual([
      { text: 'Premium ', match: false },
      { text: 'OOLONG', match: true },
      { text: ' Tea', match: false },
    ]);
    expect(marked('Café ＡＢＣ Shop', 'cafe abc')).toEqual(['Café', 'ＡＢＣ']);
  });

  it('marks every occurrence of every term and joins touching matches', () => {
    expect(marked('Tea and more tea', 'tea')).toEqual(['Tea', 'tea']);
    expect(marked('烏龍茶 oolong', 'oolong 乌龙')).toEqual(['烏龍', 'oolong']);
    expect(highlightSegments('teatime', 'tea time')).toEqual([{ text: 'teatime', match: true }]);
  });

  it('marks a prefix inside a word', () => {
    expect(highlightSegments('Tieguanyin', 'tiegu')).toEqual([
      { text: 'Tiegu', match: true },
      { text: 'anyin', match: false },
    ]);
  });

  it('marks the whole word a typo matched', () => {
    expect(marked('Tieguanyin Oolong Tea', 'tieguanyn')).toEqual(['Tieguanyin']);
    expect(marked('Tieguanyin Oolong Tea', 'oolnog')).toEqual(['Oolong']);
    expect(marked('Organic Cotton Tote', 'cotten tote')).toEqual(['Cotton', 'Tote']);
  });

  it('marks nothing for a keyword that does not match or has nothing searchable', () => {
    expect(highlightSegments('Jasmine Green Tea', 'coffee')).toEqual([{ text: 'Jasmine Green Tea', match: false }]);
    expect(highlightSegments('100% Cotton', '%')).toEqual([{ text: '100% Cotton', match: false }]);
    expect(highlightSegments('<b>Bold</b> claim', '<b>')).toEqual([{ text: '<b>Bold</b> claim', match: false }]);
    expect(highlightSegments('', 'tea')).toEqual([]);
  });

  it('keeps emoji and combining characters whole', () => {
    expect(highlightSegments('😀 Tea 😀', 'tea')).toEqual([
      { text: '😀 ', match: false },
      { text: 'Tea', match: true },
      { text: ' 😀', match: false },
    ]);
    expect(marked('Cafe\u0301 crème', 'cafe')).toEqual(['Cafe\u0301']);
  });

  it('always gives back the display text, split into alternating parts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 12 }), (text, keyword) => {
        const segments = highlightSegments(text, keyword);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        expect(segments.every((s) => s.text.length > 0)).toBe(true);
        for (let i = 1; i < segments.length; i++) expect(segments[i]?.match).not.toBe(segments[i - 1]?.match);
      }),
    );
  });

  it('marks a keyword taken from the text itself', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', '鐵', '铁', '觀', ' ', 'é', '1'), minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (text, i, j) => {
          const from = i % text.length;
          const keyword = text.slice(from, from + 1 + (j % 5));
          const hasSearchable = /[a-z0-9\u00e9\u9435\u94c1\u89c0]/i.test(keyword);
          if (hasSearchable) expect(highlightSegments(text, keyword).some((s) => s.match)).toBe(true);
        },
      ),
    );
  });
});
