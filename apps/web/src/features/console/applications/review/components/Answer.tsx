import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One answer, or "Not answered" in grey; identity numbers carry the masking note for staff who are not reviewers. */
export function Answer({ text, masked }: { text: string | null; masked: boolean }) {
  const { t } = useTranslation('consoleReview');
  if (text === null) return <Typography.Text type="secondary">{t('detail.notAnswered')}</Typography.Text>;
  return (
    <span>
      {text}
      {masked && <Typography.Text type="secondary">{` (${t('detail.masked')})`}</Typography.Text>}
    </span>
  );
}
