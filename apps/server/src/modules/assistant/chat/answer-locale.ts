import type { Locale } from '@sme/shared/constants';
import * as OpenCC from 'opencc-js';

/**
 * The language and script an answer is written in: that of the question. Han characters make it Chinese; which script
 * is decided by what OpenCC would change: characters a Traditional → Simplified conversion rewrites are Traditional,
 * those a Simplified → Traditional conversion rewrites are Simplified, and the side with more of them wins. Text both
 * scripts share (公司, 你好) or a tie keeps the request's Chinese locale, else Traditional (the Hong Kong norm).
 */

const HAN = /\p{Script=Han}/u;

let toSimplified: ((text: string) => string) | undefined;
let toTraditional: ((text: string) => string) | undefined;

/** How many characters of `text` a conversion rewrites (position by position; per character when lengths differ). */
function rewritten(chars: string[], convert: (text: string) => string): number {
  const out = Array.from(convert(chars.join('')));
  if (out.length === chars.length) return chars.filter((c, i) => out[i] !== c).length;
  return chars.filter((c) => convert(c) !== c).length;
}

/** The locale to answer `question` in; `requestLocale` breaks ties between the Chinese scripts. */
export function answerLocale(question: string, requestLocale: Locale): Locale {
  const han = Array.from(question).filter((c) => HAN.test(c));
  if (han.length === 0) return 'en_US';
  // Built on first Chinese question: the dictionaries cost tens of milliseconds to load.
  toSimplified ??= OpenCC.Converter({ from: 'hk', to: 'cn' });
  toTraditional ??= OpenCC.Converter({ from: 'cn', to: 't' });
  const traditional = rewritten(han, toSimplified);
  const simplified = rewritten(han, toTraditional);
  if (traditional > simplified) return 'zh_TW';
  if (simplified > traditional) return 'zh_CN';
  return requestLocale === 'en_US' ? 'zh_TW' : requestLocale;
}
