import { keepOnlyVisibilityStyles } from './visibility-styles';

/**
 * What the tests add to jsdom's window, once per window: a module, so a worker running file after file in one window
 * (isolate: false) sets it up once rather than wrapping getComputedStyle and watching the head again for every file.
 */

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
