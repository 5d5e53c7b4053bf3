import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES } from '@sme/shared/schemas/console-products';
import { IMAGE_TYPES, UploadField } from '../../../kit/UploadField';
import { uploadProductImage } from '../api/upload-product-image';
import styles from './ImagesField.module.css';

/** The product's images as an antd form control: thumbnails with remove, and an upload button adding one at a time. */
export function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (images: string[]) => void }) {
  const { t } = useTranslation('console');
  return (
    <Flex wrap gap={8} align="center">
      {value.map((url) => (
        <Flex key={url} vertical align="center" gap={4}>
          <Image src={url} width={72} height={72} className={styles.preview} alt="" />
          <Button size="small" icon={<DeleteOutlined />} aria-label={t('products.removeImage')} onClick={() => onChange?.(value.filter((u) => u !== url))} />
        </Flex>
      ))}
      {value.length < MAX_PRODUCT_IMAGES && (
        <UploadField accept={IMAGE_TYPES} label={t('products.uploadImage')} upload={async (file) => onChange?.([...value, await uploadProductImage(file)])} />
      )}
    </Flex>
  );
}
