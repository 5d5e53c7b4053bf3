import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, UploadField } from '../../../kit/UploadField';
import { uploadContentCover } from '../api/upload-content-cover';
import styles from './CoverField.module.css';

/** The item's cover image as an antd form control: a preview with remove, or an upload button. */
export function CoverField({ value, onChange }: { value?: string | undefined; onChange?: (url: string | undefined) => void }) {
  const { t } = useTranslation('consoleContent');
  if (value) {
    return (
      <Flex align="center" gap={8}>
        <Image src={value} width={160} height={90} className={styles.preview} alt={t('form.cover')} />
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)}>
          {t('form.removeCover')}
        </Button>
      </Flex>
    );
  }
  return <UploadField accept={IMAGE_TYPES} label={t('form.uploadCover')} upload={async (file) => onChange?.(await uploadContentCover(file))} />;
}
