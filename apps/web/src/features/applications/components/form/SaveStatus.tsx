import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../../hooks/use-application-draft';
import styles from './ApplicationForm.module.css';

/** Where the autosave stands: "Saved at 14:05", saving, or not saved and why (the conflict has its own notice). */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('applicationForms');
  let text: string;
  let icon = null;
  if (state.kind === 'saving') {
    text = t('save.saving');
    icon = <LoadingOutlined />;
  } else if (state.kind === 'saved') {
    text = t('save.savedAt', { time: dayjs(state.at).format('HH:mm') });
    icon = <CheckCircleOutlined />;
  } else if (state.kind === 'failed') {
    text = t('save.failed', { reason: state.message });
    icon = <ExclamationCircleOutlined />;
  } else if (state.kind === 'conflict') {
    text = t('save.stopped');
    icon = <ExclamationCircleOutlined />;
  } else text = t('save.notYet');
  return (
    <span className={state.kind === 'failed' || state.kind === 'conflict' ? styles.saveProblem : styles.saveStatus} role="status" aria-live="polite">
      {icon} {text}
    </span>
  );
}
