/** Share of a card that must be on screen for it to count as seen. */
export const VISIBLE_RATIO = 0.5;
/** How long it must stay that visible. */
export const VISIBLE_FOR_MS = 1_000;

type Watch = { onSeen: () => void; timer: ReturnType<typeof setTimeout> | null };

const watches = new Map<Element, Watch>();
let observer: IntersectionObserver | null = null;

function shared(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  // One observer for every card on the page: far cheaper than one each.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watch = watches.get(entry.target);
        if (!watch) continue;
        if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) {
          watch.timer ??= setTimeout(() => {
            unwatchVisibility(entry.target);
            watch.onSeen();
          }, VISIBLE_FOR_MS);
        } else if (watch.timer !== null) {
          clearTimeout(watch.timer);
          watch.timer = null;
        }
      }
    },
    { threshold: [0, VISIBLE_RATIO] },
  );
  return observer;
}

/** Call `onSeen` once when the element has been at least half visible for a second; nothing happens without IntersectionObserver. */
export function watchVisibility(element: Element, onSeen: () => void): void {
  const io = shared();
  if (!io) return;
  watches.set(element, { onSeen, timer: null });
  io.observe(element);
}

/** Stop watching an element (unmount, or after it was seen). */
export function unwatchVisibility(element: Element): void {
  const watch = watches.get(element);
  if (watch?.timer) clearTimeout(watch.timer);
  watches.delete(element);
  observer?.unobserve(element);
}
