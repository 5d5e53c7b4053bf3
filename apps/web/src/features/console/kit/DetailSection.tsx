import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';

interface DetailSectionProps {
  title: ReactNode;
  /** Label/value rows; when absent the children are the section's body. */
  items?: DescriptionsProps['items'];
  /** One column, or two from medium screens up (the default). */
  columns?: 1 | 2;
  /** A class for the card (a page's own accent). */
  className?: string;
  children?: ReactNode;
}

/** One titled card of a console detail page: label/value rows, or any content. */
export function DetailSection({ title, items, columns = 2, className, children }: DetailSectionProps) {
  return (
    <Card size="small" title={title} className={className}>
      {items && <Descriptions size="small" column={columns === 1 ? 1 : { xs: 1, md: 2 }} items={items} />}
      {children}
    </Card>
  );
}
