import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import styles from './LanguageSwitch.module.css';

/** The switch's button: the globe, the language's name (short in a tight header) and the caret. */
export function LanguageButton({ block = false, ref, ...props }: ButtonProps & { block?: boolean; ref?: Ref<HTMLButtonElement | HTMLAnchorElement> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Button
      {...props}
      ref={ref}
      type="text"
      block={block}
      className={block ? undefined : styles.compact}
      icon={<GlobalOutlined />}
      aria-label={`${t('language.label')}: ${t(`language.${locale}`)}`}
    >
      <span className={styles.full}>{t(`language.${locale}`)}</span>
      <span className={styles.short} aria-hidden>
        {t(`language.short.${locale}`)}
      </span>
      <DownOutlined style={{ fontSize: 10 }} />
    </Button>
  );
}
