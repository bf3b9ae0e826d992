/** Conversations (issue 32): what other features and the top floor use. */
export { conversationFilesReader, reportedConversationFilesReader } from './files';
export { notifyUnreadJob } from './jobs';
export { pairHasPaidClass } from './paid';
export { conversationReportRoutes, conversationRoutes } from './routes';
