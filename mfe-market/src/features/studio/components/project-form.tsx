import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STUDIO_LIMITS, type StudioCollection, type StudioProject, type StudioProjectInput } from 'shared-contract';
import { ApiError, failureText } from 'shared-session';
import { Button, formatNumber, noticeStyle, Skeleton, textAreaStyle, textInputStyle, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useCreateStudioProject } from '../api/create-studio-project';
import { useStudioCollections } from '../api/get-studio-collections';
import { useUpdateStudioProject } from '../api/update-studio-project';
import { issueToken } from '../utils/field-errors';
import { emptyProjectForm, projectFormSchema, projectToForm, type ProjectFormValues } from '../utils/project-form';
import { FormField, useFieldErrorText } from './form-field';
import { buttonRowStyle, fieldsetStyle, pairStyle, stackStyle, textStyle } from './studio-styles';

/** The api's refusals that belong to one field; any other shows in the form's alert. */
const REFUSAL_FIELDS: Partial<Record<string, FieldPath<ProjectFormValues>>> = {
  STUDIO_SALE_WINDOW_INVALID: 'saleEndsAt',
  STUDIO_COLLECTION_INVALID: 'webtoonId',
  STUDIO_REASON_REQUIRED: 'reason',
};

type ProjectFormProps = {
  /** null: a new draft. */
  project: StudioProject | null;
  onCreated?: (project: StudioProject) => void;
};

/**
 * Every field of `studioProjectInputSchema`, checked with the contract's rules as staff type them: texts in Korean and
 * English, the two collections, the prices (USD typed in dollars, sent in cents) and the sale window typed in KST. Once
 * the project has sold, a change of prices or window asks for a reason.
 */
export function ProjectForm({ project, onCreated }: ProjectFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const create = useCreateStudioProject();
  const update = useUpdateStudioProject();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const resolver = useMemo(() => zodResolver(projectFormSchema(project), { error: issueToken }), [project]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProjectFormValues, unknown, StudioProjectInput>({ resolver, defaultValues: project ? projectToForm(project) : emptyProjectForm() });

  const askReason = project !== null && project.sold > 0;
  const busy = create.isPending || update.isPending;

  const refused = (error: unknown) => {
    const field = error instanceof ApiError ? REFUSAL_FIELDS[error.code] : undefined;
    if (field && (field !== 'reason' || askReason)) setError(field, { type: 'server', message: failureText(error) }, { shouldFocus: true });
    else setProblem(failureText(error));
  };

  const submit = (input: StudioProjectInput) => {
    setProblem(null);
    setSaved(false);
    if (project) {
      update.mutate(
        { projectId: project.id, input },
        {
          onSuccess: (answer) => {
            reset(projectToForm(answer));
            setSaved(true);
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(input, { onSuccess: (answer) => onCreated?.(answer), onError: refused });
    }
  };

  const text = (name: 'title' | 'creator', label: { ko: string; en: string }, max: number) => (
    <div css={pairStyle}>
      {(['ko', 'en'] as const).map((side) => (
        <FormField key={side} id={`studio-${name}-${side}`} label={label[side]} error={errors[name]?.[side]?.message}>
          {(control) => <input type="text" autoComplete="off" maxLength={max + 20} {...register(`${name}.${side}`)} {...control} css={textInputStyle} />}
        </FormField>
      ))}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSaved(false);
        void handleSubmit(submit)(event);
      }}
      aria-busy={busy || undefined}
      data-testid="studio-project-form"
      css={stackStyle(24)}
    >
      <fieldset css={fieldsetStyle}>
        <legend>{t('studio.editor.textsLegend')}</legend>
        {text('title', { ko: t('studio.editor.titleKo'), en: t('studio.editor.titleEn') }, STUDIO_LIMITS.titleMax)}
        {text('creator', { ko: t('studio.editor.creatorKo'), en: t('studio.editor.creatorEn') }, STUDIO_LIMITS.creatorMax)}
        <div css={pairStyle}>
          {(['ko', 'en'] as const).map((side) => (
            <FormField
              key={side}
              id={`studio-description-${side}`}
              label={side === 'ko' ? t('studio.editor.descriptionKo') : t('studio.editor.descriptionEn')}
              error={errors.description?.[side]?.message}
            >
              {(control) => <textarea {...register(`description.${side}`)} {...control} rows={5} css={textAreaStyle} />}
            </FormField>
          ))}
        </div>
      </fieldset>

      <fieldset css={fieldsetStyle}>
        <legend>{t('studio.editor.collectionsLegend')}</legend>
        <CollectionFields register={register} webtoonError={errors.webtoonId?.message} themeError={errors.themeId?.message} />
      </fieldset>

      <fieldset css={fieldsetStyle}>
        <legend>{t('studio.editor.priceLegend')}</legend>
        <div css={pairStyle}>
          <FormField id="studio-price-gold" label={t('studio.editor.priceGold')} hint={t('studio.editor.priceGoldHint')} error={errors.priceGold?.message}>
            {(control) => <input type="text" inputMode="numeric" autoComplete="off" {...register('priceGold')} {...control} css={textInputStyle} />}
          </FormField>
          <FormField id="studio-price-usd" label={t('studio.editor.priceUsd')} hint={t('studio.editor.priceUsdHint')} error={errors.priceUsd?.message}>
            {(control) => <input type="text" inputMode="decimal" autoComplete="off" {...register('priceUsd')} {...control} css={textInputStyle} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset css={fieldsetStyle}>
        <legend>{t('studio.editor.windowLegend')}</legend>
        <div css={pairStyle}>
          <FormField id="studio-sale-starts" label={t('studio.editor.saleStartsAt')} error={errors.saleStartsAt?.message}>
            {(control) => <input type="datetime-local" step={60} {...register('saleStartsAt')} {...control} css={textInputStyle} />}
          </FormField>
          <FormField id="studio-sale-ends" label={t('studio.editor.saleEndsAt')} hint={t('studio.editor.saleEndsAtHint')} error={errors.saleEndsAt?.message}>
            {(control) => <input type="datetime-local" step={60} {...register('saleEndsAt')} {...control} css={textInputStyle} />}
          </FormField>
        </div>
      </fieldset>

      {askReason ? (
        <div css={stackStyle(8)}>
          <p css={textStyle}>{t('studio.editor.soldNote', { sold: formatNumber(project.sold, language) })}</p>
          <FormField
            id="studio-reason"
            label={t('studio.editor.reason')}
            hint={t('studio.editor.reasonHint', { max: STUDIO_LIMITS.reasonMax })}
            error={errors.reason?.message}
          >
            {(control) => <input type="text" autoComplete="off" {...register('reason')} {...control} css={textInputStyle} />}
          </FormField>
        </div>
      ) : null}

      <div aria-live="polite" css={stackStyle(8)}>
        {saved ? (
          <p css={noticeStyle('success')} data-testid="studio-project-saved">
            {t('studio.editor.saved')}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" css={noticeStyle('error')} data-testid="studio-project-problem">
          {problem}
        </p>
      ) : null}
      <div css={buttonRowStyle}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="studio-project-submit">
          {busy ? t('studio.editor.saving') : project ? t('studio.editor.save') : t('studio.editor.create')}
        </Button>
      </div>
    </form>
  );
}

type CollectionFieldsProps = {
  register: ReturnType<typeof useForm<ProjectFormValues, unknown, StudioProjectInput>>['register'];
  webtoonError: string | undefined;
  themeError: string | undefined;
};

/** The two collections as selects, once the list has come (a select without its options would lose its value). */
function CollectionFields({ register, webtoonError, themeError }: CollectionFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const errorText = useFieldErrorText();
  const collections = useStudioCollections();

  if (collections.isPending) {
    return (
      <div css={pairStyle} aria-busy="true">
        <p role="status" css={textStyle}>
          {t('studio.editor.collectionsLoading')}
        </p>
        <Skeleton height={48} />
      </div>
    );
  }
  if (collections.isError) {
    const message = webtoonError ?? themeError;
    return (
      <div role="alert" css={stackStyle(8)}>
        <p css={noticeStyle('error')}>
          {t('studio.editor.collectionsFailed')} {failureText(collections.error)}
        </p>
        {message ? <p css={textStyle}>{errorText(message)}</p> : null}
        <div>
          <Button variant="secondary" onClick={() => void collections.refetch()}>
            {t('studio.retry')}
          </Button>
        </div>
      </div>
    );
  }
  const select = (kind: StudioCollection['kind'], name: 'webtoonId' | 'themeId', label: string, error: string | undefined) => (
    <FormField id={`studio-${kind}`} label={label} error={error}>
      {(control) => (
        <select {...register(name)} {...control} css={textInputStyle}>
          <option value="">{t('studio.editor.choose')}</option>
          {collections.data.items
            .filter((collection) => collection.kind === kind)
            .map((collection) => (
              <option key={collection.id} value={String(collection.id)}>
                {localized(collection.name)}
              </option>
            ))}
        </select>
      )}
    </FormField>
  );
  return (
    <div
      css={[
        pairStyle,
        css`
          align-items: start;
        `,
      ]}
    >
      {select('webtoon', 'webtoonId', t('studio.editor.webtoon'), webtoonError)}
      {select('theme', 'themeId', t('studio.editor.theme'), themeError)}
    </div>
  );
}
