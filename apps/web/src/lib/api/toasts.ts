import { Codes } from '@sme/shared/codes';
import { TOAST_ERROR_DURATION_MS } from '@sme/shared/constants';
import { i18n } from '@/lib/i18n';
import { feedback } from '@/lib/ui/feedback';

/** The spec's fallback text: the network-unstable message ending " [509]". */
export function networkUnstableText(): string {
  return `${i18n.t('server:code.networkUnstable')} [${Codes.NETWORK_UNSTABLE.code}]`;
}

/** A 5-second error toast (spec section 9). */
export function errorToast(text: string): void {
  void feedback().message.error(text, TOAST_ERROR_DURATION_MS / 1000);
}
