import type { ConsoleContactRow, ConsoleFeedbackRow } from '@sme/shared/schemas/console-inbox';
import { Alert, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import type { InboxKind } from '../api/console-inbox-keys';
import { useInboxMessage } from '../api/get-inbox-message';
import styles from './MessageDrawer.module.css';

/** The whole message with the sender's email and phone in full (staff reply or call back). */
export function MessageDrawer({ kind, id, onClose }: { kind: InboxKind; id: string | null; onClose: () => void }) {
  const { t } = useTranslation('consoleApplications');
  const locale = useLocale();
  const message = useInboxMessage(kind, id);
  const m = message.data;
  const contact = kind === 'contact' ? (m as ConsoleContactRow | undefined) : undefined;
  const entry = kind === 'feedback' ? (m as ConsoleFeedbackRow | undefined) : undefined;
  const email = m?.email;

  return (
    <Drawer open={id !== null} onClose={onClose} width={560} title={kind === 'contact' ? t('contactTitle') : t('feedbackTitle')} destroyOnHidden>
      {message.isPending && <Skeleton active />}
      {message.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {m && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'at', label: t('received'), children: formatDateTime(m.createdAt, locale) },
              { key: 'name', label: t('name'), children: m.name ?? t('anonymous') },
              { key: 'email', label: t('email'), children: email ? <a href={`mailto:${email}`}>{email}</a> : '—' },
              ...(contact
                ? [
                    { key: 'phone', label: t('phone'), children: contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : '—' },
                    { key: 'company', label: t('company'), children: contact.company ?? '—' },
                    { key: 'subject', label: t('subject'), children: contact.subject ?? '—' },
                  ]
                : [{ key: 'category', label: t('category'), children: entry ? t(`categories.${entry.category}`) : '—' }]),
              { key: 'locale', label: t('language'), children: t(`common:language.${m.locale}`) },
              { key: 'member', label: t('member'), children: m.memberId ? t('signedIn') : t('visitor') },
            ]}
          />
          <Typography.Title level={5} className={styles.heading}>
            {kind === 'contact' ? t('message') : t('content')}
          </Typography.Title>
          <Typography.Paragraph className={styles.message}>{contact?.message ?? entry?.content}</Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
