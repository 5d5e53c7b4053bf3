/**
 * antd injects about 2,000 CSS rules into the document, and jsdom matches every one of them against an element and
 * each of its ancestors whenever getComputedStyle is called, with its cache dropped at every DOM change. Testing
 * Library calls it for every candidate of a role query (is it hidden?), so those queries took most of the web
 * tests' time (measured: 80 %). Only `display` and `visibility` decide what counts as hidden, so each injected
 * stylesheet is cut down to the rules that set them: the same selectors, in the same places, with the same
 * priorities, so an element antd hides through a class (a closed dropdown, say) is still hidden to the tests.
 */
const VISIBILITY = ['display', 'visibility'] as const;

/** What jsdom's cascade would read from these rules, for the two properties; jsdom applies only `screen` media. */
function visibilityRules(rules: CSSRuleList): string {
  let kept = '';
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      const inner = Array.from(rule.media).includes('screen') ? visibilityRules(rule.cssRules) : '';
      if (inner) kept += `@media ${rule.media.mediaText}{${inner}}`;
    } else if (rule instanceof CSSStyleRule) {
      const declarations = VISIBILITY.filter((property) => rule.style.getPropertyValue(property))
        .map((property) => {
          const priority = rule.style.getPropertyPriority(property);
          return `${property}:${rule.style.getPropertyValue(property)}${priority ? ` !${priority}` : ''}`;
        })
        .join(';');
      if (declarations) kept += `${rule.selectorText}{${declarations}}`;
    }
  }
  return kept;
}

/** The text this module wrote into each style element, so its own change is not cut again. */
const written = new WeakMap<HTMLStyleElement, string>();

function trim(style: HTMLStyleElement) {
  if (!style.sheet || written.get(style) === style.textContent) return;
  const kept = visibilityRules(style.sheet.cssRules);
  written.set(style, kept);
  style.textContent = kept;
}

/** Cut down every style element in the head now and whenever one is added or rewritten (antd updates them in place). */
export function keepOnlyVisibilityStyles() {
  for (const style of Array.from(document.head.querySelectorAll('style'))) trim(style);
  new MutationObserver((mutations) => {
    for (const { target, addedNodes } of mutations) {
      const parent = target instanceof Text ? target.parentElement : target;
      if (parent instanceof HTMLStyleElement) trim(parent);
      for (const node of Array.from(addedNodes)) if (node instanceof HTMLStyleElement) trim(node);
    }
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
}
