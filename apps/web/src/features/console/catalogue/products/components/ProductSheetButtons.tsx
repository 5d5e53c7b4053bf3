import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportProductSheet } from '../api/export-product-sheet';
import { ImportSheetDialog } from './ImportSheetDialog';

/** The products table's spreadsheet actions: export the products as XLSX, and import a sheet through the dialog. */
export function ProductSheetButtons({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('consoleProductSheet');
  const [importing, setImporting] = useState(false);
  const exportSheet = useExportProductSheet();
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exportSheet.isPending} onClick={() => exportSheet.mutate()}>
        {t('export')}
      </Button>
      <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
        {t('import')}
      </Button>
      <ImportSheetDialog open={importing} isAdmin={isAdmin} onClose={() => setImporting(false)} />
    </>
  );
}
