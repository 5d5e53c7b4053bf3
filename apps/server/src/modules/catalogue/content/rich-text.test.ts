import type { ContentDetail } from '@sme/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { getter } from '../catalogue.test-kit';
import { createContent } from './content.service';

/** Rich text is sanitised when written (createContent) and served as stored (content.detail). */

let app: FastifyInstance;
let get: ReturnType<typeof getter>;

beforeAll(async () => {
  app = await createTestApp();
  get = getter(app);
});

afterAll(async () => {
  await app?.close();
});

let n = 0;
/** Write `html` as an article's English body and read it back through the API. */
async function roundTrip(html: string): Promise<string> {
  n += 1;
  const { id } = await createContent(app.db, {
    kind: 'ARTICLE',
    slug: `hostile-${n}`,
    titleEn: 'Hostile',
    titleZh: '惡意',
    bodyEn: html,
    bodyZh: '<p>安全</p>',
  });
  const res = await get<ContentDetail>(`/api/v1/content/detail/${id}`);
  expect(res.status).toBe(200);
  return res.data.bodyHtml;
}

describe('rich text sanitising', () => {
  it('drops script tags and their text', async () => {
    expect(await roundTrip('<p>Hello<script>alert(document.cookie)</script></p>')).toBe('<p>Hello</p>');
  });

  it('drops event handlers, and images that do not come from https or /static/', async () => {
    // (An empty English body would fall back to the Chinese one, so each case keeps some text.)
    expect(await roundTrip('<p>a<img src="x" onerror="alert(1)"></p>')).toBe('<p>a</p>');
    expect(await roundTrip('<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a">')).toBe('<img src="https://cdn.example/a.png" alt="a" />');
    expect(await roundTrip('<img src="/static/media/a.svg">')).toBe('<img src="/static/media/a.svg" />');
    expect(await roundTrip('<p>b<img src="data:image/svg+xml;base64,PHN2Zz4="><img src="//evil.example/x.png"></p>')).toBe('<p>b</p>');
  });

  it('removes javascript: links in any spelling and marks the others noopener noreferrer nofollow', async () => {
    const rel = 'rel="noopener noreferrer nofollow"';
    expect(await roundTrip('<a href="javascript:alert(1)">x</a>')).toBe(`<a ${rel}>x</a>`);
    expect(await roundTrip('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBe(`<a ${rel}>x</a>`);
    expect(await roundTrip('<a href="https://example.com" target="_blank" onclick="x()">site</a>')).toBe(`<a href="https://example.com" ${rel}>site</a>`);
    expect(await roundTrip('<a href="mailto:hello@example.com">mail</a>')).toBe(`<a href="mailto:hello@example.com" ${rel}>mail</a>`);
  });

  it('removes iframes, svg with onload, and style attributes and elements', async () => {
    expect(await roundTrip('<iframe src="https://evil.example"></iframe><p>after</p>')).toBe('<p>after</p>');
    expect(await roundTrip('<svg onload="alert(1)"><circle r="1"/></svg><p>x</p>')).toBe('<p>x</p>');
    expect(await roundTrip('<p style="position:fixed;top:0">styled</p><style>body{display:none}</style>')).toBe('<p>styled</p>');
  });

  it('closes unclosed tags and keeps the allowed structure', async () => {
    expect(await roundTrip('<p>open <strong>bold')).toBe('<p>open <strong>bold</strong></p>');
    const safe = '<h2>Title</h2><ul><li>one</li></ul><blockquote>quote</blockquote><table><tr><td colspan="2">cell</td></tr></table><p><em>ok</em></p>';
    expect(await roundTrip(safe)).toBe(safe);
  });
});
