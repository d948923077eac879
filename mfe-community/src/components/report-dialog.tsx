import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
import { Button, choiceInputStyle, fieldErrorStyle, fieldLabelStyle, noticeStyle, theme, useLanguage } from 'shared-ui';
import { useSendReport } from '../api/send-report';
import { useCommunityGuard } from '../hooks/community-guard';
import { NAMESPACE } from '../namespace';
import { errorCode } from '../utils/api-error';
import { formatCount } from '../utils/text-limits';
import { counterStyle, hintStyle, textareaStyle } from './styles';

export type ReportTarget = { targetType: CommunityTargetType; targetId: number };

const panelStyle = css`
  box-sizing: border-box;
  width: min(92vw, 440px);
  max-height: 90vh;
  padding: 24px;
  border: none;
  border-radius: 16px;
  color: ${theme.colors.gray900};
  background: ${theme.colors.white};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  overflow-y: auto;
  &::backdrop { background: rgba(0, 0, 0, 0.5); }
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

/** A modal on the native `<dialog>` (focus trap, Escape, top layer from the browser), as shared-ui's Dialog. */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}

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
  const ref = useModal(target !== null);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={panelStyle}
      data-testid="report-dialog"
    >
      {target ? <ReportForm key={`${target.targetType}-${target.targetId}`} target={target} titleId={titleId} onClose={onClose} /> : null}
    </dialog>
  );
}

function ReportForm({ target, titleId, onClose }: { target: ReportTarget; titleId: string; onClose: () => void }) {
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
  const ids = { legend: `${id}-legend`, reasonError: `${id}-reason-error`, detail: `${id}-detail`, hint: `${id}-hint`, counter: `${id}-counter`, detailError: `${id}-detail-error` };

  if (done) {
    return (
      <div role="status" data-testid="report-done">
        <h2 id={titleId} css={css`margin: 0 0 8px; font-size: 18px;`}>
          {t('report.done')}
        </h2>
        <p css={css`margin: 0 0 20px; color: ${theme.colors.gray700};`}>{t('report.doneText')}</p>
        <div css={css`display: flex; justify-content: flex-end;`}>
          <Button onClick={onClose} autoFocus>
            {t('report.close')}
          </Button>
        </div>
      </div>
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
    <form noValidate onSubmit={submit} css={css`display: grid; gap: 16px;`} data-testid="report-form">
      <h2 id={titleId} css={css`margin: 0; font-size: 18px; line-height: 1.4;`}>
        {target.targetType === 'post' ? t('report.titlePost') : t('report.titleComment')}
      </h2>
      <fieldset
        role="radiogroup"
        aria-labelledby={ids.legend}
        css={css`margin: 0; padding: 0; border: none; display: grid; gap: 2px;`}
        aria-invalid={reasonInvalid || undefined}
        aria-describedby={reasonInvalid ? ids.reasonError : undefined}
      >
        <legend id={ids.legend} css={fieldLabelStyle}>{t('report.reasonLegend')}</legend>
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
      <div css={css`display: grid; gap: 6px;`}>
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
          {formatCount(detailLength, language)} / {formatCount(REPORT_DETAIL_MAX_LENGTH, language)}
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
      <div css={css`display: flex; gap: 8px; justify-content: flex-end;`}>
        <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('report.sending') : t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
