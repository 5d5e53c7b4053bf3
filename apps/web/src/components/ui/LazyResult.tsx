import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result brings its 404, 500 and 403 illustrations whatever the status shown (about 8 KB brotli). Pages that
// show one only when something failed fetch it then, not with their first load.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result, loaded when first shown. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense>
      <Result {...props} />
    </Suspense>
  );
}
