import { CallbackRejected, type PaymentProvider } from './payment-provider';

/**
 * Cash on delivery: pay.create moves the order to PREPARING through the orders module's cash-on-delivery
 * path; the courier collects the cash and staff record it (pay.markCollected). Hong Kong home deliveries in HKD only.
 */
export function createCodProvider(): PaymentProvider {
  return {
    id: 'cod',
    methods: ['COD'],
    supportsCurrency: (currency) => currency === 'HKD',
    async create() {
      return { flow: 'OFFLINE', providerRef: null };
    },
    async verifyCallback() {
      throw new CallbackRejected('cash on delivery has no callbacks: staff record the collected cash');
    },
    async checkStatus() {
      return { outcome: 'PENDING', amountMinor: null, currency: null, failureCode: null, detail: null };
    },
    // The merchant hands the cash back; ordering the refund records that they did.
    async refund() {
      return { providerRef: null, succeeded: true };
    },
  };
}
