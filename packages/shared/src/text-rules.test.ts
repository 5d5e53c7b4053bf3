import { describe, expect, it } from 'vitest';
import { textProblem } from './text-rules';

describe('text rules', () => {
  it('names control characters other than tab, line feed and carriage return', () => {
    for (const bad of ['a\u0000b', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', '\u009f']) {
      expect(textProblem(bad), JSON.stringify(bad)).toBe('validation.controlChars');
    }
  });

  it('names half a surrogate pair, and keeps whole ones', () => {
    for (const bad of ['\ud800', 'x\udfffy', '\udc00\ud800', '😀'.slice(0, 1)]) expect(textProblem(bad), JSON.stringify(bad)).toBe('validation.brokenText');
    expect(textProblem('😀 👩🏽‍💻 🇭🇰')).toBeUndefined();
  });

  it('keeps tabs, CRLF newlines, emoji, RTL text and direction marks', () => {
    for (const good of ['a\tb', 'line 1\r\nline 2', 'line\n', 'مرحبا שלום 中文', '\u200f\u202e\u2028', ''])
      expect(textProblem(good), JSON.stringify(good)).toBeUndefined();
  });
});
