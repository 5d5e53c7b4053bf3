import { APPLICATION_FORMS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import { Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabel, sectionLabel, useAnswerFormat } from './answer-format';
import styles from './ApplicationDetail.module.css';

type Answers = Record<string, unknown>;

/** Props of ApplicationAnswers. */
export interface ApplicationAnswersProps {
  kind: ApplicationKind;
  data: Answers;
  /** Paths a reviewer reopened (marked "to update"). */
  reopened?: readonly string[];
}

const asObject = (value: unknown): Answers => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {});
/** A list's entries, each keyed by its position (entries have no id of their own; the list is read-only here). */
const asList = (value: unknown): Array<Answers & { rowKey: number }> => (Array.isArray(value) ? value.map((v, i) => ({ ...asObject(v), rowKey: i })) : []);

/**
 * Every answer of an application, section by section in the order of its kind's layout (the same the form asks):
 * a section's fields as label and value, a list section (officers) as a table with one row per entry.
 */
export function ApplicationAnswers({ kind, data, reopened = [] }: ApplicationAnswersProps) {
  const { t } = useTranslation('myApplications');
  const format = useAnswerFormat(kind);
  const open = new Set(reopened);
  const toUpdate = <Tag color="orange">{t('detail.toUpdate')}</Tag>;

  return (
    <div className={styles.sections}>
      {Object.entries(APPLICATION_FORMS[kind].layout).map(([section, keys]) => {
        const heading = (
          <h3 id={`answers-${section}`} className={styles.sectionTitle}>
            {sectionLabel(t, section)} {open.has(section) && toUpdate}
          </h3>
        );
        if (keys === null) {
          const rows = asList(data[section]);
          const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key !== 'rowKey');
          return (
            <section key={section} aria-labelledby={`answers-${section}`} className={styles.answerSection}>
              {heading}
              {rows.length === 0 ? (
                <p className={styles.muted}>{t('detail.noItems')}</p>
              ) : (
                <Table
                  size="small"
                  bordered
                  pagination={false}
                  scroll={{ x: true }}
                  rowKey="rowKey"
                  dataSource={rows}
                  columns={columns.map((key) => ({
                    key,
                    title: fieldLabel(t, section, key),
                    render: (_: unknown, row: Answers) => format(`${section}.${key}`, row[key]),
                  }))}
                />
              )}
            </section>
          );
        }
        const answers = asObject(data[section]);
        return (
          <section key={section} aria-labelledby={`answers-${section}`} className={styles.answerSection}>
            {heading}
            <Descriptions
              size="small"
              bordered
              column={1}
              items={keys.map((key) => ({
                key,
                label: (
                  <>
                    {fieldLabel(t, section, key)} {open.has(`${section}.${key}`) && toUpdate}
                  </>
                ),
                children: <span className={styles.answer}>{format(`${section}.${key}`, answers[key])}</span>,
              }))}
            />
          </section>
        );
      })}
    </div>
  );
}
