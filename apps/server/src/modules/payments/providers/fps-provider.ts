import type { FpsConfig } from '../../../payments-config';
import { buildFpsPayload } from './fps-qr';
import { CallbackRejected, type PaymentProvider } from './payment-provider';

/**
 * FPS bank transfer: the payer scans a QR code for the exact amount and quotes the reference; nothing
 * calls back. Staff confirm the money when it arrives (pay.confirmTransfer) or a bank statement matches it by
 * reference and amount (pay.importStatement). Offered for HKD only.
 */

/** The reference a payer quotes: the order number and 6 characters of the attempt's id (unique per attempt, short enough for a bank's memo). */
export function fpsReference(orderNo: string, paymentId: string): string {
  return `${orderNo}-${paymentId.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}

/** The FPS provider of a configured proxy id. */
export function createFpsProvider(config: FpsConfig): PaymentProvider {
  return {
    id: 'fps',
    methods: ['FPS'],
    supportsCurrency: (currency) => currency === 'HKD',
    async create(request) {
      const reference = fpsReference(request.orderNo, request.paymentId);
      const payload = buildFpsPayload({ ...config, currency: request.currency, amountMinor: request.amountMinor, reference });
      return { flow: 'QR', payload, reference, providerRef: reference };
    },
    async verifyCallback() {
      throw new CallbackRejected('FPS has no callbacks: transfers are confirmed by staff or a bank statement');
    },
    // The bank tells nobody: an FPS attempt stays pending until staff or a statement confirm it.
    async checkStatus() {
      return { outcome: 'PENDING', amountMinor: null, currency: null, failureCode: null, detail: null };
    },
    // Staff send the money back from the bank themselves; ordering the refund records that they did.
    async refund() {
      return { providerRef: null, succeeded: true };
    },
  };
}
