import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Answer } from './Answer';
import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import { type AnswerFormatContext, formatAnswer } from '@/lib/applications/format-answer';

/** The officer fields, in the order of the form's officer section. */
const COLUMNS = ['type', 'name', 'positions', 'nationality', 'idNumber', 'shareholdingBp'] as const;

interface OfficersTableProps {
  officers: Record<string, unknown>[];
  /** Identity numbers arrive masked (the viewer is not a reviewer): say so beside each. */
  idMasked: boolean;
  kind: ApplicationKind;
  /** The list's section (officers): answers are formatted at `<section>.<field>`. */
  section: string;
  context: AnswerFormatContext;
}

/** The officers of an application (shareholders and directors) as a table, one row a holder. */
export function OfficersTable({ officers, idMasked, kind, section, context }: OfficersTableProps) {
  const { t } = useTranslation('consoleReview');
  const text = (field: string, value: unknown): string | null => formatAnswer(kind, `${section}.${field}`, value, context);
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
