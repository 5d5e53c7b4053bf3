import type { Locale } from '@sme/shared/constants';
import { hkDayOf } from '@sme/shared/hk-day';
import { translate } from '@sme/shared/i18n/messages';
import type { ApplicationSummaryView } from '@sme/shared/schemas/applications';
import type { Database } from '../../../db/client';
import { listApplications } from '../../applications';
import type { AccountPassage } from './account-passage';

/** Applications read per page while looking for a reference among the member's own. */
const PAGE_SIZE = 50;
/** Pages read at most (a member with more applications than this is asked for the latest ones). */
const MAX_PAGES = 4;

/** The member's applications, last changed first (their own only: the query filters by the session's member id). */
export async function* ownApplications(db: Database, memberId: string): AsyncGenerator<ApplicationSummaryView> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { list } = await listApplications(db, memberId, { page, size: PAGE_SIZE });
    yield* list;
    if (list.length < PAGE_SIZE) return;
  }
}

function applicationPassage(app: ApplicationSummaryView, locale: Locale): AccountPassage {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, `assistantTools.application.${key}`, vars);
  const lines = [
    t('summary', {
      reference: app.reference,
      kind: translate(locale, `applications.kind.${app.kind}`),
      status: translate(locale, `applications.status.${app.status}`),
      updatedOn: hkDayOf(new Date(app.updatedAt)),
    }),
    ...(app.lastMessage ? [t('message', { message: app.lastMessage })] : []),
  ];
  return { title: t('title', { reference: app.reference }), body: lines.join(' '), url: `/applicationDetail?id=${app.id}` };
}

/** "What is the status of my application APP-…": that application of the member's, or the latest when none is named. */
export async function applicationTool(db: Database, memberId: string, reference: string | undefined, locale: Locale): Promise<AccountPassage> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, `assistantTools.application.${key}`, vars);
  for await (const app of ownApplications(db, memberId)) {
    if (!reference || app.reference.toUpperCase() === reference) return applicationPassage(app, locale);
  }
  return reference
    ? { title: t('title', { reference }), body: t('notFound', { reference }), url: '/applications' }
    : { title: t('listTitle'), body: t('none'), url: '/applications' };
}
