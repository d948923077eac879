import type { StudioStatus } from 'shared-contract';

/**
 * A project's publication (`project.published_at`): null is a draft, a later instant is scheduled, an instant at or
 * before `now` is published, and only then do members see it and its KEY designs. The SQL form of the same rule is
 * `publishedBy` (catalog-repository); this one decides on rows already read (and locked).
 */
export const isPublishedAt = (publishedAt: Date | null, now: Date): boolean => publishedAt !== null && publishedAt.getTime() <= now.getTime();

/** The studio's name for a publication at `now`. */
export function publicationStatus(publishedAt: Date | null, now: Date): StudioStatus {
  if (publishedAt === null) return 'DRAFT';
  return isPublishedAt(publishedAt, now) ? 'PUBLISHED' : 'SCHEDULED';
}
