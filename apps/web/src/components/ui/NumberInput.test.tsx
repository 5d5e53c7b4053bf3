import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { NumberInput } from './NumberInput';

describe('NumberInput', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await changeLocale('en_US');
  });

  it('names its step buttons in the page’s language, in both of antd’s modes, and follows a language switch', async () => {
    await changeLocale('zh_TW');
    render(
      <>
        <NumberInput aria-label="amount" defaultValue={1} />
        <NumberInput aria-label="quantity" mode="spinner" defaultValue={1} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: '增加數值' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '減少數值' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Increase Value' })).toBeNull();

    await act(() => changeLocale('zh_CN'));
    expect(screen.getAllByRole('button', { name: '增加数值' })).toHaveLength(2);
    await act(() => changeLocale('en_US'));
    expect(screen.getAllByRole('button', { name: 'Increase value' })).toHaveLength(2);
  });
});
