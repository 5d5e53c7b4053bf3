import { InboxOutlined } from '@ant-design/icons';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS, type ProductSheetRowError } from '@sme/shared/schemas/console-product-sheet';
import { Alert, Button, Flex, Form, Modal, Select, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantOptions } from '../../../shell/api/get-merchant-options';
import { type ProductSheetOutcome, useImportProductSheet } from '../api/import-product-sheet';
import { useDownloadProductSheetTemplate } from '../api/get-product-sheet-template';
import styles from './ImportSheetDialog.module.css';
import { useFeedback } from '@/lib/ui/feedback';

/**
 * Import products from a spreadsheet in two steps: choosing the file runs a dry run, which shows either every row
 * error (nothing can be written until the file is fixed) or how many products are new and how many change; only then
 * does "Import" write them, all or none. Admins first choose the merchant the sheet is for.
 */
export function ImportSheetDialog({ open, isAdmin, onClose }: { open: boolean; isAdmin: boolean; onClose: () => void }) {
  const { t } = useTranslation('consoleProductSheet');
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [merchantId, setMerchantId] = useState<string | undefined>();
  const [checked, setChecked] = useState<ProductSheetOutcome | null>(null);
  const importSheet = useImportProductSheet();
  const template = useDownloadProductSheetTemplate();
  const merchants = useMerchantOptions(isAdmin && open);
  const needsMerchant = isAdmin && !merchantId;

  const reset = () => {
    setFile(null);
    setChecked(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const check = async (chosen: File) => {
    setFile(chosen);
    setChecked(null);
    if (chosen.size > MAX_SHEET_BYTES) {
      setChecked({ ok: false, message: t('tooLarge', { mb: MAX_SHEET_BYTES / 1024 / 1024 }), errors: [] });
      return;
    }
    setChecked(await importSheet.mutateAsync({ file: chosen, dryRun: true, merchantId }));
  };
  const confirm = async () => {
    if (!file) return;
    const outcome = await importSheet.mutateAsync({ file, dryRun: false, merchantId });
    if (!outcome.ok) {
      setChecked(outcome);
      return;
    }
    void message.success(t('imported', { created: outcome.report.created, updated: outcome.report.updated }));
    close();
  };
  const ready = checked?.ok === true && checked.report.created + checked.report.updated > 0;

  return (
    <Modal
      open={open}
      title={t('importTitle')}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('cancel')}
        </Button>,
        <Button key="import" type="primary" disabled={!ready} loading={importSheet.isPending && !!checked} onClick={() => void confirm()}>
          {t('confirmImport')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph className={styles.flush}>
          {t('importIntro', { max: MAX_SHEET_ROWS })}{' '}
          <Button type="link" className={styles.link} loading={template.isPending} onClick={() => template.mutate()}>
            {t('downloadTemplate')}
          </Button>
        </Typography.Paragraph>
        {isAdmin && (
          <Form.Item label={t('merchant')} required className={styles.flush}>
            <Select
              showSearch
              optionFilterProp="label"
              aria-label={t('merchant')}
              value={merchantId}
              loading={merchants.isLoading}
              onChange={(v) => {
                setMerchantId(v);
                reset();
              }}
              options={(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            />
          </Form.Item>
        )}
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={needsMerchant || importSheet.isPending}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void check(chosen);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : t(needsMerchant ? 'chooseMerchantFirst' : 'chooseFile')}</p>
          <p className="ant-upload-hint">{t('fileHint')}</p>
        </Upload.Dragger>
        {importSheet.isPending && !checked && <Alert type="info" showIcon title={t('checking')} />}
        {checked?.ok === true && (
          <Alert
            type={ready ? 'success' : 'warning'}
            showIcon
            role="status"
            title={ready ? t('readyToImport', { created: checked.report.created, updated: checked.report.updated }) : t('nothingToImport')}
          />
        )}
        {checked?.ok === false && (
          <>
            <Alert type="error" showIcon role="alert" title={checked.message} />
            {checked.errors.length > 0 && (
              <Table<ProductSheetRowError>
                size="small"
                rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
                dataSource={checked.errors}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { key: 'row', title: t('errorRow'), dataIndex: 'row', width: 80 },
                  { key: 'column', title: t('errorColumn'), dataIndex: 'column', width: 150 },
                  { key: 'message', title: t('errorMessage'), dataIndex: 'message' },
                ]}
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
