import type { ConsoleCategoryNode, ConsoleTagView } from '@sme/shared/schemas/console-catalogue';
import { z } from 'zod';

/** Zod mirrors of the console.category.* and console.tag.* answers, for response schemas and OpenAPI. */

/** One node of console.category.tree (children nest). */
export const consoleCategoryNodeSchema: z.ZodType<ConsoleCategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    slug: z.string(),
    nameEn: z.string(),
    nameZh: z.string(),
    icon: z.string().nullable(),
    sort: z.number(),
    productCount: z.number(),
    children: z.array(consoleCategoryNodeSchema),
  }),
);

/** One tag of console.tag.list (and every tag change's answer). */
export const consoleTagSchema: z.ZodType<ConsoleTagView> = z.object({
  id: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  productCount: z.number(),
});

/** `{ list }` of the given items. */
export const listOf = <T>(item: z.ZodType<T>) => z.object({ list: z.array(item) });

/** Answer of a delete: the id that was removed. */
export const deletedSchema = z.object({ id: z.string() });
