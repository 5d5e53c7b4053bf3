import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationDocumentQuery } from '../../api/get-application-document';
import styles from './DocumentPreview.module.css';

/** Whether the browser can show a document inline: images in an img, PDFs in a frame. */
export const canPreview = (mime: string): boolean => mime.startsWith('image/') || mime === 'application/pdf';

/** A document shown inline: its bytes fetched through the signed client, held as an object URL while shown. */
export function DocumentPreview({ applicationId, document }: { applicationId: string; document: ApplicationDocumentView }) {
  const { t } = useTranslation('consoleReview');
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let href: string | null = null;
    let gone = false;
    // Read through the query cache: a document opened again (or downloaded after) is not fetched, nor audited, twice.
    queryClient.fetchQuery(applicationDocumentQuery(applicationId, document.id, document.mime)).then(
      (blob) => {
        if (gone) return;
        href = URL.createObjectURL(blob);
        setUrl(href);
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    // The URL keeps the bytes alive: give it back when the preview closes or the page goes.
    return () => {
      gone = true;
      if (href) URL.revokeObjectURL(href);
    };
  }, [queryClient, applicationId, document.id, document.mime]);

  const label = t('documents.previewOf', { name: document.name });
  if (failed) return <Alert type="error" showIcon title={t('documents.previewFailed')} />;
  if (!url) return <Skeleton.Node active className={styles.loading} />;
  return (
    <figure className={styles.figure} aria-label={label}>
      {document.mime === 'application/pdf' ? <iframe title={label} src={url} className={styles.pdf} /> : <img alt={label} src={url} className={styles.image} />}
      <Typography.Text type="secondary">{document.name}</Typography.Text>
    </figure>
  );
}
