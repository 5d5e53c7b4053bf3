import { toMinor } from '@sme/shared/money';
import { isWindowOrdered } from '@sme/shared/schemas/console-promotions';
import type { FormInstance, FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ZodType } from 'zod';
import { zodMessage } from '@/lib/forms/zod-rule';

/**
 * antd rules of the promotion forms built on the shared rules (packages/shared/src/schemas/console-promotions.ts),
 * for fields the form types differently from the server: amounts in major units, instants as dayjs values.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An amount typed in major units, checked in minor units of the form's currency by the server's own schema. */
export function amountRule(schema: ZodType, t: Translate, label: string, form: FormInstance, optional = false): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (optional && (!value || value.trim() === '')) return;
      let minor: number | undefined;
      try {
        minor = value && value.trim() !== '' ? toMinor(value, String(form.getFieldValue('currency') ?? 'HKD').toUpperCase()) : undefined;
      } catch {
        throw new Error(t('server:validation.invalid', { field: label }));
      }
      const message = zodMessage(schema, minor, t, label);
      if (message) throw new Error(message);
    },
  };
}

/** The end of a validity window after its start (validFrom is read from the form). */
export function windowRule(t: Translate, form: FormInstance): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const from = form.getFieldValue('validFrom') as Dayjs | null | undefined;
      if (!isWindowOrdered(from?.toISOString() ?? null, value?.toISOString() ?? null)) throw new Error(t('server:validation.endAfterStart'));
    },
  };
}

/** Products are needed when the promotion is not for all products. */
export function productsRule(t: Translate, form: FormInstance): FormRule {
  return {
    validator: async (_rule, value: string[] | undefined) => {
      if (form.getFieldValue('isForAll') === false && (value ?? []).length === 0) throw new Error(t('server:validation.productsRequired'));
    },
  };
}

/** A rule of an optional text field: empty passes, anything else must pass the shared schema. */
export function optionalTextRule(schema: ZodType, t: Translate, label: string): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!value || value.trim() === '') return;
      const message = zodMessage(schema, value, t, label);
      if (message) throw new Error(message);
    },
  };
}
