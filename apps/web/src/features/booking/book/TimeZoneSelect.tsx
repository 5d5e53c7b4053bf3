import { Select } from 'antd';
import { useMemo, useState } from 'react';
import styles from './BookCall.module.css';
import { utcOffsetLabel } from './zone-time';

/** Props of TimeZoneSelect. */
export interface TimeZoneSelectProps {
  id?: string;
  value: string;
  onChange: (zone: string) => void;
}

/** Every zone this runtime knows; UTC is not among Intl's canonical list, but members ask for it. */
function allZones(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])];
}

/** Labels read "America/New York (GMT-4)": searching "new york" finds it, and the offset is today's (daylight saving). */
function optionOf(zone: string, now: Date) {
  return { value: zone, label: `${zone.replace(/_/g, ' ')} (${utcOffsetLabel(zone, now)})` };
}

/** A searchable picker of every IANA timezone, each labelled with its current UTC offset. */
export function TimeZoneSelect({ id, value, onChange }: TimeZoneSelectProps) {
  // Labelling ~420 zones costs a formatter each: done when the list is first opened, not on every page visit.
  const [opened, setOpened] = useState(false);
  const options = useMemo(() => {
    const now = new Date();
    const zones = opened ? allZones() : [];
    // A zone the list lacks (an alias such as Asia/Calcutta from an older browser) still shows as chosen.
    return (zones.includes(value) ? zones : [value, ...zones]).map((zone) => optionOf(zone, now));
  }, [opened, value]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      className={styles.fill}
    />
  );
}
