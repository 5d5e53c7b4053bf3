import { callingCodeOf, PHONE_REGIONS } from '@sme/shared/schemas/phone';
import type { Locale } from '@sme/shared/constants';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import styles from './RegionCodeSelect.module.css';

/** A region a mobile number can belong to (ISO 3166-1 alpha-2). */
type Region = (typeof PHONE_REGIONS)[number];

/** Our customers' regions first, in this order; every other region follows by name. */
const FIRST_REGIONS = ['HK', 'CN', 'MO', 'TW'] as const satisfies readonly Region[];

/** One choice of the select: region, its name in the reader's language and its calling code. */
export interface RegionOption {
  value: Region;
  name: string;
  callingCode: string;
}

/**
 * The regions a mobile number can belong to, ordered for a Hong Kong audience. The first four are named by our
 * catalogue (common:phoneRegion) so they read as people in Hong Kong say them; the rest come from Intl.DisplayNames.
 */
export function regionOptions(locale: Locale, firstNames: Record<(typeof FIRST_REGIONS)[number], string>): RegionOption[] {
  const lang = LOCALE_META[locale].htmlLang;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(lang);
  const option = (value: Region, name: string): RegionOption => ({ value, name, callingCode: callingCodeOf(value) });
  const first = FIRST_REGIONS.map((r) => option(r, firstNames[r]));
  const rest = PHONE_REGIONS.filter((r) => !(FIRST_REGIONS as readonly string[]).includes(r))
    .map((r) => option(r, names.of(r) ?? r))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...rest];
}

/** Props of RegionCodeSelect; `value`/`onChange` come from antd's Form.Item. */
export interface RegionCodeSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The region code in front of a mobile number: shows "+852", lists "Hong Kong +852", searchable by name or code. The
 * list is made when the select first opens: naming and sorting some 240 regions costs a phone a fifth of a second of
 * the page's first load (the checkout's), and the closed select shows only the calling code.
 */
export function RegionCodeSelect({ value, onChange, id, disabled }: RegionCodeSelectProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const options = useMemo(
    () =>
      opened
        ? regionOptions(locale, {
            HK: t('phoneRegion.HK'),
            CN: t('phoneRegion.CN'),
            MO: t('phoneRegion.MO'),
            TW: t('phoneRegion.TW'),
          }).map((o) => ({
            value: o.value,
            search: `${o.name} ${o.value} +${o.callingCode}`,
            label: (
              <span className={styles.option}>
                <span>{o.name}</span>
                <span className={styles.code}>+{o.callingCode}</span>
              </span>
            ),
          }))
        : [],
    [opened, locale, t],
  );

  return (
    <Select
      id={id}
      className={styles.select}
      size="large"
      value={value}
      onChange={onChange}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      disabled={disabled}
      options={options}
      aria-label={t('phoneRegion.label')}
      showSearch={{ optionFilterProp: 'search' }}
      labelRender={({ value: region }) => `+${callingCodeOf(region as Region)}`}
      popupMatchSelectWidth={280}
    />
  );
}
