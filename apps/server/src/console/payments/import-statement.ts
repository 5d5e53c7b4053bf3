import { eq } from 'drizzle-orm';
import { ALREADY_SUCCEEDED, processPaymentEvent } from '../../workflows/payment-confirmation';
import type { PaymentsDeps } from '../../modules/payments/payments-deps';
import { payments } from '../../modules/payments/payments.tables';
import { type StaffActor, staffActorOf } from '../../modules/payments/staff-actor';
import { parseStatementCsv } from './statement-csv';

/**
 * pay.importStatement: each credit of a bank statement that carries an open FPS attempt's reference AND
 * its exact amount and currency confirms that attempt, through the callback workflow under an event id made of the
 * statement line's own data — so importing the same file again applies nothing new.
 */

export interface StatementMatch {
  reference: string;
  paymentId: string;
  amountMinor: number;
}

export interface StatementMiss {
  line: number;
  reference: string;
  amountMinor: number | null;
  /** INVALID_AMOUNT, UNKNOWN_REFERENCE, CURRENCY_MISMATCH, AMOUNT_MISMATCH, ALREADY_PAID, ALREADY_APPLIED, or the workflow's outcome. */
  reason: string;
}

export interface StatementImport {
  matched: StatementMatch[];
  unmatched: StatementMiss[];
}

/** Applies a statement's matching lines; answers what matched now and why the rest did not. */
export async function importStatement(deps: PaymentsDeps, staff: StaffActor, csv: string): Promise<StatementImport> {
  const result: StatementImport = { matched: [], unmatched: [] };
  for (const row of parseStatementCsv(csv)) {
    const miss = (reason: string) => result.unmatched.push({ line: row.line, reference: row.reference, amountMinor: row.amountMinor, reason });
    if (row.amountMinor === null) {
      miss('INVALID_AMOUNT');
      continue;
    }
    const [payment] = row.reference ? await deps.db.select().from(payments).where(eq(payments.reference, row.reference)) : [];
    if (!payment || payment.provider !== 'fps') miss('UNKNOWN_REFERENCE');
    else if (payment.currency !== row.currency) miss('CURRENCY_MISMATCH');
    else if (payment.amountMinor !== row.amountMinor) miss('AMOUNT_MISMATCH');
    else {
      const outcome = await processPaymentEvent(deps, {
        provider: 'fps',
        eventId: `statement:${row.reference}:${row.amountMinor}:${row.date}`,
        type: 'statement.credit',
        outcome: 'SUCCEEDED',
        paymentId: payment.id,
        providerRef: payment.providerRef,
        amountMinor: row.amountMinor,
        currency: row.currency,
        failureCode: null,
        detail: null,
        payload: { ...row, by: staff.memberId },
        actor: staffActorOf(staff),
      });
      if (outcome.outcome === 'PROCESSED') result.matched.push({ reference: row.reference, paymentId: payment.id, amountMinor: row.amountMinor });
      else miss(outcome.outcome === 'DUPLICATE' ? 'ALREADY_APPLIED' : outcome.note === ALREADY_SUCCEEDED ? 'ALREADY_PAID' : outcome.outcome);
    }
  }
  return result;
}
