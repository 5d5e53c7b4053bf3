import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Filters.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

/** Props of PriceRangeFilter; bounds are minor units, the inputs show whole currency units. */
export interface PriceRangeFilterProps {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}

/** Minor units (2 decimals, the fiat prices of the catalogue) from a whole-unit input. */
const toMinorUnits = (value: number | null) => (value === null || Number.isNaN(value) ? undefined : Math.round(value * 100));
const toWhole = (minor: number | undefined) => (minor === undefined ? null : minor / 100);

/** A from–to price range applied with a button (typing does not reload the list on every key). */
export function PriceRangeFilter({ min, max, onApply }: PriceRangeFilterProps) {
  const { t } = useTranslation('catalogue');
  const [from, setFrom] = useState<number | null>(toWhole(min));
  const [to, setTo] = useState<number | null>(toWhole(max));
  // Back/forward and "clear all" change the URL: the inputs follow it (state adjusted during render, no effect).
  const [bounds, setBounds] = useState({ min, max });
  if (bounds.min !== min || bounds.max !== max) {
    setBounds({ min, max });
    setFrom(toWhole(min));
    setTo(toWhole(max));
  }

  const apply = () => {
    let lo = toMinorUnits(from);
    let hi = toMinorUnits(to);
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    onApply(lo, hi);
  };

  return (
    <form
      className={styles.priceRange}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Space.Compact block>
        <NumberInput
          min={0}
          step={10}
          value={from}
          onChange={setFrom}
          placeholder={t('filters.priceMin')}
          aria-label={t('filters.priceMin')}
          style={{ width: '50%' }}
        />
        <NumberInput
          min={0}
          step={10}
          value={to}
          onChange={setTo}
          placeholder={t('filters.priceMax')}
          aria-label={t('filters.priceMax')}
          style={{ width: '50%' }}
        />
      </Space.Compact>
      <Button htmlType="submit" block>
        {t('filters.apply')}
      </Button>
    </form>
  );
}
