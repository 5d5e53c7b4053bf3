import { describe, expect, it } from 'vitest';
import { specialOrderRequest } from './special-orders';

const valid = { productName: 'Tea gift box', quantity: '200', customerName: 'Chan Tai Man', email: 'chan@example.hk', regionCode: 'hk', phone: '9123 4567' };
const issuesOf = (input: unknown) => {
  const result = specialOrderRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('special order request', () => {
  it('normalises a valid local phone to E.164 and upper-cases the region', () => {
    expect(specialOrderRequest.parse(valid)).toMatchObject({ regionCode: 'HK', phone: '+85291234567', quantity: 200 });
  });

  it('refuses a phone that is not valid for its region, naming the phone', () => {
    expect(issuesOf({ ...valid, phone: '1234' })).toEqual(['phone:validation.phoneInvalid']);
    // A valid mainland number is not a Hong Kong number.
    expect(issuesOf({ ...valid, phone: '13812345678' })).toEqual(['phone:validation.phoneInvalid']);
    expect(issuesOf({ ...valid, regionCode: 'CN', phone: '13812345678' })).toEqual([]);
  });
});
