import { CardGridSkeleton, ListError } from '@/components/ui/ListStates';

/** A section's loading skeleton, or its error with a retry, before its data is there. */
export function SectionFallback({
  query,
  variant = 'product',
  count = 4,
}: {
  query: { isError: boolean; refetch: () => unknown };
  variant?: 'product' | 'merchant' | 'content';
  count?: number;
}) {
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  return <CardGridSkeleton variant={variant} count={count} />;
}
