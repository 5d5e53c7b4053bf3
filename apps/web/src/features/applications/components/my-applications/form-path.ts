import type { ApplicationKind } from '@sme/shared/application-forms/kinds';

/** The form page of each kind (spec section 2): where a draft is continued and reopened answers are given. */
const FORM_ROUTES: Readonly<Record<ApplicationKind, string>> = {
  HK_COMPANY_CN_APPLICANT: '/regChinaComp',
  HK_COMPANY_HK_APPLICANT: '/regHKComp',
};

/** The form page of an application, opened on it (`?id=`). */
export const formPath = (kind: ApplicationKind, id: string): string => `${FORM_ROUTES[kind]}?id=${encodeURIComponent(id)}`;

/** The read-only page of an application. */
export const detailPath = (id: string): string => `/applicationDetail?id=${encodeURIComponent(id)}`;
