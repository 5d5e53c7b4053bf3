import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import type { FormSpec } from '../form-model/form-spec';
import { HK_COMPANY_CN_FORM } from './hk-company-cn-form';
import { HK_COMPANY_HK_FORM } from './hk-company-hk-form';

/** The web form of every kind (bank account and loan join here). */
export const FORM_SPECS: Readonly<Record<ApplicationKind, FormSpec>> = {
  HK_COMPANY_CN_APPLICANT: HK_COMPANY_CN_FORM,
  HK_COMPANY_HK_APPLICANT: HK_COMPANY_HK_FORM,
};
