import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadContentCover } from '../api/upload-content-cover';

/** The item's cover image as an antd form control: a preview with remove, or an upload button. */
export function CoverField({ value, onChange }: { value?: string | undefined; onChange?: (url: string | undefined) => void }) {
  const { t } = useTranslation('consoleContent');
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadContentCover(file));
    } finally {
      // A refused file is reported by the API client's toast (415, 413).
      setUploading(false);
    }
  };
  if (value) {
    return (
      <Flex align="center" gap={8}>
        <Image src={value} width={160} height={90} style={{ objectFit: 'cover' }} alt={t('form.cover')} />
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)}>
          {t('form.removeCover')}
        </Button>
      </Flex>
    );
  }
  return (
    <Upload
      accept="image/png,image/jpeg,image/webp,image/gif"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading}>
        {t('form.uploadCover')}
      </Button>
    </Upload>
  );
}
