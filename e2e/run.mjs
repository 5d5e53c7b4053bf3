// Runs the browser journeys in a real Chromium: Debian's chromium (CHROMIUM_PATH to point elsewhere).
// Without a Chromium the journeys are skipped with a plain message — except in CI, where that is a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Browser tests SKIPPED: no Chromium at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`;
  if (process.env.CI) {
    console.error(`${message} CI must run them.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

/** Where Playwright leaves a failed test's trace and page snapshot (Playwright's default outputDir, under the directory it runs in). */
const RESULTS = 'test-results';

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The journeys run against the production build served by the real server (`npm test` builds it beside the lint
// and typecheck, and says so with E2E_PREBUILT).
if (!process.env.E2E_PREBUILT) run('npm', ['run', 'build']);
const journeys = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
if (journeys.status !== 0) {
  // A CI log is all that is left of a failed run: print what each failed page showed (its accessibility snapshot,
  // toasts included), so the cause can be read there rather than guessed.
  for (const file of existsSync(RESULTS) ? readdirSync(RESULTS, { recursive: true }) : []) {
    if (!String(file).endsWith('error-context.md')) continue;
    console.error(`\n----- ${file} -----\n${readFileSync(join(RESULTS, String(file)), 'utf8').slice(0, 60_000)}`);
  }
  process.exit(journeys.status ?? 1);
}
