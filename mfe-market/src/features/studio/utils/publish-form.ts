import { z } from 'zod';
import { studioPublishInputSchema, type StudioPublishInput } from 'shared-contract';
import { kstInputToIso } from './kst-input';
import { token } from './field-errors';

export type ScheduleFormValues = { publishAt: string };

/**
 * "Schedule": a KST date-time in the future, sent as `studioPublishInputSchema` with its ISO instant (+09:00).
 * `now` is read when the form is checked, so a page left open still refuses a time that has passed.
 */
export const scheduleFormSchema = (now: () => number = Date.now) =>
  z
    .object({ publishAt: z.string().min(1, token('required')).transform(kstInputToIso).pipe(studioPublishInputSchema.shape.publishAt.unwrap()) })
    .transform((value): StudioPublishInput => value)
    .pipe(studioPublishInputSchema)
    .superRefine(({ publishAt }, context) => {
      if (publishAt !== null && Date.parse(publishAt) <= now()) {
        context.addIssue({ code: 'custom', path: ['publishAt'], message: 'STUDIO_PUBLISH_TIME_PAST' });
      }
    });
