import type { PriceMode } from '@sme/shared/schemas/catalogue';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The price mode of /pd, kept in the URL (`priceMode=wholesale`, like the lists) so a shared or reloaded link
 * opens with the same pricing. Wholesale is only honoured when the product has a wholesale price.
 */
export function usePriceMode(wholesaleAvailable: boolean): [PriceMode, (mode: PriceMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode: PriceMode = wholesaleAvailable && params.get('priceMode') === 'wholesale' ? 'wholesale' : 'retail';
  const setMode = useCallback(
    (next: PriceMode) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === 'wholesale') out.set('priceMode', 'wholesale');
          else out.delete('priceMode');
          return out;
        },
        // A pricing switch is not a page of its own: Back leaves the product rather than undoing the toggle.
        { replace: true },
      ),
    [setParams],
  );
  return [mode, setMode];
}
