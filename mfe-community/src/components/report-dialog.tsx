import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  REPORT_DETAIL_MAX_LENGTH,
  REPORT_REASONS,
  reportInputSchema,
  type CommunityTargetType,
  type ReportInput,
  type ReportReason,
} from 'shared-contract';
import { choiceInputStyle, Dialog, fieldErrorStyle, fieldLabelStyle, formatNumber, noticeStyle, useLanguage } from 'shared-ui';
import { useSendReport } from '../api/send-report';
import { useCommunityGuard } from '../hooks/community-guard';
import { NAMESPACE } from '../namespace';
import { errorCode } from '../utils/api-error';
import { counterStyle, hintStyle, textareaStyle } from './styles';

export type ReportTarget = { targetType: CommunityTargetType; targetId: number };

/** The shared Dialog's panel, wider for the form and scrolling inside when the screen is short. */
const panelStyle = css`
  box-sizing: border-box;
  width: min(92vw, 440px);
  max-height: 90vh;
  overflow-y: auto;
`;

const radioRowStyle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-size: 15px;
  cursor: pointer;
  ${choiceInputStyle};
`;

type ReportFormValues = { reason: ReportReason | null; detail: string };

const DETAIL_CODES = new Set(['COMMUNITY_REPORT_DETAIL_REQUIRED', 'COMMUNITY_TEXT_TOO_LONG']);

const resolveReport = zodResolver(reportInputSchema);

/**
 * `zodResolver` over the contract's `reportInputSchema` with the target beside the form's values (blank details are
 * no details). A reason comes first: until one is chosen, only that is said, as before the details are judged.
 */
function reportResolver(target: ReportTarget): Resolver<ReportFormValues, unknown, ReportInput> {
  return async (values, context, options) => {
    const input = { ...target, reason: values.reason ?? undefined, detail: values.detail.trim() === '' ? undefined : values.detail };
    const result = await resolveReport(input as Parameters<typeof resolveReport>[0], context, options as unknown as Parameters<typeof resolveReport>[2]);
    const errors = result.errors as FieldErrors<ReportFormValues>;
    if (Object.keys(errors).length === 0) return { values: result.values as ReportInput, errors: {} };
    return { values: {}, errors: errors.reason ? { reason: errors.reason } : errors };
  };
}

/**
 * Reports a post or comment: a reason (radio group), details (required for Other, 500 characters), then
 * "Report received". react-hook-form with the contract's `reportInputSchema` checks before sending; the api's refusals (already
 * reported, banned) show as messages.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return target ? <ReportForm key={`${target.targetType}-${target.targetId}`} target={target} onClose={onClose} /> : null;
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const guard = useCommunityGuard();
  const send = useSendReport();
  const id = useId();
  const [resolver] = useState(() => reportResolver(target));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReportInput>({ resolver, reValidateMode: 'onSubmit', defaultValues: { reason: null, detail: '' } });
  const reason = useWatch({ control, name: 'reason' });
  const detail = useWatch({ control, name: 'detail' }) ?? '';
  const ids = {
    legend: `${id}-legend`,
    reasonError: `${id}-reason-error`,
    detail: `${id}-detail`,
    hint: `${id}-hint`,
    counter: `${id}-counter`,
    detailError: `${id}-detail-error`,
  };

  // Both states render the one Dialog (same place, same type): the modal stays open while its content changes.
  if (done) {
    return (
      <Dialog
        open
        title={t('report.done')}
        confirmLabel={t('report.close')}
        onClose={onClose}
        contentProps={{ role: 'status', 'data-testid': 'report-done' }}
        css={panelStyle}
        data-testid="report-dialog"
      >
        {t('report.doneText')}
      </Dialog>
    );
  }

  const sendReport = (input: ReportInput) =>
    send.mutate(input, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        const code = errorCode(error);
        if (DETAIL_CODES.has(code)) {
          setError('detail', { type: 'server', message: code }, { shouldFocus: true });
          return;
        }
        guard.reportError(error);
        setRefusal(code);
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRefusal(null);
    void handleSubmit(sendReport)(event);
  };

  const detailLength = detail.trim().length;
  const reasonInvalid = Boolean(errors.reason);
  const detailCode = errors.detail?.message;

  return (
    <Dialog
      open
      title={target.targetType === 'post' ? t('report.titlePost') : t('report.titleComment')}
      onSubmit={submit}
      confirmLabel={send.isPending ? t('report.sending') : t('report.submit')}
      cancelLabel={t('report.cancel')}
      onClose={onClose}
      busy={send.isPending}
      contentProps={{ 'data-testid': 'report-form' }}
      css={panelStyle}
      data-testid="report-dialog"
    >
      <fieldset
        role="radiogroup"
        aria-labelledby={ids.legend}
        css={css`
          margin: 0;
          padding: 0;
          border: none;
          display: grid;
          gap: 2px;
        `}
        aria-invalid={reasonInvalid || undefined}
        aria-describedby={reasonInvalid ? ids.reasonError : undefined}
      >
        <legend id={ids.legend} css={fieldLabelStyle}>
          {t('report.reasonLegend')}
        </legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} css={radioRowStyle}>
            <input type="radio" value={value} {...register('reason', { onChange: () => clearErrors('reason') })} />
            <span>{t(`report.reasons.${value}`)}</span>
          </label>
        ))}
        {reasonInvalid ? (
          <p id={ids.reasonError} role="alert" css={fieldErrorStyle}>
            {t('report.reasonRequired')}
          </p>
        ) : null}
      </fieldset>
      <div
        css={css`
          display: grid;
          gap: 6px;
        `}
      >
        <label htmlFor={ids.detail} css={fieldLabelStyle}>
          {t('report.detail')}
        </label>
        <textarea
          id={ids.detail}
          {...register('detail')}
          css={textareaStyle}
          rows={3}
          aria-required={reason === 'OTHER' || undefined}
          aria-invalid={detailCode ? true : undefined}
          aria-describedby={[ids.hint, ids.counter, detailCode ? ids.detailError : null].filter(Boolean).join(' ')}
        />
        <p id={ids.hint} css={hintStyle}>
          {t('report.detailHint', { max: REPORT_DETAIL_MAX_LENGTH })}
        </p>
        <p id={ids.counter} css={counterStyle(detailLength > REPORT_DETAIL_MAX_LENGTH)}>
          {formatNumber(detailLength, language)} / {formatNumber(REPORT_DETAIL_MAX_LENGTH, language)}
        </p>
        {detailCode ? (
          <p id={ids.detailError} role="alert" css={fieldErrorStyle} data-testid="report-detail-error">
            {errorMessage(detailCode, language)}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid="report-error">
          {errorMessage(refusal, language)}
        </p>
      ) : null}
    </Dialog>
  );
}
