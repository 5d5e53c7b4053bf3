import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useDictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import { DetailSection } from '../../../kit/DetailSection';
import { Answer } from './Answer';
import { type AnswerContext, formatAnswer, isIdField, isUnanswered } from './format-answer';
import { OfficersTable } from './OfficersTable';

/** The country list officers' nationalities are coded against (sys.dict.list). */
const COUNTRIES = 'countries';

type Answers = Record<string, unknown>;

/**
 * Every answer of an application, section by section in the order its form asks them (APPLICATION_FORMS[kind].layout),
 * with translated labels; lists (officers) as tables. Fields reopened for the applicant are tagged.
 */
export function ApplicationAnswers({ application }: { application: ConsoleApplicationView }) {
  const { t } = useTranslation('consoleReview');
  const locale = useLocale();
  const form = APPLICATION_FORMS[application.kind];
  const dictionaries = useDictionaryLabels([...new Set([...Object.values(form.dictionaryFields), COUNTRIES])]);
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
                idMasked={masked && isIdField(form.idFields, `${section}.*.idNumber`)}
                context={{ t, locale, dictionaries }}
                nationalityDictionary={COUNTRIES}
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
              const context: AnswerContext = { t, locale, dictionaries, dictionary: form.dictionaryFields[path] };
              const value = values[field];
              return {
                key: field,
                label: (
                  <>
                    {t(`field.${path}`)} {reopenedTag(path)}
                  </>
                ),
                children: <Answer text={isUnanswered(value) ? null : formatAnswer(field, value, context)} masked={masked && isIdField(form.idFields, path)} />,
              };
            })}
          />
        );
      })}
    </>
  );
}
