import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_LOCALE } from '@sme/shared/constants';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import '@/lib/i18n/testing';
import { showLocale } from '@/lib/i18n/i18n';
import { resetSessionDialogForTests } from '@/lib/api/session-dialog';
import { useUserStore } from '@/lib/session/user-store';
import { resetFeedbackForTests, setFeedbackApi } from '@/lib/ui/feedback';
import './jsdom-stand-ins';

// findBy*/waitFor give up after 1 s by default; antd pages on two busy cores can take longer to settle.
configure({ asyncUtilTimeout: 5000 });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

// A worker runs file after file in one window (isolate: false), so each file starts as a first visit does: in the
// default language, whatever the file before switched to, and with no title left by that file's last page.
beforeAll(async () => {
  await showLocale(DEFAULT_LOCALE);
  document.title = '';
});

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  useUserStore.setState({ memberId: null, profile: null, cartCount: 0, cartRefresh: 0 });
});

afterEach(async () => {
  cleanup();
  // A render React queued on its scheduler (a setImmediate in Node) must run while jsdom's window still exists;
  // otherwise it fires after the file's environment is torn down and fails the run with "window is not defined".
  await new Promise((resolve) => setImmediate(resolve));
  setFeedbackApi(null);
  resetFeedbackForTests();
  resetSessionDialogForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The same for the file as a whole: timers and animation frames antd or React Query left behind (an error state's
// re-render, say) must fire before vitest tears jsdom down, or React's scheduler meets no window (seen twice in CI,
// from MemberPage.test.tsx, after every test had passed).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setImmediate(resolve));
});
