import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { createContent } from '../../catalogue/content/content.service';
import { knowledgePassages } from '../assistant.tables';
import { ensureKnowledgeIndex, refreshKnowledge } from './knowledge-index';
import { searchKnowledge } from './search-knowledge';

/** The index's lifecycle: nothing before the first question, then kept current by the back office's content changes. */

let app: FastifyInstance;
let admin: (req: SignedRequest) => Promise<LightMyRequestResponse>;

beforeAll(async () => {
  app = await createTestApp();
  admin = clientOf(app, '10.71.0.1', (await signedInStaff(app, { roles: ['ADMIN'] })).cookie);
});

afterAll(async () => {
  await app?.close();
});

const passageCount = async () => (await app.db.select({ n: count() }).from(knowledgePassages))[0]?.n ?? 0;
const found = async (word: string) => (await searchKnowledge(app.db, { question: `Tell me about ${word}`, locale: 'en_US' })).map((p) => p.url);

describe('knowledge index', () => {
  it('builds nothing when refreshed before it was ever built', async () => {
    const { id } = await createContent(app.db, {
      kind: 'HELP',
      slug: `help-${randomBytes(4).toString('hex')}`,
      titleEn: 'Help',
      titleZh: '幫助',
      bodyEn: '<p>Hi</p>',
      bodyZh: '<p>你好</p>',
    });
    await refreshKnowledge(app.db, { contentIds: [id], faq: true, plans: true });
    expect(await passageCount()).toBe(0);
  });

  it('follows content edited, unpublished and deleted through the back office', async () => {
    await Promise.all([ensureKnowledgeIndex(app.db), ensureKnowledgeIndex(app.db)]);
    const built = await passageCount();
    expect(built).toBeGreaterThan(50);

    const before = `Quokka${randomBytes(3).toString('hex')}`;
    const after = `Wombat${randomBytes(3).toString('hex')}`;
    const form = {
      kind: 'HELP',
      slug: `knowledge-${randomBytes(4).toString('hex')}`,
      titleEn: `Guide to ${before}`,
      titleZh: `${before} 指南`,
      bodyEn: `<h2>${before} basics</h2><p>All about ${before}.</p>`,
      bodyZh: `<p>${before}</p>`,
      status: 'PUBLISHED',
    };
    const created = envelopeOf<{ id: string }>(await admin({ url: '/api/v1/console/content/create', json: form })).data;
    const url = `/contentD?id=${created.id}`;
    expect(await found(before)).toContain(url);

    await admin({
      url: '/api/v1/console/content/update',
      json: { ...form, id: created.id, titleEn: `Guide to ${after}`, bodyEn: `<p>All about ${after}.</p>` },
    });
    expect(await found(before)).not.toContain(url);
    expect(await found(after)).toContain(url);

    await admin({ url: '/api/v1/console/content/unpublish', json: { id: created.id } });
    expect(await found(after)).toEqual([]);
    await admin({ url: '/api/v1/console/content/publish', json: { id: created.id } });
    expect(await found(after)).toContain(url);
    await admin({ url: '/api/v1/console/content/delete', json: { id: created.id } });
    expect(await found(after)).toEqual([]);
    expect(await passageCount()).toBe(built);
  });
});
