import { describe, expect, it } from 'vitest';
import { answerLocale } from './answer-locale';

describe('answerLocale', () => {
  it('answers English questions in English whatever the request’s locale', () => {
    expect(answerLocale('How do I register a company?', 'zh_TW')).toBe('en_US');
    expect(answerLocale('Where is my order SO2026000123?', 'zh_CN')).toBe('en_US');
  });

  it('tells Traditional from Simplified by what OpenCC would rewrite', () => {
    expect(answerLocale('註冊香港公司需要甚麼文件？', 'zh_CN')).toBe('zh_TW');
    expect(answerLocale('注册香港公司需要什么文件？', 'zh_TW')).toBe('zh_CN');
    expect(answerLocale('我的訂單在哪裏', 'en_US')).toBe('zh_TW');
    expect(answerLocale('后来怎样', 'zh_TW')).toBe('zh_CN');
  });

  it('lets the script with more marks win in a mixed question, and Chinese win over English words', () => {
    expect(answerLocale('請問註冊公司的費用和時間，还有什么', 'en_US')).toBe('zh_TW');
    expect(answerLocale('我想了解 company registration 的流程和费用', 'en_US')).toBe('zh_CN');
  });

  it('keeps the request’s Chinese locale for text both scripts share, else Traditional', () => {
    expect(answerLocale('公司', 'zh_CN')).toBe('zh_CN');
    expect(answerLocale('你好', 'zh_TW')).toBe('zh_TW');
    expect(answerLocale('公司', 'en_US')).toBe('zh_TW');
    // One mark each way: a tie, decided like shared text.
    expect(answerLocale('會员', 'zh_CN')).toBe('zh_CN');
  });
});
