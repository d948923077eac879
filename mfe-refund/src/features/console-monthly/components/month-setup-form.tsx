import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AdminMonth,
  errorMessage,
  formatMonthKey,
  kstMonth,
  monthKeySchema,
  type MonthlySetupInput,
  monthlySetupInputSchema,
  RARITIES,
} from 'shared-contract';
import { formatGold, useLanguage, useLocalized } from 'shared-ui';
import type { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { FocusedHeading } from '../../../components/focused-heading';
import { ConfirmSaveFooter } from '../../../console-kit/components/confirm-save-footer';
import { inputStyle, insetFormStyle, subTitleStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { Field, fieldsetStyle, gridStyle } from '../../../console-kit/components/form-parts';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { useProjects } from '../../../console-kit/hooks/use-projects';
import { useSetUpMonth } from '../api/set-up-month';

/** The setup's own rules (monthlySetupInputSchema, the api's) plus the month it is for. */
export const monthSetupFormSchema = monthlySetupInputSchema.extend({ month: monthKeySchema });
type FormInput = z.input<typeof monthSetupFormSchema>;
export type MonthSetupValues = z.output<typeof monthSetupFormSchema>;

/** The default month to set up: this KST month unless it is set up already, then the next one without a setup. */
export function defaultMonth(now: Date, taken: ReadonlySet<string>): string {
  let month = kstMonth(now);
  for (let step = 0; step < 24 && taken.has(month); step += 1) {
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return month;
}

type Props = {
  /** The month being changed; none to set up a new one. */
  editing: AdminMonth | null;
  /** Months already set up (the default new month skips them). */
  taken: ReadonlySet<string>;
  now?: Date;
  onSaved: (month: string) => void;
  onCancel: () => void;
};

/**
 * An admin sets up a month or changes one that has not ended: the targets and the KEY of the Month (project, name and
 * description in ko and en, rarity, supply), checked by the api's own schema before a confirmation; the api's refusal
 * (MONTHLY_MONTH_ENDED, MONTHLY_SUPPLY_BELOW_AWARDED, PROJECT_NOT_FOUND) is shown in the page's language.
 */
export function MonthSetupForm({ editing, taken, now = new Date(), onSaved, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const id = useId();
  const mutation = useSetUpMonth();
  const save = useConfirmedSave<MonthSetupValues, AdminMonth>(
    ({ month, ...input }, outcome) => mutation.mutate({ month, input: input satisfies MonthlySetupInput }, outcome),
    (_saved, values) => onSaved(values.month),
  );
  const projects = useProjects(true);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, MonthSetupValues>({
    resolver: zodResolver(monthSetupFormSchema),
    defaultValues: editing
      ? {
          month: editing.month,
          checkinTarget: editing.checkinTarget,
          buyTarget: editing.buyTarget,
          key: {
            projectId: editing.key.projectId,
            name: editing.key.name,
            description: editing.key.description,
            rarity: editing.key.rarity,
            supply: editing.key.supplyTotal,
          },
        }
      : { month: defaultMonth(now, taken), key: { name: { ko: '', en: '' }, description: { ko: '', en: '' }, rarity: 'rare' } },
  });

  const number = { valueAsNumber: true } as const;
  const projectList = projects.data ?? [];
  const title = editing ? t('monthly.form.editTitle', { month: formatMonthKey(editing.month, language) }) : t('monthly.form.createTitle');

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(save.ask)(event)}
      css={insetFormStyle}
      data-testid="monthly-setup-form"
    >
      <FocusedHeading id={`${id}-title`} level={3} css={subTitleStyle}>
        {title}
      </FocusedHeading>
      <div css={gridStyle}>
        <Field
          id={`${id}-month`}
          label={t('monthly.form.month')}
          hint={t('monthly.form.monthHint')}
          error={errors.month ? errorMessage('MONTHLY_MONTH_INVALID', language) : null}
        >
          {(control) => (
            <input
              {...control}
              {...register('month')}
              readOnly={editing !== null}
              inputMode="numeric"
              placeholder="YYYY-MM"
              autoComplete="off"
              css={inputStyle}
            />
          )}
        </Field>
        <span aria-hidden="true" />
        <Field
          id={`${id}-checkin`}
          label={t('monthly.form.checkinTarget')}
          hint={t('monthly.form.checkinTargetHint')}
          error={errors.checkinTarget ? t('monthly.form.errors.checkinTarget') : null}
        >
          {(control) => <input {...control} {...register('checkinTarget', number)} type="number" min={1} max={31} inputMode="numeric" css={inputStyle} />}
        </Field>
        <Field
          id={`${id}-buy`}
          label={t('monthly.form.buyTarget')}
          hint={t('monthly.form.buyTargetHint')}
          error={errors.buyTarget ? t('monthly.form.errors.buyTarget') : null}
        >
          {(control) => <input {...control} {...register('buyTarget', number)} type="number" min={1} max={100} inputMode="numeric" css={inputStyle} />}
        </Field>
      </div>
      <fieldset css={fieldsetStyle}>
        <legend>{t('monthly.form.keyLegend')}</legend>
        <div css={gridStyle}>
          {projects.isError ? (
            <Field
              id={`${id}-project`}
              label={t('monthly.form.projectId')}
              hint={t('monthly.form.projectsError')}
              error={errors.key?.projectId ? t('monthly.form.errors.project') : null}
            >
              {(control) => <input {...control} {...register('key.projectId', number)} type="number" min={1} inputMode="numeric" css={inputStyle} />}
            </Field>
          ) : (
            <Field
              id={`${id}-project`}
              label={t('monthly.form.project')}
              hint={t('monthly.form.projectHint')}
              error={errors.key?.projectId ? t('monthly.form.errors.project') : null}
            >
              {(control) => (
                <select
                  {...control}
                  {...register('key.projectId', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
                  css={inputStyle}
                  aria-busy={projects.isPending || undefined}
                >
                  <option value="">{t('monthly.form.projectPlaceholder')}</option>
                  {/* The month's own project stays first and in place, so the field keeps it while the list loads. */}
                  {editing ? <option value={editing.key.projectId}>{`${localized(editing.key.projectTitle)} (#${editing.key.projectId})`}</option> : null}
                  {projectList
                    .filter((project) => project.id !== editing?.key.projectId)
                    .map((project) => (
                      <option key={project.id} value={project.id}>{`${localized(project.title)} (#${project.id})`}</option>
                    ))}
                </select>
              )}
            </Field>
          )}
          <Field id={`${id}-rarity`} label={t('monthly.form.rarity')}>
            {(control) => (
              <select {...control} {...register('key.rarity')} css={inputStyle}>
                {RARITIES.map((rarity) => (
                  <option key={rarity} value={rarity}>
                    {t(`monthly.rarities.${rarity}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${id}-name-ko`}
            label={t('monthly.form.nameKo')}
            hint={t('monthly.form.nameHint')}
            error={errors.key?.name?.ko ? t('monthly.form.errors.name') : null}
          >
            {(control) => <input {...control} {...register('key.name.ko')} lang="ko" maxLength={40} autoComplete="off" css={inputStyle} />}
          </Field>
          <Field
            id={`${id}-name-en`}
            label={t('monthly.form.nameEn')}
            hint={t('monthly.form.nameHint')}
            error={errors.key?.name?.en ? t('monthly.form.errors.name') : null}
          >
            {(control) => <input {...control} {...register('key.name.en')} lang="en" maxLength={40} autoComplete="off" css={inputStyle} />}
          </Field>
          <Field
            id={`${id}-description-ko`}
            label={t('monthly.form.descriptionKo')}
            hint={t('monthly.form.descriptionHint')}
            error={errors.key?.description?.ko ? t('monthly.form.errors.description') : null}
          >
            {(control) => <textarea {...control} {...register('key.description.ko')} lang="ko" maxLength={500} css={textareaStyle} />}
          </Field>
          <Field
            id={`${id}-description-en`}
            label={t('monthly.form.descriptionEn')}
            hint={t('monthly.form.descriptionHint')}
            error={errors.key?.description?.en ? t('monthly.form.errors.description') : null}
          >
            {(control) => <textarea {...control} {...register('key.description.en')} lang="en" maxLength={500} css={textareaStyle} />}
          </Field>
          <Field
            id={`${id}-supply`}
            label={t('monthly.form.supply')}
            hint={t('monthly.form.supplyHint')}
            error={errors.key?.supply ? t('monthly.form.errors.supply') : null}
          >
            {(control) => <input {...control} {...register('key.supply', number)} type="number" min={1} inputMode="numeric" css={inputStyle} />}
          </Field>
        </div>
      </fieldset>
      <ConfirmSaveFooter
        save={save}
        testId="monthly-setup"
        submitLabel={t('monthly.form.save')}
        busy={mutation.isPending}
        saving={mutation.isPending}
        onCancel={onCancel}
        confirmTitle={t('monthly.form.confirmTitle', { month: formatMonthKey(save.pending?.month ?? '', language) })}
        confirmText={
          save.pending
            ? t('monthly.form.confirmBody', {
                checkin: t('monthly.form.confirmCheckin', { count: save.pending.checkinTarget }),
                buy: t('monthly.form.confirmBuy', { count: save.pending.buyTarget }),
                name: localized(save.pending.key.name),
                supply: formatGold(save.pending.key.supply, language),
              })
            : null
        }
      />
    </form>
  );
}
