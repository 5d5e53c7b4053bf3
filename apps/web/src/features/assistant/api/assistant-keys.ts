import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/** Where the assistant's API lives. */
export const ASSISTANT_API = '/assistant';

/** The suggested questions, per language (the key carries it so a language switch fetches them again). */
export const SUGGESTIONS_QUERY_KEY = ['assistant', 'suggestions'] as const;

/** Every cached answer about the member's conversations, under the member key so logout drops it. */
export const CONVERSATIONS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'assistant', 'conversations'] as const;
