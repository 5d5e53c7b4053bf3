import { describe, expect, it } from 'vitest';
import { APPLICATION_FORMS, reopenablePaths } from './kinds';
import { changedPaths, changesOutsideReopened } from './reopen-rules';

const cn = APPLICATION_FORMS.HK_COMPANY_CN_APPLICANT;

describe('reopen rules', () => {
  it('names a changed field by section and field, a changed list by its section, ignoring key order', () => {
    const before = { applicant: { email: 'a@b.hk', placeOfBirth: 'Shenzhen' }, officers: [{ name: 'Chan', idNumber: 'X1' }] };
    const reordered = { officers: [{ idNumber: 'X1', name: 'Chan' }], applicant: { placeOfBirth: 'Shenzhen', email: 'a@b.hk' } };
    expect(changedPaths(before, reordered, cn)).toEqual([]);
    const after = { ...before, applicant: { ...before.applicant, email: 'c@d.hk' }, officers: [{ name: 'Chan Tai Man', idNumber: 'X1' }] };
    expect(changedPaths(before, after, cn)).toEqual(['applicant.email', 'officers']);
  });

  it('treats the officer counts as part of the officers list: reopened with it, never on their own', () => {
    const before = { officerCounts: { shareholderCount: 1, directorCount: 1 } };
    const after = { officerCounts: { shareholderCount: 2, directorCount: 1 } };
    expect(changedPaths(before, after, cn)).toEqual(['officers']);
    expect(reopenablePaths('HK_COMPANY_CN_APPLICANT').some((p) => p.startsWith('officerCounts'))).toBe(false);
    expect(reopenablePaths('HK_COMPANY_CN_APPLICANT')).toContain('document:PROOF_OF_ADDRESS');
  });

  it('lets through what was reopened, field by field or by whole section, and nothing else', () => {
    expect(changesOutsideReopened(['applicant.email', 'company.natureOfBusiness'], ['applicant.email'])).toEqual(['company.natureOfBusiness']);
    expect(changesOutsideReopened(['applicant.email', 'applicant.passportNumber'], ['applicant'])).toEqual([]);
    expect(changesOutsideReopened(['officers'], ['officers'])).toEqual([]);
  });
});
