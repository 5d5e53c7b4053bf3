import { mobileExistsSchema } from '@sme/shared/schemas/members';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { zodMessage } from '@/lib/forms/zod-rule';

/** The mobile number checked against the region chosen beside it, with the shared rule (spec section 5). */
export function mobileRule(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const message = zodMessage(mobileExistsSchema, { region: getFieldValue('region') as unknown, mobile: value ?? '' }, t);
      if (message) throw new Error(message);
    },
  });
}

/** The password typed again must equal the password (spec section 5, "the two passwords do not match"). */
export function confirmPasswordRule(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') throw new Error(t('server:validation.confirmEmpty'));
      if (value !== getFieldValue('password')) throw new Error(t('server:validation.passwordMismatch'));
    },
  });
}
