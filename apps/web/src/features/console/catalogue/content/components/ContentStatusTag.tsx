import type { ContentStatus } from '@sme/shared/schemas/console-content';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A content item's status as a coloured tag: published green, draft grey. */
export function ContentStatusTag({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('consoleContent');
  return <Tag color={status === 'PUBLISHED' ? 'green' : 'default'}>{t(`statuses.${status}`)}</Tag>;
}
