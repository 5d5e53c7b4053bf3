import type { AssistantTopic } from '@sme/shared/schemas/assistant';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The label of an assistant topic in the current language (common:assistantTopic.<TOPIC>), for /ask and the back office. */
export function useTopicLabel(): (topic: AssistantTopic) => string {
  const { t } = useTranslation('common');
  return useCallback((topic: AssistantTopic) => t(`assistantTopic.${topic}`), [t]);
}
