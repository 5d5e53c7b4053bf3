import type { APIRequestContext } from '@playwright/test';
import { canonicalParams, DEV_WEBSITE_APP_KEY, signatureHeaders } from '../../packages/shared/src/signature';

/** A GET to the platform's API signed exactly as the web client signs it (development key). */
export async function signedGet<T>(request: APIRequestContext, path: string, params: Record<string, string> = {}): Promise<T> {
  const fullPath = `/api/v1${path}`;
  const headers = signatureHeaders('WEBSITE', DEV_WEBSITE_APP_KEY, { method: 'GET', path: fullPath, canonical: canonicalParams(params) });
  const response = await request.get(fullPath, { params, headers });
  const body = (await response.json()) as { meta: { code: number; message: string }; data: T };
  if (body.meta.code !== 200) throw new Error(`${path}: ${body.meta.code} ${body.meta.message}`);
  return body.data;
}
