import { useMutation } from '@tanstack/react-query';
import { errorMessage, INQUIRY_API } from 'shared-contract';
import { ApiError, apiClient, UPLOAD_TIMEOUT_MS } from 'shared-session';
import { currentLanguage } from 'shared-ui';

export type AttachmentRef = { inquiryId: number; attachmentId: number; fileName: string; mimeType: string };

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The name to save under, with the extension of the type the api found in the bytes (as the api names it). */
export function attachmentSaveName(fileName: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType];
  if (!extension) return fileName;
  const dot = fileName.lastIndexOf('.');
  const current = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (current === extension || (extension === 'jpg' && current === 'jpeg')) return fileName;
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${extension}`;
}

/** An HTTP failure of the blob request as the catalogue error the other calls give. */
function toApiError(error: unknown): ApiError {
  const failed = error as { response?: { status?: number }; data?: { error?: { code?: string } } };
  const status = failed.response?.status ?? 0;
  const code = failed.data?.error?.code ?? (status === 0 ? 'CONNECTION_FAILED' : 'TEMPORARY_ERROR');
  return new ApiError(code, status, errorMessage(code, currentLanguage()));
}

/**
 * `GET /api/admin/support/inquiries/:id/attachments/:attachmentId` through the shared client (a plain link would
 * not carry the bearer token): the bytes as a Blob. Each download is written to the audit log.
 */
export async function fetchInquiryAttachment({ inquiryId, attachmentId }: Pick<AttachmentRef, 'inquiryId' | 'attachmentId'>): Promise<Blob> {
  try {
    return await apiClient.get(INQUIRY_API.adminAttachment(inquiryId, attachmentId), { timeout: UPLOAD_TIMEOUT_MS }).blob();
  } catch (error) {
    throw error instanceof ApiError ? error : toApiError(error);
  }
}

/** Hands the bytes to the browser as a download (an object URL on a temporary link), then lets the URL go. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (attachment: AttachmentRef) => {
      const blob = await fetchInquiryAttachment(attachment);
      saveBlob(blob, attachmentSaveName(attachment.fileName, attachment.mimeType));
    },
  });
}
