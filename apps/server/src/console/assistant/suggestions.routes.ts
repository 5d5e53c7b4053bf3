import { consoleAssistantSuggestionIdInput, consoleAssistantSuggestionInput } from '@sme/shared/schemas/console-assistant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { consoleSuggestionListSchema, consoleSuggestionSchema, deletedSuggestionSchema } from './suggestions.schemas';
import { deleteConsoleSuggestion, listConsoleSuggestions, saveConsoleSuggestion } from './suggestions.service';

const SCOPE = 'Admins only (a merchant’s staff, a reviewer or a member 403, no second factor 403)';
const CHANGE = 'Audited; /ask (assistant.suggestions) shows active questions only';

/** Back-office suggested questions of /ask: list, save (create or update), delete. */
export const consoleAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];

  app.get('/api/v1/console/assistant/suggestions', {
    ...guard,
    schema: {
      operationId: 'console.assistant.suggestions',
      tags,
      summary: `Every suggested question, active or not, with its three languages: topics in /ask's order, then by sort. ${SCOPE}`,
      response: { 200: envelopeSchema(consoleSuggestionListSchema) },
    },
    handler: async () => ok({ list: await listConsoleSuggestions(app.db) }),
  });

  app.post('/api/v1/console/assistant/suggestions/save', {
    ...guard,
    schema: {
      operationId: 'console.assistant.saveSuggestion',
      tags,
      summary: `Create a suggested question (no id) or replace one's fields (an unknown id 404); answers the question. ${CHANGE}. ${SCOPE}`,
      body: consoleAssistantSuggestionInput,
      response: { 200: envelopeSchema(consoleSuggestionSchema) },
    },
    handler: async (request) => ok(await saveConsoleSuggestion(app.db, consoleActorOf(request), request.body)),
  });

  app.post('/api/v1/console/assistant/suggestions/delete', {
    ...guard,
    schema: {
      operationId: 'console.assistant.deleteSuggestion',
      tags,
      summary: `Delete a suggested question for good (an unknown id 404). ${CHANGE}. ${SCOPE}`,
      body: consoleAssistantSuggestionIdInput,
      response: { 200: envelopeSchema(deletedSuggestionSchema) },
    },
    handler: async (request) => {
      await deleteConsoleSuggestion(app.db, consoleActorOf(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });
};
