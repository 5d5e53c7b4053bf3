import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What the entry imports (src/main.tsx, first of its stylesheets). */
const ANTD_STATIC_STYLES_ID = 'virtual:antd-static.css';
const RESOLVED_ID = `\0${ANTD_STATIC_STYLES_ID}`;
const RENDER_SCRIPT = fileURLToPath(new URL('./antd-static-styles.render.tsx', import.meta.url));

/**
 * antd builds each component's styles in the browser: on its first render a component builds its stylesheet from the
 * theme's tokens, serialises it and inserts a <style>, about a third of the product page's main-thread time at 4×
 * CPU. This plugin writes the stylesheets of the components listed in antd-static-styles.render.tsx into the entry's
 * CSS at build time, with cssinjs's map of the style paths they cover (`.data-ant-cssinjs-cache-path`): antd reads
 * that map on its first render and skips building and inserting the styles listed, as it does after server rendering.
 *
 * The styles come from rendering the components in Node with the app's theme, so their class hash is the one the
 * browser computes. Should the two ever differ (another theme at run time), antd finds no path of its own in the map
 * and builds the styles as before: the page stays styled and only these bytes are wasted. A component not listed
 * (COMPONENTS) is styled at run time, as before.
 */
export function antdStaticStylesPlugin(): Plugin {
  let css = '';
  return {
    name: 'sme-antd-static-styles',
    resolveId: (id) => (id === ANTD_STATIC_STYLES_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      // In a process of its own: NODE_ENV (set by then, see vite.config.ts) decides antd's class hash, and antd's and
      // React's server code stay out of Vite's.
      css ||= execFileSync(process.execPath, ['--import', 'tsx', RENDER_SCRIPT], {
        env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (!css.includes('data-ant-cssinjs-cache-path')) this.error('antd static styles: the render printed no style map');
      return css;
    },
  };
}
