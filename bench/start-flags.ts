import { readFileSync } from 'node:fs';

/** The Node flags `npm start` gives the server (apps/server/package.json), so a bench measures the server as deployed. */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync('apps/server/package.json', 'utf8')) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
