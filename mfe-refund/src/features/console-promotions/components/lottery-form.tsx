import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lotteryInputSchema, type AdminLottery, type LotteryInput } from 'shared-contract';
import { useLocalized } from 'shared-ui';
import { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { FocusedHeading } from '../../../components/focused-heading';
import { checkboxLabelStyle, inputStyle, insetFormStyle, subTitleStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { ConfirmSaveFooter } from '../../../console-kit/components/confirm-save-footer';
import { Field, fieldsetStyle, gridStyle, optionalId, ProjectOptions, useFieldError } from '../../../console-kit/components/form-parts';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { useProjects } from '../../../console-kit/hooks/use-projects';
import { isoToKstLocal, kstLocalToIso } from '../../../console-kit/utils/kst-datetime';
import { useSaveLottery } from '../api/lotteries';
import { useKstText } from './kst-text';

/** The form's values (KST date-times, ids as select values) turned into the api's input and checked by lotteryInputSchema. */
export const lotteryFormSchema = z
  .object({
    title: z.object({ ko: z.string(), en: z.string() }),
    description: z.object({ ko: z.string(), en: z.string() }),
    entryStartsAt: z.string(),
    entryEndsAt: z.string(),
    drawAt: z.string(),
    prizes: z.string(),
    prizeKind: z.enum(['KEY', 'TICKET']),
    prizeProjectId: z.string(),
    eligibleProjectId: z.string(),
  })
  .transform((form): LotteryInput => ({
    title: form.title,
    description: form.description,
    entryStartsAt: kstLocalToIso(form.entryStartsAt),
    entryEndsAt: kstLocalToIso(form.entryEndsAt),
    drawAt: kstLocalToIso(form.drawAt),
    prizes: form.prizes.trim() === '' ? Number.NaN : Number(form.prizes),
    prizeKind: form.prizeKind,
    prizeProjectId: form.prizeKind === 'KEY' ? optionalId(form.prizeProjectId) : null,
    eligibleProjectId: optionalId(form.eligibleProjectId),
  }))
  .pipe(lotteryInputSchema);
type FormValues = z.input<typeof lotteryFormSchema>;

const DAY = 86_400_000;
const local = (ms: number) => isoToKstLocal(new Date(ms).toISOString());

const defaults = (editing: AdminLottery | null, now: Date): FormValues =>
  editing
    ? {
        title: editing.title,
        description: editing.description,
        entryStartsAt: isoToKstLocal(editing.entryStartsAt),
        entryEndsAt: isoToKstLocal(editing.entryEndsAt),
        drawAt: isoToKstLocal(editing.drawAt),
        prizes: String(editing.prizes),
        prizeKind: editing.prize.kind === 'KEY' ? 'KEY' : 'TICKET',
        prizeProjectId: editing.prize.project ? String(editing.prize.project.id) : '',
        eligibleProjectId: editing.eligibleProject ? String(editing.eligibleProject.id) : '',
      }
    : {
        title: { ko: '', en: '' },
        description: { ko: '', en: '' },
        entryStartsAt: local(now.getTime() + DAY),
        entryEndsAt: local(now.getTime() + 8 * DAY),
        drawAt: local(now.getTime() + 8 * DAY + 3_600_000),
        prizes: '1',
        prizeKind: 'TICKET',
        prizeProjectId: '',
        eligibleProjectId: '',
      };

type Props = { editing: AdminLottery | null; now?: Date; onSaved: (title: string) => void; onCancel: () => void };

/**
 * An admin creates a lottery (or changes one before entries open): titles and descriptions in ko and en, the entry
 * window and the draw in KST, the number of winners, the prize (a KEY from a project, or a ticket) and who may enter;
 * checked by the api's own schema, confirmed; the api's refusal (LOTTERY_LOCKED...) shown in the page's language.
 */
export function LotteryForm({ editing, now = new Date(), onSaved, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const kstText = useKstText();
  const localized = useLocalized();
  const id = useId();
  const mutation = useSaveLottery();
  const save = useConfirmedSave<LotteryInput, AdminLottery>(
    (input, outcome) => mutation.mutate({ lotteryId: editing?.id ?? null, input }, outcome),
    (saved) => onSaved(localized(saved.title)),
  );
  const projects = useProjects(true);
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, LotteryInput>({ resolver: zodResolver(lotteryFormSchema), defaultValues: defaults(editing, now) });

  const prizeKind = watch('prizeKind');

  const text = (max: number) => t('promotions.errors.text', { max });
  const date = t('promotions.errors.date');
  const title = editing ? t('promotions.lotteryForm.editTitle', { title: localized(editing.title) }) : t('promotions.lotteryForm.createTitle');

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void handleSubmit(save.ask)(event)} css={insetFormStyle} data-testid="lottery-form">
      <FocusedHeading id={`${id}-title`} level={3} css={subTitleStyle}>
        {title}
      </FocusedHeading>
      <div css={gridStyle}>
        <Field id={`${id}-title-ko`} label={t('promotions.lotteryForm.titleKo')} error={fieldError(errors.title?.ko, text(60))}>
          {(control) => <input {...control} {...register('title.ko')} lang="ko" maxLength={60} autoComplete="off" css={inputStyle} />}
        </Field>
        <Field id={`${id}-title-en`} label={t('promotions.lotteryForm.titleEn')} error={fieldError(errors.title?.en, text(60))}>
          {(control) => <input {...control} {...register('title.en')} lang="en" maxLength={60} autoComplete="off" css={inputStyle} />}
        </Field>
        <Field id={`${id}-description-ko`} label={t('promotions.lotteryForm.descriptionKo')} error={fieldError(errors.description?.ko, text(1000))}>
          {(control) => <textarea {...control} {...register('description.ko')} lang="ko" maxLength={1000} css={textareaStyle} />}
        </Field>
        <Field id={`${id}-description-en`} label={t('promotions.lotteryForm.descriptionEn')} error={fieldError(errors.description?.en, text(1000))}>
          {(control) => <textarea {...control} {...register('description.en')} lang="en" maxLength={1000} css={textareaStyle} />}
        </Field>
        <Field
          id={`${id}-entry-starts`}
          label={t('promotions.lotteryForm.entryStartsAt')}
          hint={t('promotions.lotteryForm.windowHint')}
          error={fieldError(errors.entryStartsAt, date)}
        >
          {(control) => <input {...control} {...register('entryStartsAt')} type="datetime-local" css={inputStyle} />}
        </Field>
        <Field
          id={`${id}-entry-ends`}
          label={t('promotions.lotteryForm.entryEndsAt')}
          hint={t('promotions.lotteryForm.windowHint')}
          error={fieldError(errors.entryEndsAt, date)}
        >
          {(control) => <input {...control} {...register('entryEndsAt')} type="datetime-local" css={inputStyle} />}
        </Field>
        <Field
          id={`${id}-draw`}
          label={t('promotions.lotteryForm.drawAt')}
          hint={t('promotions.lotteryForm.windowHint')}
          error={fieldError(errors.drawAt, date)}
        >
          {(control) => <input {...control} {...register('drawAt')} type="datetime-local" css={inputStyle} />}
        </Field>
        <Field
          id={`${id}-prizes`}
          label={t('promotions.lotteryForm.prizes')}
          error={fieldError(errors.prizes, t('promotions.errors.number', { min: 1, max: 1000 }))}
        >
          {(control) => <input {...control} {...register('prizes')} type="number" min={1} max={1000} inputMode="numeric" css={inputStyle} />}
        </Field>
      </div>
      <fieldset css={fieldsetStyle}>
        <legend>{t('promotions.lotteryForm.prizeKind')}</legend>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 16px;
          `}
        >
          {(['TICKET', 'KEY'] as const).map((value) => (
            <label key={value} css={checkboxLabelStyle}>
              <input type="radio" value={value} {...register('prizeKind')} />
              {t(`promotions.rewardKinds.${value}`)}
            </label>
          ))}
        </div>
        {prizeKind === 'KEY' ? (
          <Field
            id={`${id}-prize-project`}
            label={t('promotions.lotteryForm.prizeProject')}
            error={fieldError(errors.prizeProjectId, t('promotions.errors.project'))}
          >
            {(control) => (
              <select {...control} {...register('prizeProjectId')} css={inputStyle}>
                <ProjectOptions placeholder={t('promotions.popupForm.projectPlaceholder')} projects={projects.data ?? []} />
              </select>
            )}
          </Field>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-eligible`}
        label={t('promotions.lotteryForm.eligibleProject')}
        hint={t('promotions.lotteryForm.eligibleHint')}
        error={fieldError(errors.eligibleProjectId, t('promotions.errors.project'))}
      >
        {(control) => (
          <select {...control} {...register('eligibleProjectId')} css={inputStyle}>
            <ProjectOptions placeholder={t('promotions.lotteryForm.eligibleAll')} projects={projects.data ?? []} />
          </select>
        )}
      </Field>
      <ConfirmSaveFooter
        save={save}
        testId="lottery-form"
        submitLabel={t('promotions.common.save')}
        busy={mutation.isPending}
        saving={mutation.isPending}
        onCancel={onCancel}
        confirmTitle={t('promotions.common.confirmSave')}
        confirmText={
          save.pending
            ? t('promotions.lotteryForm.confirmBody', {
                title: localized(save.pending.title),
                count: save.pending.prizes,
                drawAt: kstText.minute(save.pending.drawAt),
              })
            : null
        }
      />
    </form>
  );
}
