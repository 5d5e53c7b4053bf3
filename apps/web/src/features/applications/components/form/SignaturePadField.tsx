import { ClearOutlined, EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { DocumentSlot } from '@sme/shared/application-forms/documents';
import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import { Alert, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { useDownloadDocument } from '../../api/download-document';
import { uploadApplicationDocument } from '../../api/upload-application-document';
import { uploadErrorText } from './document-errors';
import type { DocumentsBinding } from './StepForm';
import styles from './ApplicationForm.module.css';

/** Props of SignaturePadField. */
export interface SignaturePadFieldProps {
  slot: DocumentSlot<never>;
  files: readonly ApplicationDocumentView[];
  editable: boolean;
  problems: readonly string[];
  binding: DocumentsBinding;
}

/** The drawing as a PNG file (the signature slot takes one PNG image). */
function padFile(canvas: HTMLCanvasElement): Promise<File | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ? new File([blob], 'signature.png', { type: 'image/png' }) : null), 'image/png'));
}

/**
 * The authorised person's signature, drawn with signature_pad (mouse, pen or finger) and saved as a PNG into the
 * signature slot; clear to start again, "sign again" to replace a saved one (the slot keeps one file).
 */
export function SignaturePadField({ slot, files, editable, problems, binding }: SignaturePadFieldProps) {
  const { t } = useTranslation('applicationForms');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [redo, setRedo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = useDownloadDocument();
  const signed = files[0];
  const drawing = editable && (!signed || redo);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!drawing || !canvas) return;
    let pad: SignaturePad;
    try {
      // Drawn at the screen's pixel density, so the saved image is sharp.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)' });
    } catch {
      return; // No 2D canvas (very old browsers, test DOMs): the pad stays blank and Save says so.
    }
    const onEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [drawing]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
  };

  const save = async () => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || pad.isEmpty()) {
      setError(t('signature.empty'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const file = await padFile(canvas);
      const id = file ? await binding.ensureId() : null;
      if (!file || !id) return;
      const view = await uploadApplicationDocument({ applicationId: id, slot: slot.slot }, [file]);
      binding.onDocuments(view.documents);
      setRedo(false);
    } catch (e) {
      setError(uploadErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.block} aria-label={t('signature.title')}>
      <h3 className={styles.blockTitle}>{t('signature.title')}</h3>
      <p className={styles.blockIntro}>{t('signature.intro')}</p>
      {signed && !drawing && (
        <p>
          <Button
            type="link"
            icon={<PaperClipOutlined />}
            onClick={() => binding.applicationId && download.mutate({ id: binding.applicationId, documentId: signed.id, name: signed.name })}
          >
            {t('signature.saved', { date: signed.uploadedAt.slice(0, 10) })}
          </Button>
          {editable && (
            <Button
              icon={<EditOutlined />}
              onClick={() => {
                setRedo(true);
                setEmpty(true);
              }}
            >
              {t('signature.redo')}
            </Button>
          )}
        </p>
      )}
      {drawing && (
        <>
          <canvas ref={canvasRef} className={styles.pad} aria-label={t('signature.pad')} />
          <Space className={styles.padActions}>
            <Button icon={<ClearOutlined />} onClick={clear} disabled={empty}>
              {t('signature.clear')}
            </Button>
            {redo && <Button onClick={() => setRedo(false)}>{t('nav.cancel')}</Button>}
            <Button type="primary" onClick={() => void save()} loading={busy} disabled={empty}>
              {t('signature.save')}
            </Button>
          </Space>
        </>
      )}
      {(error || problems.length > 0) && (
        <Alert className={styles.blockAlert} type="error" showIcon role="alert" title={[error, ...problems].filter(Boolean).join(' ')} />
      )}
    </section>
  );
}
