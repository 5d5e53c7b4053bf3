import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './ConsolePageHeader.module.css';

/** Where a console page's back link leads, and its text. */
export interface BackLink {
  to: string;
  label: string;
}

interface ConsolePageHeaderProps {
  title: ReactNode;
  /** A status tag shown beside the title. */
  tag?: ReactNode;
  /** The page's buttons, on the right of the title. */
  extra?: ReactNode;
  back?: BackLink;
}

/** The back link to a list, as a text button (also the only action of a record's not-found page). */
export function ConsoleBackLink({ to, label }: BackLink) {
  return (
    <Link to={to} className={styles.back}>
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {label}
      </Button>
    </Link>
  );
}

/** A console page's top: optional back link, the page's one h1 with its tag, and its actions. */
export function ConsolePageHeader({ title, tag, extra, back }: ConsolePageHeaderProps) {
  return (
    <div className={styles.header}>
      {back && <ConsoleBackLink {...back} />}
      <div className={styles.row}>
        <div className={styles.heading}>
          <Typography.Title level={1} className={styles.title}>
            {title}
          </Typography.Title>
          {tag}
        </div>
        {extra}
      </div>
    </div>
  );
}
