import { isSlotRequired } from '@sme/shared/application-forms/documents';
import { slotOf } from '@sme/shared/application-forms/kinds';
import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import { Alert, Form, type FormInstance, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import type { Answers, Block, FormSpec, StepSpec } from '../../form-model/form-spec';
import { type FormValues, type OfficerFormValue, toFormValues } from '../../form-model/form-values';
import { canEdit, documentPath, type Editability, fieldPath } from '../../form-model/reopen';
import { DocumentSlotCard } from './DocumentSlotCard';
import { FieldInput } from './FieldInput';
import { OfficersList } from './OfficersList';
import { SignaturePadField } from './SignaturePadField';
import styles from './ApplicationForm.module.css';

/** What a step's blocks need from the shell to upload and show documents. */
export interface DocumentsBinding {
  documents: readonly ApplicationDocumentView[];
  applicationId: string | null;
  /** The draft's id, creating it first when the form was never saved. */
  ensureId: () => Promise<string | null>;
  onDocuments: (documents: ApplicationDocumentView[]) => void;
}

/** Props of StepForm. */
export interface StepFormProps {
  spec: FormSpec;
  step: StepSpec;
  form: FormInstance<FormValues>;
  data: Answers;
  editability: Editability;
  dictionaries: DictionaryLabels;
  /** Messages that belong to no single field, by section or `document:<SLOT>`. */
  blockProblems: Readonly<Record<string, string[]>>;
  onValues: (values: FormValues) => void;
  files: DocumentsBinding;
}

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** One step of an application form: one antd Form over the step's blocks, its values sent to the shell on every change. */
export function StepForm({ spec, step, form, data, editability, dictionaries, blockProblems, onValues, files }: StepFormProps) {
  const { t } = useTranslation('applicationForms');
  // The form takes its values once; the shell keeps the answers and remounts the step when they are reloaded.
  const [initialValues] = useState(() => toFormValues(step, data));
  const titled = step.blocks.length > 1;

  const onValuesChange = (changed: FormValues, all: FormValues) => {
    for (const block of step.blocks) {
      if (block.type === 'fields') {
        // Ticking N/A empties the answer it stands for.
        const ticked = objectOf(changed[block.section]);
        for (const field of block.fields)
          if (field.notApplicableWhen && ticked[field.notApplicableWhen] === true) form.setFieldValue([block.section, field.name], '');
      } else if (block.type === 'officers') {
        // Someone who is not a shareholder holds no shares.
        const list = (all[block.section] ?? []) as (OfficerFormValue | undefined)[];
        list.forEach((o, i) => {
          if (o && !o.positions?.includes('SHAREHOLDER') && o.shareholding) form.setFieldValue([block.section, i, 'shareholding'], null);
        });
      }
    }
    onValues(form.getFieldsValue(true) as FormValues);
  };

  const renderBlock = (block: Block, index: number) => {
    if (block.type === 'fields') {
      const problems = blockProblems[block.section] ?? [];
      return (
        <section key={index} className={styles.block} aria-label={t(`sections.${block.section}`)}>
          {titled && <h3 className={styles.blockTitle}>{t(`sections.${block.section}`)}</h3>}
          <Row gutter={16}>
            {block.fields.map((field) => (
              <FieldInput
                key={field.name}
                section={block.section}
                field={field}
                answers={objectOf(data[block.section])}
                editable={canEdit(editability, fieldPath(block.section, field.name))}
                dictionaries={dictionaries}
              />
            ))}
          </Row>
          {problems.length > 0 && <Alert className={styles.blockAlert} type="error" showIcon title={problems.join(' ')} />}
        </section>
      );
    }
    if (block.type === 'officers') {
      return (
        <OfficersList
          key={index}
          section={block.section}
          corporateAllowed={block.corporateAllowed}
          officers={Array.isArray(data[block.section]) ? (data[block.section] as Record<string, unknown>[]) : []}
          editable={canEdit(editability, block.section)}
          dictionaries={dictionaries}
          problems={blockProblems[block.section] ?? []}
        />
      );
    }
    if (block.type === 'signature') {
      const slot = slotOf(spec.kind, block.slot);
      if (!slot) return null;
      return (
        <SignaturePadField
          key={index}
          slot={slot}
          files={files.documents.filter((d) => d.slot === block.slot)}
          editable={canEdit(editability, documentPath(block.slot))}
          problems={blockProblems[documentPath(block.slot)] ?? []}
          binding={files}
        />
      );
    }
    return (
      <section key={index} className={styles.block} aria-label={t('sections.documents')}>
        {titled && <h3 className={styles.blockTitle}>{t('sections.documents')}</h3>}
        <p className={styles.blockIntro}>{t('documents.intro')}</p>
        {block.slots.map((code) => {
          const slot = slotOf(spec.kind, code);
          if (!slot) return null;
          return (
            <DocumentSlotCard
              key={code}
              slot={slot}
              required={isSlotRequired(slot, data)}
              files={files.documents.filter((d) => d.slot === code)}
              editable={canEdit(editability, documentPath(code))}
              problems={blockProblems[documentPath(code)] ?? []}
              binding={files}
            />
          );
        })}
      </section>
    );
  };

  return (
    <Form<FormValues> form={form} name={`application-${step.key}`} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange} noValidate>
      {step.blocks.map(renderBlock)}
    </Form>
  );
}
