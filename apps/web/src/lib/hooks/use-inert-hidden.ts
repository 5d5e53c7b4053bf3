import { type RefObject, useEffect } from 'react';

/**
 * Keeps whatever a widget hides from assistive technology (`aria-hidden="true"`) out of the tab order too, by making
 * it `inert`. antd's Carousel (react-slick) marks the slides out of view and its loop's clones aria-hidden but leaves
 * their links focusable, so a keyboard user would tab onto invisible links that a screen reader does not announce
 * (axe aria-hidden-focus). The slides change on every turn, hence the observer rather than a one-off pass.
 */
export function useInertHidden(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      for (const el of root.querySelectorAll('[aria-hidden]')) if (el instanceof HTMLElement) el.inert = el.getAttribute('aria-hidden') === 'true';
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref]);
}
