import { APPLICATION_FORMS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { documentPath, pathLabel, slotLabel } from '../review-labels';
import styles from './ReopenPicker.module.css';

interface ReopenPickerProps {
  kind: ApplicationKind;
  /** The chosen reopenable paths (set by the antd Form.Item around it). */
  value?: string[];
  onChange?: (value: string[]) => void;
}

interface Group {
  key: string;
  title: string;
  /** Path and label of each choice. */
  options: { path: string; label: string }[];
}

/**
 * What a request for more information reopens, as a checkbox list grouped like the form: each section's fields (a
 * list such as the officers is reopened whole), then the documents by slot. Every path is one of reopenablePaths(kind).
 */
export function ReopenPicker({ kind, value = [], onChange }: ReopenPickerProps) {
  const { t } = useTranslation('consoleReview');
  const form = APPLICATION_FORMS[kind];
  const groups: Group[] = [
    ...Object.entries(form.layout).map(([section, keys]) => {
      const title = t(`section.${section}`);
      return {
        key: section,
        title,
        options: keys
          ? keys.map((k) => ({ path: `${section}.${k}`, label: pathLabel(t, `${section}.${k}`) }))
          : [{ path: section, label: t('actions.wholeList', { section: title }) }],
      };
    }),
    { key: 'documents', title: t('actions.documents'), options: form.slots.map((s) => ({ path: documentPath(s.slot), label: slotLabel(t, s.slot) })) },
  ];
  const chosen = new Set(value);
  const set = (paths: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const p of paths) {
      if (on) next.add(p);
      else next.delete(p);
    }
    // Kept in the form's order, so the request lists them as the reviewer saw them.
    onChange?.(groups.flatMap((g) => g.options.map((o) => o.path)).filter((p) => next.has(p)));
  };

  return (
    <div className={styles.picker}>
      {groups.map((group) => {
        const paths = group.options.map((o) => o.path);
        const count = paths.filter((p) => chosen.has(p)).length;
        return (
          <fieldset key={group.key} className={styles.group} aria-label={group.title}>
            <legend className={styles.legend}>
              {paths.length > 1 ? (
                <Checkbox
                  aria-label={t('actions.allOf', { section: group.title })}
                  checked={count === paths.length}
                  indeterminate={count > 0 && count < paths.length}
                  onChange={(e) => set(paths, e.target.checked)}
                >
                  <strong>{group.title}</strong>
                </Checkbox>
              ) : (
                <strong>{group.title}</strong>
              )}
            </legend>
            <div className={styles.options}>
              {group.options.map((o) => (
                <Checkbox key={o.path} checked={chosen.has(o.path)} onChange={(e) => set([o.path], e.target.checked)}>
                  {o.label}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
