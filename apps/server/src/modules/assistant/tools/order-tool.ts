import type { Locale } from '@sme/shared/constants';
import { hkDayOf } from '@sme/shared/hk-day';
import { translate } from '@sme/shared/i18n/messages';
import { formatMoney } from '@sme/shared/money';
import type { OrderView } from '@sme/shared/schemas/orders';
import type { Database } from '../../../db/client';
import { isAppError } from '../../../http/app-error';
import { listOrders, orderDetail, orderIdByNo } from '../../orders';
import type { AccountPassage } from './account-passage';

/** Latest orders described when the question names none. */
const LATEST_ORDERS = 3;

/** What the order tool needs: the session's member, never an id from the question. */
export interface OrderToolContext {
  db: Database;
  memberId: string;
  locale: Locale;
  pickupKey: Buffer;
}

const day = (iso: string) => hkDayOf(new Date(iso));

/** The member's order `orderNo` or null; another member's order is null too (the number only picks among the member's own). */
async function ownOrder(ctx: OrderToolContext, orderNo: string): Promise<OrderView | null> {
  const id = await orderIdByNo(ctx.db, orderNo);
  if (!id) return null;
  try {
    return await orderDetail(ctx.db, ctx.memberId, id, ctx.locale, ctx.pickupKey);
  } catch (err) {
    if (isAppError(err) && err.status === 404) return null;
    throw err;
  }
}

function orderPassage(order: OrderView, locale: Locale): AccountPassage {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, `assistantTools.order.${key}`, vars);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const { company, number } = order.logistics;
  const lines = [
    t('summary', { orderNo: order.orderNo, placedOn: day(order.createdAt), status: translate(locale, `orderStatus.${order.status}`) }),
    t('amounts', { total: money(order.totalMinor), payable: money(order.payableMinor) }),
    t('delivery', { delivery: translate(locale, `assistantTools.delivery.${order.deliveryType}`) }),
    number ? t('tracking', { company: company ?? '', number }) : t('noTracking'),
  ];
  return { title: t('title', { orderNo: order.orderNo }), body: lines.join(' '), url: `/orderDetail?id=${order.id}` };
}

/** "Where is my order SO…": that order of the member's, or the latest ones when no number is given. */
export async function orderTool(ctx: OrderToolContext, orderNo: string | undefined): Promise<AccountPassage> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(ctx.locale, `assistantTools.order.${key}`, vars);
  if (orderNo) {
    const order = await ownOrder(ctx, orderNo);
    return order ? orderPassage(order, ctx.locale) : { title: t('title', { orderNo }), body: t('notFound', { orderNo }), url: '/orders' };
  }
  const { list } = await listOrders(ctx.db, ctx.memberId, { status: [], page: 1, size: LATEST_ORDERS }, ctx.locale);
  const body =
    list.length === 0
      ? t('none')
      : list
          .map((o) =>
            t('listLine', {
              orderNo: o.orderNo,
              placedOn: day(o.createdAt),
              status: translate(ctx.locale, `orderStatus.${o.status}`),
              total: formatMoney(o.totalMinor, o.currency, ctx.locale),
            }),
          )
          .join('\n');
  return { title: t('listTitle'), body, url: '/orders' };
}
