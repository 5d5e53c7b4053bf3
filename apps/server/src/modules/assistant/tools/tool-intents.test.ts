import { describe, expect, it } from 'vitest';
import { toolIntents } from './tool-intents';

describe('toolIntents', () => {
  it('reads order numbers and references in any case, upper-cased', () => {
    expect(toolIntents('where is my order so2026000123?')).toMatchObject({ order: 'SO2026000123', membership: false, application: null });
    expect(toolIntents('申請 app-hk-2026-000001 的進度')).toMatchObject({ order: null, application: 'APP-HK-2026-000001' });
  });

  it('asks for the latest records when the words are there without a number, in three languages', () => {
    for (const q of ['Where is my order?', '我的订单到哪了', '我的訂單到哪了']) expect(toolIntents(q).order).toBeUndefined();
    for (const q of ['What is my membership?', '我的会员什么时候到期', '會員幾時到期', 'Which plan am I on?']) expect(toolIntents(q).membership).toBe(true);
    for (const q of ['Status of my application', '我的申请', '我的申請']) expect(toolIntents(q).application).toBeUndefined();
  });

  it('calls no tool for general questions', () => {
    expect(toolIntents('How do I register a company in Hong Kong?')).toEqual({ order: null, membership: false, application: null });
  });
});
