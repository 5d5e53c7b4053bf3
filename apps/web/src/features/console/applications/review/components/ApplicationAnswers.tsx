import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { type AnswerFormatContext, answerDictionaries, formatAnswer } from '@/lib/applications/format-answer';
import { useDictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import { DetailSection } from '../../../kit/DetailSection';
import { Answer } from './Answer';
import { OfficersTable } from './OfficersTable';

type Answers = Record<string, unknown>;

/**
 * Every answer of an application, section by section in the order its form asks them (APPLICATION_FORMS[kind].layout),
 * with translated labels; lists (officers) as tables. Fields reopened for the applicant are tagged.
 */
export function ApplicationAnswers({ application }: { application: ConsoleApplicationView }) {
  const { t } = useTranslation('consoleReview');
  const locale = useLocale();
  const form = APPLICATION_FORMS[application.kind];
  const dictionaries = useDictionaryLabels(answerDictionaries(application.kind));
  const context: AnswerFormatContext = {
    locale,
    dictionaries,
    words: {
      yes: t('detail.yes'),
      no: t('detail.no'),
      choice: (code) => t(`position.${code}`, { defaultValue: t(`officerType.${code}`, { defaultValue: code }) }),
    },
  };
  // Identity numbers are paths of the kind's idFields (`*` for any list index).
  const isIdField = (path: string) => form.idFields.includes(path);
  const masked = !application.personalDataVisible;
  const reopenedTag = (path: string) =>
    application.reopened.includes(path) ? (
      <Tag color="gold" variant="filled">
        {t('detail.reopenedTag')}
      </Tag>
    ) : null;

  return (
    <>
      {Object.entries(form.layout).map(([section, keys]) => {
        const answers = application.data[section];
        if (!keys) {
          return (
            <DetailSection
              key={section}
              title={
                <>
                  {t(`section.${section}`)} {reopenedTag(section)}
                </>
              }
            >
              <OfficersTable
                officers={Array.isArray(answers) ? (answers as Answers[]) : []}
                idMasked={masked && isIdField(`${section}.*.idNumber`)}
                kind={application.kind}
                section={section}
                context={context}
              />
            </DetailSection>
          );
        }
        const values = (answers && typeof answers === 'object' ? answers : {}) as Answers;
        return (
          <DetailSection
            key={section}
            title={t(`section.${section}`)}
            items={keys.map((field) => {
              const path = `${section}.${field}`;
              const value = values[field];
              return {
                key: field,
                label: (
                  <>
                    {t(`field.${path}`)} {reopenedTag(path)}
                  </>
                ),
                children: <Answer text={formatAnswer(application.kind, path, value, context)} masked={masked && isIdField(path)} />,
              };
            })}
          />
        );
      })}
    </>
  );
}
