import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import '@/lib/i18n/testing';
import { resetSessionDialogForTests } from '@/lib/api/session-dialog';
import { useUserStore } from '@/lib/session/user-store';
import { resetFeedbackForTests, setFeedbackApi } from '@/lib/ui/feedback';
import { keepOnlyVisibilityStyles } from './visibility-styles';

// findBy*/waitFor give up after 1 s by default; antd pages on two busy cores can take longer to settle.
configure({ asyncUtilTimeout: 5000 });
keepOnlyVisibilityStyles();

// jsdom lacks the layout APIs antd and the shell touch; these stand-ins do nothing visible.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
// antd measures scrollbars through ::-webkit-scrollbar styles, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
let objectUrls = 0;
URL.createObjectURL = () => `blob:test/${++objectUrls}`;
URL.revokeObjectURL = () => {};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

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
