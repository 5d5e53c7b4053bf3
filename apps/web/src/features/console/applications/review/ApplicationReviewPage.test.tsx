import { Codes } from '@sme/shared/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../../console-fixtures';
import { applicationView, dictionaryAnswer, REVIEW_IDS } from './review-fixtures';

const ID = REVIEW_IDS.application;
const DETAIL = `/console/applications/detail/${ID}`;
const reviewer = () => consoleMe({ displayName: 'Rita Reviewer', roles: ['MEMBER', 'REVIEWER'], isAdmin: false });

/** The console at one application, with the given identity and detail answers (in turn). */
function openApplication(me: ReturnType<typeof consoleMe>, details: Response[], more: Record<string, Response> = {}) {
  document.cookie = 'memberId=M-1; Path=/';
  const api = fakeApi({ '/console/me': envelope(200, me), [DETAIL]: details, '/sys/dict/list': dictionaryAnswer, ...more });
  renderApp(`/console/applications/${ID}`);
  return api;
}

const heading = () => screen.findByRole('heading', { name: 'Application APP-HK-2026-000123' }, { timeout: 30_000 });

/** The row of a label in a details section. */
const valueOf = (label: string) => (screen.getByText(label).closest('tr') as HTMLElement).textContent;

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console application review', { timeout: 60_000 }, () => {
  it('shows an admin every answer with its label, identity numbers masked with the reason, no documents and no decisions', async () => {
    openApplication(consoleMe(), [envelope(200, applicationView({ status: 'IN_REVIEW' }, true))]);
    await heading();

    expect(valueOf('Passport number')).toContain('E1*****78 (shown masked: reviewers only)');
    expect(valueOf('Representative’s ID number')).toContain('K1****(3) (shown masked: reviewers only)');
    expect(valueOf('Estimated investment')).toContain('HK$1,000,000.00');
    expect(await screen.findByText('Import and export trading')).toBeTruthy();
    expect(valueOf('Operating address not applicable')).toContain('Yes');
    const officers = screen.getByRole('cell', { name: 'Chan Mei' }).closest('tr') as HTMLElement;
    expect(within(officers).getByText('40.00 %')).toBeTruthy();
    expect(within(officers).getByText(/K1\*\*\*\*\(3\)/)).toBeTruthy();
    expect(screen.getByText('Documents are shown to reviewers only.')).toBeTruthy();
    expect(screen.getByText('internal')).toBeTruthy();
    expect(screen.getByText('Called the applicant about the bill.')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request more information' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add internal note' })).toBeTruthy();
  });

  it('lets a reviewer start the review of a submitted application, then offers the decisions', async () => {
    const api = openApplication(
      reviewer(),
      [envelope(200, applicationView()), envelope(200, applicationView({ status: 'IN_REVIEW', reviewerName: 'Rita Reviewer' }))],
      { '/console/applications/startReview': envelope(200, applicationView({ status: 'IN_REVIEW' })) },
    );
    await heading();
    expect(valueOf('Passport number')).not.toContain('masked');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Start review' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(jsonBody(api.calls('/console/applications/startReview')[0]!)).toMatchObject({ id: ID });
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start review' })).toBeNull();
  });

  it('asks for more information only with a message and at least one reopened field, and sends the chosen paths', async () => {
    const asked = applicationView({ status: 'MORE_INFO_REQUIRED', reopened: ['applicant.email', 'document:PROOF_OF_ADDRESS'] });
    const api = openApplication(reviewer(), [envelope(200, applicationView({ status: 'IN_REVIEW' })), envelope(200, asked)], {
      '/console/applications/requestInfo': envelope(200, asked),
    });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Request more information' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose at least one field or document to reopen.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter Message to the applicant')).toBeTruthy();
    expect(api.calls('/console/applications/requestInfo')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message to the applicant' }), 'Please send a bill from the last 3 months.');
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Documents' })).getByRole('checkbox', { name: 'Proof of address' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Applicant' })).getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(api.calls('/console/applications/requestInfo')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/applications/requestInfo')[0]!)).toMatchObject({
      id: ID,
      message: 'Please send a bill from the last 3 months.',
      reopen: ['applicant.email', 'document:PROOF_OF_ADDRESS'],
    });
    // The page reads the application again: it now waits for the applicant, with what was reopened.
    expect(await screen.findByText('Email, Proof of address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('rejects only with a reason, which is sent to the server', async () => {
    const api = openApplication(reviewer(), [envelope(200, applicationView({ status: 'IN_REVIEW' })), envelope(200, applicationView({ status: 'REJECTED' }))], {
      '/console/applications/reject': envelope(200, applicationView({ status: 'REJECTED' })),
    });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason cannot be empty')).toBeTruthy();
    expect(api.calls('/console/applications/reject')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The business plan does not match the nature of business.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls('/console/applications/reject')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/applications/reject')[0]!)).toMatchObject({
      id: ID,
      reason: 'The business plan does not match the nature of business.',
    });
  });

  it('explains a 3002 (another reviewer decided first), closes the dialog and shows the application as it now is', async () => {
    const decided = applicationView({ status: 'APPROVED', reviewerName: 'Another Reviewer' });
    const api = openApplication(reviewer(), [envelope(200, applicationView({ status: 'IN_REVIEW' })), envelope(200, decided)], {
      '/console/applications/approve': envelope(Codes.APPLICATION_STATE.code, null, 'The application’s status does not allow this.', 409),
    });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Someone else acted first')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(DETAIL)).toHaveLength(2);
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText('Another Reviewer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('previews an image document inline, fetched through the signed client only when asked', async () => {
    const path = `/console/applications/${ID}/documents/${REVIEW_IDS.proof}`;
    const png = new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } });
    const api = openApplication(reviewer(), [envelope(200, applicationView({ status: 'IN_REVIEW' }))], { [path]: png });
    await heading();
    expect(screen.getByText('Proof of address')).toBeTruthy();
    expect(api.calls(path)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Preview utility-bill.png' }));
    const image = await screen.findByRole('img', { name: 'Preview of utility-bill.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(api.calls(path)).toHaveLength(1);
    expect(api.calls(path)[0]?.headers.get('X-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.getByRole('button', { name: 'Preview passport.pdf' })).toBeTruthy();
  });
});
