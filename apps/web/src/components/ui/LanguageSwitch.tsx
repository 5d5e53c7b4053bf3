import { CheckOutlined, DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@sme/shared/constants';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '@/lib/i18n';
import styles from './LanguageSwitch.module.css';

/** Language names are shown in their own language so every reader finds theirs. */
const ORDER: readonly Locale[] = ['zh_CN', 'zh_TW', 'en_US'];

/** The language switch of spec section 2 (zh_CN, zh_TW, en_US), saved under `project-locale`. */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = ORDER.filter((l) => LOCALES.includes(l)).map((l) => ({
    key: l,
    label: <span lang={l.replace('_', '-')}>{t(`language.${l}`)}</span>,
    extra: l === locale ? <CheckOutlined aria-hidden /> : undefined,
  }));
  return (
    <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys: [locale], onClick: ({ key }) => void changeLocale(key as Locale) }}>
      <Button
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
    </Dropdown>
  );
}
