import { DeleteOutlined } from '@ant-design/icons';
import { hkToday } from '@sme/shared/hk-day';
import { type DayOff, dayOffInput } from '@sme/shared/schemas/booking';
import { Button, DatePicker, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatHkDay } from '@/lib/format/format-hk-day';
import { zodRule } from '@/lib/forms/zod-rule';
import { useLocale } from '@/lib/i18n';
import styles from './AdviserForm.module.css';

const DAY = 'YYYY-MM-DD';

/** The adviser's days off: each a Hong Kong date with an optional reason, added with a date picker and kept in date order. */
export function DaysOffField() {
  const { t } = useTranslation('consoleBooking');
  const locale = useLocale();
  // Watched rather than re-read on every change of the form: typing elsewhere does not redraw the list.
  const daysOff = (Form.useWatch('daysOff') as DayOff[] | undefined) ?? [];
  const taken = new Set(daysOff.map((d) => d.date));
  return (
    <Form.List name="daysOff">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && <Typography.Paragraph type="secondary">{t('form.noDaysOff')}</Typography.Paragraph>}
          {fields.map((field) => {
            const day = formatHkDay(daysOff[field.name]?.date, locale);
            return (
              <div key={field.key} className={styles.dayOff}>
                <span className={styles.day}>{day}</span>
                <Form.Item name={[field.name, 'reason']} rules={[zodRule(dayOffInput.shape.reason, t, t('form.reason'))]}>
                  <Input aria-label={t('form.reasonFor', { day })} placeholder={t('form.reasonPlaceholder')} maxLength={200} />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} aria-label={t('form.removeDayOff', { day })} onClick={() => remove(field.name)} />
              </div>
            );
          })}
          <DatePicker
            value={null}
            placeholder={t('form.addDayOff')}
            aria-label={t('form.addDayOff')}
            disabledDate={(d) => d.format(DAY) < hkToday() || taken.has(d.format(DAY))}
            onChange={(d: Dayjs | null) => {
              if (!d) return;
              const date = d.format(DAY);
              const at = daysOff.findIndex((x) => x.date > date);
              add({ date }, at < 0 ? daysOff.length : at);
            }}
          />
        </>
      )}
    </Form.List>
  );
}
