import { css } from '@emotion/react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, type TerminationScheduleInput } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, Dialog, formatKst, formatKstLastMinute, mq, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import { actionsRowStyle, factsStyle, fieldErrorStyle, fieldStyle, hintStyle, inputStyle, subTitleStyle } from '../../../console-kit/components/console-styles';
import { usePublishSchedule } from '../api/publish-schedule';
import { addKstDays, kstLastDayToExclusiveEnd, kstToUtcIso } from '../utils/kst-dates';
import { scheduleResolver, specFormValues, type ScheduleFormValues } from '../utils/schedule-form';

const MAX_ROUNDS = 12;
const ADD_ROUND_ID = 'schedule-add-round';
const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

const rowStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  min-width: 0;
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
  ${mq.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
    align-items: start;
  }
`;

const twoColumns = css`
  display: grid;
  gap: 12px;
  ${mq.desktop} {
    grid-template-columns: repeat(2, minmax(0, 220px));
  }
`;

/**
 * The admin's schedule form. Everything is typed in KST (days; a time for the sales stop) and converted to UTC for
 * the API; a round's end day is its last day. The API's schema checks the converted values and each issue lands on
 * its row and field. Publishing asks first: the dates apply to every member.
 */
export function ScheduleForm({ initial, defaultYear }: { initial: ScheduleFormValues; defaultYear: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const publish = usePublishSchedule();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ScheduleFormValues, unknown, TerminationScheduleInput>({ resolver: scheduleResolver, defaultValues: initial });
  const rounds = useFieldArray({ control, name: 'rounds' });
  const watched = useWatch({ control, name: 'rounds' }) ?? [];
  const [year, setYear] = useState(String(defaultYear));
  const [yearError, setYearError] = useState(false);
  const [pending, setPending] = useState<TerminationScheduleInput | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);

  const first = watched[0];
  const last = watched[watched.length - 1];
  const opens = first ? kstToUtcIso(first.startDate) : '';
  const closes = last ? kstLastDayToExclusiveEnd(last.endDate) : '';
  const dash = t('console.common.none');

  const fillDefaults = () => {
    const value = Number(year);
    if (!Number.isInteger(value) || value < YEAR_MIN || value > YEAR_MAX) {
      setYearError(true);
      return;
    }
    setYearError(false);
    reset(specFormValues(value));
    setResult({ tone: 'success', text: t('console.schedule.defaultsFilled', { year: value }) });
  };

  const addRound = () => {
    const end = last?.endDate ?? '';
    rounds.append({ startDate: addKstDays(end, 1), endDate: addKstDays(end, 14), payByDate: addKstDays(end, 28) });
  };

  const confirm = () => {
    if (!pending) return;
    publish.mutate(pending, {
      onSuccess: (schedule) => {
        setPending(null);
        setResult({ tone: 'success', text: t('console.schedule.published', { version: schedule.version }) });
      },
      onError: (error) => {
        setPending(null);
        setResult({ tone: 'error', text: error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language) });
      },
    });
  };

  const fieldError = (id: string, error: FieldError | undefined) =>
    error?.message ? (
      <p id={id} role="alert" css={fieldErrorStyle}>
        {errorMessage(error.message, language)}
      </p>
    ) : null;
  const roundsError = errors.rounds?.root ?? (errors.rounds as FieldError | undefined);

  return (
    <form
      noValidate
      aria-labelledby="schedule-form-title"
      onSubmit={(event) => {
        setResult(null);
        void handleSubmit((input) => setPending(input))(event);
      }}
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
      data-testid="schedule-form"
    >
      <h3 id="schedule-form-title" css={subTitleStyle}>
        {t('console.schedule.formTitle')}
      </h3>
      <p css={hintStyle}>{t('console.schedule.formHint')}</p>

      <div
        css={[
          actionsRowStyle,
          css`
            align-items: end;
          `,
        ]}
      >
        <label
          css={[
            fieldStyle,
            css`
              width: 140px;
            `,
          ]}
        >
          {t('console.schedule.year')}
          <input
            type="number"
            inputMode="numeric"
            min={YEAR_MIN}
            max={YEAR_MAX}
            value={year}
            onChange={(event) => setYear(event.target.value)}
            aria-invalid={yearError ? true : undefined}
            aria-describedby={yearError ? 'schedule-year-error' : undefined}
            css={inputStyle}
            data-testid="schedule-year"
          />
        </label>
        <Button variant="secondary" onClick={fillDefaults} data-testid="schedule-defaults">
          {t('console.schedule.useDefaults')}
        </Button>
      </div>
      {yearError ? (
        <p id="schedule-year-error" role="alert" css={fieldErrorStyle}>
          {t('console.schedule.yearInvalid', { min: YEAR_MIN, max: YEAR_MAX })}
        </p>
      ) : null}

      <fieldset
        css={[
          rowStyle,
          css`
            ${mq.desktop} {
              grid-template-columns: 1fr;
            }
          `,
        ]}
      >
        <legend>{t('console.schedule.salesStop')}</legend>
        <div css={twoColumns}>
          <label css={fieldStyle}>
            {t('console.schedule.salesStopDate')}
            <input
              type="date"
              css={inputStyle}
              aria-invalid={errors.salesStopDate ? true : undefined}
              aria-describedby={errors.salesStopDate ? 'sales-stop-error' : undefined}
              {...register('salesStopDate')}
            />
          </label>
          <label css={fieldStyle}>
            {t('console.schedule.salesStopTime')}
            <input type="time" css={inputStyle} {...register('salesStopTime')} />
          </label>
        </div>
        {fieldError('sales-stop-error', errors.salesStopDate)}
      </fieldset>

      <div
        css={css`
          display: grid;
          gap: 12px;
        `}
        data-testid="schedule-rounds"
      >
        {roundsError?.message ? (
          <p role="alert" css={fieldErrorStyle}>
            {errorMessage(roundsError.message, language)}
          </p>
        ) : null}
        {rounds.fields.map((field, index) => {
          const rowErrors = errors.rounds?.[index];
          const ids = { start: `round-${index}-start-error`, end: `round-${index}-end-error`, payBy: `round-${index}-pay-by-error` };
          return (
            <fieldset key={field.id} css={rowStyle} data-testid="schedule-round">
              <legend>{t('console.common.roundN', { round: index + 1 })}</legend>
              <div css={fieldStyle}>
                <label htmlFor={`round-${index}-start`}>{t('console.schedule.startDate')}</label>
                <input
                  id={`round-${index}-start`}
                  type="date"
                  css={inputStyle}
                  aria-invalid={rowErrors?.startDate ? true : undefined}
                  aria-describedby={rowErrors?.startDate ? ids.start : undefined}
                  {...register(`rounds.${index}.startDate`)}
                />
                {fieldError(ids.start, rowErrors?.startDate)}
              </div>
              <div css={fieldStyle}>
                <label htmlFor={`round-${index}-end`}>{t('console.schedule.endDate')}</label>
                <input
                  id={`round-${index}-end`}
                  type="date"
                  css={inputStyle}
                  aria-invalid={rowErrors?.endDate ? true : undefined}
                  aria-describedby={[`round-end-hint`, rowErrors?.endDate ? ids.end : null].filter(Boolean).join(' ')}
                  {...register(`rounds.${index}.endDate`)}
                />
                {fieldError(ids.end, rowErrors?.endDate)}
              </div>
              <div css={fieldStyle}>
                <label htmlFor={`round-${index}-pay-by`}>{t('console.schedule.payByDate')}</label>
                <input
                  id={`round-${index}-pay-by`}
                  type="date"
                  css={inputStyle}
                  aria-invalid={rowErrors?.payByDate ? true : undefined}
                  aria-describedby={rowErrors?.payByDate ? ids.payBy : undefined}
                  {...register(`rounds.${index}.payByDate`)}
                />
                {fieldError(ids.payBy, rowErrors?.payByDate)}
              </div>
              <Button
                variant="ghost"
                onClick={() => {
                  rounds.remove(index);
                  document.getElementById(ADD_ROUND_ID)?.focus();
                }}
                disabled={rounds.fields.length <= 1}
                aria-label={t('console.schedule.removeRoundLabel', { round: index + 1 })}
                css={css`
                  ${mq.desktop} {
                    margin-top: 26px;
                  }
                `}
              >
                {t('console.schedule.removeRound')}
              </Button>
            </fieldset>
          );
        })}
        <p id="round-end-hint" css={hintStyle}>
          {t('console.schedule.endDateHint')}
        </p>
        <div>
          <Button id={ADD_ROUND_ID} variant="secondary" onClick={addRound} disabled={rounds.fields.length >= MAX_ROUNDS}>
            {t('console.schedule.addRound')}
          </Button>
        </div>
      </div>

      <dl css={factsStyle} aria-live="polite" data-testid="schedule-derived">
        <dt>{t('console.schedule.window')}</dt>
        <dd>
          {opens && closes
            ? t('console.schedule.windowValue', { opens: formatKst(opens, 'dateHourMinute', language), closes: formatKstLastMinute(closes, language) })
            : dash}
        </dd>
        <dt>{t('console.schedule.deadline')}</dt>
        <dd data-testid="schedule-deadline">{closes ? t('console.schedule.kst', { value: formatKstLastMinute(closes, language) }) : dash}</dd>
      </dl>

      <div css={actionsRowStyle}>
        <Button type="submit" disabled={publish.isPending} data-testid="schedule-publish">
          {t('console.schedule.publish')}
        </Button>
      </div>
      <ActionResult result={result} data-testid="schedule-result" />

      <Dialog
        open={pending !== null}
        title={t('console.schedule.confirmTitle')}
        confirmLabel={t('console.schedule.publish')}
        cancelLabel={t('console.common.cancel')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        busy={publish.isPending}
        data-testid="schedule-confirm"
      >
        {pending ? (
          <>
            <p
              css={css`
                margin: 0 0 8px;
              `}
            >
              {t('console.schedule.confirmBody')}
            </p>
            <dl css={factsStyle}>
              <dt>{t('console.schedule.salesStop')}</dt>
              <dd>{t('console.schedule.kst', { value: formatKst(pending.salesStopAt, 'dateHourMinute', language) })}</dd>
              <dt>{t('console.schedule.window')}</dt>
              <dd>
                {t('console.schedule.windowValue', {
                  opens: formatKst(pending.rounds[0]?.startsAt ?? pending.salesStopAt, 'dateHourMinute', language),
                  closes: formatKstLastMinute(pending.rounds[pending.rounds.length - 1]?.endsAt ?? pending.salesStopAt, language),
                })}
              </dd>
              <dt>{t('console.schedule.roundsCount')}</dt>
              <dd>{pending.rounds.length}</dd>
            </dl>
          </>
        ) : null}
      </Dialog>
    </form>
  );
}
