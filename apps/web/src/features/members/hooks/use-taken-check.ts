import { normaliseMobile } from '@sme/shared/schemas/phone';
import { emailField } from '@sme/shared/schemas/fields';
import { Form, type FormInstance } from 'antd';
import { useEmailExists } from '../api/check-email-exists';
import { useMobileExists } from '../api/check-mobile-exists';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/** How long typing must pause before the server is asked whether an address or number is taken. */
const PAUSE_MS = 400;

/** Whether the form's `email` is already registered, asked only for a valid address once typing pauses. */
export function useEmailTaken(form: FormInstance): boolean {
  const typed = String(Form.useWatch('email', form) ?? '').trim();
  const settled = useDebouncedValue(typed, PAUSE_MS);
  const askable = settled === typed && emailField.safeParse(settled).success;
  const answer = useEmailExists(askable ? settled : null);
  return askable && answer.data?.exists === true;
}

/** Whether the form's `region` + `mobile` number is already registered, asked only for a valid number once typing pauses. */
export function useMobileTaken(form: FormInstance): boolean {
  const region = String(Form.useWatch('region', form) ?? '');
  const typed = String(Form.useWatch('mobile', form) ?? '').trim();
  const settled = useDebouncedValue(`${region} ${typed}`, PAUSE_MS);
  const e164 = settled === `${region} ${typed}` ? normaliseMobile(region, typed) : null;
  const answer = useMobileExists(e164 ? { region, mobile: e164 } : null);
  return e164 !== null && answer.data?.exists === true;
}
