import type { Locale } from '@sme/shared/constants';

/** Where the assistant sends a question it cannot answer from the pages: the contact form and a call with an adviser. */
export const CONTACT_PATH = '/contactus';
/** The adviser-call booking every "Book a call" link of the site leads to. */
export const ADVISER_CALL_PATH = '/community1';

/** The fixed sentences of an answer, per locale (zh_TW in Hong Kong wording). */
interface AnswerTexts {
  noMatch: string;
  excerptsIntro: string;
  excerptsOutro: string;
  /** A Platinum member's greeting: `hello` then `body`, each in the variant the profile allows; {{date}} ends the membership. */
  greeting: { hello: string; helloName: string; body: string; bodyCompany: string };
}

const TEXTS: Record<Locale, AnswerTexts> = {
  en_US: {
    noMatch: `I could not find anything about this in our pages, so I would rather not guess. You can [send us a message](${CONTACT_PATH}) or [book a call with a client adviser](${ADVISER_CALL_PATH}), and we will answer you directly.`,
    excerptsIntro: 'Here is what our pages say:',
    excerptsOutro: 'Open the cited pages for the full details.',
    greeting: {
      hello: 'Hello,',
      helloName: 'Hello {{name}},',
      body: 'here is what we found for you as part of your Platinum membership (valid until {{date}}).',
      bodyCompany: 'here is what we found for {{company}} as part of your Platinum membership (valid until {{date}}).',
    },
  },
  zh_CN: {
    noMatch: `我们的页面中没有找到与此相关的内容，为免误导，我不作猜测。您可以[给我们留言](${CONTACT_PATH})，或[预约客户顾问视频通话](${ADVISER_CALL_PATH})，我们会直接为您解答。`,
    excerptsIntro: '以下是我们页面上的相关内容：',
    excerptsOutro: '详情请打开所引用的页面。',
    greeting: {
      hello: '您好！',
      helloName: '{{name}}，您好！',
      body: '以下内容为您整理，是您白金卡会员（有效期至 {{date}}）的专属服务。',
      bodyCompany: '以下内容为{{company}}整理，是您白金卡会员（有效期至 {{date}}）的专属服务。',
    },
  },
  zh_TW: {
    noMatch: `我們的網頁中找不到與此相關的內容，為免誤導，我不作猜測。你可以[聯絡我們](${CONTACT_PATH})，或[預約與客戶顧問視像通話](${ADVISER_CALL_PATH})，我們會直接為你解答。`,
    excerptsIntro: '以下是我們網頁上的相關內容：',
    excerptsOutro: '詳情請打開所引用的網頁。',
    greeting: {
      hello: '你好！',
      helloName: '{{name}}，你好！',
      body: '以下內容為你整理，是你白金卡會員（有效期至 {{date}}）的專屬服務。',
      bodyCompany: '以下內容為{{company}}整理，是你白金卡會員（有效期至 {{date}}）的專屬服務。',
    },
  },
};

/** The fixed answer texts of a locale. */
export function answerTexts(locale: Locale): AnswerTexts {
  return TEXTS[locale];
}

/** Fills `{{name}}` slots. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}
