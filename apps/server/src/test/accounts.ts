import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { listOutbox } from '../integrations/mail/outbox-mailer';
import { listSmsOutbox } from '../integrations/sms/outbox-sms';
import { createMember } from '../modules/members/members.service';
import { createSession } from '../modules/members/sessions.service';
import { type SignedRequest, envelopeOf, signedInject } from './signed-inject';

/** Helpers for tests that go through the account flows the way a person does: codes read from the outboxes. */

export const PASSWORD = 'Secret123';

/** The six digits of the newest mail to `email`, or undefined when none was sent. */
export async function mailedCode(app: FastifyInstance, email: string): Promise<string | undefined> {
  const [mail] = await listOutbox(app.db, { to: email, limit: 1 });
  return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
}

/** The six digits of the newest text message to `mobile` (E.164), or undefined when none was sent. */
export async function textedCode(app: FastifyInstance, mobile: string): Promise<string | undefined> {
  const [sms] = await listSmsOutbox(app.db, { to: mobile, limit: 1 });
  return sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
}

/** The Cookie header that carries the session a sign-in answer set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const token = res.cookies.find((c) => c.name === 'token');
  if (!token) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `token=${token.value}`;
}

/** A signed request from one client address, optionally with a session. */
export function clientOf(app: FastifyInstance, ip: string, cookie?: string) {
  return (req: SignedRequest) => signedInject(app, { remoteAddress: ip, ...req, headers: { ...(cookie ? { cookie } : {}), ...req.headers } });
}

/** Register `email` through the real flow (code by mail) and answer the session cookie and member id. */
export async function registerByEmail(app: FastifyInstance, email: string, ip: string): Promise<{ cookie: string; memberId: string }> {
  const send = clientOf(app, ip);
  const requested = await send({ url: '/api/v1/member/email/code', form: { email, purpose: 'REGISTER' } });
  if (requested.statusCode !== 200) throw new Error(`code request failed: ${requested.body}`);
  const code = await mailedCode(app, email);
  const res = await send({ url: '/api/v1/member/email/register', form: { email, code, password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' } });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return { cookie: sessionCookie(res), memberId: envelopeOf<{ memberId: string }>(res).data.memberId };
}

/** Register a mobile number (E.164 of `region`) through the real flow (code by SMS) and answer the session cookie and member id. */
export async function registerByMobile(app: FastifyInstance, region: string, mobile: string, ip: string): Promise<{ cookie: string; memberId: string }> {
  const send = clientOf(app, ip);
  const requested = await send({ url: '/api/v1/member/mobile/code', form: { region, mobile, purpose: 'REGISTER' } });
  if (requested.statusCode !== 200) throw new Error(`code request failed: ${requested.body}`);
  const code = await textedCode(app, mobile);
  const res = await send({
    url: '/api/v1/member/mobile/register',
    form: { region, mobile, code, password: PASSWORD, confirmPassword: PASSWORD, terms: 'true' },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return { cookie: sessionCookie(res), memberId: envelopeOf<{ memberId: string }>(res).data.memberId };
}

/** A member with a live session, made directly through the services (for tests of other modules). */
export async function signedInMember(app: FastifyInstance): Promise<{ cookie: string; memberId: string }> {
  const member = await createMember(app.db, { email: `member-${randomBytes(6).toString('hex')}@example.com`, locale: 'en_US' });
  if (!member) throw new Error('member not created');
  const { token } = await createSession(app.db, member.id, { method: 'REGISTER' });
  return { cookie: `token=${token}`, memberId: member.id };
}
