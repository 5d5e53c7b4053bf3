import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import { Alert, Button, Card, Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Answers, Block, FormSpec } from '../../form-model/form-spec';
import { problemText } from '../../form-model/problem-text';
import type { FormProblem } from '../../form-model/validate-step';
import { useAnswerFormat } from '../my-applications/answer-format';
import styles from './ApplicationForm.module.css';

/** Props of ReviewStep. */
export interface ReviewStepProps {
  spec: FormSpec;
  data: Answers;
  documents: readonly ApplicationDocumentView[];
  /** What still keeps the form from being submitted (null until the member tries). */
  problems: readonly FormProblem[] | null;
  /** The server's refusals of the last submission, in the member's language. */
  serverProblems: readonly string[];
  onEdit: (step: number) => void;
}

const OFFICER_FIELDS = ['type', 'name', 'positions', 'nationality', 'idNumber', 'shareholdingBp'] as const;

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** Every answer and document, step by step, with a way back to each step, then the problems left before submission. */
export function ReviewStep({ spec, data, documents, problems, serverProblems, onEdit }: ReviewStepProps) {
  const { t } = useTranslation('applicationForms');
  const format = useAnswerFormat(spec.kind);

  const filesText = (slot: string) => {
    const files = documents.filter((d) => d.slot === slot);
    if (files.length === 0) return t('review.noFile');
    return files.map((f) => (f.issueDate ? t('review.fileIssued', { name: f.name, date: f.issueDate }) : f.name)).join(', ');
  };

  const blockItems = (block: Block) => {
    if (block.type === 'fields') {
      const section = objectOf(data[block.section]);
      return block.fields.map((f) => {
        const notApplicable = f.notApplicableWhen ? section[f.notApplicableWhen] === true : false;
        return {
          key: `${block.section}.${f.name}`,
          label: t(`fields.${block.section}.${f.name}`),
          children: notApplicable
            ? t('review.notApplicable')
            : format(`${block.section}.${f.name}`, section[f.name] ?? (f.kind === 'tick' ? false : undefined)),
        };
      });
    }
    if (block.type === 'documents') return block.slots.map((slot) => ({ key: slot, label: t(`slots.${slot}`), children: filesText(slot) }));
    if (block.type === 'signature') return [{ key: block.slot, label: t(`slots.${block.slot}`), children: filesText(block.slot) }];
    return [];
  };

  return (
    <div className={styles.review}>
      {serverProblems.length > 0 && <Alert type="error" showIcon role="alert" title={t('review.refused')} description={serverProblems.join(' ')} />}
      {problems && problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('review.problems')}
          description={
            <ul className={styles.problemList}>
              {problems.map((p, i) => (
                <li key={i}>
                  <Button type="link" size="small" onClick={() => onEdit(p.step)}>
                    {t(`steps.${spec.steps[p.step]?.key ?? ''}`)}
                  </Button>
                  {problemText(t as TFunction, p)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {spec.steps.map((step, index) => (
        <Card
          key={step.key}
          size="small"
          title={`${index + 1}. ${t(`steps.${step.key}`)}`}
          extra={
            <Button type="link" onClick={() => onEdit(index)} aria-label={t('review.editStep', { step: t(`steps.${step.key}`) })}>
              {t('review.edit')}
            </Button>
          }
        >
          {step.blocks.map((block, b) =>
            block.type === 'officers' ? (
              <OfficersReview
                key={b}
                officers={Array.isArray(data[block.section]) ? (data[block.section] as unknown[]) : []}
                corporateAllowed={block.corporateAllowed}
                format={format}
              />
            ) : (
              <Descriptions key={b} size="small" column={1} bordered className={styles.reviewBlock} items={blockItems(block)} />
            ),
          )}
        </Card>
      ))}
    </div>
  );
}

/** The officers, one table each. */
function OfficersReview({
  officers,
  corporateAllowed,
  format,
}: {
  officers: readonly unknown[];
  corporateAllowed: boolean;
  format: (path: string, value: unknown) => string;
}) {
  const { t } = useTranslation('applicationForms');
  if (officers.length === 0) return <p className={styles.muted}>{t('review.noOfficers')}</p>;
  return (
    <>
      {officers.map((raw, i) => {
        const officer = objectOf(raw);
        return (
          <Descriptions
            key={i}
            size="small"
            column={1}
            bordered
            className={styles.reviewBlock}
            title={t('officers.item', { n: i + 1 })}
            items={OFFICER_FIELDS.filter((f) => corporateAllowed || f !== 'type').map((f) => ({
              key: f,
              label: t(`fields.officers.${f === 'shareholdingBp' ? 'shareholding' : f}`),
              children: format(`officers.${f}`, officer[f]),
            }))}
          />
        );
      })}
    </>
  );
}
