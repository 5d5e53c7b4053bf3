import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/api/query-client';
import { startI18n } from '@/lib/i18n';
// antd's styles first, as antd would insert them before every stylesheet of ours (vite-plugins/antd-static-styles.ts).
import 'virtual:antd-static.css';
import './styles/global.css';
import './styles/nprogress.css';
import { App } from './app/App';
import { ROUTES, textNeedOf } from './app/route-table';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const { pathname, search } = window.location;
const route = ROUTES.find((r) => r.path === pathname);
// The page's chunk is fetched alongside its texts, not once the first render has asked the router for it (the
// router's own load of it then finds it there, and reports a failure); so is the data it opens with.
void route?.load?.().catch(() => undefined);
const queryClient = createQueryClient();
route?.prefetch?.(queryClient, new URLSearchParams(search));
// The first render waits for the stored locale's texts (the shell's and the page's), so no untranslated key ever shows.
// A transition: React renders the first page in slices of a few milliseconds, yielding to the browser between them,
// instead of one long task that holds every input and paint until the whole page is built.
void startI18n(textNeedOf(pathname)).finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
