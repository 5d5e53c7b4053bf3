import { Codes } from '@sme/shared/codes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { type GeoDocument, geoCities, geoCountriesDocument, geoDataVersion } from './geo.service';

/** A versioned URL (?v=<current version>) never changes; an unversioned one is revalidated hourly. */
function sendDocument(request: { query: { v?: string }; headers: { 'if-none-match'?: string } }, reply: FastifyReply, doc: GeoDocument) {
  const versioned = request.query.v === geoDataVersion();
  reply.header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  reply.header('etag', doc.etag);
  if (request.headers['if-none-match'] === doc.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(doc.body);
}

const querystring = z.object({ v: z.string().max(64).optional().describe('data version (cache busting)') });

/** Country and city data as static JSON (unsigned, long-cached), consumed with ?v=<geoVersion> from the web config. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/static/geo/countries.json', {
    schema: {
      operationId: 'system.geo.countries',
      tags: ['system'],
      summary: 'Countries: iso2, names (en_US, zh_CN, zh_TW), phone code, currency',
      querystring,
    },
    handler: async (request, reply) => sendDocument(request, reply, geoCountriesDocument()),
  });
  app.get('/static/geo/cities/:file', {
    schema: {
      operationId: 'system.geo.cities',
      tags: ['system'],
      summary: 'Cities of a country ({ISO2}.json); districts where the data has no cities (HK)',
      params: z.object({ file: z.string().regex(/^[A-Za-z]{2}\.json$/) }),
      querystring,
    },
    handler: async (request, reply) => {
      const cities = geoCities(request.params.file.slice(0, 2));
      if (!cities) throw new AppError(Codes.NOT_FOUND);
      return sendDocument(request, reply, cities.doc);
    },
  });
};
