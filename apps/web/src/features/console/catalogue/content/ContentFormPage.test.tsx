import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage, jsonBody } from '../../console-fixtures';
import { CONTENT_ID, consoleContentRow, consoleContentView } from './content-fixtures';

const staffMe = () =>
  consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false, merchantId: '66666666-6666-4666-8666-666666666666', merchantName: 'Tea House HK' });

// jsdom has no layout; ProseMirror measures the selection to scroll it into view after each command.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

// The editor and a large antd form render slowly in jsdom on two busy cores.
describe('console content form', { timeout: 120_000 }, () => {
  it('shows the stored HTML in the editor, formats it from the toolbar and saves the editor’s HTML', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const saved = consoleContentView();
    const api = fakeApi({
      '/console/me': envelope(200, staffMe()),
      [`/console/content/detail/${CONTENT_ID}`]: envelope(200, saved),
      '/console/content/update': envelope(200, saved),
    });
    renderApp(`/console/content/${CONTENT_ID}`);

    const editor = await screen.findByRole('textbox', { name: 'Body (English)' }, { timeout: 30_000 });
    expect(editor.querySelector('strong')?.textContent).toBe('tea');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Body (English)' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(editor.querySelector('h2')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Autumn fair' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('/console/content/update')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/content/update')[0]!)).toMatchObject({
      id: CONTENT_ID,
      kind: 'NEWS',
      slug: 'spring-fair',
      titleEn: 'Autumn fair',
      bodyEn: '<h2>Hello <strong>tea</strong> lovers</h2>',
      bodyZh: '<p>歡迎品茶</p>',
      status: 'PUBLISHED',
    });
  });

  it('previews the public page, and refuses a new item with an empty body on the field, sending nothing', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({ '/console/me': envelope(200, staffMe()), '/console/content/create': envelope(200, consoleContentView()) });
    renderApp('/console/content/new');

    fireEvent.change(await screen.findByLabelText('Title (English)', undefined, { timeout: 30_000 }), { target: { value: 'Spring Fair 2026!' } });
    fireEvent.blur(screen.getByLabelText('Title (English)'));
    expect(screen.getByLabelText('Slug')).toHaveProperty('value', 'spring-fair-2026');
    fireEvent.change(screen.getByLabelText('Title (Chinese)'), { target: { value: '春季展銷' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create item' }));
    expect((await screen.findAllByText('Body (English) is required.')).length).toBeGreaterThan(0);
    expect(api.calls('/console/content/create')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Preview/ }));
    const preview = await screen.findByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Spring Fair 2026!' })).toBeTruthy();
  });

  it('lists the items with kind and status, and opens one', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/content/list': consolePage([consoleContentRow(), consoleContentRow({ id: 'c-2', kind: 'HELP', titleEn: 'Shipping help', status: 'DRAFT' })], 2),
      '/console/content/detail/c-2': envelope(200, consoleContentView({ id: 'c-2' })),
    });
    const { router } = renderApp('/console/content?kind=HELP');
    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(await within(table).findByRole('link', { name: 'Shipping help' })).toBeTruthy();
    expect(api.calls('/console/content/list')[0]?.url.searchParams.get('kind')).toBe('HELP');
    expect(within(table).getByText('Draft')).toBeTruthy();
    await userEvent.click(within(table).getByRole('link', { name: 'Shipping help' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/content/c-2'));
  });
});
