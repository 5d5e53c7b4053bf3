import { APPLICATION_KINDS } from '@sme/shared/application-forms/kinds';
import { APPLICATION_ACTORS, APPLICATION_STATUSES } from '@sme/shared/application-status';
import type {
  ConsoleApplicationEventView,
  ConsoleApplicationListView,
  ConsoleApplicationSummaryView,
  ConsoleApplicationView,
} from '@sme/shared/schemas/console-applications';
import { z } from 'zod';
import { applicationDocumentSchema } from '../../modules/applications/applications.schemas';

/** Zod mirrors of the console.application.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const status = z.enum(APPLICATION_STATUSES);

const summaryShape = {
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  reference: z.string(),
  status,
  title: z.string().nullable(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  overdue: z.boolean(),
  reviewerName: z.string().nullable(),
};

/** A queue row. */
export const consoleApplicationSummarySchema: z.ZodType<ConsoleApplicationSummaryView> = z.object(summaryShape);

/** console.application.list answer. */
export const consoleApplicationListSchema: z.ZodType<ConsoleApplicationListView> = z.object({
  list: z.array(consoleApplicationSummarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

const eventSchema: z.ZodType<ConsoleApplicationEventView> = z.object({
  id: z.string(),
  at: z.string(),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  actor: z.enum(APPLICATION_ACTORS),
  actorName: z.string().nullable(),
  message: z.string().nullable(),
  reopened: z.array(z.string()),
  internal: z.boolean(),
});

/** console.application.detail answer, and the answer of every action (the application as it now stands). */
export const consoleApplicationSchema: z.ZodType<ConsoleApplicationView> = z.object({
  ...summaryShape,
  version: z.number(),
  memberId: z.string(),
  data: z.record(z.string(), z.unknown()),
  documents: z.array(applicationDocumentSchema),
  events: z.array(eventSchema),
  reopened: z.array(z.string()),
  personalDataVisible: z.boolean(),
  canDecide: z.boolean(),
});
