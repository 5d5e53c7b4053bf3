import type { ApplicationDocumentView, ApplicationSummaryView, ApplicationView } from '@sme/shared/schemas/applications';
import { Codes } from '@sme/shared/codes';
import { Alert, Button, Form, Steps } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useDictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import { useSubmitApplication } from '../../api/submit-application';
import type { Answers, FormSpec, StepSpec } from '../../form-model/form-spec';
import { type FormValues, fromFormValues } from '../../form-model/form-values';
import { formFieldOf, problemText } from '../../form-model/problem-text';
import { type Editability, keepToReopened, stepIsEditable } from '../../form-model/reopen';
import { type FormProblem, formProblems, type Problem, stepProblems } from '../../form-model/validate-step';
import { useApplicationDraft } from '../../hooks/use-application-draft';
import { ReviewStep } from './ReviewStep';
import { SaveStatus } from './SaveStatus';
import { StepForm } from './StepForm';
import styles from './ApplicationForm.module.css';

/** Props of ApplicationFormShell. */
export interface ApplicationFormShellProps {
  spec: FormSpec;
  /** The application resumed (a draft, or one waiting for more information), or null for a fresh form. */
  initial: ApplicationView | null;
  /** Load the newer version after a conflict (the shell is remounted with it). */
  onReload: () => void;
  onSubmitted: (application: ApplicationSummaryView) => void;
}

const OFFICER_FORM_FIELDS = ['type', 'name', 'positions', 'nationality', 'idNumber', 'shareholding'];

/** The antd field names of a step, as JSON (field errors go there; every other problem is shown by its block). */
function stepFieldNames(step: StepSpec, data: Answers): Set<string> {
  const names = new Set<string>();
  for (const block of step.blocks) {
    if (block.type === 'fields') for (const f of block.fields) if (!f.derived) names.add(JSON.stringify([block.section, f.name]));
    if (block.type === 'officers') {
      const count = Array.isArray(data[block.section]) ? (data[block.section] as unknown[]).length : 0;
      for (let i = 0; i < count; i += 1) for (const f of OFFICER_FORM_FIELDS) names.add(JSON.stringify([block.section, i, f]));
    }
  }
  return names;
}

/** The messages of a refused submission: the fields the server named, else its message. */
function refusalTexts(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.data as { fields?: { message?: unknown }[] } | null)?.fields;
  const texts = Array.isArray(fields) ? fields.map((f) => f.message).filter((m): m is string => typeof m === 'string') : [];
  return texts.length > 0 ? texts : [error.message];
}

/**
 * The stepped form of the applications engine: a progress indicator, one antd Form per step, Next checking the step
 * with the kind's shared schema and saving the draft, autosave as the member types, a review of every answer, and
 * submission. When a reviewer asked for more information, only the reopened answers and slots can change.
 */
export function ApplicationFormShell({ spec, initial, onReload, onSubmitted }: ApplicationFormShellProps) {
  const { t } = useTranslation('applicationForms');
  const draft = useApplicationDraft(spec.kind, initial);
  const submit = useSubmitApplication();
  const [form] = Form.useForm<FormValues>();
  const editability: Editability = useMemo(
    () => (initial?.status === 'MORE_INFO_REQUIRED' ? { all: false, reopened: initial.reopened } : { all: true, reopened: [] }),
    [initial],
  );
  const steps = spec.steps;
  const reviewIndex = steps.length;
  const [current, setCurrent] = useState(() =>
    editability.all
      ? 0
      : Math.max(
          0,
          steps.findIndex((s) => stepIsEditable(s, editability)),
        ),
  );
  // The current step's problems once the member pressed Next (then kept up to date as they answer), else null.
  const [shown, setShown] = useState<Problem[] | null>(null);
  const [reviewProblems, setReviewProblems] = useState<FormProblem[] | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [moving, setMoving] = useState(false);
  const dictionaryTypes = useMemo(
    () => [
      ...new Set(['countries', ...steps.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'fields' ? b.fields.flatMap((f) => f.dictionary ?? []) : [])))]),
    ],
    [steps],
  );
  const dictionaries = useDictionaryLabels(dictionaryTypes);
  const step = steps[current];
  const resubmission = initial?.status === 'MORE_INFO_REQUIRED';
  const tt = t as TFunction;

  /** Put a step's problems on its fields (clearing the fixed ones) and keep the rest for their blocks. */
  const showProblems = (target: StepSpec, problems: Problem[], data: Answers) => {
    const names = stepFieldNames(target, data);
    const byName = new Map<string, string[]>();
    for (const p of problems) {
      const name = JSON.stringify(formFieldOf(p.path));
      if (names.has(name)) byName.set(name, [...(byName.get(name) ?? []), problemText(tt, p)]);
    }
    form.setFields([...names].map((name) => ({ name: JSON.parse(name) as (string | number)[], errors: byName.get(name) ?? [] })));
    setShown(problems);
  };

  const blockProblems = useMemo(() => {
    const out: Record<string, string[]> = {};
    if (!shown || !step) return out;
    const names = stepFieldNames(step, draft.data);
    for (const p of shown) {
      if (names.has(JSON.stringify(formFieldOf(p.path)))) continue;
      const head = String(p.path[0] ?? '');
      out[head] = [...(out[head] ?? []), problemText(tt, p)];
    }
    return out;
  }, [shown, step, draft.data, tt]);

  const onValues = (values: FormValues) => {
    if (!step) return;
    const before = draft.current();
    let next = fromFormValues(step, values, before);
    if (spec.derive) next = spec.derive(next);
    next = keepToReopened(spec.kind, before, next, editability);
    draft.change(next);
    if (shown) showProblems(step, stepProblems(spec, step, next, draft.documents), next);
  };

  const onDocuments = (documents: ApplicationDocumentView[]) => {
    draft.setDocuments(documents);
    if (shown && step) showProblems(step, stepProblems(spec, step, draft.current(), documents), draft.current());
  };

  const goTo = (index: number) => {
    void draft.saveNow();
    setCurrent(index);
    setShown(null);
    setReviewProblems(null);
    setRefusals([]);
    window.scrollTo({ top: 0 });
  };

  const next = async () => {
    if (!step) return;
    if (stepIsEditable(step, editability)) {
      const problems = stepProblems(spec, step, draft.current(), draft.documents);
      if (problems.length > 0) {
        showProblems(step, problems, draft.current());
        return;
      }
    }
    setMoving(true);
    const saved = await draft.saveNow({ create: editability.all });
    setMoving(false);
    if (saved) goTo(current + 1);
  };

  const submitNow = async () => {
    setRefusals([]);
    const problems = formProblems(spec, draft.current(), draft.documents);
    setReviewProblems(problems);
    if (problems.length > 0) return;
    if (!(await draft.saveNow({ create: true }))) return;
    const { id, version } = draft.identityNow();
    if (!id || !version) return;
    try {
      onSubmitted(await submit.mutateAsync({ id, version }));
    } catch (error) {
      if (error instanceof ApiError && error.code === Codes.APPLICATION_STALE.code) draft.markConflict();
      else setRefusals(refusalTexts(error));
    }
  };

  const lastMessage = initial?.lastMessage ?? [...(initial?.events ?? [])].reverse().find((e) => e.toStatus === 'MORE_INFO_REQUIRED')?.message ?? null;

  return (
    <div className={styles.shell}>
      {resubmission && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={t('moreInfo.title')}
          description={
            <>
              {lastMessage && <p className={styles.reviewerMessage}>{lastMessage}</p>}
              <p>{t('moreInfo.onlyReopened')}</p>
            </>
          }
        />
      )}
      {draft.save.kind === 'conflict' && (
        <Alert
          className={styles.notice}
          type="error"
          showIcon
          role="alert"
          title={t('conflict.title')}
          description={t('conflict.body')}
          action={
            <Button type="primary" onClick={onReload}>
              {t('conflict.reload')}
            </Button>
          }
        />
      )}
      <Steps
        className={styles.steps}
        size="small"
        // Up to eight steps: titles under their numbers keep each title on one or two whole lines.
        titlePlacement="vertical"
        current={current}
        onChange={goTo}
        items={[...steps.map((s) => s.key), 'review'].map((key, index) => ({
          title: t(`steps.${key}`),
          status: reviewProblems?.some((p) => p.step === index) ? 'error' : undefined,
          content: !editability.all && index < reviewIndex && steps[index] && stepIsEditable(steps[index], editability) ? t('moreInfo.stepOpen') : undefined,
        }))}
      />
      <div className={styles.stepHeader}>
        <h2 className={styles.stepTitle}>{t(`steps.${step?.key ?? 'review'}`)}</h2>
        <SaveStatus state={draft.save} />
      </div>
      <p className={styles.blockIntro}>{t(`stepIntro.${step?.key ?? 'review'}`)}</p>

      {step ? (
        <StepForm
          key={step.key}
          spec={spec}
          step={step}
          form={form}
          data={draft.data}
          editability={editability}
          dictionaries={dictionaries}
          blockProblems={blockProblems}
          onValues={onValues}
          files={{ documents: draft.documents, applicationId: draft.identity.id, ensureId: draft.ensureId, onDocuments }}
        />
      ) : (
        <ReviewStep spec={spec} data={draft.data} documents={draft.documents} problems={reviewProblems} serverProblems={refusals} onEdit={goTo} />
      )}

      <div className={styles.nav}>
        {current > 0 && <Button onClick={() => goTo(current - 1)}>{t('nav.back')}</Button>}
        {step ? (
          <Button type="primary" onClick={() => void next()} loading={moving}>
            {t('nav.next')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void submitNow()} loading={submit.isPending} disabled={draft.save.kind === 'conflict'}>
            {t(resubmission ? 'nav.resubmit' : 'nav.submit')}
          </Button>
        )}
      </div>
    </div>
  );
}
