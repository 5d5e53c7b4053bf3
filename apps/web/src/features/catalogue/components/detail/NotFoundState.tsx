import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ButtonLink';
import { LazyResult } from '@/components/ui/LazyResult';

/** A friendly "this is not here (any more)" with a way on, for a detail page whose item is unknown or withdrawn. */
export function NotFoundState({ title, body, to, action, secondary }: { title: string; body: string; to: string; action: string; secondary?: ReactNode }) {
  return (
    <LazyResult
      status="404"
      title={<h1 style={{ margin: 0, fontSize: 24 }}>{title}</h1>}
      subTitle={body}
      extra={
        <>
          <ButtonLink to={to} type="primary" size="large">
            {action}
          </ButtonLink>
          {secondary}
        </>
      }
    />
  );
}
