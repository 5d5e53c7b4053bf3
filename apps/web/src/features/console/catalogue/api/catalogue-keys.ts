import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console catalogue answer (merchants, categories, tags, ads, rates), each under its own sub-key. */
export const CONSOLE_CATALOGUE_KEY = [...CONSOLE_QUERY_KEY, 'catalogue'] as const;

/** Sub-keys refreshed after a change of their kind. */
export const catalogueKey = (kind: 'merchants' | 'categories' | 'tags' | 'ads' | 'rates') => [...CONSOLE_CATALOGUE_KEY, kind] as const;

/** Request options of console calls whose 400 (field errors) and 409 (slug in use) the form shows itself. */
export const SHOWN_ON_FORM = { omitMcId: true, silentCodes: [400, 409] };
