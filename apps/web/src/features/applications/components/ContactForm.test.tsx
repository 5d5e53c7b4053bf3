import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { envelope, fakeFetch, type SeenRequest } from '@/test/fake-fetch';
import { ContactForm } from './ContactForm';

const CAPTCHA_PATH = '/api/v1/sys/code/getCode';
const SUBMIT_PATH = '/api/v1/connect/submit';

/** The network: captcha images for /sys/code/getCode, `submit` for everything else. */
function network(submit: Response = envelope(200, { id: 'c1' })) {
  return fakeFetch((req: SeenRequest) =>
    req.url.pathname === CAPTCHA_PATH ? new Response(new Blob(['png'], { type: 'image/png' }), { headers: { 'content-type': 'image/png' } }) : submit,
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const submits = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === SUBMIT_PATH);
const captchaLoads = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === CAPTCHA_PATH);

afterEach(async () => {
  await i18n.changeLanguage('en_US');
});

describe('ContactForm', () => {
  it('shows the required messages in English and submits nothing', async () => {
    const net = network();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: /Send message/ }));

    expect(await screen.findByText('Your name is required.')).toBeTruthy();
    expect(screen.getByText('Please enter your email.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    expect(screen.getByText('Please enter the image code.')).toBeTruthy();
    expect(submits(net.seen)).toHaveLength(0);
  });

  it('shows the required and invalid-email messages in Simplified Chinese and submits nothing', async () => {
    await i18n.changeLanguage('zh_CN');
    const net = network();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: /发送留言/ }));

    expect(await screen.findByText('请填写姓名。')).toBeTruthy();
    expect(screen.getByText('请输入邮箱。')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('邮箱'), 'not-an-email');
    expect(await screen.findByText('请输入有效的邮箱地址。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /发送留言/ }));
    expect(screen.getByText('请输入有效的邮箱地址。')).toBeTruthy();
    expect(submits(net.seen)).toHaveLength(0);
  });

  it('puts the server field errors on their fields and draws a new captcha', async () => {
    const net = network(
      envelope(400, { fields: [{ field: 'email', rule: 'emailInvalid', message: 'This mailbox does not accept mail.' }] }, 'The request is not valid.'),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Chan Tai Man');
    await userEvent.type(screen.getByLabelText('Email'), 'tai.man@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Please tell me about company registration.');
    await userEvent.type(screen.getByLabelText('Image code'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: /Send message/ }));

    expect(await screen.findByText('This mailbox does not accept mail.')).toBeTruthy();
    const [sent] = submits(net.seen);
    const body = new URLSearchParams(String(sent?.body));
    expect(body.get('name')).toBe('Chan Tai Man');
    expect(body.get('email')).toBe('tai.man@example.com');
    expect(body.get('captchaCode')).toBe('ab12');
    expect(body.get('captchaKey')).toHaveLength(32);
    expect(body.has('phone')).toBe(false);
    await waitFor(() => expect(captchaLoads(net.seen)).toHaveLength(2));
  });

  it('thanks the visitor after a successful submission', async () => {
    network(envelope(200, { id: 'c1' }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Your name'), 'Chan Tai Man');
    await userEvent.type(screen.getByLabelText('Email'), 'tai.man@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.type(screen.getByLabelText('Image code'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: /Send message/ }));

    expect(await screen.findByText('Thank you — your message has been sent')).toBeTruthy();
    expect(screen.getByText(/reply to tai\.man@example\.com within 24 hours/)).toBeTruthy();
  });
});
