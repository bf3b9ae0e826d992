/** What the kinds of upload may be: the photo, the intro video, the documents (and ticket attachments). */
export const UPLOAD_PURPOSES = {
  picture: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * 1024 * 1024 },
  video: { types: ['video/mp4', 'video/webm', 'video/quicktime'], maxBytes: 300 * 1024 * 1024 },
  /** A session of a tutor's video package (issue 33): formats every browser plays; its length is read from the file. */
  course_video: { types: ['video/mp4', 'video/webm'], maxBytes: 500 * 1024 * 1024 },
  document: { types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * 1024 * 1024 },
  attachment: { types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * 1024 * 1024 },
  /** Files sent in a conversation (issue 32): their bytes are checked against the type before the other side sees them. */
  conversation: { types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * 1024 * 1024 },
} as const satisfies Record<string, { types: readonly string[]; maxBytes: number }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export interface UploadedFile {
  upload_id: string;
  file_name: string | null;
  file_type: string;
  size_bytes: number;
  /** Where its owner can see it (`/api/file/v1/my-files/{id}`). */
  url: string;
}
