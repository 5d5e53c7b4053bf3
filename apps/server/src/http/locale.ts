import { DEFAULT_LOCALE } from '@sme/shared/constants';
import { resolveLocale } from '@sme/shared/i18n/messages';
import fp from 'fastify-plugin';

/** request.locale from the Accept-Language header (the web sends its chosen locale there). */
export const localePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request.headers['accept-language']);
    });
  },
  { name: 'locale' },
);
