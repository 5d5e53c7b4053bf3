import { afterEach, describe, expect, it } from 'vitest';
import { clearCookie, readCookie } from './cookies';

describe('readCookie', () => {
  afterEach(() => {
    for (const name of ['memberId', 'other']) clearCookie(name);
  });

  it('reads a cookie, decoded, and follows every change of the cookie string', () => {
    expect(readCookie('memberId')).toBeUndefined();
    document.cookie = 'memberId=m%201; Path=/';
    document.cookie = 'other=x; Path=/';
    expect(readCookie('memberId')).toBe('m 1');
    expect(readCookie('other')).toBe('x');
    document.cookie = 'memberId=m2; Path=/';
    expect(readCookie('memberId')).toBe('m2');
    clearCookie('memberId');
    expect(readCookie('memberId')).toBeUndefined();
    expect(readCookie('other')).toBe('x');
  });

  it('keeps a value that is not valid percent-encoding as it is, and an empty one as absent', () => {
    document.cookie = 'memberId=100%; Path=/';
    expect(readCookie('memberId')).toBe('100%');
    document.cookie = 'memberId=; Path=/';
    expect(readCookie('memberId')).toBeUndefined();
  });
});
