import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canTransition, isTerminal, memberActions, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from './order-status';

describe('order state machine', () => {
  it('moves a new order to preparing when paid, or to closed on timeout', () => {
    expect(canTransition('AWAITING_PAYMENT', 'PREPARING')).toBe(true);
    expect(canTransition('AWAITING_PAYMENT', 'CLOSED')).toBe(true);
  });

  it('never leaves cancelled or refund closed', () => {
    expect(isTerminal('CANCELLED')).toBe(true);
    expect(isTerminal('REFUND_CLOSED')).toBe(true);
    for (const to of ORDER_STATUSES) expect(canTransition('CANCELLED', to)).toBe(false);
  });

  it('refuses skipping payment straight to shipped or completed', () => {
    expect(canTransition('AWAITING_PAYMENT', 'AWAITING_RECEIPT')).toBe(false);
    expect(canTransition('AWAITING_PAYMENT', 'COMPLETED')).toBe(false);
    expect(canTransition('COMPLETED', 'AWAITING_PAYMENT')).toBe(false);
  });

  it('lets a member cancel only an unpaid order and confirm only a shipped one', () => {
    expect(memberActions('AWAITING_PAYMENT')).toEqual(['PAY', 'CANCEL']);
    expect(memberActions('PREPARING')).toEqual([]);
    expect(memberActions('AWAITING_RECEIPT')).toEqual(['CONFIRM_RECEIPT']);
  });

  it('can reach a refund from every state that may hold money', () => {
    const reachesRefund = (from: OrderStatus, seen = new Set<OrderStatus>()): boolean =>
      from === 'REFUND_ORDERED' || (!seen.has(from) && ORDER_TRANSITIONS[from].some((to) => reachesRefund(to, new Set([...seen, from]))));
    for (const s of ['PARTIALLY_PAID', 'PREPARING', 'PENDING_PICKUP', 'AWAITING_RECEIPT', 'COMPLETED', 'CLOSED'] as const) {
      expect(reachesRefund(s)).toBe(true);
    }
  });

  it('only ever walks to known states (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), (choices) => {
        let state: OrderStatus = 'AWAITING_PAYMENT';
        for (const c of choices) {
          const next: readonly OrderStatus[] = ORDER_TRANSITIONS[state];
          if (next.length === 0) break;
          const to: OrderStatus = next[c % next.length]!;
          expect(canTransition(state, to)).toBe(true);
          state = to;
        }
        return ORDER_STATUSES.includes(state);
      }),
    );
  });
});
