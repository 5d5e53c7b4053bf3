import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Codes } from '@sme/shared/codes';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import { DEV_WEBSITE_APP_KEY, canonicalParams, signatureHeaders } from '@sme/shared/signature';
import type { ApplicationView } from '@sme/shared/schemas/applications';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, type FakeClamd, startFakeClamd } from '../../integrations/virus-scan/virus-scan.test-kit';
import { allJobHandlers } from '../../job-handlers';
import { runDueJobs } from '../../jobs/job-queue';
import { signedInMember } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { envelopeOf } from '../../test/signed-inject';
import { applicationDocuments } from './applications.tables';
import { type DocumentFiles, applicantClient, applicationOf, cnAnswers, documentFiles, hkAnswers, hkDaysAgo, part } from './applications.test-kit';

let app: FastifyInstance;
let clamd: FakeClamd;
let files: DocumentFiles;
let ips = 0;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  clamd = await startFakeClamd();
  app = await createTestApp({ clamav: { host: clamd.host, port: clamd.port }, applicationDocumentRetentionDays: 30 });
  files = await documentFiles();
});

afterAll(async () => {
  await app?.close();
  await clamd?.close();
});

async function applicant() {
  const { cookie, memberId } = await signedInMember(app);
  return { memberId, cookie, ...applicantClient(app, cookie, `10.2.0.${++ips}`) };
}

/**
 * An upload whose body arrives in 64 KiB chunks, as over a network (signedInject hands the body over in one piece,
 * which the multipart reader's field limit would stop before the file's own limit is reached).
 */
function uploadInChunks(cookie: string, fields: Record<string, string>, filename: string, content: Buffer) {
  const url = '/api/v1/applications/documents/upload';
  const boundary = '----smeChunked';
  const head = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const body = Buffer.concat([
    Buffer.from(
      `${head.join('')}--${boundary}\r\nContent-Disposition: form-data; name="fileDatas"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, i) => body.subarray(i * 65_536, (i + 1) * 65_536));
  const signature = signatureHeaders(CLIENT_DEFAULTS.appId, DEV_WEBSITE_APP_KEY, { method: 'POST', path: url, canonical: canonicalParams(fields) });
  return app.inject({
    method: 'POST',
    url,
    payload: Readable.from(chunks),
    remoteAddress: `10.2.1.${++ips}`,
    headers: { ...signature, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
type Applicant = Awaited<ReturnType<typeof applicant>>;

const newDraft = async (client: Applicant, kind: 'HK_COMPANY_CN_APPLICANT' | 'HK_COMPANY_HK_APPLICANT' = 'HK_COMPANY_CN_APPLICANT') =>
  applicationOf(await client.save({ kind, data: kind === 'HK_COMPANY_CN_APPLICANT' ? cnAnswers() : hkAnswers() }));
const blobPath = (fileId: string) => join(app.config.dataDir, 'uploads', fileId.slice(0, 2), `${fileId}.bin`);
const documentRows = (applicationId: string) => app.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, applicationId));
/** The system module's file rows, read with SQL: the test looks, the module owns them. */
async function fileRows(ids: readonly string[] = []): Promise<Array<{ id: string; claimed: boolean }>> {
  const where =
    ids.length > 0
      ? sql`WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const result = await app.db.execute<{ id: string; claimed: boolean }>(sql`SELECT id::text AS id, claimed_at IS NOT NULL AS claimed FROM files ${where}`);
  return (result as unknown as { rows: Array<{ id: string; claimed: boolean }> }).rows;
}
const countFiles = async () => (await fileRows()).length;
const codeOf = (res: Awaited<ReturnType<Applicant['send']>>) => [res.statusCode, envelopeOf(res).meta.code];

describe('document upload and download', () => {
  it('stores a document encrypted at rest, scanned first, and downloads it as an attachment with its type', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    const pdf = files.pdf('PASSPORT E12345678 CHAN TAI MAN');
    const uploaded = applicationOf(await client.upload(draft.id, 'PASSPORT_COPY', [part('護照 copy.pdf', pdf)], hkDaysAgo(200)));
    expect(uploaded.documents).toEqual([
      {
        id: expect.any(String),
        slot: 'PASSPORT_COPY',
        name: '護照 copy.pdf',
        size: pdf.length,
        mime: 'application/pdf',
        issueDate: hkDaysAgo(200),
        uploadedAt: expect.any(String),
      },
    ]);
    expect(clamd.scanned.some((bytes) => bytes.equals(pdf))).toBe(true);
    const [row] = await documentRows(draft.id);
    const onDisk = readFileSync(blobPath(row?.fileId ?? ''));
    expect(onDisk.includes(Buffer.from('E12345678'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    const download = await client.send({ url: `/api/v1/applications/${draft.id}/documents/${row?.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="__ copy.pdf"; filename*=UTF-8''${encodeURIComponent('護照 copy.pdf')}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

  it('takes a PNG named .pdf as a PNG, and refuses a text file named .pdf or a WebP (4150), storing nothing', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    const png = applicationOf(await client.upload(draft.id, 'PASSPORT_COPY', [part('scan.pdf', files.png)], hkDaysAgo(10)));
    expect(png.documents[0]).toMatchObject({ name: 'scan.pdf', mime: 'image/png' });
    const before = await countFiles();
    const text = await client.upload(draft.id, 'OTHERS', [part('notes.pdf', Buffer.from('<html><script>alert(1)</script> just text'))], hkDaysAgo(1));
    expect(codeOf(text)).toEqual([415, Codes.FILE_TYPE_NOT_ALLOWED.code]);
    const webp = await client.upload(draft.id, 'OTHERS', [part('photo.webp', files.webp, 'image/webp')], hkDaysAgo(1));
    expect(codeOf(webp)).toEqual([415, 4150]);
    expect(await countFiles()).toBe(before);
    expect(await documentRows(draft.id)).toHaveLength(1);
  });

  it('refuses an 11 MB file (413) and a signature that is not a PNG (4150)', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    const big = Buffer.concat([files.pdf(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await uploadInChunks(client.cookie, { applicationId: draft.id, slot: 'BUSINESS_PLAN', issueDate: hkDaysAgo(1) }, 'plan.pdf', big);
    expect(codeOf(tooBig)).toEqual([413, Codes.FILE_TOO_LARGE.code]);
    expect(await documentRows(draft.id)).toEqual([]);
    expect(codeOf(await client.upload(draft.id, 'SIGNATURE', [part('signature.jpg', files.jpeg, 'image/jpeg')]))).toEqual([415, 4150]);
    const signed = applicationOf(await client.upload(draft.id, 'SIGNATURE', [part('signature.png', files.png, 'image/png')]));
    expect(signed.documents).toMatchObject([{ slot: 'SIGNATURE', issueDate: null, mime: 'image/png' }]);
  });

  it('refuses a proof of address issued 4 months ago (3003 naming it), a missing or future issue date, and a slot the form does not have', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    const old = await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('bill.pdf', files.pdf())], hkDaysAgo(122));
    expect(codeOf(old)).toEqual([400, Codes.DOCUMENT_TOO_OLD.code]);
    expect(envelopeOf(old).meta.message).toMatch(
      /^Proof of address is dated more than 3 months ago\. Please upload one issued on or after \d{4}-\d{2}-\d{2}\.$/,
    );
    const undated = await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('bill.pdf', files.pdf())]);
    expect(envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(undated).data.fields[0]).toMatchObject({ field: 'issueDate', rule: 'required' });
    const future = await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('bill.pdf', files.pdf())], hkDaysAgo(-2));
    expect(envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(future).data.fields[0]).toMatchObject({
      field: 'issueDate',
      rule: 'documentDateFuture',
    });
    const unknown = await client.upload(draft.id, 'HKID_COPY', [part('id.pdf', files.pdf())], hkDaysAgo(1));
    expect(envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(unknown).data.fields[0]).toMatchObject({ field: 'slot', rule: 'invalid' });
    expect(await documentRows(draft.id)).toEqual([]);
  });

  it('replaces the document of a single-file slot, deleting the old one with its blob', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    applicationOf(await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('old-bill.pdf', files.pdf())], hkDaysAgo(60)));
    const [old] = await documentRows(draft.id);
    const replaced = applicationOf(await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('new-bill.pdf', files.pdf())], hkDaysAgo(5)));
    expect(replaced.documents.map((d) => [d.name, d.issueDate])).toEqual([['new-bill.pdf', hkDaysAgo(5)]]);
    expect(existsSync(blobPath(old?.fileId ?? ''))).toBe(false);
    expect(await fileRows([old?.fileId ?? ''])).toEqual([]);
    expect(codeOf(await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('a.pdf', files.pdf()), part('b.pdf', files.pdf())], hkDaysAgo(5)))).toEqual([
      400, 3005,
    ]);
  });

  it('holds at most 10 files in a slot that takes several (3005) and deletes one on request', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    const ten = Array.from({ length: 10 }, (_, i) => part(`cv-${i}.pdf`, files.pdf(`cv ${i}`)));
    expect(applicationOf(await client.upload(draft.id, 'OFFICER_CVS', ten, hkDaysAgo(30))).documents).toHaveLength(10);
    const full = await client.upload(draft.id, 'OFFICER_CVS', [part('cv-11.pdf', files.pdf())], hkDaysAgo(30));
    expect(codeOf(full)).toEqual([400, Codes.DOCUMENT_SLOT_FULL.code]);
    const [first] = await documentRows(draft.id);
    const after = applicationOf(await client.send({ method: 'POST', url: `/api/v1/applications/${draft.id}/documents/${first?.id}/delete` }));
    expect(after.documents).toHaveLength(9);
    expect(existsSync(blobPath(first?.fileId ?? ''))).toBe(false);
    expect(applicationOf(await client.upload(draft.id, 'OFFICER_CVS', [part('cv-11.pdf', files.pdf())], hkDaysAgo(30))).documents).toHaveLength(10);
  });

  it('refuses a file the virus scanner reports (3006), storing nothing', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    const before = await countFiles();
    const infected = await client.upload(draft.id, 'OTHERS', [part('invoice.pdf', Buffer.from(`%PDF-1.4\n${EICAR}\n%%EOF\n`))], hkDaysAgo(3));
    expect(codeOf(infected)).toEqual([400, Codes.DOCUMENT_INFECTED.code]);
    expect(envelopeOf(infected).meta.message).toBe('The virus scan found a threat in this file (Eicar-Test-Signature); it was not stored.');
    expect(await countFiles()).toBe(before);
    expect(await documentRows(draft.id)).toEqual([]);
  });
});

describe('personal data: deleting documents', () => {
  it('deletes a draft with its documents, file rows and blobs', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    applicationOf(await client.upload(draft.id, 'PASSPORT_COPY', [part('passport.pdf', files.pdf())], hkDaysAgo(9)));
    applicationOf(await client.upload(draft.id, 'OFFICER_CVS', [part('a.pdf', files.pdf()), part('b.pdf', files.pdf())], hkDaysAgo(9)));
    const fileIds = (await documentRows(draft.id)).map((d) => d.fileId);
    expect(fileIds.every((id) => existsSync(blobPath(id)))).toBe(true);
    expect((await client.send({ url: '/api/v1/applications/deleteDraft', json: { id: draft.id } })).statusCode).toBe(200);
    expect((await client.detail(draft.id)).statusCode).toBe(404);
    expect(await fileRows(fileIds)).toEqual([]);
    expect(fileIds.some((id) => existsSync(blobPath(id)))).toBe(false);
  });

  it('deletes the documents of a withdrawn application once the retention period has passed, not before', async () => {
    const client = await applicant();
    const draft = await newDraft(client);
    applicationOf(await client.upload(draft.id, 'PASSPORT_COPY', [part('passport.pdf', files.pdf())], hkDaysAgo(9)));
    applicationOf(await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('bill.pdf', files.pdf())], hkDaysAgo(9)));
    applicationOf(await client.upload(draft.id, 'SIGNATURE', [part('signature.png', files.png, 'image/png')]));
    applicationOf(await client.submit(draft.id, draft.version));
    const withdrawn = applicationOf(await client.send({ url: '/api/v1/applications/withdraw', json: { id: draft.id } }));
    const fileIds = (await documentRows(draft.id)).map((d) => d.fileId);
    const closedAt = Date.now();
    await runDueJobs(
      app.db,
      allJobHandlers(app.storage, { mailer: app.mailer, publicUrl: app.config.publicUrl, meetingUrlTemplate: app.config.meetingUrlTemplate }),
      new Date(closedAt + 29 * DAY_MS),
    );
    expect(await documentRows(draft.id)).toHaveLength(3);
    await runDueJobs(
      app.db,
      allJobHandlers(app.storage, { mailer: app.mailer, publicUrl: app.config.publicUrl, meetingUrlTemplate: app.config.meetingUrlTemplate }),
      new Date(closedAt + 31 * DAY_MS),
    );
    expect(await documentRows(draft.id)).toEqual([]);
    expect(await fileRows(fileIds)).toEqual([]);
    expect(fileIds.some((id) => existsSync(blobPath(id)))).toBe(false);
    // The application stays, as the record of what happened.
    expect(applicationOf(await client.detail(draft.id))).toMatchObject({ status: 'WITHDRAWN', reference: withdrawn.reference, documents: [] });
  });
});

describe('company registration in one call', () => {
  const upload = async (client: Applicant, name: string, content: Buffer, type = 'application/pdf') => {
    const res = await client.send({ url: '/api/v1/sys/file/upload', multipart: { files: [part(name, content, type)] } });
    return envelopeOf<Array<{ id: string }>>(res).data[0]?.id ?? '';
  };

  it('creates, attaches the uploaded files and submits in one transaction; another member’s file answers 404 and leaves nothing', async () => {
    const client = await applicant();
    const ids = {
      address: await upload(client, 'address.pdf', files.pdf()),
      hkid: await upload(client, 'hkid.jpg', files.jpeg, 'image/jpeg'),
      chart: await upload(client, 'chart.pdf', files.pdf()),
      officerId: await upload(client, 'officer-id.pdf', files.pdf()),
      officerAddress: await upload(client, 'officer-address.pdf', files.pdf()),
      signature: await upload(client, 'signature.png', files.png, 'image/png'),
    };
    const documents = [
      { slot: 'ADDRESS_PROOF', fileId: ids.address, issueDate: hkDaysAgo(10) },
      { slot: 'HKID_COPY', fileId: ids.hkid, issueDate: hkDaysAgo(900) },
      { slot: 'ORGANISATION_CHART', fileId: ids.chart, issueDate: hkDaysAgo(2) },
      { slot: 'OFFICER_ID_PROOFS', fileId: ids.officerId, issueDate: hkDaysAgo(700) },
      { slot: 'OFFICER_ADDRESS_PROOFS', fileId: ids.officerAddress, issueDate: hkDaysAgo(15) },
      { slot: 'SIGNATURE', fileId: ids.signature },
    ];
    const register = (body: unknown, who = client) => who.send({ url: '/api/v1/applications/companyRegistration', json: body });

    const stranger = await applicant();
    const strangersFile = await upload(stranger, 'theirs.pdf', files.pdf());
    const refused = await register({
      kind: 'HK_COMPANY_HK_APPLICANT',
      data: hkAnswers(),
      documents: [...documents.slice(0, 5), { slot: 'SIGNATURE', fileId: strangersFile }],
    });
    expect(refused.statusCode).toBe(404);
    const listed = await client.send({ url: '/api/v1/applications' });
    expect(envelopeOf<{ total: number }>(listed).data.total).toBe(0);

    const stale = await register({
      kind: 'HK_COMPANY_HK_APPLICANT',
      data: hkAnswers(),
      documents: documents.map((d) => (d.slot === 'ADDRESS_PROOF' ? { ...d, issueDate: hkDaysAgo(125) } : d)),
    });
    expect(codeOf(stale)).toEqual([400, 3003]);

    const registered = envelopeOf<ApplicationView>(await register({ kind: 'HK_COMPANY_HK_APPLICANT', data: hkAnswers(), documents })).data;
    expect(registered).toMatchObject({
      kind: 'HK_COMPANY_HK_APPLICANT',
      status: 'SUBMITTED',
      title: 'Kowloon Tech Limited',
      events: [{ toStatus: 'SUBMITTED' }],
    });
    expect(registered.documents.map((d) => [d.slot, d.mime]).sort()).toEqual(
      [
        ['ADDRESS_PROOF', 'application/pdf'],
        ['HKID_COPY', 'image/jpeg'],
        ['OFFICER_ADDRESS_PROOFS', 'application/pdf'],
        ['OFFICER_ID_PROOFS', 'application/pdf'],
        ['ORGANISATION_CHART', 'application/pdf'],
        ['SIGNATURE', 'image/png'],
      ].sort(),
    );
    const claimed = await fileRows(Object.values(ids));
    expect(claimed.map((f) => f.claimed)).toEqual(Object.values(ids).map(() => true));
  });
});
