import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as preloading reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The tags that make the browser fetch a route's page with the HTML: its chunk, every chunk that chunk imports
 * statically (transitively) and their stylesheets, as the build's manifest lists them, less what index.html already
 * names. The page module's own import() calls count too: by the web app's rule (RouteDef.load) those are parts the
 * page shows on its first render, such as the checkout's steps; what comes later (a dialog) is imported lower down. The entry imports the page at start; Vite's preload helper then finds each file here and skips it, instead
 * of inserting a link per file from script (about 90 on the product page, several hundred milliseconds of main
 * thread on a phone), and the files arrive sooner: requested by the HTML, not once the entry has run.
 */
export function pagePreloadTags(manifest: Record<string, ManifestChunk>, page: string, indexHtml: string): string {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(page);
  for (const part of manifest[page]?.dynamicImports ?? []) visit(part);
  const named = (file: string) => indexHtml.includes(`"/${file}"`);
  // crossorigin as Vite writes its own: a preload is only reused by a request of the same mode. The page's stylesheets
  // are fetched, not applied: applied, they would hold the first paint (the header frame index.html draws before any
  // script) until they arrive, though nothing on it needs them. The page renders once its chunk is imported, and Vite's
  // preload helper applies them before that import resolves, from what was fetched here.
  const links = [
    ...[...styles].filter((file) => !named(file)).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...scripts.filter((file) => !named(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.join('');
}

/**
 * Route path → index.html with that route's page preloaded, from the build's manifest and its route-pages file
 * (apps/web/vite-plugins/route-pages.ts). Empty when the build has neither (the page then loads as before).
 */
export function pageHtmlByPath(distDir: string, indexHtml: string): Map<string, string> {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const pagesFile = join(distDir, '.vite', 'route-pages.json');
  const byPath = new Map<string, string>();
  if (!existsSync(manifestFile) || !existsSync(pagesFile)) return byPath;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>;
  for (const [path, page] of Object.entries(pages)) {
    const tags = pagePreloadTags(manifest, page, indexHtml);
    if (tags) byPath.set(path, indexHtml.replace('</head>', `${tags}</head>`));
  }
  return byPath;
}
