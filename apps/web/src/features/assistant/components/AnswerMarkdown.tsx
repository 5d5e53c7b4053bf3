import type { AssistantCitation } from '@sme/shared/schemas/assistant';
import { Tooltip } from 'antd';
import { useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import styles from './AnswerMarkdown.module.css';
import { CITATION_HREF, remarkCitations } from './remark-citations';
import { isSitePath, safeUrl } from './safe-url';

/**
 * An answer's markdown rendered safely: no raw HTML, no images, links only to this site (in-app) or https (new tab),
 * and each `[n]` citation marker a small superscript link to the page it cites.
 */
export function AnswerMarkdown({ text, citations }: { text: string; citations: AssistantCitation[] }) {
  const plugins = useMemo(() => [remarkGfm, remarkCitations(citations.map((c) => c.n))], [citations]);
  const components = useMemo<Components>(
    () => ({
      a: ({ href = '', children }) => {
        if (href.startsWith(CITATION_HREF)) {
          const cited = citations.find((c) => c.n === Number(href.slice(CITATION_HREF.length)));
          if (!cited) return <>{children}</>;
          return (
            <Tooltip title={cited.title}>
              <sup className={styles.cite}>
                <Link to={cited.url} aria-label={`[${cited.n}] ${cited.title}`}>
                  {cited.n}
                </Link>
              </sup>
            </Tooltip>
          );
        }
        if (!href) return <>{children}</>;
        if (isSitePath(href)) return <Link to={href}>{children}</Link>;
        return (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow">
            {children}
          </a>
        );
      },
      img: ({ alt }) => <>{alt}</>,
    }),
    [citations],
  );
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={plugins} components={components} skipHtml urlTransform={safeUrl}>
        {text}
      </Markdown>
    </div>
  );
}
