import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, EVENT_REWARD_KINDS, POPUP_TARGETS, popupInputSchema, type AdminPopup, type PopupInput } from 'shared-contract';
import { Button, noticeStyle, useLanguage, useLocalized } from 'shared-ui';
import { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { FocusedHeading } from '../../../components/focused-heading';
import { checkboxLabelStyle, inputStyle, insetFormStyle, subTitleStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { ConfirmSaveFooter } from '../../../console-kit/components/confirm-save-footer';
import { Field, fieldsetStyle, gridStyle, optionalId, ProjectOptions, useFieldError } from '../../../console-kit/components/form-parts';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { useProjects } from '../../../console-kit/hooks/use-projects';
import { apiErrorCode } from '../../../console-kit/utils/api-error-code';
import { isoToKstLocal, kstLocalToIso } from '../../../console-kit/utils/kst-datetime';
import { useSavePopup, useUploadPopupImage } from '../api/popups';
import { useKstText } from './kst-text';

/** What the form holds (text as typed, KST date-times, ids as select values), turned into the api's own input and checked by popupInputSchema. */
export const popupFormSchema = z
  .object({
    title: z.object({ ko: z.string(), en: z.string() }),
    body: z.object({ ko: z.string(), en: z.string() }),
    image: z.string().nullable(),
    imageUrl: z.string().nullable(),
    linkUrl: z.string(),
    target: z.enum(POPUP_TARGETS),
    targetProjectId: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    rewardKind: z.enum(EVENT_REWARD_KINDS),
    rewardProjectId: z.string(),
    sortOrder: z.string(),
  })
  .transform((form): PopupInput => ({
    title: form.title,
    body: form.body,
    image: form.image,
    linkUrl: form.linkUrl.trim() === '' ? null : form.linkUrl.trim(),
    target: form.target,
    targetProjectId: form.target === 'OWNERS' ? optionalId(form.targetProjectId) : null,
    startsAt: kstLocalToIso(form.startsAt),
    endsAt: kstLocalToIso(form.endsAt),
    rewardKind: form.rewardKind,
    rewardProjectId: form.rewardKind === 'KEY' ? optionalId(form.rewardProjectId) : null,
    sortOrder: form.sortOrder.trim() === '' ? Number.NaN : Number(form.sortOrder),
  }))
  .pipe(popupInputSchema);
type FormValues = z.input<typeof popupFormSchema>;

const defaults = (editing: AdminPopup | null, now: Date): FormValues =>
  editing
    ? {
        title: editing.title,
        body: editing.body,
        image: editing.image,
        imageUrl: editing.imageUrl,
        linkUrl: editing.linkUrl ?? '',
        target: editing.target,
        targetProjectId: editing.targetProject ? String(editing.targetProject.id) : '',
        startsAt: isoToKstLocal(editing.startsAt),
        endsAt: isoToKstLocal(editing.endsAt),
        rewardKind: editing.reward.kind,
        rewardProjectId: editing.reward.project ? String(editing.reward.project.id) : '',
        sortOrder: String(editing.sortOrder),
      }
    : {
        title: { ko: '', en: '' },
        body: { ko: '', en: '' },
        image: null,
        imageUrl: null,
        linkUrl: '',
        target: 'ALL',
        targetProjectId: '',
        startsAt: isoToKstLocal(now.toISOString()),
        endsAt: isoToKstLocal(new Date(now.getTime() + 7 * 86_400_000).toISOString()),
        rewardKind: 'NONE',
        rewardProjectId: '',
        sortOrder: '0',
      };

type Props = { editing: AdminPopup | null; now?: Date; onSaved: (title: string) => void; onCancel: () => void };

/**
 * An admin creates or changes a popup: titles and texts in ko and en, an image (uploaded at once, previewed), a link,
 * who sees it (a project's KEY owners too), the window in KST, a reward (a KEY drawn from a project, or a ticket) and
 * the order; checked by the api's own schema, confirmed, the api's refusal shown in the page's language.
 */
export function PopupForm({ editing, now = new Date(), onSaved, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const kstText = useKstText();
  const language = useLanguage();
  const localized = useLocalized();
  const id = useId();
  const mutation = useSavePopup();
  const save = useConfirmedSave<PopupInput, AdminPopup>(
    (input, outcome) => mutation.mutate({ popupId: editing?.id ?? null, input }, outcome),
    (saved) => onSaved(localized(saved.title)),
  );
  const upload = useUploadPopupImage();
  const projects = useProjects(true);
  const fieldError = useFieldError();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<FormValues, unknown, PopupInput>({ resolver: zodResolver(popupFormSchema), defaultValues: defaults(editing, now) });

  const target = watch('target');
  const rewardKind = watch('rewardKind');
  const imageUrl = watch('imageUrl');

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (stored) => {
        setValue('image', stored.image);
        setValue('imageUrl', stored.imageUrl);
      },
      onError: (error) => setUploadError(apiErrorCode(error)),
    });
  };

  const projectOptions = <ProjectOptions placeholder={t('promotions.popupForm.projectPlaceholder')} projects={projects.data ?? []} />;
  const text = (max: number) => t('promotions.errors.text', { max });
  const title = editing ? t('promotions.popupForm.editTitle', { title: localized(editing.title) }) : t('promotions.popupForm.createTitle');

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void handleSubmit(save.ask)(event)} css={insetFormStyle} data-testid="popup-form">
      <FocusedHeading id={`${id}-title`} level={3} css={subTitleStyle}>
        {title}
      </FocusedHeading>
      <div css={gridStyle}>
        <Field id={`${id}-title-ko`} label={t('promotions.popupForm.titleKo')} error={fieldError(errors.title?.ko, text(60))}>
          {(control) => <input {...control} {...register('title.ko')} lang="ko" maxLength={60} autoComplete="off" css={inputStyle} />}
        </Field>
        <Field id={`${id}-title-en`} label={t('promotions.popupForm.titleEn')} error={fieldError(errors.title?.en, text(60))}>
          {(control) => <input {...control} {...register('title.en')} lang="en" maxLength={60} autoComplete="off" css={inputStyle} />}
        </Field>
        <Field id={`${id}-body-ko`} label={t('promotions.popupForm.bodyKo')} error={fieldError(errors.body?.ko, text(500))}>
          {(control) => <textarea {...control} {...register('body.ko')} lang="ko" maxLength={500} css={textareaStyle} />}
        </Field>
        <Field id={`${id}-body-en`} label={t('promotions.popupForm.bodyEn')} error={fieldError(errors.body?.en, text(500))}>
          {(control) => <textarea {...control} {...register('body.en')} lang="en" maxLength={500} css={textareaStyle} />}
        </Field>
      </div>
      <div css={gridStyle}>
        <Field
          id={`${id}-image`}
          label={t('promotions.popupForm.image')}
          hint={t('promotions.popupForm.imageHint')}
          error={uploadError ? errorMessage(uploadError, language) : null}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/jpeg,image/png"
              onChange={(event) => onFile(event.target.files?.[0])}
              disabled={upload.isPending}
              css={[
                inputStyle,
                css`
                  padding: 8px 12px;
                `,
              ]}
              data-testid="popup-image-input"
            />
          )}
        </Field>
        <div
          aria-live="polite"
          css={css`
            display: grid;
            gap: 8px;
            align-content: start;
          `}
        >
          {upload.isPending ? (
            <p
              css={css`
                margin: 0;
              `}
            >
              {t('promotions.popupForm.imageUploading')}
            </p>
          ) : null}
          {imageUrl ? (
            <>
              <img
                src={imageUrl}
                alt={t('promotions.popupForm.imagePreview')}
                width={320}
                height={240}
                css={css`
                  width: 100%;
                  max-width: 320px;
                  height: auto;
                  aspect-ratio: 4 / 3;
                  object-fit: cover;
                  border-radius: 8px;
                `}
                data-testid="popup-image-preview"
              />
              <span>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setValue('image', null);
                    setValue('imageUrl', null);
                  }}
                >
                  {t('promotions.popupForm.imageRemove')}
                </Button>
              </span>
            </>
          ) : null}
        </div>
        <Field
          id={`${id}-link`}
          label={t('promotions.popupForm.link')}
          hint={t('promotions.popupForm.linkHint')}
          error={fieldError(errors.linkUrl, t('promotions.errors.link'))}
        >
          {(control) => <input {...control} {...register('linkUrl')} placeholder="/promotion" autoComplete="off" css={inputStyle} />}
        </Field>
        <Field
          id={`${id}-order`}
          label={t('promotions.popupForm.sortOrder')}
          error={fieldError(errors.sortOrder, t('promotions.errors.number', { min: 0, max: 1000 }))}
        >
          {(control) => <input {...control} {...register('sortOrder')} type="number" min={0} max={1000} inputMode="numeric" css={inputStyle} />}
        </Field>
      </div>
      <fieldset css={fieldsetStyle}>
        <legend>{t('promotions.popupForm.target')}</legend>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 16px;
          `}
        >
          {POPUP_TARGETS.map((value) => (
            <label key={value} css={checkboxLabelStyle}>
              <input type="radio" value={value} {...register('target')} aria-describedby={errors.target ? `${id}-target-error` : undefined} />
              {t(`promotions.targets.${value}`)}
            </label>
          ))}
        </div>
        {errors.target ? (
          <p id={`${id}-target-error`} role="alert" css={noticeStyle('error')}>
            {fieldError(errors.target, t('promotions.errors.project'))}
          </p>
        ) : null}
        {target === 'OWNERS' ? (
          <Field
            id={`${id}-target-project`}
            label={t('promotions.popupForm.targetProject')}
            error={fieldError(errors.targetProjectId, t('promotions.errors.project'))}
          >
            {(control) => (
              <select {...control} {...register('targetProjectId')} css={inputStyle}>
                {projectOptions}
              </select>
            )}
          </Field>
        ) : null}
      </fieldset>
      <div css={gridStyle}>
        <Field
          id={`${id}-starts`}
          label={t('promotions.popupForm.startsAt')}
          hint={t('promotions.popupForm.windowHint')}
          error={fieldError(errors.startsAt, t('promotions.errors.date'))}
        >
          {(control) => <input {...control} {...register('startsAt')} type="datetime-local" css={inputStyle} />}
        </Field>
        <Field
          id={`${id}-ends`}
          label={t('promotions.popupForm.endsAt')}
          hint={t('promotions.popupForm.windowHint')}
          error={fieldError(errors.endsAt, t('promotions.errors.date'))}
        >
          {(control) => <input {...control} {...register('endsAt')} type="datetime-local" css={inputStyle} />}
        </Field>
      </div>
      <fieldset css={fieldsetStyle}>
        <legend>{t('promotions.popupForm.rewardKind')}</legend>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 16px;
          `}
        >
          {EVENT_REWARD_KINDS.map((value) => (
            <label key={value} css={checkboxLabelStyle}>
              <input type="radio" value={value} {...register('rewardKind')} />
              {t(`promotions.rewardKinds.${value}`)}
            </label>
          ))}
        </div>
        {rewardKind === 'KEY' ? (
          <Field
            id={`${id}-reward-project`}
            label={t('promotions.popupForm.rewardProject')}
            error={fieldError(errors.rewardProjectId, t('promotions.errors.project'))}
          >
            {(control) => (
              <select {...control} {...register('rewardProjectId')} css={inputStyle}>
                {projectOptions}
              </select>
            )}
          </Field>
        ) : null}
      </fieldset>
      <ConfirmSaveFooter
        save={save}
        testId="popup-form"
        submitLabel={t('promotions.common.save')}
        busy={mutation.isPending || upload.isPending}
        saving={mutation.isPending}
        onCancel={onCancel}
        confirmTitle={t('promotions.common.confirmSave')}
        confirmText={
          save.pending
            ? t('promotions.popupForm.confirmBody', {
                title: localized(save.pending.title),
                window: kstText.window(save.pending.startsAt, save.pending.endsAt),
              })
            : null
        }
      />
    </form>
  );
}
