/**
 * The daily upload quota of a member (issue 12 E), counted over every upload route (profile image, community
 * profile image, post images, inquiry attachments) per KST calendar day by the app clock, in the database (so it
 * holds across api instances). A day's largest forms fit several times: an inquiry is at most 30 MB, a post 40 MB.
 * Past it the api answers UPLOAD_QUOTA_EXCEEDED (429) with `resetsAt`, the next KST midnight.
 */
export const UPLOAD_DAILY_MAX_FILES = 50;
export const UPLOAD_DAILY_MAX_BYTES = 200 * 1024 * 1024;

/** A member's profile uploads kept to pick again (newest first); older ones not in use are removed by the upload sweep. */
export const PROFILE_UPLOADS_KEPT = 10;

/** The `resetsAt` detail of UPLOAD_QUOTA_EXCEEDED (ISO, the next KST midnight). */
export interface UploadQuotaDetails {
  resetsAt: string;
}
