import type { ConsoleAssistantSuggestionView } from '@sme/shared/schemas/console-assistant';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../console-fixtures';

const LIST = '/console/assistant/suggestions';
const SAVE = '/console/assistant/suggestions/save';

/** One suggested question as console.assistant.suggestions lists it. */
function suggestion(overrides: Partial<ConsoleAssistantSuggestionView> = {}): ConsoleAssistantSuggestionView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    topic: 'COMPANY_REGISTRATION',
    questionEn: 'What documents do I need to register a company?',
    questionZhCn: '注册公司需要哪些文件？',
    questionZhTw: '註冊公司需要哪些文件？',
    sort: 1,
    isActive: true,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const loan = suggestion({
  id: '22222222-2222-4222-8222-222222222222',
  topic: 'BUSINESS_LOANS',
  questionEn: 'How long can a business loan run?',
  questionZhCn: '商业贷款期限多长？',
  questionZhTw: '商業貸款期限多長？',
  isActive: false,
});

describe('console assistant suggestions', { timeout: 60_000 }, () => {
  it('lists the questions with their topic and three languages, and filters by topic', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({ '/console/me': envelope(200, consoleMe()), [LIST]: envelope(200, { list: [suggestion(), loan] }) });
    renderApp('/console/assistant');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(await within(table).findByText('注册公司需要哪些文件？')).toBeTruthy();
    expect(within(table).getByText('註冊公司需要哪些文件？')).toBeTruthy();
    expect(within(table).getByText('Company registration')).toBeTruthy();
    expect(within(table).getByText('Business loans')).toBeTruthy();
    expect(within(table).getByRole('switch', { name: 'Show “How long can a business loan run?” on /ask' })).toHaveProperty('ariaChecked', 'false');

    await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
    await userEvent.click(await screen.findByTitle('Business loans'));
    await waitFor(() => expect(within(table).queryByText('What documents do I need to register a company?')).toBeNull());
    expect(within(table).getByText('How long can a business loan run?')).toBeTruthy();
  });

  it('edits a question in a dialog checked by the shared rules, then sends all three languages', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const edited = suggestion({ questionZhTw: '開公司要準備咩文件？', sort: 4 });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [LIST]: [envelope(200, { list: [suggestion()] }), envelope(200, { list: [edited] })],
      [SAVE]: envelope(200, edited),
    });
    renderApp('/console/assistant');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit “What documents do I need to register a company?”' }));
    const dialog = await screen.findByRole('dialog');
    const zhTw = within(dialog).getByLabelText('Question (Traditional Chinese, Hong Kong)');
    expect(zhTw).toHaveProperty('value', '註冊公司需要哪些文件？');

    fireEvent.change(zhTw, { target: { value: '   ' } });
    await userEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText(/Question \(Traditional Chinese, Hong Kong\)/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(api.calls(SAVE)).toHaveLength(0);

    fireEvent.change(zhTw, { target: { value: '開公司要準備咩文件？' } });
    fireEvent.change(within(dialog).getByLabelText('Order'), { target: { value: '4' } });
    await userEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(api.calls(SAVE)).toHaveLength(1));
    expect(jsonBody(api.calls(SAVE)[0]!)).toMatchObject({
      id: '11111111-1111-4111-8111-111111111111',
      topic: 'COMPANY_REGISTRATION',
      questionEn: 'What documents do I need to register a company?',
      questionZhCn: '注册公司需要哪些文件？',
      questionZhTw: '開公司要準備咩文件？',
      sort: 4,
      isActive: true,
    });
    expect(await within(table).findByText('開公司要準備咩文件？')).toBeTruthy();
  });
});
