import { hkDayOf } from '@sme/shared/hk-day';
import { count, inArray } from 'drizzle-orm';
import { contactMessages, feedback } from '../../modules/applications/applications.tables';
import { products, specialOrders } from '../../modules/catalogue/catalogue.tables';
import type { Database } from '../client';

/**
 * Demo requests for the back office's special orders and inbox, so a fresh `npm start` shows staff something to
 * answer. Inserted only while each table is empty, so running the seed again adds nothing.
 */

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Wholesale requests against seeded products (by code), one already quoted. */
const SPECIAL_ORDERS = [
  {
    code: 'HLT-003',
    quantity: 400,
    customerName: 'Wong Siu Ming',
    email: 'purchasing@lionrock-events.example.hk',
    phone: '+85261234567',
    remark: 'Corporate Mid-Autumn gifts, delivery to Kwun Tong by 10 September. Custom sleeve with our logo?',
    locale: 'en_US',
    days: 1,
  },
  {
    code: 'KPW-001',
    quantity: 60,
    customerName: '陳美玲',
    email: 'office@harbourdental.example.hk',
    phone: '+85291234500',
    remark: '六間分店的名片，每間十盒，可否分開包裝？',
    locale: 'zh_TW',
    days: 3,
  },
  {
    code: 'HLT-001',
    quantity: 200,
    customerName: 'Li Wei',
    email: 'li.wei@shenzhen-trading.example.cn',
    phone: '+8613812345678',
    remark: '需要出口到深圳，请报含运费价格。',
    locale: 'zh_CN',
    days: 6,
    quoted: { amountMinor: 2_400_000, currency: 'HKD', note: 'Includes delivery to Lok Ma Chau; 7 working days.' },
  },
] as const;

const FEEDBACK = [
  {
    category: 'SUGGESTION',
    content: 'It would help to filter suppliers by district when looking for printing shops.',
    name: 'Karen Ho',
    email: 'karen.ho@example.hk',
    locale: 'en_US',
    days: 2,
  },
  { category: 'COMPLIMENT', content: '公司註冊申請流程很清楚，兩天內就收到回覆，謝謝！', name: '李先生', email: null, locale: 'zh_TW', days: 4 },
  {
    category: 'PROBLEM',
    content: 'The FPS QR code was hard to scan on a small phone screen; a larger image would help.',
    name: null,
    email: null,
    locale: 'en_US',
    days: 9,
  },
] as const;

const CONTACTS = [
  {
    name: 'Tommy Cheung',
    email: 'tommy@cheungtrading.example.hk',
    phone: '+85298765432',
    company: 'Cheung Trading Ltd',
    subject: 'Business bank account',
    message: 'We are a two-year-old import company. Which documents do we need for a business account application?',
    locale: 'en_US',
    days: 1,
  },
  {
    name: '黃小姐',
    email: 'wong@jadebakery.example.hk',
    phone: '+85252345678',
    company: '玉記餅家',
    subject: '會員計劃',
    message: '想了解金卡會員的批發折扣是否適用於所有商戶。',
    locale: 'zh_TW',
    days: 5,
  },
] as const;

const isEmpty = async (db: Database, table: typeof specialOrders | typeof feedback | typeof contactMessages) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/** Seed the demo special-order requests, feedback and contact messages where their tables are empty. */
export async function seedInbox(db: Database): Promise<{ specialOrders: number; feedback: number; contactMessages: number }> {
  const done = { specialOrders: 0, feedback: 0, contactMessages: 0 };
  if (await isEmpty(db, specialOrders)) {
    const codes = SPECIAL_ORDERS.map((r) => r.code);
    const found = await db
      .select({ id: products.id, code: products.code, merchantId: products.merchantId, nameEn: products.nameEn })
      .from(products)
      .where(inArray(products.code, codes));
    const byCode = new Map(found.map((p) => [p.code, p]));
    const rows = SPECIAL_ORDERS.flatMap((r) => {
      const product = byCode.get(r.code);
      if (!product) return [];
      const quote = 'quoted' in r ? r.quoted : null;
      return [
        {
          productId: product.id,
          merchantId: product.merchantId,
          productName: product.nameEn,
          productCode: r.code,
          quantity: r.quantity,
          customerName: r.customerName,
          email: r.email,
          phone: r.phone,
          remark: r.remark,
          locale: r.locale,
          createdAt: daysAgo(r.days),
          ...(quote
            ? {
                status: 'QUOTED',
                quoteAmountMinor: quote.amountMinor,
                quoteCurrency: quote.currency,
                quoteNote: quote.note,
                quoteValidUntil: hkDayOf(daysAgo(-14)),
                handledAt: daysAgo(r.days - 1),
              }
            : { status: 'NEW' }),
        },
      ];
    });
    if (rows.length > 0) done.specialOrders = (await db.insert(specialOrders).values(rows).returning({ id: specialOrders.id })).length;
  }
  if (await isEmpty(db, feedback)) {
    const rows = FEEDBACK.map(({ days, ...f }) => ({ ...f, createdAt: daysAgo(days) }));
    done.feedback = (await db.insert(feedback).values(rows).returning({ id: feedback.id })).length;
  }
  if (await isEmpty(db, contactMessages)) {
    const rows = CONTACTS.map(({ days, ...c }) => ({ ...c, createdAt: daysAgo(days) }));
    done.contactMessages = (await db.insert(contactMessages).values(rows).returning({ id: contactMessages.id })).length;
  }
  return done;
}
