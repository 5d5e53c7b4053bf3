import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/applications/format-answer';
import { formatFileSize } from '@/lib/format/format-file-size';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { feedback } from '@/lib/ui/feedback';
import { useDownloadDocument } from '../../api/download-document';
import { slotLabel } from './answer-format';
import styles from './ApplicationDetail.module.css';

/** Props of ApplicationDocuments. */
export interface ApplicationDocumentsProps {
  applicationId: string;
  kind: ApplicationKind;
  documents: readonly ApplicationDocumentView[];
  reopened?: readonly string[];
  /** The print view lists the files without download buttons. */
  printable?: boolean;
}

/** Size of a file in words people read (kB / MB). */

/** The application's documents grouped by upload slot, in the kind's slot order, each with its issue date and a download button. */
export function ApplicationDocuments({ applicationId, kind, documents, reopened = [], printable = false }: ApplicationDocumentsProps) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const download = useDownloadDocument();
  if (documents.length === 0) return <p className={styles.muted}>{t('detail.noDocuments')}</p>;

  const order = APPLICATION_FORMS[kind].slots.map((s) => s.slot);
  const slots = [...new Set([...order.filter((slot) => documents.some((d) => d.slot === slot)), ...documents.map((d) => d.slot)])];
  const save = (doc: ApplicationDocumentView) =>
    download.mutate({ id: applicationId, documentId: doc.id, name: doc.name }, { onError: () => void feedback().message.error(t('detail.downloadFailed')) });

  return (
    <dl className={styles.documents}>
      {slots.map((slot) => (
        <div key={slot} className={styles.slot}>
          <dt className={styles.slotName}>
            {slotLabel(t, slot)} {reopened.includes(`document:${slot}`) && <Tag color="orange">{t('detail.toUpdate')}</Tag>}
          </dt>
          {documents
            .filter((d) => d.slot === slot)
            .map((doc) => (
              <dd key={doc.id} className={styles.document}>
                <FileOutlined aria-hidden className={styles.fileIcon} />
                <span className={styles.documentText}>
                  <span className={styles.documentName}>{doc.name}</span>
                  <span className={styles.muted}>
                    {[
                      doc.issueDate ? t('detail.issued', { date: formatDay(doc.issueDate, locale) }) : null,
                      t('detail.uploaded', { date: formatDateTime(doc.uploadedAt, locale) }),
                      formatFileSize(doc.size, locale),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                {!printable && (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    loading={download.isPending && download.variables?.documentId === doc.id}
                    onClick={() => save(doc)}
                    aria-label={t('detail.downloadNamed', { name: doc.name })}
                  >
                    {t('detail.download')}
                  </Button>
                )}
              </dd>
            ))}
        </div>
      ))}
    </dl>
  );
}
