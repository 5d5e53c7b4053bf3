import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RegionCodeSelect } from './RegionCodeSelect';

function Harness() {
  const [value, setValue] = useState('HK');
  return (
    <>
      <RegionCodeSelect value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('RegionCodeSelect', () => {
  it('shows the calling code while closed, lists the regions once opened, and finds one by name', async () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Region code' });
    expect(screen.getByText('+852')).toBeTruthy();
    fireEvent.mouseDown(select);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
    fireEvent.change(select, { target: { value: 'Singapore' } });
    fireEvent.click(await screen.findByText('Singapore'));
    expect(screen.getByTestId('value').textContent).toBe('SG');
  });
});
