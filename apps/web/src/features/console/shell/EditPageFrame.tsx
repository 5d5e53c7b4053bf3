import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';

/** The read of the record a console form edits (a react-query result); absent for a new record. */
interface RecordQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

interface EditPageFrameProps {
  /** The saved record's query; null on a "new" page. */
  query: RecordQuery | null;
  backTo: string;
  backLabel: string;
  notFoundLabel: string;
  title: string;
  /** The saved record's status tag. */
  tag?: ReactNode;
  /** The saved record's buttons (publish, disable, usage…). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every console edit page (products, content, promo codes, coupon offers): back link, title with status
 * tag and actions, and the loading, not-found (another merchant's record answers 404) and error states.
 */
export function EditPageFrame({ query, backTo, backLabel, notFoundLabel, title, tag, actions, children }: EditPageFrameProps) {
  const back = (
    <Link to={backTo}>
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {backLabel}
      </Button>
    </Link>
  );
  if (query?.isPending) return <Skeleton active />;
  if (query?.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? notFoundLabel : query.error?.message} extra={back} />;
  }
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {title}
          </Typography.Title>
          {tag}
        </Flex>
        {actions}
      </Flex>
      {children}
    </Flex>
  );
}
