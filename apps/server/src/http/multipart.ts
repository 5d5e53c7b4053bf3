import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** The multipart fields that carry files (spec section 7). */
export const FILE_FIELDS = ['fileDatas', 'cFiles'] as const;
/** A multipart field name that carries files. */
export type FileField = (typeof FILE_FIELDS)[number];

/** One uploaded file, read into memory within UPLOAD_MAX_BYTES. */
export interface UploadedFile {
  field: FileField;
  filename: string;
  /** The type the client claimed; never trusted (the upload service checks the content). */
  claimedType: string;
  buffer: Buffer;
}

const MAX_FILES = 10;
const MAX_FIELDS = 100;

/**
 * Multipart requests: non-file fields become request.body (plain strings, repeated names as arrays,
 * so signature and client params read them like a form) and files under fileDatas / cFiles become
 * request.uploads. Parsed in preValidation, before the signature check and the route schema.
 */
export const multipartPlugin = fp<{ maxFileBytes: number }>(
  async (app, opts) => {
    await app.register(multipart, {
      limits: { fileSize: opts.maxFileBytes, files: MAX_FILES, fields: MAX_FIELDS, parts: MAX_FILES + MAX_FIELDS },
    });
    app.decorateRequest('uploads', null as unknown as UploadedFile[]);
    app.addHook('onRequest', async (request) => {
      request.uploads = [];
    });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const fields: Record<string, string | string[]> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          if ((FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
            request.uploads.push({ field: part.fieldname as FileField, filename: part.filename, claimedType: part.mimetype, buffer });
          }
          continue;
        }
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const existing = fields[part.fieldname];
        if (existing === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
      request.body = fields;
    });
  },
  { name: 'multipart-fields' },
);
