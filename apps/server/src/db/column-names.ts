import type { Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * A column's name in the database. The tables name most columns by their key, which the client's snake_case casing
 * turns into the stored name only when drizzle builds the query; raw SQL that lists columns needs it spelled out.
 */
export function storedColumnName(column: Column): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}
