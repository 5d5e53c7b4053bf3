import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { APPLICATION_DOCUMENT_MAX_FILES, DOCUMENT_MAX_AGE_MONTHS, type DocumentSlot, monthsBefore } from '@sme/shared/application-forms/documents';
import { hkToday } from '@sme/shared/hk-day';
import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import { Alert, Button, Card, DatePicker, Popconfirm, Tag, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/format/format-file-size';
import { useLocale } from '@/lib/i18n';
import { useDownloadDocument } from '../../api/download-document';
import { removeApplicationDocument } from '../../api/remove-application-document';
import { uploadApplicationDocument } from '../../api/upload-application-document';
import { DAY_FORMAT } from '../../form-model/form-values';
import { documentDateKey } from '../../form-model/validate-step';
import { DOCUMENT_ACCEPT, fileProblem, MAX_MB, uploadErrorText } from './document-errors';
import type { DocumentsBinding } from './StepForm';
import styles from './ApplicationForm.module.css';

/** Props of DocumentSlotCard. */
export interface DocumentSlotCardProps {
  slot: DocumentSlot<never>;
  required: boolean;
  files: readonly ApplicationDocumentView[];
  editable: boolean;
  problems: readonly string[];
  binding: DocumentsBinding;
}

/** "1.2 MB", "340 KB". */

/**
 * One upload slot: its label and whether it is required, the document's issue date (with the 3-month rule for
 * proofs), PDF/JPEG/PNG up to 10 MB checked before sending, the server's refusals in place, and the files kept.
 */
export function DocumentSlotCard({ slot, required, files, editable, problems, binding }: DocumentSlotCardProps) {
  const { t } = useTranslation('applicationForms');
  const locale = useLocale();
  const [issueDate, setIssueDate] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = useDownloadDocument();
  const label = t(`slots.${slot.slot}`);
  const cutoff = monthsBefore(hkToday(), DOCUMENT_MAX_AGE_MONTHS);
  const full = slot.multiple && files.length >= APPLICATION_DOCUMENT_MAX_FILES;
  // Files chosen together go one after another, so each answer's document list includes the ones before it.
  const queue = useRef(Promise.resolve());

  const send = async (file: File) => {
    setError(null);
    const problem = fileProblem(file, t);
    const day = issueDate?.format(DAY_FORMAT);
    const dateKey = day ? documentDateKey(day, slot.recent) : 'applicationForms:documents.dateFirst';
    if (problem || dateKey) {
      setError(problem ?? t(dateKey ?? '', { field: label, cutoff }));
      return;
    }
    setBusy(true);
    try {
      const id = await binding.ensureId();
      if (!id) return;
      const view = await uploadApplicationDocument({ applicationId: id, slot: slot.slot, issueDate: day }, [file]);
      binding.onDocuments(view.documents);
    } catch (e) {
      setError(uploadErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (doc: ApplicationDocumentView) => {
    if (!binding.applicationId) return;
    setError(null);
    try {
      binding.onDocuments((await removeApplicationDocument(binding.applicationId, doc.id)).documents);
    } catch (e) {
      setError(uploadErrorText(e, t));
    }
  };

  return (
    <Card
      size="small"
      className={styles.slot}
      title={
        <span>
          {label} {required ? <Tag color="red">{t('documents.required')}</Tag> : <Tag>{t('documents.optional')}</Tag>}
        </span>
      }
    >
      <p className={styles.muted}>
        {t(`slotHints.${slot.slot}`, { defaultValue: '' })} {t('documents.types', { max: MAX_MB })}
        {slot.multiple ? ` ${t('documents.several', { max: APPLICATION_DOCUMENT_MAX_FILES })}` : ''}
      </p>
      {slot.recent && <p className={styles.rule}>{t('documents.recentRule', { months: DOCUMENT_MAX_AGE_MONTHS, cutoff })}</p>}

      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('documents.filesOf', { document: label })}>
          {files.map((doc) => (
            <li key={doc.id}>
              <Button
                type="link"
                icon={<PaperClipOutlined />}
                onClick={() => binding.applicationId && download.mutate({ id: binding.applicationId, documentId: doc.id, name: doc.name })}
              >
                {doc.name}
              </Button>
              <span className={styles.muted}>
                {doc.issueDate ? t('documents.issuedOn', { date: doc.issueDate }) : ''} · {formatFileSize(doc.size, locale)}
              </span>
              {editable && (
                <Popconfirm
                  title={t('documents.removeConfirm', { name: doc.name })}
                  okText={t('documents.remove')}
                  cancelText={t('nav.cancel')}
                  onConfirm={() => remove(doc)}
                >
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('documents.removeNamed', { name: doc.name })} />
                </Popconfirm>
              )}
            </li>
          ))}
        </ul>
      )}

      {editable && !full && (
        <div className={styles.uploadRow}>
          <DatePicker
            aria-label={t('documents.issueDate', { document: label })}
            placeholder={t('documents.issueDatePlaceholder')}
            format={DAY_FORMAT}
            value={issueDate}
            onChange={(value) => setIssueDate(value)}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          />
          <Upload
            accept={DOCUMENT_ACCEPT}
            multiple={slot.multiple}
            showUploadList={false}
            beforeUpload={(file) => {
              queue.current = queue.current.then(() => send(file));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} aria-label={t('documents.chooseNamed', { document: label })}>
              {t(files.length > 0 && !slot.multiple ? 'documents.replace' : 'documents.choose')}
            </Button>
          </Upload>
        </div>
      )}
      {(error || problems.length > 0) && (
        <Alert className={styles.blockAlert} type="error" showIcon role="alert" title={[error, ...problems].filter(Boolean).join(' ')} />
      )}
    </Card>
  );
}
