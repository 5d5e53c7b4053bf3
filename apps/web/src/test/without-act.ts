import { afterEach, beforeEach } from 'vitest';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: unknown };

/**
 * For the tests of the file that calls it, React runs outside its test mode. In test mode (act) React runs every
 * scheduled render before it returns, which hides the order of renders a test of deferred rendering is about; such a
 * test drives a root of its own, as the browser does, and reads the page between two renders.
 */
export function withoutActEnvironment(): void {
  let saved: unknown;
  beforeEach(() => {
    saved = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = saved;
  });
}
