import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { withoutActEnvironment } from '@/test/without-act';
import { DeferredRender } from './DeferredRender';

/** A parent whose own text updates at once and whose deferred child shows the same number. */
function Page({ n }: { n: number }) {
  return (
    <>
      <p data-testid="urgent">{n}</p>
      <DeferredRender>
        <p data-testid="deferred">{n}</p>
      </DeferredRender>
    </>
  );
}

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;

withoutActEnvironment();

describe('DeferredRender', () => {
  it('shows its children on the first render, then builds new children after the urgent render that brought them', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(<Page n={1} />));
      expect([text('urgent'), text('deferred')]).toEqual(['1', '1']);

      // The synchronous render (as a react-query data update is) commits the parent with the previous children.
      flushSync(() => root.render(<Page n={2} />));
      expect([text('urgent'), text('deferred')]).toEqual(['2', '1']);
      await vi.waitFor(() => expect(text('deferred')).toBe('2'));
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
