/** The public face of modules/assistant: all that code outside this folder may import from it. */
export { assistantRoutes } from './assistant.routes';
export { refreshKnowledge } from './knowledge/knowledge-index';
export { ensureAssistantReference } from './reference/assistant-reference';
