import { Codes } from '@sme/shared/codes';
import type { CartLineView } from '@sme/shared/schemas/cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useUpdateCartLine } from '../api/update-cart-line';
import styles from './Cart.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

/**
 * A line's quantity, 1 to the stock: a larger number is lowered to the stock before it is sent (and the line says
 * so); a 6001 from the server (stock fell meanwhile) is shown under the stepper rather than as a toast.
 */
export function QuantityStepper({ line }: { line: CartLineView }) {
  const { t } = useTranslation('cart');
  const update = useUpdateCartLine();
  const [value, setValue] = useState<number | null>(line.quantity);
  const [note, setNote] = useState<string | null>(null);
  const max = Math.max(1, line.stock);
  const disabled = line.problem === 'OUT_OF_STOCK' || line.problem === 'UNAVAILABLE';

  // The server's quantity wins after every refresh (adjusted while rendering, as React advises, not in an effect).
  const [seen, setSeen] = useState(line.quantity);
  if (seen !== line.quantity) {
    setSeen(line.quantity);
    setValue(line.quantity);
  }

  const commit = (raw: number | null) => {
    const wanted = Math.floor(raw ?? line.quantity);
    const next = Math.min(max, Math.max(1, wanted));
    setValue(next);
    setNote(wanted > max ? t('line.stockLimit', { count: max }) : null);
    if (next === line.quantity) return;
    update.mutate(
      { id: line.id, quantity: next },
      {
        onError: (error) => {
          setValue(line.quantity);
          if (error instanceof ApiError && error.code === Codes.INSUFFICIENT_STOCK.code) setNote(t('line.insufficientStock', { count: line.stock }));
        },
      },
    );
  };

  return (
    <div className={styles.stepper}>
      <NumberInput
        aria-label={t('line.quantity', { name: line.name })}
        mode="spinner"
        min={1}
        // No max: a larger number must reach commit() so the line can say it was lowered to the stock.
        aria-valuemax={max}
        precision={0}
        value={value}
        disabled={disabled || update.isPending}
        onChange={(v) => setValue(typeof v === 'number' ? v : null)}
        onStep={(v) => commit(v)}
        onBlur={() => commit(value)}
        onPressEnter={() => commit(value)}
      />
      {note && (
        <span role="alert" className={styles.stockNote}>
          {note}
        </span>
      )}
    </div>
  );
}
