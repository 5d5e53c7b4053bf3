// Runs the browser journeys in a real Chromium: Debian's chromium (CHROMIUM_PATH to point elsewhere).
// Without a Chromium the journeys are skipped with a plain message — except in CI, where that is a failure.
import { existsSync } from 'node:fs';
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

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The journeys run against the production build served by the real server (`npm test` builds it beside the lint
// and typecheck, and says so with E2E_PREBUILT).
if (!process.env.E2E_PREBUILT) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
