import { Metadata } from '@tus/utils';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@/lib/schemas/uploads';
import { withoutBidiControls } from '@/lib/schemas/text';
import { ALLOWED_FILE_TYPES } from './config';

export interface UploadDeclaration {
  size: number;
  fileType: string;
  fileName: string | null;
}

const MAX_FILE_NAME = 255;
/** Control characters (a NUL would make PostgreSQL refuse the row) have no place in a file name. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
const MEGABYTE = 1024 * 1024;

/**
 * Checks a tus creation request before tus sees it: the size is declared up front and within the
 * limit, and the metadata names an allowed `filetype`. Every refusal is a 4xx in the API's shape.
 */
export function checkCreation(headers: Headers, maxBytes: number, t: ApiTranslator): UploadDeclaration {
  const size = declaredSize(headers.get('upload-length'), t);
  // An empty file is nothing to keep (tus would finish it at once, before any check of its bytes).
  if (size === 0) throw new HttpError(422, t('upload_empty'));
  if (size > maxBytes) {
    throw new HttpError(413, t('upload_too_large', { megabytes: Math.floor(maxBytes / MEGABYTE) }));
  }
  const metadata = parseMetadata(headers.get('upload-metadata'), t);
  const fileType = normalizeFileType(metadata.filetype);
  if (!fileType) throw new HttpError(400, t('upload_metadata_invalid'));
  if (!ALLOWED_FILE_TYPES.has(fileType)) throw new HttpError(415, t('upload_type_not_allowed'));
  checkPurpose(metadata.purpose, fileType, size, t);
  const fileName = uploadFileName(metadata);
  if (fileName !== null && (fileName.length === 0 || fileName.length > MAX_FILE_NAME || CONTROL.test(fileName))) {
    throw new HttpError(400, t('upload_metadata_invalid'));
  }
  return { size, fileType, fileName };
}

/**
 * The name an upload is recorded under: its `filename` (or `name`) metadata without bidirectional
 * controls, which would make the desk read another name than the file has; nothing left is no name.
 */
export function uploadFileName(metadata: Record<string, string | null | undefined> | undefined): string | null {
  const name = metadata?.filename ?? metadata?.name ?? null;
  return name === null ? null : withoutBidiControls(name) || null;
}

/** `Video/MP4; codecs=avc1` → `video/mp4`; empty when absent. */
export function normalizeFileType(value: string | null | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

function declaredSize(value: string | null, t: ApiTranslator): number {
  const size = value !== null && /^\d{1,16}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(size)) throw new HttpError(400, t('upload_length_required'));
  return size;
}

function parseMetadata(value: string | null, t: ApiTranslator): Record<string, string | null> {
  if (!value) throw new HttpError(400, t('upload_metadata_invalid'));
  try {
    return Metadata.parse(value);
  } catch {
    throw new HttpError(400, t('upload_metadata_invalid'));
  }
}

/**
 * An upload may say what it is for (`purpose` metadata: picture, video, document, attachment); then
 * that purpose's types and size limit apply at once, before a byte is sent (issue 19).
 */
function checkPurpose(purpose: string | null | undefined, fileType: string, size: number, t: ApiTranslator): void {
  if (purpose === undefined || purpose === null) return;
  if (!Object.hasOwn(UPLOAD_PURPOSES, purpose)) throw new HttpError(400, t('upload_metadata_invalid'));
  const rules = UPLOAD_PURPOSES[purpose as UploadPurpose];
  if (!(rules.types as readonly string[]).includes(fileType)) throw new HttpError(415, t(`upload_type_not_allowed_${purpose as UploadPurpose}`));
  if (size > rules.maxBytes) throw new HttpError(413, t('upload_too_large', { megabytes: Math.floor(rules.maxBytes / MEGABYTE) }));
}
