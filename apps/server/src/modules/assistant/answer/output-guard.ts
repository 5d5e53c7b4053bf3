import { readPiece } from './sanitize-markdown';

/** Characters of generated text held back until the checks have seen what follows them. */
const HOLD_BACK = 100;
/** A run this long (letters and digits only) copied from the system prompt counts as revealing it. */
const VERBATIM_RUN = 80;

/** What the guard lets through: safe text to stream now, or nothing ever again (the answer is withheld). */
export type GuardResult = { withheld: false; text: string } | { withheld: true };

/** Letters and digits only, lower case: formatting, spacing and punctuation cannot hide a copy. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Checks a generated answer as it streams. It withholds the whole answer once it contains the prompt's canary or a
 * long verbatim run of the system prompt, and lets through only sanitised markdown (see sanitize-markdown.ts). The
 * last HOLD_BACK characters wait until more text (or the end) shows they are safe, so a leak is caught before any of
 * it is streamed.
 */
export class OutputGuard {
  private raw = '';
  /** The normalised text so far, and the first run of it not yet compared with the prompt. */
  private seen = '';
  private nextRun = 0;
  private released = 0;
  private withheld = false;
  private readonly canary: string;
  private readonly promptRuns = new Set<string>();

  constructor(systemPrompt: string, canary: string) {
    this.canary = normalise(canary);
    const prompt = normalise(systemPrompt);
    for (let i = 0; i + VERBATIM_RUN <= prompt.length; i++) this.promptRuns.add(prompt.slice(i, i + VERBATIM_RUN));
  }

  /** Takes the next piece of generated text. */
  push(delta: string): GuardResult {
    this.raw += delta;
    this.seen += normalise(delta);
    return this.release(false);
  }

  /** The generation ended: whatever was held back is checked and let through. */
  finish(): GuardResult {
    return this.release(true);
  }

  private release(final: boolean): GuardResult {
    if (this.withheld || this.leaks()) {
      this.withheld = true;
      return { withheld: true };
    }
    const limit = final ? this.raw.length : this.raw.length - HOLD_BACK;
    let text = '';
    while (this.released < limit) {
      const piece = readPiece(this.raw, this.released, final);
      if (piece === null || (!final && piece.end > limit)) break;
      text += piece.out;
      this.released = piece.end;
    }
    return { withheld: false, text };
  }

  private leaks(): boolean {
    const { seen } = this;
    if (seen.includes(this.canary, Math.max(0, this.nextRun - this.canary.length))) return true;
    for (; this.nextRun + VERBATIM_RUN <= seen.length; this.nextRun++) {
      if (this.promptRuns.has(seen.slice(this.nextRun, this.nextRun + VERBATIM_RUN))) return true;
    }
    return false;
  }
}
