import { ReloadOutlined } from '@ant-design/icons';
import type { FormRule } from 'antd';
import { Input, Spin } from 'antd';
import { randomId } from '@sme/shared/signature';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGetBlob } from '@/lib/api';
import styles from './CaptchaInput.module.css';

/** The value of a CaptchaInput: the 32-character key the image was drawn for, and what the visitor typed. */
export interface CaptchaValue {
  key: string;
  code: string;
}

/** Imperative handle: `refresh()` draws a new image (call it after a failed submit). */
export interface CaptchaInputHandle {
  refresh: () => void;
}

/** Props of CaptchaInput; `value`/`onChange` are supplied by antd's Form.Item. */
export interface CaptchaInputProps {
  value?: CaptchaValue;
  onChange?: (value: CaptchaValue) => void;
  /** Change this number to draw a new image (alternative to the ref). */
  refreshSignal?: number;
  ref?: Ref<CaptchaInputHandle>;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
}

type ImageState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/** The image captcha of /sys/code/getCode beside a text input; clicking the image draws a new one. */
export function CaptchaInput({ value, onChange, refreshSignal, ref, id, disabled, placeholder }: CaptchaInputProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<ImageState>({ status: 'loading' });
  const keyRef = useRef<string>(value?.key || randomId(32));
  const loadRef = useRef<AbortController | null>(null);
  // The object URL on screen, released when replaced or unmounted so image bytes do not pile up.
  const urlRef = useRef<string | null>(null);
  const releaseUrl = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  const load = useCallback((key: string) => {
    loadRef.current?.abort();
    const controller = new AbortController();
    loadRef.current = controller;
    apiGetBlob('/sys/code/getCode', { key }, { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        releaseUrl();
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        setImage({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setImage({ status: 'error' });
      },
    );
  }, []);

  const refresh = useCallback(() => {
    const key = randomId(32);
    keyRef.current = key;
    releaseUrl();
    setImage({ status: 'loading' });
    // The old answer is useless with a new image, so the typed code is cleared too.
    onChange?.({ key, code: '' });
    load(key);
  }, [load, onChange]);

  useImperativeHandle(ref, () => ({ refresh }), [refresh]);

  useEffect(() => {
    load(keyRef.current);
    return () => {
      loadRef.current?.abort();
      releaseUrl();
    };
  }, [load]);

  const lastSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal === lastSignal.current) return;
    lastSignal.current = refreshSignal;
    refresh();
  }, [refreshSignal, refresh]);

  return (
    <div className={styles.row}>
      <Input
        id={id}
        className={styles.input}
        value={value?.code ?? ''}
        disabled={disabled}
        placeholder={placeholder ?? t('captcha.placeholder')}
        autoComplete="off"
        maxLength={8}
        size="large"
        onChange={(event) => onChange?.({ key: keyRef.current, code: event.target.value })}
      />
      <button type="button" className={styles.imageButton} onClick={refresh} disabled={disabled} title={t('captcha.refresh')} aria-label={t('captcha.refresh')}>
        {image.status === 'ready' && <img src={image.url} alt={t('captcha.alt')} />}
        {image.status === 'loading' && <Spin size="small" aria-label={t('captcha.loading')} />}
        {image.status === 'error' && (
          <span>
            <ReloadOutlined /> {t('captcha.loadFailed')}
          </span>
        )}
      </button>
    </div>
  );
}

/** Form rule for a CaptchaInput: a drawn key and a typed code are both needed. */
export function captchaRule(t: (key: string) => string): FormRule {
  return {
    validator: async (_rule, value: CaptchaValue | undefined) => {
      if (value && value.key.length === 32 && value.code.trim() !== '') return;
      throw new Error(t('server:validation.captchaRequired'));
    },
  };
}

/** The captcha part of a submission in the shared schema's field names (captchaKey, captchaCode). */
export function captchaFields(value: CaptchaValue | undefined): { captchaKey: string; captchaCode: string } {
  return { captchaKey: value?.key ?? '', captchaCode: value?.code.trim() ?? '' };
}
