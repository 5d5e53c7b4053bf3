// eslint-disable-next-line no-restricted-imports -- the one place antd's InputNumber is used: everything else uses this wrapper
import { InputNumber, type InputNumberProps } from 'antd';
import { type Ref, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type InputNumberRef = NonNullable<Parameters<typeof InputNumber>[0]['ref']> extends Ref<infer R> ? R : never;
type ValueType = string | number;

/**
 * antd's InputNumber with its step buttons named in the page's language. rc-input-number writes the English
 * aria-labels "Increase Value" and "Decrease Value" into them, and neither antd's locale nor a prop reaches them, so
 * the labels are set on the rendered buttons after each render (React leaves an unchanged prop's attribute alone).
 */
export function NumberInput<T extends ValueType = ValueType>({ ref, ...props }: InputNumberProps<T> & { ref?: Ref<InputNumberRef> }) {
  const { t } = useTranslation('common');
  const inner = useRef<InputNumberRef>(null);
  useImperativeHandle(ref, () => inner.current as InputNumberRef);
  const increase = t('numberInput.increase');
  const decrease = t('numberInput.decrease');
  useLayoutEffect(() => {
    const root = inner.current?.nativeElement;
    root?.querySelector('[class*="-action-up"]')?.setAttribute('aria-label', increase);
    root?.querySelector('[class*="-action-down"]')?.setAttribute('aria-label', decrease);
  });
  return <InputNumber<T> ref={inner} {...props} />;
}
