import type { CompanyEmailView } from '@sme/shared/schemas/booking';
import type { MemberProfileView } from '@sme/shared/schemas/members';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { clientOf, mailedCode } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { createMember } from '../members';
import { createSession } from '../members/sessions.service';
import { isFreeMail } from './company-email';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('the free-mail list', () => {
  it('refuses listed providers and their subdomains, and lets company domains through', () => {
    for (const email of ['a@gmail.com', 'a@QQ.com', 'a@163.com', 'a@outlook.com', 'a@yahoo.com', 'a@mail.qq.com']) expect(isFreeMail(email), email).toBe(true);
    for (const email of ['a@acme-trading.com.hk', 'a@qq.com.acme-trading.hk', 'a@acme.com.ar']) expect(isFreeMail(email), email).toBe(false);
  });
});

describe('booking company email', () => {
  it('mails a code to a company address, refuses a wrong one, and keeps the address on the profile after the right one', async () => {
    const member = await createMember(app.db, { email: `cm-${Date.now()}@acme-home.hk`, locale: 'zh_TW' });
    const { token } = await createSession(app.db, member?.id ?? '', { method: 'REGISTER' });
    const send = clientOf(app, '10.9.0.1', `token=${token}`);

    const free = await send({ url: '/api/v1/booking/company-email/start', form: { email: 'Boss@Mail.QQ.com' }, headers: { 'accept-language': 'zh-CN' } });
    expect(free.statusCode).toBe(400);
    expect(envelopeOf(free).meta).toEqual({ code: 3301, message: '请使用公司邮箱。Gmail、QQ、163、Outlook 等免费邮箱不可使用。' });
    expect(await listOutbox(app.db, { to: 'boss@mail.qq.com', limit: 1 })).toHaveLength(0);

    const started = await send({ url: '/api/v1/booking/company-email/start', form: { email: 'Ann.Lee@Acme-Trading.com.hk' } });
    expect(envelopeOf(started).data).toEqual({ resendAfterSeconds: 60 });
    const [mail] = await listOutbox(app.db, { to: 'ann.lee@acme-trading.com.hk', limit: 1 });
    // In the member's language (zh_TW), whatever the request's.
    expect(mail?.text).toContain('公司電郵驗證');
    const code = await mailedCode(app, 'ann.lee@acme-trading.com.hk');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await send({
      url: '/api/v1/booking/company-email/verify',
      form: { email: 'ann.lee@acme-trading.com.hk', code: code === '000000' ? '111111' : '000000' },
    });
    expect(envelopeOf(wrong).meta.code).toBe(1002);
    expect(envelopeOf<CompanyEmailView>(await send({ url: '/api/v1/booking/company-email' })).data).toEqual({ companyEmail: null, verifiedAt: null });

    const right = await send({ url: '/api/v1/booking/company-email/verify', form: { email: 'Ann.Lee@Acme-Trading.com.hk', code: code ?? '' } });
    expect(right.statusCode).toBe(200);
    const view = envelopeOf<CompanyEmailView>(right).data;
    expect(view).toEqual({ companyEmail: 'ann.lee@acme-trading.com.hk', verifiedAt: expect.any(String) });
    expect(envelopeOf<CompanyEmailView>(await send({ url: '/api/v1/booking/company-email' })).data).toEqual(view);
    expect(envelopeOf<MemberProfileView>(await send({ url: '/api/v1/member/profile' })).data.companyEmail).toBe('ann.lee@acme-trading.com.hk');

    // The code is spent.
    const again = await send({ url: '/api/v1/booking/company-email/verify', form: { email: 'ann.lee@acme-trading.com.hk', code: code ?? '' } });
    expect(envelopeOf(again).meta.code).toBe(1002);
  });

  it('answers 401 to a visitor', async () => {
    const send = clientOf(app, '10.9.0.2');
    expect((await send({ url: '/api/v1/booking/company-email' })).statusCode).toBe(401);
    const start = await send({ url: '/api/v1/booking/company-email/start', form: { email: 'ann@acme-trading.com.hk' } });
    expect(start.statusCode).toBe(401);
    expect(await listOutbox(app.db, { to: 'ann@acme-trading.com.hk', limit: 1 })).toHaveLength(0);
  });
});
