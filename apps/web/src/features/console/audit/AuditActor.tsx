import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from './api/get-audit-list';
import styles from './AuditActor.module.css';

/** The actor cell of the audit table: name, email and roles; clicking the name shows only this actor's entries. */
export function AuditActor({ entry, onFilter }: { entry: AuditEntryView; onFilter: () => void }) {
  const { t } = useTranslation('console');
  return (
    <Flex vertical gap={2}>
      <Tooltip title={t('audit.onlyThisActor')}>
        <Button type="link" size="small" className={styles.name} onClick={onFilter}>
          {entry.actorName || entry.actorId}
        </Button>
      </Tooltip>
      {entry.actorEmail && entry.actorEmail !== entry.actorName && (
        <Typography.Text type="secondary" className={styles.email}>
          {entry.actorEmail}
        </Typography.Text>
      )}
      <Flex gap={4} wrap>
        {entry.actorRoles.map((role) => (
          <Tag key={role} className={styles.role}>
            {t(`role.${role}`, { defaultValue: role })}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
