import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes each route's page module (beside Vite's manifest, which lists that module's chunks). */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

/** Each route's path with the specifier its `load` imports, read from the route table's source. */
export function routePageImports(source: string): Array<{ path: string; specifier: string }> {
  const routes: Array<{ path: string; specifier: string }> = [];
  // One route object per `{ path: …`; a route without a page (coming soon) has no import( before the next one.
  for (const entry of source.split(/\{\s*path:/).slice(1)) {
    const path = /^\s*'([^']+)'/.exec(entry)?.[1];
    const specifier = /import\('([^']+)'\)/.exec(entry)?.[1];
    if (path && specifier) routes.push({ path, specifier });
  }
  return routes;
}

/**
 * Writes ROUTE_PAGES_FILE: route path → its page module as Vite's manifest names it. The server puts that page's
 * chunks in the HTML it answers for the path, so the browser fetches them with the entry and the entry's import of
 * the page finds them there instead of inserting a preload link for each (one main-thread task per link).
 */
export function routePagesPlugin(routeTable: string): Plugin {
  let root = '';
  return {
    name: 'sme-route-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const pages: Record<string, string> = {};
      for (const { path, specifier } of routePageImports(readFileSync(routeTable, 'utf8'))) {
        const resolved = await this.resolve(specifier, routeTable);
        if (!resolved) this.error(`route ${path}: cannot resolve ${specifier}`);
        pages[path] = relative(root, resolved.id).replaceAll('\\', '/');
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: `${JSON.stringify(pages, null, 1)}\n` });
    },
  };
}
