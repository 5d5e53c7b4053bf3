import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES } from '@sme/shared/schemas/console-products';
import { uploadProductImage } from '../api/upload-product-image';

/** The product's images as an antd form control: thumbnails with remove, and an upload button adding one at a time. */
export function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (images: string[]) => void }) {
  const { t } = useTranslation('console');
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.([...value, await uploadProductImage(file)]);
    } finally {
      // A refused file is reported by the API client's toast (415, 413).
      setUploading(false);
    }
  };
  return (
    <Flex wrap gap={8} align="center">
      {value.map((url) => (
        <Flex key={url} vertical align="center" gap={4}>
          <Image src={url} width={72} height={72} style={{ objectFit: 'cover' }} alt="" />
          <Button size="small" icon={<DeleteOutlined />} aria-label={t('products.removeImage')} onClick={() => onChange?.(value.filter((u) => u !== url))} />
        </Flex>
      ))}
      {value.length < MAX_PRODUCT_IMAGES && (
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('products.uploadImage')}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
