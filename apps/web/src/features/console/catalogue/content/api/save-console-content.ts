import type { ConsoleContentView } from '@sme/shared/schemas/console-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_CONTENT_KEY } from './console-content-keys';

/** What the form sends: the item's fields, with `id` to update and `merchantId` (admins) to create. */
export type ContentSaveBody = Record<string, unknown> & { id?: string };

/** 400 (field errors) and 409 (slug in use) are shown on the form, not toasted. */
const SHOWN_ON_FORM = { omitMcId: true, silentCodes: [400, 409] };

/** POST console.content.create or console.content.update (when the body has an id). */
export function saveConsoleContent(body: ContentSaveBody): Promise<ConsoleContentView> {
  return apiPostJson<ConsoleContentView>(body.id ? '/console/content/update' : '/console/content/create', body, SHOWN_ON_FORM);
}

/** Mutation hook of saveConsoleContent; every content answer is refreshed afterwards. */
export function useSaveConsoleContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsoleContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_CONTENT_KEY }) });
}
