import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** The operations of the accounts contract, with their method and path. */
const CONTRACT: ReadonlyArray<[operationId: string, method: string, path: string]> = [
  ['member.emailSmsRequest', 'post', '/api/v1/member/email/code'],
  ['member.smsRequest', 'post', '/api/v1/member/mobile/code'],
  ['member.emailExists', 'get', '/api/v1/member/email/exists'],
  ['member.mobileExists', 'get', '/api/v1/member/mobile/exists'],
  ['member.emailRegister', 'post', '/api/v1/member/email/register'],
  ['member.mobileRegister', 'post', '/api/v1/member/mobile/register'],
  ['member.emailLogin', 'post', '/api/v1/member/email/login'],
  ['member.mobileLogin', 'post', '/api/v1/member/mobile/login'],
  ['member.quickLogin', 'post', '/api/v1/member/quick-login'],
  ['member.resetPasswordByEmail', 'post', '/api/v1/member/email/reset-password'],
  ['member.resetPasswordByMobile', 'post', '/api/v1/member/mobile/reset-password'],
  ['member.profile', 'get', '/api/v1/member/profile'],
  ['member.logout', 'post', '/api/v1/member/logout'],
  ['member.uploadAvatar', 'post', '/api/v1/member/avatar'],
  ['member.updateField', 'post', '/api/v1/member/profile/field'],
  ['member.updateMember', 'post', '/api/v1/member/profile'],
  ['member.updateLocation', 'post', '/api/v1/member/location'],
  ['member.bindMobile', 'post', '/api/v1/member/mobile/bind'],
  ['member.rebindMobile', 'post', '/api/v1/member/mobile/rebind'],
  ['member.rebindEmail', 'post', '/api/v1/member/email/rebind'],
  ['member.oidcProviders', 'get', '/api/v1/member/oidc/providers'],
  ['member.oidcStart', 'get', '/api/v1/member/oidc/{provider}/start'],
  ['member.oidcCallback', 'get', '/api/v1/member/oidc/{provider}/callback'],
  ['member.oidcBind', 'post', '/api/v1/member/oidc/{provider}/bind'],
  ['dev.outbox', 'get', '/api/v1/dev/outbox'],
];

describe('accounts API contract', () => {
  it('documents every operation of the contract at its method and path in /api/docs/json', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => `${op.operationId} ${method} ${path}`));
    for (const [operationId, method, path] of CONTRACT) expect(documented).toContain(`${operationId} ${method} ${path}`);
  });
});
