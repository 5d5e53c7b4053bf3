import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import AskPage from './AskPage';

const userEvent = userEventLib.setup({ delay: null });

describe('AskPage', { timeout: 60_000 }, () => {
  it('lists the suggested questions by topic from the API, each opening the chat that asks it', async () => {
    fakeApi({
      '/assistant/suggestions': envelope(200, {
        topics: [
          { topic: 'COMPANY_REGISTRATION', questions: [{ id: 'q1', question: 'What documents do I need to register a company?' }] },
          {
            topic: 'MEMBERSHIP',
            questions: [
              { id: 'q2', question: 'What does Platinum add?' },
              { id: 'q3', question: 'Can I pay yearly?' },
            ],
          },
        ],
      }),
    });
    const { router } = renderPage('/ask', <AskPage />);

    const membership = await screen.findByRole('article', { name: 'Membership' });
    expect(
      within(membership)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['What does Platinum add?', 'Can I pay yearly?']);
    expect(screen.getByRole('article', { name: 'Company registration' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.click(screen.getByRole('link', { name: 'What documents do I need to register a company?' }));

    expect(router.state.location.pathname).toBe('/chat');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('What documents do I need to register a company?');
  });

  it('opens the chat with the question typed in the box', async () => {
    fakeApi({ '/assistant/suggestions': envelope(200, { topics: [] }) });
    const { router } = renderPage('/ask', <AskPage />);

    expect(await screen.findByText('No suggested questions yet')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Your question' }), 'Who sells packaging?{Enter}');

    expect(router.state.location.pathname).toBe('/chat');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Who sells packaging?');
  });
});
