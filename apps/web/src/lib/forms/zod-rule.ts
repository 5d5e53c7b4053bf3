import type { FormRule } from 'antd';
import { issueMessage } from '@sme/shared/validation';
import type { ZodType } from 'zod';

/** The translate function of react-i18next's useTranslation(). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The translated message of the first problem a shared zod schema finds in `value`, or null when it passes.
 * `server:validation.*` with `{{field}}` = label (or "This field").
 */
export function zodMessage(schema: ZodType, value: unknown, t: Translate, label?: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const { key, vars } = issueMessage(issue);
  return t(`server:${key}`, { field: label ?? t('common:forms.thisField'), ...vars });
}

/**
 * An antd Form rule that checks a field with its shared zod schema (packages/shared/src/schemas), so the page shows
 * the same rule and message the server would answer with: `rules={[zodRule(connectSubmitSchema.shape.email, t, label)]}`.
 * Add `required` on the Form.Item yourself if you want antd's asterisk; the rule already rejects empty values the
 * schema refuses.
 */
export function zodRule(schema: ZodType, t: Translate, label?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      // antd reports cleared inputs as null or ''; zod's optional fields expect undefined.
      const message = zodMessage(schema, value === null ? undefined : value, t, label);
      if (message) throw new Error(message);
    },
  };
}
