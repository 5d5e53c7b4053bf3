import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportStatement } from '../api/import-statement';
import { StatementResultTable } from './StatementResultTable';
import formStyles from '../../kit/ConsoleForm.module.css';
import styles from './StatementDialog.module.css';

/** The documented columns, as an example file an admin can copy. */
const SAMPLE_CSV = ['date,reference,amount,currency', '2026-03-01,SO2026000001-AB12CD,1234.50,HKD', '2026-03-01,SO2026000002-EF34GH,"2,080.00",HKD'].join('\n');

/**
 * Upload the platform's bank statement (pay.importStatement): the format explained with an example, one CSV file
 * chosen or dropped, then every line's outcome in a table.
 */
export function StatementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consolePayments');
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportStatement();
  const result = importing.data;

  const reset = () => {
    setFile(null);
    importing.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const footer = result
    ? [
        <Button key="another" onClick={reset}>
          {t('statement.another')}
        </Button>,
        <Button key="close" type="primary" onClick={close}>
          {t('statement.close')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={close}>
          {t('statement.close')}
        </Button>,
        <Button key="submit" type="primary" disabled={!file} loading={importing.isPending} onClick={() => file && importing.mutate(file)}>
          {importing.isPending ? t('statement.importing') : t('statement.submit')}
        </Button>,
      ];

  return (
    <Modal open={open} title={t('statement.title')} onCancel={close} footer={footer} width={860} destroyOnHidden>
      {result ? (
        <>
          <Alert
            type={result.unmatched.length ? 'warning' : 'success'}
            showIcon
            className={formStyles.notice}
            title={t('statement.summary', { matched: result.matched.length, unmatched: result.unmatched.length })}
          />
          <StatementResultTable result={result} />
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('statement.intro')}</Typography.Paragraph>
          <Typography.Title level={5}>{t('statement.formatTitle')}</Typography.Title>
          <Typography.Paragraph>{t('statement.format')}</Typography.Paragraph>
          <Typography.Text type="secondary">{t('statement.sampleLabel')}</Typography.Text>
          <pre className={styles.sample}>{SAMPLE_CSV}</pre>
          {importing.isError && <Alert type="error" showIcon className={formStyles.notice} title={importing.error.message} />}
          <Upload.Dragger
            accept=".csv,text/csv"
            maxCount={1}
            fileList={file ? [{ uid: 'statement', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              importing.reset();
              // Held until Import: the file goes through the signed API client, not antd's own request.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('statement.choose')}</p>
            <p className="ant-upload-hint">{t('statement.chooseHint')}</p>
          </Upload.Dragger>
        </>
      )}
    </Modal>
  );
}
