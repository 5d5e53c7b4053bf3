import { ApplicationFormPage } from '../components/form/ApplicationFormPage';
import { HK_COMPANY_CN_FORM } from '../forms/hk-company-cn-form';

/** /regChinaComp: Hong Kong company registration for applicants resident in Mainland China (public; signing in starts it). */
export default function RegChinaCompPage() {
  return <ApplicationFormPage spec={HK_COMPANY_CN_FORM} />;
}
