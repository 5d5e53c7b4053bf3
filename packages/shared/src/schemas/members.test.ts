import { describe, expect, it } from 'vitest';
import { displayName } from '../member-display';
import { issueMessage } from '../validation';
import { emailRegisterSchema, locationUpdateSchema, mobileLoginSchema, passwordField, profileFieldSchema, profileUpdateSchema } from './members';
import { normaliseMobile } from './phone';

const keysOf = (result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${issueMessage(i).field}:${issueMessage(i).key}`);

describe('account rules (spec section 5)', () => {
  it('accepts 8-20 characters with upper, lower and digit only', () => {
    for (const ok of ['Abcdefg1', 'A1b2C3d4E5f6G7h8I9j0']) expect(passwordField.safeParse(ok).success).toBe(true);
    for (const bad of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'A1b2C3d4E5f6G7h8I9j0k']) {
      expect(keysOf(passwordField.safeParse(bad))).toEqual([':validation.passwordFormat']);
    }
  });

  it('says which rule failed: empty email, mismatch, missing terms', () => {
    const result = emailRegisterSchema.safeParse({ email: '', code: '123456', password: 'Abcdefg1', confirmPassword: 'Abcdefg2', terms: false });
    expect(keysOf(result).sort()).toEqual(
      ['confirmPassword:validation.passwordMismatch', 'email:validation.emailEmpty', 'terms:validation.termsRequired'].sort(),
    );
  });

  it('normalises a mobile number of its region to E.164 and refuses one of another region', () => {
    expect(normaliseMobile('HK', '9123 4567')).toBe('+85291234567');
    expect(normaliseMobile('HK', '+852 9123 4567')).toBe('+85291234567');
    expect(normaliseMobile('CN', '13812345678')).toBe('+8613812345678');
    expect(normaliseMobile('HK', '13812345678')).toBeNull();
    expect(normaliseMobile('HK', '+8613812345678')).toBeNull();
    const parsed = mobileLoginSchema.safeParse({ region: 'hk', mobile: '9123 4567', code: '123456', terms: 'true' });
    expect(parsed.success && parsed.data.mobile).toBe('+85291234567');
    expect(keysOf(mobileLoginSchema.safeParse({ region: 'HK', mobile: '123', code: '12', terms: '1' })).sort()).toEqual(
      ['code:validation.codeInvalid', 'mobile:validation.phoneInvalid'].sort(),
    );
  });

  it('updates one profile field or many, and refuses nothing at all', () => {
    expect(profileUpdateSchema.safeParse({ nickName: 'Ada' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ salutation: 'MS', birthday: '1990-02-28' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ salutation: 'DR' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ birthday: '1990-02-30' }).success).toBe(false);
    expect(keysOf(profileUpdateSchema.safeParse({}))).toEqual([':validation.nothingToUpdate']);
  });

  it('checks a single field by that field’s own rule and turns it into a one-field update', () => {
    expect(profileFieldSchema.parse({ field: 'nickName', value: ' Ada ' })).toEqual({ nickName: 'Ada' });
    expect(profileFieldSchema.parse({ field: 'birthday' })).toEqual({ birthday: '' });
    expect(keysOf(profileFieldSchema.safeParse({ field: 'birthday', value: '1990-02-30' }))).toEqual(['value:validation.dateInvalid']);
    expect(keysOf(profileFieldSchema.safeParse({ field: 'nickName', value: 'x'.repeat(31) })).map((k) => k.split(':')[0])).toEqual(['value']);
    expect(profileFieldSchema.safeParse({ field: 'roles', value: 'ADMIN' }).success).toBe(false);
  });

  it('takes a location as an ISO country code and a city', () => {
    expect(locationUpdateSchema.parse({ country: ' hk ', city: 'Sha Tin' })).toEqual({ country: 'HK', city: 'Sha Tin' });
    expect(locationUpdateSchema.parse({ country: 'SG' })).toEqual({ country: 'SG', city: '' });
    expect(keysOf(locationUpdateSchema.safeParse({ country: 'HKG', city: 'x' }))).toEqual(['country:validation.countryInvalid']);
  });
});

describe('displayName (section 3 order)', () => {
  it('prefers nickname, then full name, English names, email, mobile', () => {
    const all = { nickName: 'Ada', fullName: '陳大文', engFirstName: 'Tai Man', engLastName: 'Chan', email: 'a@b.hk', mobile: '+85291234567' };
    expect(displayName(all)).toBe('Ada');
    expect(displayName({ ...all, nickName: ' ' })).toBe('陳大文');
    expect(displayName({ ...all, nickName: null, fullName: '' })).toBe('Tai Man Chan');
    expect(displayName({ email: 'a@b.hk', mobile: '+85291234567' })).toBe('a@b.hk');
    expect(displayName({ mobile: '+85291234567' })).toBe('+85291234567');
  });
});
