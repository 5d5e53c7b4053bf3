import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadCatalogueImage } from '../api/upload-catalogue-image';

/** One image as an antd form control: a preview, an upload button, or a typed URL (platform media or https). */
export function ImageField({ value, onChange, id }: { value?: string | null; onChange?: (url: string | null) => void; id?: string }) {
  const { t } = useTranslation('consoleCatalogue');
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadCatalogueImage(file));
    } finally {
      // A refused file is reported by the API client's toast (415, 413).
      setUploading(false);
    }
  };
  return (
    <Flex gap={8} align="center" wrap>
      {value && <Image src={value} width={72} height={48} style={{ objectFit: 'cover' }} alt="" />}
      <Input id={id} value={value ?? ''} placeholder={t('image.urlPlaceholder')} onChange={(e) => onChange?.(e.target.value || null)} style={{ flex: 1, minWidth: 220 }} />
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t('image.upload')}
        </Button>
      </Upload>
      {value && <Button icon={<DeleteOutlined />} aria-label={t('image.remove')} onClick={() => onChange?.(null)} />}
    </Flex>
  );
}
