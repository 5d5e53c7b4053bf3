import { CheckOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@sme/shared/constants';
import { Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '@/lib/i18n';
import { LanguageButton } from './LanguageButton';

/** Language names are shown in their own language so every reader finds theirs. */
const ORDER: readonly Locale[] = ['zh_CN', 'zh_TW', 'en_US'];

export interface LanguageMenuProps {
  block: boolean;
  /** The bare button was clicked before the menu came. */
  openAtStart: boolean;
  /** The bare button had the focus when the menu came. */
  focusAtStart: boolean;
}

/** The switch's menu around its button (LanguageSwitch loads it when wanted). */
export function LanguageMenu({ block, openAtStart, focusAtStart }: LanguageMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(openAtStart);
  const items = ORDER.filter((l) => LOCALES.includes(l)).map((l) => ({
    key: l,
    label: <span lang={l.replace('_', '-')}>{t(`language.${l}`)}</span>,
    extra: l === locale ? <CheckOutlined aria-hidden /> : undefined,
  }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => {
          setOpen(false);
          void changeLocale(key as Locale);
        },
      }}
    >
      <LanguageButton block={block} autoFocus={focusAtStart} />
    </Dropdown>
  );
}
