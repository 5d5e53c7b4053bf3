import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import type { ApplicationActor, ApplicationStatus } from '@sme/shared/application-status';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Contact-us messages (connect submit). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    subject: text(),
    message: text().notNull(),
    memberId: text(),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Feedback (feedback save). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().notNull(),
    content: text().notNull(),
    name: text(),
    email: text(),
    memberId: text(),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/** Reference numbers read APP-<prefix>-<year>-000123: the kind's prefix, the Hong Kong year, then this sequence. */
export const applicationRefSeq = pgSequence('application_ref_seq', { startWith: 1 });

/**
 * A member's application (company registration; bank account and loan next): its kind, its answers (`data`, checked
 * against the kind's shared schema: the draft schema on save, the full one on submit) and its status. `version` rises
 * by one on every change the applicant makes; saves are conditional on the version the client loaded.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid().notNull(),
    kind: text().$type<ApplicationKind>().notNull(),
    reference: text().notNull(),
    status: text().$type<ApplicationStatus>().notNull().default('DRAFT'),
    version: integer().notNull().default(1),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The answers' title for lists: the proposed company name (or the applicant's), null while empty. */
    title: text(),
    /** The member's locale when last saved: the language of the mails about this application. */
    locale: text().notNull().default('en_US'),
    /** What the applicant may change while more information is required (reopenablePaths of the kind). */
    reopened: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The reviewer who took it (start review). */
    reviewerId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** First submission. */
    submittedAt: timestamp({ withTimezone: true }),
    /** Since when it waits for a reviewer (submitted or resubmitted); null while a reviewer or the applicant holds it. The SLA badge reads it. */
    waitingSince: timestamp({ withTimezone: true }),
    /** Approved, rejected or withdrawn. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('applications_reference_idx').on(t.reference),
    index('applications_member_idx').on(t.memberId, t.updatedAt.desc()),
    index('applications_queue_idx').on(t.status, t.submittedAt),
    check('applications_version_positive', sql`${t.version} > 0`),
  ],
);

/** Supporting documents: one row per file in a slot; the bytes are a `files` row's encrypted blob (claimed by the application). */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    slot: text().notNull(),
    /** The files row holding the bytes (system module); deleted with the document. */
    fileId: uuid().notNull(),
    name: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    /** YYYY-MM-DD as the applicant gave it; null for the signature. */
    issueDate: date({ mode: 'string' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_documents_application_idx').on(t.applicationId, t.slot), uniqueIndex('application_documents_file_idx').on(t.fileId)],
);

/**
 * The history of an application: every status change (actor, message, fields reopened) and reviewers' internal
 * notes (toStatus null, internal true), never shown to the applicant.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: the history reads in it (two steps may share a millisecond; each locks the application, so this is their order). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<ApplicationStatus>(),
    toStatus: text().$type<ApplicationStatus>(),
    actor: text().$type<ApplicationActor>().notNull(),
    /** The member who acted (applicant or reviewer). */
    actorId: uuid().notNull(),
    message: text(),
    reopened: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    internal: boolean().notNull().default(false),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.seq)],
);
