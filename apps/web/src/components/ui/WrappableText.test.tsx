import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WrappableText } from './WrappableText';

describe('WrappableText', () => {
  it('offers line breaks only before the @ and the dots of an email, keeping the text as it was', () => {
    const { container } = render(
      <span>
        <WrappableText text="chan.tai.man.longname@example-company.com.hk" />
      </span>,
    );
    expect(container.textContent).toBe('chan.tai.man.longname@example-company.com.hk');
    expect(container.querySelector('span')?.innerHTML).toBe('chan<wbr>.tai<wbr>.man<wbr>.longname<wbr>@example-company<wbr>.com<wbr>.hk');
  });

  it('leaves text without joints whole', () => {
    const { container } = render(<WrappableText text="陳大文" />);
    expect(container.innerHTML).toBe('陳大文');
  });
});
