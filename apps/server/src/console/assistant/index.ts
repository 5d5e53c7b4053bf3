/** The public face of console/assistant: all that code outside this folder may import from it. */
export { consoleAssistantRoutes } from './suggestions.routes';
