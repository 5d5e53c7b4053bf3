import type { Locale } from '@sme/shared/constants';
import type { AppConfig } from '../config';
import type { CacheTopic } from '../db/cache-invalidation';
import type { Database } from '../db/client';
import type { Mailer } from '../integrations/mail/mailer';
import type { SmsSender } from '../integrations/sms/sms';
import type { Storage } from '../integrations/storage/storage';
import type { AnswerCache, AnswerCacheOptions } from './answer-cache';
import type { ClientParams } from './client-params';
import type { SignedNonce } from './nonce-store';
import type { SessionMember } from './session';
import type { UploadRouteConfig, UploadedFile } from './multipart';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    sms: SmsSender;
    storage: Storage;
    /** A cache of public answers, cleared on every server when `topic` is announced (db/cache-invalidation.ts). */
    answerCache<V>(topic: CacheTopic, options: AnswerCacheOptions): AnswerCache<V>;
  }
  interface FastifyRequest {
    locale: Locale;
    client: ClientParams;
    /**
     * A signed write's nonce that the signature hook checked but has not remembered yet: the session hook remembers it
     * in its own statement (409 when seen), and the signature plugin before the handler when nothing did.
     */
    signedNonce: SignedNonce | null;
    /** The signed-in member of a live session, or null (session plugin). */
    member: SessionMember | null;
    /** The raw JSON body text (its SHA-256 is what a JSON request signs). */
    rawBody: string | undefined;
    /** Files of a multipart request (fields fileDatas and cFiles), size-checked and spooled to private temp files. */
    uploads: UploadedFile[];
  }
  interface FastifyContextConfig {
    /** false: the route carries another signature (payment callbacks) and skips the request signature. */
    signature?: boolean;
    /** The route takes files (multipart); every other route answers a multipart body with 415. */
    uploads?: UploadRouteConfig;
  }
}
