import { type AdviserLanguage, WEEKDAYS } from '@sme/shared/booking-rules';
import type { AdviserSaveInput, ConsoleAdviserView, DayOff, LocalizedText } from '@sme/shared/schemas/booking';

/**
 * The adviser form's values and the body they make. Weekly hours are edited per weekday (index 0 Monday … 6 Sunday,
 * each a list of spans) and sent as the flat list console.adviser.save takes.
 */

/** A from–to span of one weekday, Hong Kong time ("09:00"). */
export interface Span {
  from: string;
  to: string;
}

export interface AdviserFormValues {
  name: string;
  headline: LocalizedText;
  email: string;
  memberId?: string;
  languages: AdviserLanguage[];
  callMinutes: AdviserSaveInput['callMinutes'];
  bufferMinutes: number;
  hours: Span[][];
  daysOff: DayOff[];
  active: boolean;
}

/** Names of the form's fields, for placing the server's field errors. */
export const ADVISER_FORM_FIELDS = ['name', 'email', 'memberId', 'languages', 'callMinutes', 'bufferMinutes', 'active'] as const;

/** The form's start: an adviser's saved values, or a new adviser's defaults (no hours yet, active). */
export function adviserFormValues(adviser?: ConsoleAdviserView): AdviserFormValues {
  if (!adviser) {
    return {
      name: '',
      headline: { en_US: '', zh_CN: '', zh_TW: '' },
      email: '',
      languages: ['en'],
      callMinutes: 30,
      bufferMinutes: 15,
      hours: WEEKDAYS.map(() => []),
      daysOff: [],
      active: true,
    };
  }
  return {
    name: adviser.name,
    headline: adviser.headline,
    email: adviser.email,
    ...(adviser.memberId ? { memberId: adviser.memberId } : {}),
    languages: adviser.languages,
    callMinutes: adviser.callMinutes as AdviserSaveInput['callMinutes'],
    bufferMinutes: adviser.bufferMinutes,
    hours: WEEKDAYS.map((d) => adviser.weeklyHours.filter((h) => h.weekday === d).map(({ from, to }) => ({ from, to }))),
    daysOff: adviser.daysOff,
    active: adviser.active,
  };
}

/** console.adviser.save's body from the form's values (an empty staff member id unlinks). */
export function adviserBody(values: AdviserFormValues, id: string | undefined): AdviserSaveInput {
  const memberId = values.memberId?.trim();
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    headline: { en_US: values.headline.en_US.trim(), zh_CN: values.headline.zh_CN.trim(), zh_TW: values.headline.zh_TW.trim() },
    email: values.email.trim(),
    memberId: memberId || null,
    languages: values.languages,
    callMinutes: values.callMinutes,
    bufferMinutes: values.bufferMinutes,
    weeklyHours: WEEKDAYS.flatMap((weekday, i) => (values.hours[i] ?? []).map(({ from, to }) => ({ weekday, from, to }))),
    daysOff: values.daysOff.map(({ date, reason }) => ({ date, reason: reason?.trim() || undefined })),
    active: values.active,
  };
}

/** Every quarter hour of a day, as the weekly-hours pickers offer them. */
export const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);

/** A span added to a weekday: office hours on an empty day, else the hour after its last span. */
export function nextSpan(spans: readonly Span[]): Span {
  const last = spans[spans.length - 1];
  const start = last ? QUARTER_HOURS.indexOf(last.to) : -1;
  if (!last || start < 0) return { from: '09:00', to: '17:00' };
  return { from: last.to, to: QUARTER_HOURS[Math.min(start + 4, QUARTER_HOURS.length - 1)] ?? last.to };
}
