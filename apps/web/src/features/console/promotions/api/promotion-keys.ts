import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console promotions answer (codes, offers, usage), refreshed together after a change. */
export const CONSOLE_PROMOTIONS_KEY = [...CONSOLE_QUERY_KEY, 'promotions'] as const;

/** The filters and page of a promotions table, as the URL keeps them. */
export interface PromotionFilters {
  q?: string | undefined;
  status?: string | undefined;
  merchantId?: string | undefined;
  page: number;
  size: number;
}

/** 400 (field errors) and 409 (code in use, locked terms) are shown on the form, not toasted. */
export const SHOWN_ON_FORM = { omitMcId: true, silentCodes: [400, 409] };
