import { Empty, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentFormValues } from '../content-form-values';
import styles from './ContentPreview.module.css';

/**
 * What the public /contentD page shows of the item in one language: kind, title, summary, cover and body. The body is
 * the editor's own HTML (its schema only produces the tags the server keeps), so it previews what will be saved.
 */
export function ContentPreview({ values, language }: { values: ContentFormValues; language: 'en' | 'zh' }) {
  const { t } = useTranslation('consoleContent');
  const title = language === 'en' ? values.titleEn : values.titleZh;
  const summary = language === 'en' ? values.summaryEn : values.summaryZh;
  const body = language === 'en' ? values.bodyEn : values.bodyZh;
  if (!title && !body) return <Empty description={t('form.previewEmpty')} />;
  return (
    <article aria-label={t('form.preview')} className={styles.preview}>
      {values.kind && <Tag>{t(`kinds.${values.kind}`)}</Tag>}
      <Typography.Title level={2} className={styles.title}>
        {title}
      </Typography.Title>
      {summary && <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>}
      {values.coverUrl && <Image src={values.coverUrl} alt="" preview={false} className={styles.cover} />}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body ?? '' }} />
    </article>
  );
}
