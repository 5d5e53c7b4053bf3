import { countOfficers, type OfficerPosition } from '@sme/shared/application-forms/officers';
import type { FormSpec } from '../form-model/form-spec';

/** /regChinaComp: Hong Kong company registration for an applicant resident in Mainland China, in eight steps. */
export const HK_COMPANY_CN_FORM: FormSpec = {
  kind: 'HK_COMPANY_CN_APPLICANT',
  route: '/regChinaComp',
  steps: [
    {
      key: 'applicant',
      blocks: [
        {
          type: 'fields',
          section: 'applicant',
          fields: [
            { name: 'englishFirstName', kind: 'text', max: 50 },
            { name: 'englishMiddleName', kind: 'text', max: 50, optional: true },
            { name: 'englishLastName', kind: 'text', max: 50 },
            { name: 'chineseFullName', kind: 'text', max: 50 },
            { name: 'dateOfBirth', kind: 'pastDate' },
            { name: 'placeOfBirth', kind: 'text', max: 100 },
            { name: 'passportNumber', kind: 'text', max: 30 },
            { name: 'contactNumber', kind: 'phone' },
            { name: 'email', kind: 'email' },
            { name: 'mainlandAddress', kind: 'textarea', max: 300, wide: true },
          ],
        },
      ],
    },
    {
      key: 'company',
      blocks: [
        {
          type: 'fields',
          section: 'company',
          fields: [
            { name: 'proposedEnglishName', kind: 'text', max: 200, hint: 'englishSuffix' },
            { name: 'proposedChineseName', kind: 'text', max: 100, optional: true, hint: 'chineseSuffix' },
            { name: 'natureOfBusiness', kind: 'dictionary', dictionary: 'natureOfBusiness', wide: true },
            { name: 'registeredOfficeAddress', kind: 'textarea', max: 300, wide: true },
            { name: 'operatingAddress', kind: 'textarea', max: 300, wide: true, notApplicableWhen: 'operatingAddressNotApplicable' },
            { name: 'operatingAddressNotApplicable', kind: 'tick', optional: true, wide: true },
          ],
        },
      ],
    },
    {
      key: 'officers',
      blocks: [
        {
          type: 'fields',
          section: 'officerCounts',
          fields: [
            { name: 'shareholderCount', kind: 'count', derived: true },
            { name: 'directorCount', kind: 'count', derived: true },
          ],
        },
        { type: 'officers', section: 'officers', corporateAllowed: false },
      ],
    },
    {
      key: 'secretaryRepresentative',
      blocks: [
        {
          type: 'fields',
          section: 'secretary',
          fields: [
            { name: 'notApplicable', kind: 'tick', optional: true, wide: true },
            { name: 'name', kind: 'text', max: 100, notApplicableWhen: 'notApplicable' },
            { name: 'contact', kind: 'text', max: 100, notApplicableWhen: 'notApplicable' },
          ],
        },
        {
          type: 'fields',
          section: 'representative',
          fields: [
            { name: 'name', kind: 'text', max: 100 },
            { name: 'idNumber', kind: 'text', max: 40 },
            { name: 'contact', kind: 'phone' },
          ],
        },
      ],
    },
    {
      key: 'capital',
      blocks: [
        {
          type: 'fields',
          section: 'capital',
          fields: [
            { name: 'estimatedInvestmentMinor', kind: 'hkd' },
            { name: 'sourceOfFunds', kind: 'dictionary', dictionary: 'sourceOfFunds' },
          ],
        },
      ],
    },
    { key: 'documents', blocks: [{ type: 'documents', slots: ['PASSPORT_COPY', 'PROOF_OF_ADDRESS', 'OFFICER_CVS', 'BUSINESS_PLAN', 'OTHERS'] }] },
    {
      key: 'declaration',
      blocks: [
        {
          type: 'fields',
          section: 'declaration',
          fields: [
            { name: 'accepted', kind: 'tick', wide: true },
            { name: 'signatoryName', kind: 'text', max: 100 },
            { name: 'signedOn', kind: 'date' },
          ],
        },
        { type: 'signature', slot: 'SIGNATURE' },
      ],
    },
  ],
  // The numbers of shareholders and directors the spec asks for are those of the list, so they are counted, not typed.
  derive: (data) => {
    if (!Array.isArray(data.officers)) return data;
    const counted = countOfficers(data.officers as { positions?: OfficerPosition[] }[]);
    return { ...data, officerCounts: { shareholderCount: counted.shareholders, directorCount: counted.directors } };
  },
};
