import { DownloadOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { formatFileSize } from '@/lib/format/format-file-size';
import { useLocale } from '@/lib/i18n';
import { saveBlob } from '@/lib/files/save-blob';
import { DetailSection } from '../../../kit/DetailSection';
import { applicationDocumentQuery } from '../../api/get-application-document';
import { slotLabel } from '../review-labels';
import { canPreview, DocumentPreview } from './DocumentPreview';

/**
 * The application's documents (reviewers only: others get none from the server and a note instead), in the order of
 * the form's slots, each previewed inline (images, PDF) or downloaded on demand: every read is audited.
 */
export function ApplicationDocuments({ application }: { application: ConsoleApplicationView }) {
  const { t } = useTranslation('consoleReview');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  if (!application.personalDataVisible) {
    return (
      <DetailSection title={t('documents.title')}>
        <Typography.Text type="secondary">{t('documents.reviewersOnly')}</Typography.Text>
      </DetailSection>
    );
  }

  const download = async (doc: ApplicationDocumentView) => {
    setDownloading(doc.id);
    try {
      saveBlob(await queryClient.fetchQuery(applicationDocumentQuery(application.id, doc.id, doc.mime)), doc.name);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setDownloading(null);
    }
  };
  const slots = APPLICATION_FORMS[application.kind].slots.map((s) => s.slot);
  const documents = [...application.documents].sort((a, b) => slots.indexOf(a.slot) - slots.indexOf(b.slot));
  const shown = documents.find((d) => d.id === previewing);

  return (
    <DetailSection title={t('documents.title')}>
      <Table<ApplicationDocumentView>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 720 }}
        dataSource={documents}
        locale={{ emptyText: t('documents.none') }}
        columns={[
          { key: 'slot', title: t('documents.slot'), render: (_, d) => slotLabel(t, d.slot) },
          { key: 'name', title: t('documents.name'), dataIndex: 'name' },
          { key: 'issueDate', title: t('documents.issueDate'), render: (_, d) => d.issueDate ?? '' },
          { key: 'size', title: t('documents.size'), align: 'right', render: (_, d) => formatFileSize(d.size, locale) },
          { key: 'uploaded', title: t('documents.uploaded'), render: (_, d) => formatDateTime(d.uploadedAt, locale) },
          {
            key: 'actions',
            title: t('documents.actions'),
            render: (_, d) => (
              <Flex gap={4} wrap>
                {canPreview(d.mime) && (
                  <Button
                    size="small"
                    icon={previewing === d.id ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                    aria-label={`${t(previewing === d.id ? 'documents.hidePreview' : 'documents.preview')} ${d.name}`}
                    onClick={() => setPreviewing(previewing === d.id ? null : d.id)}
                  >
                    {t(previewing === d.id ? 'documents.hidePreview' : 'documents.preview')}
                  </Button>
                )}
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={downloading === d.id}
                  aria-label={`${t('documents.download')} ${d.name}`}
                  onClick={() => void download(d)}
                >
                  {t('documents.download')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      {shown && <DocumentPreview key={shown.id} applicationId={application.id} document={shown} />}
    </DetailSection>
  );
}
