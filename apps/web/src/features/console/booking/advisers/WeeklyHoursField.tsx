import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { WEEKDAYS } from '@sme/shared/booking-rules';
import { weeklyHoursInput } from '@sme/shared/schemas/booking';
import { Button, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodMessage } from '@/lib/forms/zod-rule';
import { QUARTER_HOURS, type Span, nextSpan } from './adviser-form-values';
import styles from './AdviserForm.module.css';

const TIME_OPTIONS = QUARTER_HOURS.map((time) => ({ value: time, label: time }));
const spanSchema = weeklyHoursInput.element;

/** The weekly hours editor: per weekday (Monday to Sunday), zero or more from–to spans in Hong Kong time. */
export function WeeklyHoursField() {
  const { t } = useTranslation('consoleBooking');
  const form = Form.useFormInstance();
  return (
    <div role="group" aria-label={t('form.weeklyHours')}>
      {WEEKDAYS.map((weekday, index) => {
        const day = t(`weekday.${weekday}`);
        return (
          <div key={weekday} className={styles.weekday}>
            <span className={styles.weekdayName}>{day}</span>
            <Form.List name={['hours', index]}>
              {(fields, { add, remove }) => (
                <div className={styles.spans}>
                  {fields.length === 0 && <Typography.Text type="secondary">{t('form.closed')}</Typography.Text>}
                  {fields.map((field) => (
                    <div key={field.key} className={styles.span}>
                      <Form.Item name={[field.name, 'from']}>
                        <Select aria-label={t('form.spanFrom', { day })} options={TIME_OPTIONS} className={styles.time} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'to']}
                        dependencies={[['hours', index, field.name, 'from']]}
                        rules={[
                          ({ getFieldValue }) => ({
                            validator: async (_, to: string | undefined) => {
                              const from = getFieldValue(['hours', index, field.name, 'from']) as string | undefined;
                              const message = zodMessage(spanSchema, { weekday, from, to }, t, day);
                              if (message) throw new Error(message);
                            },
                          }),
                        ]}
                      >
                        <Select aria-label={t('form.spanTo', { day })} options={TIME_OPTIONS} className={styles.time} />
                      </Form.Item>
                      <Button type="text" icon={<DeleteOutlined />} aria-label={t('form.removeSpan', { day })} onClick={() => remove(field.name)} />
                    </div>
                  ))}
                  <Button
                    size="small"
                    type="dashed"
                    icon={<PlusOutlined />}
                    aria-label={t('form.addSpanOn', { day })}
                    onClick={() => add(nextSpan((form.getFieldValue(['hours', index]) as Span[] | undefined) ?? []))}
                  >
                    {t('form.addSpan')}
                  </Button>
                </div>
              )}
            </Form.List>
          </div>
        );
      })}
    </div>
  );
}
