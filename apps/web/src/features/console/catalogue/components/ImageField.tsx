import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, UploadField } from '../../kit/UploadField';
import { uploadCatalogueImage } from '../api/upload-catalogue-image';
import styles from './ImageField.module.css';

/** One image as an antd form control: a preview, an upload button, or a typed URL (platform media or https). */
export function ImageField({ value, onChange, id }: { value?: string | null; onChange?: (url: string | null) => void; id?: string }) {
  const { t } = useTranslation('consoleCatalogue');
  return (
    <Flex gap={8} align="center" wrap>
      {value && <Image src={value} width={72} height={48} className={styles.preview} alt="" />}
      <Input id={id} value={value ?? ''} placeholder={t('image.urlPlaceholder')} onChange={(e) => onChange?.(e.target.value || null)} className={styles.url} />
      <UploadField accept={IMAGE_TYPES} label={t('image.upload')} upload={async (file) => onChange?.(await uploadCatalogueImage(file))} />
      {value && <Button icon={<DeleteOutlined />} aria-label={t('image.remove')} onClick={() => onChange?.(null)} />}
    </Flex>
  );
}
