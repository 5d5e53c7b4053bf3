import { Codes } from '@sme/shared/codes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { listAudit } from '../audit/audit.service';

/** Test helpers of the back-office catalogue (admins only): the four kinds of caller and the assertions every file repeats. */

/** A signed request from one caller. */
export type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

/** The callers of an admin-only section: an admin past TOTP, and three who must be refused. */
export interface Callers {
  admin: Send;
  merchantStaff: Send;
  member: Send;
  adminWithoutTotp: Send;
  /** A caller without a session, for public reads. */
  visitor: Send;
}

/** Sign in the four callers, each from its own address (rate limits are per address). */
export async function catalogueCallers(app: FastifyInstance, net: number): Promise<Callers> {
  const ip = (n: number) => `10.${net}.0.${n}`;
  const merchantId = await insertMerchant(app.db);
  const admin = await signedInStaff(app, { roles: ['ADMIN'] });
  const staff = await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId });
  const early = await signedInStaff(app, { roles: ['ADMIN'], totp: false });
  const member = await signedInMember(app);
  return {
    admin: clientOf(app, ip(1), admin.cookie),
    merchantStaff: clientOf(app, ip(2), staff.cookie),
    member: clientOf(app, ip(3), member.cookie),
    adminWithoutTotp: clientOf(app, ip(4), early.cookie),
    visitor: clientOf(app, ip(5)),
  };
}

/** A merchant's staff, a member and an admin before the second factor all get 403 (5403). */
export async function expectAdminOnly(callers: Callers, req: SignedRequest): Promise<void> {
  for (const [who, send] of [
    ['merchantStaff', callers.merchantStaff],
    ['member', callers.member],
    ['adminWithoutTotp', callers.adminWithoutTotp],
  ] as const) {
    const res = await send(req);
    expect([req.url, who, res.statusCode, envelopeOf(res).meta.code]).toEqual([req.url, who, 403, Codes.FORBIDDEN_ROLE.code]);
  }
}

/** The data of a 200 answer (fails with the body otherwise). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}

/** "field:rule" of each problem a 400 names. */
export const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields?: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);

/** Actions audited on a target, newest first. */
export const auditedActions = async (app: FastifyInstance, targetId: string) => (await listAudit(app.db, { targetId, page: 1, size: 50 })).list;
