import { PAYMENT_TIMEOUT_JOB, closeUnpaidOrder } from '../modules/orders/payment-timeout';
import type { JobHandlers } from './job-queue';

/** Every job kind the servers run, with its handler (the worker and tests use this one table). */
export const JOB_HANDLERS: JobHandlers = {
  [PAYMENT_TIMEOUT_JOB]: closeUnpaidOrder,
};
