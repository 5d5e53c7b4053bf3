import {
  consoleCatalogueIdInput,
  consoleCategoryForm,
  consoleCategoryUpdateInput,
  consoleTagForm,
  consoleTagUpdateInput,
} from '@sme/shared/schemas/console-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { consoleActorOf, requireConsole } from '../../../http/console-guard';
import { consoleCategoryTree, createConsoleCategory, deleteConsoleCategory, updateConsoleCategory } from './taxonomy.categories';
import { consoleCategoryNodeSchema, consoleTagSchema, deletedSchema, listOf } from './taxonomy.schemas';
import { consoleTag, createConsoleTag, deleteConsoleTag, listConsoleTags, updateConsoleTag } from './taxonomy.tags';

const SCOPE = 'Admins only (a merchant’s staff or a member 403, no second factor 403)';
const CHANGE = 'Audited; public lists show the change at once on every server';

/** Back-office categories and tags: category changes answer the whole tree, tag changes the tag. */
export const consoleTaxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];
  const tree = { 200: envelopeSchema(listOf(consoleCategoryNodeSchema)) };
  const tagAnswer = { 200: envelopeSchema(consoleTagSchema) };
  const deleted = { 200: envelopeSchema(deletedSchema) };

  app.get('/api/v1/console/category/tree', {
    ...guard,
    schema: {
      operationId: 'console.category.tree',
      tags,
      summary: `The whole category tree with both names and the products (any status) filed directly under each. ${SCOPE}`,
      response: tree,
    },
    handler: async () => ok({ list: await consoleCategoryTree(app.db) }),
  });

  app.post('/api/v1/console/category/create', {
    ...guard,
    schema: {
      operationId: 'console.category.create',
      tags,
      summary: `Create a category (no parentId = top level); a slug in use 409. ${CHANGE}. ${SCOPE}`,
      body: consoleCategoryForm,
      response: tree,
    },
    handler: async (request) => {
      await createConsoleCategory(app.db, consoleActorOf(request), request.body);
      return ok({ list: await consoleCategoryTree(app.db) });
    },
  });

  app.post('/api/v1/console/category/update', {
    ...guard,
    schema: {
      operationId: 'console.category.update',
      tags,
      summary: `Replace a category’s fields, its parent and sort order included (never under itself or its subcategories: 400). ${CHANGE}. ${SCOPE}`,
      body: consoleCategoryUpdateInput,
      response: tree,
    },
    handler: async (request) => {
      await updateConsoleCategory(app.db, consoleActorOf(request), request.body);
      return ok({ list: await consoleCategoryTree(app.db) });
    },
  });

  app.post('/api/v1/console/category/delete', {
    ...guard,
    schema: {
      operationId: 'console.category.delete',
      tags,
      summary: `Delete a category no product and no subcategory uses (otherwise 409). ${CHANGE}. ${SCOPE}`,
      body: consoleCatalogueIdInput,
      response: deleted,
    },
    handler: async (request) => {
      await deleteConsoleCategory(app.db, consoleActorOf(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });

  app.get('/api/v1/console/tag/list', {
    ...guard,
    schema: {
      operationId: 'console.tag.list',
      tags,
      summary: `Every tag by slug with both names and how many products carry it. ${SCOPE}`,
      response: { 200: envelopeSchema(listOf(consoleTagSchema)) },
    },
    handler: async () => ok({ list: await listConsoleTags(app.db) }),
  });

  app.post('/api/v1/console/tag/create', {
    ...guard,
    schema: {
      operationId: 'console.tag.create',
      tags,
      summary: `Create a tag; a slug in use 409. ${CHANGE}. ${SCOPE}`,
      body: consoleTagForm,
      response: tagAnswer,
    },
    handler: async (request) => ok(await consoleTag(app.db, await createConsoleTag(app.db, consoleActorOf(request), request.body))),
  });

  app.post('/api/v1/console/tag/update', {
    ...guard,
    schema: {
      operationId: 'console.tag.update',
      tags,
      summary: `Replace a tag’s slug and names; its products are found by the new names. ${CHANGE}. ${SCOPE}`,
      body: consoleTagUpdateInput,
      response: tagAnswer,
    },
    handler: async (request) => {
      await updateConsoleTag(app.db, consoleActorOf(request), request.body);
      return ok(await consoleTag(app.db, request.body.id));
    },
  });

  app.post('/api/v1/console/tag/delete', {
    ...guard,
    schema: {
      operationId: 'console.tag.delete',
      tags,
      summary: `Delete a tag and its links to products (in one transaction). ${CHANGE}. ${SCOPE}`,
      body: consoleCatalogueIdInput,
      response: deleted,
    },
    handler: async (request) => {
      await deleteConsoleTag(app.db, consoleActorOf(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });
};
