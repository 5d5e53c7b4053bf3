import type { AssistantNotice } from '@sme/shared/schemas/assistant';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './AnswerNotice.module.css';

/**
 * The banner of an answer that carries a notice: nothing found (the contact form and an adviser call offered), or
 * excerpts in place of a generated answer.
 */
export function AnswerNotice({ notice }: { notice: AssistantNotice }) {
  const { t } = useTranslation('assistant');
  if (notice !== 'NO_MATCH') return <Alert className={styles.notice} type="warning" showIcon title={t(`notice.${notice}`)} />;
  return (
    <Alert
      className={`${styles.notice} ${styles.noMatch}`}
      type="info"
      showIcon
      title={t('notice.NO_MATCH.title')}
      description={
        <Space orientation="vertical" size={10}>
          <span>{t('notice.NO_MATCH.body')}</span>
          <Space wrap>
            <ButtonLink to="/contactus" type="primary">
              {t('notice.NO_MATCH.contact')}
            </ButtonLink>
            <ButtonLink to="/community1">{t('notice.NO_MATCH.adviser')}</ButtonLink>
          </Space>
        </Space>
      }
    />
  );
}
