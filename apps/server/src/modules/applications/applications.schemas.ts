import { APPLICATION_ACTORS } from '@sme/shared/application-status';
import {
  type ApplicationDocumentView,
  type ApplicationEventView,
  type ApplicationListView,
  type ApplicationSummaryView,
  type ApplicationView,
  applicationKindSchema,
  applicationStatusSchema,
} from '@sme/shared/schemas/applications';
import { z } from 'zod';

/** Zod mirrors of the application answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

/** ApplicationDocumentView. */
export const applicationDocumentSchema: z.ZodType<ApplicationDocumentView> = z.object({
  id: z.string(),
  slot: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  issueDate: z.string().nullable(),
  uploadedAt: z.string(),
});

const eventSchema: z.ZodType<ApplicationEventView> = z.object({
  at: z.string(),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema,
  actor: z.enum(APPLICATION_ACTORS),
  message: z.string().nullable(),
  reopened: z.array(z.string()),
});

const summaryShape = {
  id: z.string(),
  kind: applicationKindSchema,
  reference: z.string(),
  status: applicationStatusSchema,
  version: z.number(),
  title: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  lastMessage: z.string().nullable(),
};

const summarySchema: z.ZodType<ApplicationSummaryView> = z.object(summaryShape);

/** ApplicationView. */
export const applicationSchema: z.ZodType<ApplicationView> = z.object({
  ...summaryShape,
  data: z.record(z.string(), z.unknown()),
  documents: z.array(applicationDocumentSchema),
  events: z.array(eventSchema),
  reopened: z.array(z.string()),
});

/** ApplicationListView. */
export const applicationListSchema: z.ZodType<ApplicationListView> = z.object({
  list: z.array(summarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
