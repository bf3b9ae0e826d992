import { conversationFilesReader, reportedConversationFilesReader } from '@/server/conversations';
import { mediaReviewFilesReader } from '@/server/media-review';
import { ticketFilesReader } from '@/server/tickets/desk';
import { applicationFilesReader } from '@/server/tutor-applications/review';
import type { FileReader } from '@/server/uploads/readers';
import { videoPackageFilesReader, videoPosterFilesReader } from '@/server/video-packages';

/** The features' file addresses, beside the upload kit's own (server/uploads/readers.ts). */
export const FILE_READERS: readonly FileReader[] = [
  applicationFilesReader,
  ticketFilesReader,
  mediaReviewFilesReader,
  conversationFilesReader,
  reportedConversationFilesReader,
  videoPosterFilesReader,
  videoPackageFilesReader,
];
