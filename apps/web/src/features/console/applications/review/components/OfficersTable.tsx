import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Answer } from './Answer';
import { type AnswerContext, formatAnswer, isUnanswered } from './format-answer';

/** The officer fields, in the order of the form's officer section. */
const COLUMNS = ['type', 'name', 'positions', 'nationality', 'idNumber', 'shareholdingBp'] as const;

interface OfficersTableProps {
  officers: Record<string, unknown>[];
  /** Identity numbers arrive masked (the viewer is not a reviewer): say so beside each. */
  idMasked: boolean;
  context: AnswerContext;
  nationalityDictionary: string;
}

/** The officers of an application (shareholders and directors) as a table, one row a holder. */
export function OfficersTable({ officers, idMasked, context, nationalityDictionary }: OfficersTableProps) {
  const { t } = useTranslation('consoleReview');
  const text = (field: string, value: unknown): string | null => {
    if (isUnanswered(value)) return null;
    if (field === 'type') return t(`officerType.${String(value)}`, { defaultValue: String(value) });
    if (field === 'positions' && Array.isArray(value)) return value.map((p) => t(`position.${String(p)}`, { defaultValue: String(p) })).join(', ');
    return formatAnswer(field, value, { ...context, dictionary: field === 'nationality' ? nationalityDictionary : undefined });
  };
  return (
    <Table<Record<string, unknown> & { index: number }>
      rowKey="index"
      size="small"
      pagination={false}
      scroll={{ x: 720 }}
      dataSource={officers.map((o, index) => ({ ...o, index }))}
      locale={{ emptyText: t('detail.officersEmpty') }}
      columns={COLUMNS.map((field) => ({
        key: field,
        title: t(`officer.${field}`),
        align: field === 'shareholdingBp' ? 'right' : undefined,
        render: (_, officer) => <Answer text={text(field, officer[field])} masked={field === 'idNumber' && idMasked} />,
      }))}
    />
  );
}
