import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Spin, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@/lib/session/user-store';
import { useUploadAvatar } from '../../api/upload-avatar';
import styles from './ProfileCards.module.css';
import { useFeedback } from '@/lib/ui/feedback';

/** The image types the server accepts for avatars (it checks the content too). */
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The member's avatar; choosing an image uploads it and shows the new one. */
export function AvatarUpload({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('accounts');
  const { message } = useFeedback();
  const upload = useUploadAvatar();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (AVATAR_TYPES.includes(file.type)) return true;
    void message.error(t('profile.avatarType'));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    upload.mutateAsync(file as File).then(
      (answer) => {
        onSuccess?.(answer);
        void message.success(t('profile.avatarSaved'));
      },
      // The API client already told the member what went wrong.
      (error: unknown) => onError?.(error as Error),
    );
  };

  return (
    <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={upload.isPending}>
      <div className={styles.avatarTrigger}>
        <Spin spinning={upload.isPending}>
          <Avatar size={96} src={profile.avatarImg ?? undefined} icon={<UserOutlined />} className={styles.avatar} alt={t('profile.avatarAlt')} />
        </Spin>
        <span className={styles.avatarAction}>
          <CameraOutlined aria-hidden /> {t('profile.changeAvatar')}
        </span>
      </div>
    </Upload>
  );
}
