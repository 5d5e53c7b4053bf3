import { ADDRESS_AREAS, type AddressView, MAX_ADDRESSES, addressInput } from '@sme/shared/schemas/addresses';
import { idList } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { addAddress, addressDetail, listAddresses, removeAddresses, updateAddress } from './addresses.service';

const id = z.uuid({ error: 'validation.idInvalid' });

/** AddressView, typed against the contract so a drifting shape fails the typecheck. */
const addressSchema: z.ZodType<AddressView> = z.object({
  id: z.string(),
  name: z.string(),
  regionCode: z.string(),
  phone: z.string(),
  email: z.string(),
  area: z.enum(ADDRESS_AREAS),
  countryCode: z.string(),
  city: z.string(),
  detail: z.string(),
  remarks: z.string().nullable(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
const idsSchema = z.object({ ids: z.array(z.string()) });

/** Delivery addresses of the signed-in member (spec sections 2, 3, 5). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  // preValidation (after the session plugin's own): a visitor gets 401 before any 400 about the fields.
  app.addHook('preValidation', requireMember);

  app.get('/api/v1/address/list', {
    schema: {
      operationId: 'address.list',
      tags: ['addresses'],
      summary: 'The member’s addresses, the default first, then newest first',
      response: { 200: envelopeSchema(z.object({ list: z.array(addressSchema) })) },
    },
    handler: async (request) => ok({ list: await listAddresses(app.db, memberIdOf(request)) }),
  });

  app.get('/api/v1/address/detail/:id', {
    schema: {
      operationId: 'address.detail',
      tags: ['addresses'],
      summary: 'One of the member’s addresses (another member’s answers 404)',
      params: z.object({ id }),
      response: { 200: envelopeSchema(addressSchema) },
    },
    handler: async (request) => ok(await addressDetail(app.db, memberIdOf(request), request.params.id)),
  });

  app.post('/api/v1/address/add', {
    schema: {
      operationId: 'address.add',
      tags: ['addresses'],
      summary: `Add an address (at most ${MAX_ADDRESSES}; the city must be one of the country's cities, or a Hong Kong district); the first becomes the default`,
      body: addressInput,
      response: { 200: envelopeSchema(addressSchema) },
    },
    handler: async (request) => ok(await addAddress(app.db, memberIdOf(request), request.body)),
  });

  app.post('/api/v1/address/update', {
    schema: {
      operationId: 'address.update',
      tags: ['addresses'],
      summary: 'Replace an address’s fields; isDefault=true makes it the default (false never removes the flag)',
      body: addressInput.and(z.object({ id })),
      response: { 200: envelopeSchema(addressSchema) },
    },
    handler: async (request) => ok(await updateAddress(app.db, memberIdOf(request), request.body.id, request.body)),
  });

  app.post('/api/v1/address/remove', {
    schema: {
      operationId: 'address.remove',
      tags: ['addresses'],
      summary: 'Remove an address; removing the default makes the newest remaining one the default',
      body: z.object({ id }),
      response: { 200: envelopeSchema(idsSchema) },
    },
    handler: async (request) => ok(await removeAddresses(app.db, memberIdOf(request), [request.body.id])),
  });

  app.post('/api/v1/address/bulkRemove', {
    schema: {
      operationId: 'address.bulkRemove',
      tags: ['addresses'],
      summary: 'Remove several addresses (ids comma separated); one id that is not the member’s answers 404 and removes nothing',
      body: z.object({ ids: idList }),
      response: { 200: envelopeSchema(idsSchema) },
    },
    handler: async (request) => ok(await removeAddresses(app.db, memberIdOf(request), request.body.ids)),
  });
};
