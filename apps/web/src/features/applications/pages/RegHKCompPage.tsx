import { ApplicationFormPage } from '../components/form/ApplicationFormPage';
import { HK_COMPANY_HK_FORM } from '../forms/hk-company-hk-form';

/** /regHKComp: Hong Kong company registration for Hong Kong applicants, step 1 then step 2 (public; signing in starts it). */
export default function RegHKCompPage() {
  return <ApplicationFormPage spec={HK_COMPANY_HK_FORM} />;
}
