import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type SeenRequest } from '@/test/fake-fetch';
import { type CaptchaValue, CaptchaInput } from './CaptchaInput';

const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
const keyOf = (req: SeenRequest | undefined) => req?.url.searchParams.get('key') ?? '';

function Harness({ signal }: { signal: number }) {
  const [value, setValue] = useState<CaptchaValue | undefined>();
  return (
    <>
      <CaptchaInput value={value} onChange={setValue} refreshSignal={signal} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

describe('CaptchaInput', () => {
  it('loads the image for a 32-character key, emits {key, code}, and draws a new key on click or signal', async () => {
    const { seen } = fakeFetch(png);
    const { rerender } = render(<Harness signal={0} />);
    expect(await screen.findByRole('img', { name: 'Image code' })).toBeTruthy();
    const first = keyOf(seen.at(-1));
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(seen.at(-1)?.url.pathname).toBe('/api/v1/sys/code/getCode');

    fireEvent.change(screen.getByPlaceholderText('Image code'), { target: { value: 'ab12' } });
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({ key: first, code: 'ab12' });

    const before = seen.length;
    fireEvent.click(screen.getByRole('button', { name: 'Show a new image code' }));
    await waitFor(() => expect(seen.length).toBe(before + 1));
    const second = keyOf(seen.at(-1));
    expect(second).not.toBe(first);
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({ key: second, code: '' });

    await act(async () => rerender(<Harness signal={1} />));
    await waitFor(() => expect(keyOf(seen.at(-1))).not.toBe(second));
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '').key).toBe(keyOf(seen.at(-1)));
  });
});
