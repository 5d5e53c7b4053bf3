import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An ad's link: inside the SPA for site paths, a new tab for other sites; plain content without a link. */
export function AdLink({ href, className, children, label }: { href: string | null; className?: string; children: ReactNode; label?: string }) {
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (!/^https:\/\//i.test(href)) return <div className={className}>{children}</div>;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
