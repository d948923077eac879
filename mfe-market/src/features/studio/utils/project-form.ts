import { z } from 'zod';
import { studioProjectInputSchema, type LocalizedText, type StudioProject, type StudioProjectInput } from 'shared-contract';
import { dollarsToCents, centsToDollars, wholeNumberInput } from './numbers-input';
import { isoToKstInput, kstInputToIso, sameInstant } from './kst-input';
import { token } from './field-errors';

/** What the project form holds: the contract's input as staff type it (numbers, dollars and KST times as text). */
export type ProjectFormValues = {
  title: LocalizedText;
  creator: LocalizedText;
  description: LocalizedText;
  webtoonId: string;
  themeId: string;
  priceGold: string;
  /** Dollars (`9.99`); sent as `priceUsdCents`. */
  priceUsd: string;
  /** `datetime-local` values read as KST; sent as ISO with +09:00. */
  saleStartsAt: string;
  /** Empty: on sale until sold out (null). */
  saleEndsAt: string;
  reason: string;
};

const blank = (): LocalizedText => ({ ko: '', en: '' });

export const emptyProjectForm = (): ProjectFormValues => ({
  title: blank(),
  creator: blank(),
  description: blank(),
  webtoonId: '',
  themeId: '',
  priceGold: '',
  priceUsd: '',
  saleStartsAt: '',
  saleEndsAt: '',
  reason: '',
});

export const projectToForm = (project: StudioProject): ProjectFormValues => ({
  title: { ...project.title },
  creator: { ...project.creator },
  description: { ...project.description },
  webtoonId: String(project.webtoonId),
  themeId: String(project.themeId),
  priceGold: String(project.priceGold),
  priceUsd: centsToDollars(project.priceUsdCents),
  saleStartsAt: isoToKstInput(project.saleStartsAt),
  saleEndsAt: project.saleEndsAt ? isoToKstInput(project.saleEndsAt) : '',
  reason: '',
});

/** Whether an input changes what needs a reason once a project has sold: its prices or its sale window. */
export const changesPriceOrWindow = (input: StudioProjectInput, project: StudioProject) =>
  input.priceGold !== project.priceGold ||
  input.priceUsdCents !== project.priceUsdCents ||
  !sameInstant(input.saleStartsAt, project.saleStartsAt) ||
  !sameInstant(input.saleEndsAt, project.saleEndsAt);

const shape = studioProjectInputSchema.shape;
const required = token('required');

/**
 * The form's rules: each typed field is turned into the contract's value and checked with the contract's own rule for
 * that field (so its message lands on the field), then the whole input passes `studioProjectInputSchema` itself (the
 * sale window's order). Editing a project that has sold, a change of prices or window needs a reason.
 */
export const projectFormSchema = (project: StudioProject | null) =>
  z
    .object({
      title: shape.title,
      creator: shape.creator,
      description: shape.description,
      webtoonId: z.string().min(1, token('choose')).transform(Number).pipe(shape.webtoonId),
      themeId: z.string().min(1, token('choose')).transform(Number).pipe(shape.themeId),
      priceGold: z.string().min(1, required).transform(wholeNumberInput).pipe(shape.priceGold),
      priceUsd: z
        .string()
        .min(1, required)
        .transform(dollarsToCents)
        .pipe(z.number(token('amount')).pipe(shape.priceUsdCents)),
      saleStartsAt: z.string().min(1, required).transform(kstInputToIso).pipe(shape.saleStartsAt),
      saleEndsAt: z
        .string()
        .transform((value) => (value.trim() === '' ? null : kstInputToIso(value)))
        .pipe(shape.saleEndsAt),
      reason: z.string(),
    })
    .transform(({ priceUsd, reason, ...rest }): StudioProjectInput => ({
      ...rest,
      priceUsdCents: priceUsd,
      ...(reason.trim() === '' ? {} : { reason }),
    }))
    .pipe(studioProjectInputSchema)
    .superRefine((input, context) => {
      if (project && project.sold > 0 && input.reason === undefined && changesPriceOrWindow(input, project)) {
        context.addIssue({ code: 'custom', path: ['reason'], message: 'STUDIO_REASON_REQUIRED' });
      }
    });
