import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { withoutActEnvironment } from '@/test/without-act';
import { AfterFirstPaint } from './AfterFirstPaint';

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
const busy = () => document.querySelectorAll('[aria-busy="true"]').length;

withoutActEnvironment();

describe('AfterFirstPaint', () => {
  it('commits the content around it with a busy placeholder, then its children in a later render', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() =>
        root.render(
          <>
            <p data-testid="top">top</p>
            <AfterFirstPaint>
              <p data-testid="below">below</p>
            </AfterFirstPaint>
          </>,
        ),
      );
      expect([text('top'), text('below'), busy()]).toEqual(['top', undefined, 1]);

      await vi.waitFor(() => expect(text('below')).toBe('below'));
      expect(busy()).toBe(0);
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
