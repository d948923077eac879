import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { announcementInputSchema, type AdminAnnouncement, type AdminLottery, type AnnouncementInput } from 'shared-contract';
import { useLocalized } from 'shared-ui';
import { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { FocusedHeading } from '../../../components/focused-heading';
import { inputStyle, insetFormStyle, subTitleStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { ConfirmSaveFooter } from '../../../console-kit/components/confirm-save-footer';
import { Field, gridStyle, optionalId, useFieldError } from '../../../console-kit/components/form-parts';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { isoToKstLocal, kstLocalToIso } from '../../../console-kit/utils/kst-datetime';
import { usePublishAnnouncement } from '../api/announcements';
import { useKstText } from './kst-text';

export const announcementFormSchema = z
  .object({
    title: z.object({ ko: z.string(), en: z.string() }),
    body: z.object({ ko: z.string(), en: z.string() }),
    lotteryId: z.string(),
    publishedAt: z.string(),
  })
  .transform((form): AnnouncementInput => ({
    title: form.title,
    body: form.body,
    lotteryId: optionalId(form.lotteryId),
    publishedAt: kstLocalToIso(form.publishedAt),
  }))
  .pipe(announcementInputSchema);
type FormValues = z.input<typeof announcementFormSchema>;

type Props = { drawn: AdminLottery[]; now?: Date; onSaved: (title: string) => void; onCancel: () => void };

/** An admin publishes an event announcement (ko and en), optionally with a drawn lottery's winners, from a KST time. */
export function AnnouncementForm({ drawn, now = new Date(), onSaved, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const kstText = useKstText();
  const localized = useLocalized();
  const id = useId();
  const publish = usePublishAnnouncement();
  const save = useConfirmedSave<AnnouncementInput, AdminAnnouncement>(publish.mutate, (saved) => onSaved(localized(saved.title)));
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, AnnouncementInput>({
    resolver: zodResolver(announcementFormSchema),
    defaultValues: { title: { ko: '', en: '' }, body: { ko: '', en: '' }, lotteryId: '', publishedAt: isoToKstLocal(now.toISOString()) },
  });

  const text = (max: number) => t('promotions.errors.text', { max });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(save.ask)(event)}
      css={insetFormStyle}
      data-testid="announcement-form"
    >
      <FocusedHeading id={`${id}-title`} level={3} css={subTitleStyle}>
        {t('promotions.announcementForm.title')}
      </FocusedHeading>
      <div css={gridStyle}>
        <Field id={`${id}-title-ko`} label={t('promotions.announcementForm.titleKo')} error={fieldError(errors.title?.ko, text(100))}>
          {(control) => <input {...control} {...register('title.ko')} lang="ko" maxLength={100} autoComplete="off" css={inputStyle} />}
        </Field>
        <Field id={`${id}-title-en`} label={t('promotions.announcementForm.titleEn')} error={fieldError(errors.title?.en, text(100))}>
          {(control) => <input {...control} {...register('title.en')} lang="en" maxLength={100} autoComplete="off" css={inputStyle} />}
        </Field>
        <Field id={`${id}-body-ko`} label={t('promotions.announcementForm.bodyKo')} error={fieldError(errors.body?.ko, text(5000))}>
          {(control) => <textarea {...control} {...register('body.ko')} lang="ko" maxLength={5000} css={textareaStyle} />}
        </Field>
        <Field id={`${id}-body-en`} label={t('promotions.announcementForm.bodyEn')} error={fieldError(errors.body?.en, text(5000))}>
          {(control) => <textarea {...control} {...register('body.en')} lang="en" maxLength={5000} css={textareaStyle} />}
        </Field>
        <Field
          id={`${id}-lottery`}
          label={t('promotions.announcementForm.lottery')}
          hint={t('promotions.announcementForm.lotteryHint')}
          error={fieldError(errors.lotteryId, t('promotions.errors.project'))}
        >
          {(control) => (
            <select {...control} {...register('lotteryId')} css={inputStyle}>
              <option value="">{t('promotions.announcementForm.lotteryNone')}</option>
              {drawn.map((lottery) => (
                <option key={lottery.id} value={lottery.id}>{`${localized(lottery.title)} (#${lottery.id})`}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-published`} label={t('promotions.announcementForm.publishedAt')} error={fieldError(errors.publishedAt, t('promotions.errors.date'))}>
          {(control) => <input {...control} {...register('publishedAt')} type="datetime-local" css={inputStyle} />}
        </Field>
      </div>
      <ConfirmSaveFooter
        save={save}
        testId="announcement-form"
        submitLabel={t('promotions.common.save')}
        busy={publish.isPending}
        saving={publish.isPending}
        onCancel={onCancel}
        confirmTitle={t('promotions.common.confirmSave')}
        confirmText={
          save.pending
            ? t('promotions.announcementForm.confirmBody', { title: localized(save.pending.title), at: kstText.minute(save.pending.publishedAt) })
            : null
        }
      />
    </form>
  );
}
