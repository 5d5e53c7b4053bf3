import { APPLICATION_FORMS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import { z } from 'zod';

/**
 * The parts of a kind's full schema (packages/shared) the web checks one step at a time: a section, one of its fields,
 * the item of a list. The full schema stays the one rule book; these only reach into it.
 */

/** The full schema of one section (or list) of a kind. */
export function sectionSchema(kind: ApplicationKind, section: string): z.ZodType | undefined {
  const full = APPLICATION_FORMS[kind].full;
  return full instanceof z.ZodObject ? (full.shape as Record<string, z.ZodType>)[section] : undefined;
}

/** The full schema of a field of a section. */
export function fieldSchema(kind: ApplicationKind, section: string, field: string): z.ZodType | undefined {
  const schema = sectionSchema(kind, section);
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[field] : undefined;
}

/** The full schema of one entry of a list section (an officer). */
export function listItemSchema(kind: ApplicationKind, section: string): z.ZodType | undefined {
  const schema = sectionSchema(kind, section);
  return schema instanceof z.ZodArray ? (schema.element as z.ZodType) : undefined;
}
