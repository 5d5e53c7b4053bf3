import { describe, expect, it } from 'vitest';
import { answerFromPassages } from './answer-from-passages';
import { answerRequest, passage, readAnswer, shownText } from './answer.test-kit';
import { composeExcerptAnswer } from './excerpt-answer';

const registrationEn = passage(
  1,
  'Register a Hong Kong company',
  'We help you set up a limited company in Hong Kong. The process is handled online by our company secretaries. ' +
    'To register, you need a copy of each director’s passport or Hong Kong Identity Card and a proof of address. ' +
    'Most companies are incorporated within five working days.',
  '/regHKComp',
);

describe('the excerpt answer', () => {
  it('quotes the sentence that answers an English question, not the first one, labelled as excerpts and cited', () => {
    const text = composeExcerptAnswer(answerRequest({ question: 'What documents do I need to register a company?', passages: [registrationEn] }));
    expect(text.startsWith('Here is what our pages say:')).toBe(true);
    expect(text).toContain('> To register, you need a copy of each director’s passport or Hong Kong Identity Card and a proof of address.');
    expect(text).toMatch(/proof of address\.[^\n]* \[1\]/);
    expect(text).not.toContain('We help you set up');
  });

  it('quotes the answering sentence of a Simplified Chinese passage, split at Chinese full stops', () => {
    const body =
      '我们协助您在香港成立有限公司。整个流程均可在网上完成。注册时需要提交每位董事的护照或香港身份证副本及地址证明。大部分公司可在五个工作日内成立。';
    const text = composeExcerptAnswer(
      answerRequest({ locale: 'zh_CN', question: '注册公司需要什么文件？', passages: [passage(1, '注册香港公司', body, '/regHKComp')] }),
    );
    expect(text.startsWith('以下是我们页面上的相关内容：')).toBe(true);
    expect(text).toContain('> 注册时需要提交每位董事的护照或香港身份证副本及地址证明。');
    expect(text).toMatch(/地址证明。[^\n]*\[1\]/);
    expect(text).not.toContain('我们协助您');
  });

  it('quotes the answering sentence of a Traditional Chinese passage in Hong Kong wording', () => {
    const body = '會員計劃分為銀卡、金卡及白金卡。白金卡會員可享專屬客戶經理及個人化的 AI 助理。銀卡月費為港幣 80 元。';
    const text = composeExcerptAnswer(answerRequest({ locale: 'zh_TW', question: '銀卡每月收費多少？', passages: [passage(2, '會員計劃', body, '/member')] }));
    expect(text.startsWith('以下是我們網頁上的相關內容：')).toBe(true);
    expect(text).toContain('> 銀卡月費為港幣 80 元。[2]');
    expect(text).not.toContain('> 會員計劃分為');
  });

  it('quotes a further passage only when it answers nearly as well as the best one', () => {
    const loans = passage(2, 'Business loans', 'Business loans range from HK$50,000 to HK$5,000,000. Tenures run from 6 to 60 months.', '/loan');
    const registrationFee = passage(3, 'Fees', 'The fee to register a company is HK$1,720 for the government registration documents.', '/regHKComp');
    const text = composeExcerptAnswer(
      answerRequest({ question: 'What documents do I need to register a company?', passages: [registrationEn, loans, registrationFee] }),
    );
    expect(text).toContain('[1]');
    expect(text).toContain('[3]');
    expect(text).not.toContain('[2]');
  });

  it('shows markdown and HTML inside a passage as text, never as a link', () => {
    const text = composeExcerptAnswer(
      answerRequest({ question: 'Where do I pay?', passages: [passage(1, 'Payments', 'Pay here: [pay](javascript:alert(1)) <img src=x onerror=alert(1)>')] }),
    );
    expect(text).toContain('\\[pay\\](javascript:alert(1)) \\<img src=x onerror=alert(1)\\>');
  });

  it('greets a Platinum member and their company by name and mentions the membership', () => {
    const profile = { name: 'Chan Tai Man', companyName: 'Harbour Trading Ltd', tier: 'PLATINUM' as const, validUntil: '2026-12-31' };
    const text = composeExcerptAnswer(answerRequest({ question: 'What documents do I need?', passages: [registrationEn], profile }));
    expect(text.split('\n')[0]).toBe(
      'Hello Chan Tai Man, here is what we found for Harbour Trading Ltd as part of your Platinum membership (valid until 2026-12-31).',
    );
    const zh = composeExcerptAnswer(answerRequest({ locale: 'zh_TW', question: '需要甚麼文件？', passages: [registrationEn], profile }));
    expect(zh.split('\n')[0]).toBe('Chan Tai Man，你好！以下內容為Harbour Trading Ltd整理，是你白金卡會員（有效期至 2026-12-31）的專屬服務。');
  });

  it('is streamed in small pieces without a provider, as excerpts without a notice', async () => {
    const { chunks, outcome } = await readAnswer(
      answerFromPassages(answerRequest({ question: 'What documents do I need to register?', passages: [registrationEn] }), undefined),
    );
    expect(outcome).toEqual({ mode: 'EXCERPTS', notice: null, usage: null });
    expect(chunks.every((chunk) => chunk.type === 'delta' && chunk.text.trim().split(/\s+/).length <= 4)).toBe(true);
    expect(chunks.length).toBeGreaterThan(10);
    expect(shownText(chunks)).toBe(composeExcerptAnswer(answerRequest({ question: 'What documents do I need to register?', passages: [registrationEn] })));
  });
});

describe('an answer with no relevant passage', () => {
  it.each([
    ['en_US', 'I could not find anything about this in our pages'],
    ['zh_CN', '我们的页面中没有找到与此相关的内容'],
    ['zh_TW', '我們的網頁中找不到與此相關的內容'],
  ] as const)('says so in %s with the contact form and an adviser call, never guessing', async (locale, opening) => {
    const { chunks, outcome } = await readAnswer(answerFromPassages(answerRequest({ locale, question: 'Can you forecast the Hang Seng index?' }), undefined));
    expect(outcome).toEqual({ mode: 'EXCERPTS', notice: 'NO_MATCH', usage: null });
    expect(chunks[0]).toEqual({ type: 'notice', notice: 'NO_MATCH' });
    const text = shownText(chunks);
    expect(text.startsWith(opening)).toBe(true);
    expect(text).toContain('](/contactus)');
    expect(text).toContain('](/community1)');
  });
});
