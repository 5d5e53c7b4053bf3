import type { FormSpec } from '../form-model/form-spec';

/**
 * /regHKComp: Hong Kong company registration for a Hong Kong applicant, "step 1 then step 2" as the spec says: step 1
 * the applicant with the address proof and HK ID copy, step 2 the new company, its officers and papers; then the
 * declaration with the signature, and the review.
 */
export const HK_COMPANY_HK_FORM: FormSpec = {
  kind: 'HK_COMPANY_HK_APPLICANT',
  route: '/regHKComp',
  steps: [
    {
      key: 'hkApplicant',
      blocks: [
        {
          type: 'fields',
          section: 'applicant',
          fields: [
            { name: 'homePhone', kind: 'phone', max: 32, optional: true },
            { name: 'mobile', kind: 'phone' },
            { name: 'email', kind: 'email' },
            { name: 'address', kind: 'textarea', max: 300, wide: true },
          ],
        },
        { type: 'documents', slots: ['ADDRESS_PROOF', 'HKID_COPY'] },
      ],
    },
    {
      key: 'hkCompany',
      blocks: [
        {
          type: 'fields',
          section: 'company',
          fields: [
            { name: 'newCompanyName', kind: 'text', max: 200, hint: 'companySuffix', wide: true },
            { name: 'shareCapitalMinor', kind: 'hkd' },
            { name: 'natureOfBusiness', kind: 'dictionary', dictionary: 'natureOfBusiness' },
          ],
        },
        { type: 'officers', section: 'officers', corporateAllowed: true },
        {
          type: 'documents',
          slots: [
            'ORGANISATION_CHART',
            'OFFICER_ID_PROOFS',
            'OFFICER_ADDRESS_PROOFS',
            'CERTIFICATE_OF_INCORPORATION',
            'ARTICLES',
            'REGISTER_OF_DIRECTORS',
            'REGISTER_OF_SHAREHOLDERS',
          ],
        },
      ],
    },
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
};
