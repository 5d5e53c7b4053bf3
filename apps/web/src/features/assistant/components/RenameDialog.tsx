import { ASSISTANT_TITLE_MAX } from '@sme/shared/schemas/assistant';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of RenameDialog. */
interface RenameDialogProps {
  title: string;
  busy: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** A dialog to give a conversation a new title (the current one filled in; empty titles cannot be saved). */
export function RenameDialog({ title, busy, onSave, onCancel }: RenameDialogProps) {
  const { t } = useTranslation('assistant');
  const [value, setValue] = useState(title);
  const next = value.trim();
  const save = () => next && onSave(next);
  return (
    <Modal
      open
      title={t('history.renameTitle')}
      okText={t('history.renameOk')}
      cancelText={t('history.cancel')}
      okButtonProps={{ disabled: !next, loading: busy }}
      onOk={save}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input
        autoFocus
        value={value}
        maxLength={ASSISTANT_TITLE_MAX}
        showCount
        aria-label={t('history.renameTitle')}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={save}
      />
    </Modal>
  );
}
