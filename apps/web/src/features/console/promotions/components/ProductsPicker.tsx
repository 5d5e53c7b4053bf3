import type { PromotionProductRef } from '@sme/shared/schemas/console-promotions';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useProductSearch } from '../api/get-form-options';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** The promotion's merchant (null = platform-wide: any product). */
  merchantId: string | null;
  /** Products already listed, so their names show before any search. */
  known: PromotionProductRef[];
  disabled?: boolean;
}

/** Pick the products a promotion covers: type a name or code, choose from the console's product list. */
export function ProductsPicker({ id, value, onChange, merchantId, known, disabled }: Props) {
  const { t } = useTranslation('consolePromotions');
  const locale = useLocale();
  const [q, setQ] = useState('');
  const found = useProductSearch(q, merchantId);
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    const name = (p: { nameEn: string; nameZh: string }) => (locale === 'en_US' ? p.nameEn : p.nameZh);
    for (const p of known) byId.set(p.id, name(p));
    for (const p of found.data ?? []) byId.set(p.id, `${name(p)} (${p.code})`);
    return [...byId].map(([v, label]) => ({ value: v, label }));
  }, [known, found.data, locale]);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      options={options}
      loading={found.isFetching}
      disabled={disabled}
      placeholder={t('form.productsPlaceholder')}
      notFoundContent={t('form.noProducts')}
    />
  );
}
