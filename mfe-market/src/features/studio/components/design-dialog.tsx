import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESIGN_EDITIONS, RARITIES, STUDIO_LIMITS, type StudioDesign, type StudioDesignInput, type StudioProject } from 'shared-contract';
import { ApiError, failureText } from 'shared-session';
import { Button, Dialog, formatNumber, noticeStyle, textAreaStyle, textInputStyle, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useAddStudioDesign } from '../api/add-studio-design';
import { useUpdateStudioDesign } from '../api/update-studio-design';
import { designFormSchema, designToForm, emptyDesignForm, emptyProperty, type DesignFormValues } from '../utils/design-form';
import { issueToken } from '../utils/field-errors';
import { FormField } from './form-field';
import { buttonRowStyle, fieldsetStyle, pairStyle, textStyle, wideDialogStyle } from './studio-styles';

/** The api's refusals that belong to one field; any other shows in the dialog's alert. */
const REFUSAL_FIELDS: Partial<Record<string, FieldPath<DesignFormValues>>> = {
  STUDIO_SUPPLY_BELOW_SOLD: 'supply',
  STUDIO_RARITY_LOCKED: 'rarity',
};

type DesignDialogProps = {
  project: StudioProject;
  /** null: a new design. */
  design: StudioDesign | null;
  onClose: () => void;
  /** After the api took it: what to say. */
  onDone: (input: StudioDesignInput) => void;
};

const propertyStyle = css`
  ${fieldsetStyle};
  padding: 12px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  legend {
    margin: 0;
    padding: 0 4px;
    font-size: 14px;
  }
`;

/**
 * Adds or edits a KEY design (`studioDesignInputSchema`): names and descriptions in both languages, rarity (fixed once
 * the design has sold), supply (never below what sold), edition and up to ten properties.
 */
export function DesignDialog({ project, design, onClose, onDone }: DesignDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const add = useAddStudioDesign();
  const change = useUpdateStudioDesign();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(designFormSchema(design), { error: issueToken }), [design]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DesignFormValues, unknown, StudioDesignInput>({ resolver, defaultValues: design ? designToForm(design) : emptyDesignForm() });
  const properties = useFieldArray({ control, name: 'properties' });
  const rarityLocked = design !== null && design.sold > 0;
  const busy = add.isPending || change.isPending;

  const refused = (error: unknown) => {
    const field = error instanceof ApiError ? REFUSAL_FIELDS[error.code] : undefined;
    if (field) setError(field, { type: 'server', message: failureText(error) }, { shouldFocus: true });
    else setProblem(failureText(error));
  };

  const submit = (input: StudioDesignInput) => {
    setProblem(null);
    const done = { onSuccess: () => onDone(input), onError: refused };
    if (design) change.mutate({ projectId: project.id, designId: design.id, input }, done);
    else add.mutate({ projectId: project.id, input }, done);
  };

  const pair = (name: 'name' | 'description', labels: { ko: string; en: string }) => (
    <div css={pairStyle}>
      {(['ko', 'en'] as const).map((side) => (
        <FormField key={side} id={`studio-design-${name}-${side}`} label={labels[side]} error={errors[name]?.[side]?.message}>
          {(props) =>
            name === 'description' ? (
              <textarea {...register(`${name}.${side}`)} {...props} rows={3} css={textAreaStyle} />
            ) : (
              <input type="text" autoComplete="off" {...register(`${name}.${side}`)} {...props} css={textInputStyle} />
            )
          }
        </FormField>
      ))}
    </div>
  );

  return (
    <Dialog
      open
      title={design ? t('studio.designForm.editTitle') : t('studio.designForm.addTitle')}
      confirmLabel={design ? t('studio.designForm.save') : t('studio.designForm.add')}
      cancelLabel={t('studio.designForm.cancel')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={onClose}
      busy={busy}
      css={wideDialogStyle}
      contentProps={{ 'data-testid': 'studio-design-form' }}
      data-testid="studio-design-dialog"
    >
      {pair('name', { ko: t('studio.designForm.nameKo'), en: t('studio.designForm.nameEn') })}
      {pair('description', { ko: t('studio.designForm.descriptionKo'), en: t('studio.designForm.descriptionEn') })}
      <div css={pairStyle}>
        <FormField
          id="studio-design-rarity"
          label={t('studio.designForm.rarity')}
          hint={rarityLocked ? t('studio.designForm.rarityLocked') : undefined}
          error={errors.rarity?.message}
        >
          {(props) =>
            rarityLocked ? (
              // Not registered: the form keeps the design's rarity, and the api refuses a change anyway.
              <select {...props} disabled defaultValue={design.rarity} css={textInputStyle} data-testid="studio-design-rarity">
                {RARITIES.map((rarity) => (
                  <option key={rarity} value={rarity}>
                    {t(`rarity.${rarity}`)}
                  </option>
                ))}
              </select>
            ) : (
              <select {...register('rarity')} {...props} css={textInputStyle} data-testid="studio-design-rarity">
                {RARITIES.map((rarity) => (
                  <option key={rarity} value={rarity}>
                    {t(`rarity.${rarity}`)}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
        <FormField id="studio-design-edition" label={t('studio.designForm.edition')} hint={t('studio.designForm.editionHint')} error={errors.edition?.message}>
          {(props) => (
            <select {...register('edition')} {...props} css={textInputStyle}>
              {DESIGN_EDITIONS.map((edition) => (
                <option key={edition} value={edition}>
                  {t(`studio.edition.${edition}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="studio-design-supply"
        label={t('studio.designForm.supply')}
        hint={
          design && design.sold > 0
            ? t('studio.designForm.supplySoldHint', { sold: formatNumber(design.sold, language), max: formatNumber(STUDIO_LIMITS.supplyMax, language) })
            : t('studio.designForm.supplyHint', { max: formatNumber(STUDIO_LIMITS.supplyMax, language) })
        }
        error={errors.supply?.message}
      >
        {(props) => <input type="text" inputMode="numeric" autoComplete="off" {...register('supply')} {...props} css={textInputStyle} />}
      </FormField>

      <fieldset css={fieldsetStyle} aria-describedby="studio-properties-hint">
        <legend>{t('studio.designForm.propertiesLegend')}</legend>
        <p id="studio-properties-hint" css={textStyle}>
          {t('studio.designForm.propertiesHint', { max: STUDIO_LIMITS.propertiesMax })}
        </p>
        {properties.fields.length === 0 ? <p css={textStyle}>{t('studio.designForm.noProperties')}</p> : null}
        {properties.fields.map((field, index) => {
          const error = errors.properties?.[index];
          return (
            <fieldset key={field.id} css={propertyStyle} data-testid="studio-design-property">
              <legend>{t('studio.designForm.property', { index: index + 1 })}</legend>
              <div css={pairStyle}>
                <FormField id={`studio-property-${index}-name-ko`} label={t('studio.designForm.propertyNameKo')} error={error?.name?.ko?.message}>
                  {(props) => <input type="text" autoComplete="off" {...register(`properties.${index}.name.ko`)} {...props} css={textInputStyle} />}
                </FormField>
                <FormField id={`studio-property-${index}-name-en`} label={t('studio.designForm.propertyNameEn')} error={error?.name?.en?.message}>
                  {(props) => <input type="text" autoComplete="off" {...register(`properties.${index}.name.en`)} {...props} css={textInputStyle} />}
                </FormField>
                <FormField id={`studio-property-${index}-value-ko`} label={t('studio.designForm.propertyValueKo')} error={error?.value?.ko?.message}>
                  {(props) => <input type="text" autoComplete="off" {...register(`properties.${index}.value.ko`)} {...props} css={textInputStyle} />}
                </FormField>
                <FormField id={`studio-property-${index}-value-en`} label={t('studio.designForm.propertyValueEn')} error={error?.value?.en?.message}>
                  {(props) => <input type="text" autoComplete="off" {...register(`properties.${index}.value.en`)} {...props} css={textInputStyle} />}
                </FormField>
              </div>
              <div>
                <Button variant="secondary" size="sm" onClick={() => properties.remove(index)}>
                  {t('studio.designForm.removeProperty', { index: index + 1 })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div css={buttonRowStyle}>
          <Button
            variant="secondary"
            onClick={() => properties.append(emptyProperty(), { shouldFocus: true })}
            disabled={properties.fields.length >= STUDIO_LIMITS.propertiesMax}
            aria-describedby="studio-properties-hint"
          >
            {t('studio.designForm.addProperty')}
          </Button>
        </div>
      </fieldset>
      {problem ? (
        <p role="alert" css={noticeStyle('error')} data-testid="studio-design-problem">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
