import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { BuyerForm, type BuyerValues } from './BuyerForm';

const userEvent = userEventLib.setup({ delay: null });

/** The checkout's buyer form, with defaults the test changes as fresher addresses would. */
function Harness({ defaults }: { defaults: Partial<BuyerValues> }) {
  const [form] = Form.useForm<BuyerValues>();
  return <BuyerForm form={form} initialValues={defaults} />;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('BuyerForm', { timeout: 60_000 }, () => {
  it('fills the defaults that arrive after it was drawn (an address just added), but never over what the buyer typed', async () => {
    const queries = client();
    const view = render(
      <QueryClientProvider client={queries}>
        <Harness defaults={{ buyerName: '', buyerEmail: 'tai.man@example.hk', regionCode: 'HK' }} />
      </QueryClientProvider>,
    );
    expect(box('Name').value).toBe('');
    await userEvent.type(box('Email'), '.x');

    view.rerender(
      <QueryClientProvider client={queries}>
        <Harness defaults={{ buyerName: 'Chan Tai Man', buyerEmail: 'other@example.hk', regionCode: 'HK', phone: '9123 4567' }} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(box('Name').value).toBe('Chan Tai Man'));
    expect(box('Phone').value).toBe('9123 4567');
    expect(box('Email').value).toBe('tai.man@example.hk.x');
  });
});
