import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, INQUIRY_BODY_MAX, inquiryInputSchema, type InquiryInput } from 'shared-contract';
import { ApiError, useMe } from 'shared-session';
import { Button, formatNumber, noticeStyle, theme, useLanguage } from 'shared-ui';
import type { z } from 'zod';
import { NAMESPACE } from '../../../namespace';
import { useSendInquiry } from '../api/send-inquiry';
import { checkInquiryFiles, type InquiryFileCode } from '../../../utils/inquiry-files';
import { InquiryFilePicker } from './inquiry-file-picker';
import { InquirySent } from './inquiry-sent';
import {
  checkboxRowStyle,
  counterStyle,
  errorStyle,
  fieldStyle,
  formGridStyle,
  hintStyle,
  inputStyle,
  labelStyle,
  textareaStyle,
} from '../../../components/inquiry-styles';

type FormValues = z.input<typeof inquiryInputSchema>;

/** Codes the api answers for one field of the form. */
const FIELD_OF_CODE: Record<string, FieldPath<FormValues>> = {
  INQUIRY_EMAIL_INVALID: 'replyEmail',
  INQUIRY_BODY_REQUIRED: 'body',
  INQUIRY_BODY_TOO_LONG: 'body',
  INQUIRY_CONSENT_REQUIRED: 'agreePrivacy',
};
const FILE_CODES = new Set<string>(['INQUIRY_TOO_MANY_FILES', 'INQUIRY_FILES_TOO_LARGE', 'INQUIRY_FILE_TYPE']);

const privacyStyle = css`
  display: grid;
  gap: 6px;
  padding: 14px 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.gray50};
  & ul {
    display: grid;
    gap: 4px;
    margin: 0;
    padding-left: 18px;
  }
  & li {
    font-size: 13px;
    line-height: 1.5;
    color: ${theme.colors.gray700};
    overflow-wrap: anywhere;
    word-break: keep-all;
  }
`;

/**
 * The third tab of /support (issue 10 D, spec section 5): reply e-mail (the member's, when signed in), the text
 * with a counter, the privacy consent and up to 3 attachments (30 MB in total). Visitors may write too. The
 * rules are the contract's (`inquiryInputSchema`, the file limits); the api's refusals show by their field.
 */
export function SupportInquiry() {
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  if (sent) return <InquirySent id={sent.id} email={sent.email} onAgain={() => setSent(null)} />;
  return <InquiryForm onSent={(id, email) => setSent({ id, email })} />;
}

function InquiryForm({ onSent }: { onSent: (id: number, email: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { me } = useMe();
  const send = useSendInquiry();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileRefusal, setFileRefusal] = useState<InquiryFileCode | null>(null);
  const [formRefusal, setFormRefusal] = useState<string | null>(null);
  const filesRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getFieldState,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, InquiryInput>({
    resolver: zodResolver(inquiryInputSchema),
    defaultValues: { replyEmail: me?.email ?? '', body: '' },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';

  // The member's e-mail arrives after the first render: offered unless the writer already typed one.
  const memberEmail = me?.email ?? null;
  useEffect(() => {
    if (memberEmail && !getFieldState('replyEmail').isDirty && !getValues('replyEmail')) setValue('replyEmail', memberEmail);
  }, [memberEmail, getFieldState, getValues, setValue]);

  const submit = (values: InquiryInput) => {
    setFormRefusal(null);
    const refusal = checkInquiryFiles(files);
    if (refusal) {
      setFileRefusal(refusal);
      filesRef.current?.querySelector('input')?.focus();
      return;
    }
    send.mutate(
      { values, files, language },
      {
        onSuccess: (receipt) => onSent(receipt.id, values.replyEmail),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : 'TEMPORARY_ERROR';
          const field = FIELD_OF_CODE[code];
          if (field) setError(field, { type: 'server', message: code }, { shouldFocus: true });
          else if (FILE_CODES.has(code)) setFileRefusal(code as InquiryFileCode);
          else setFormRefusal(code);
        },
      },
    );
  };

  const ids = {
    email: `${id}-email`,
    emailHint: `${id}-email-hint`,
    emailError: `${id}-email-error`,
    body: `${id}-body`,
    counter: `${id}-counter`,
    bodyError: `${id}-body-error`,
    privacy: `${id}-privacy`,
    consentError: `${id}-consent-error`,
  };
  const describedBy = (...list: Array<string | false | undefined>) => list.filter(Boolean).join(' ');
  const codes = {
    email: errors.replyEmail?.message,
    body: errors.body?.message,
    consent: errors.agreePrivacy?.message,
  };
  const pending = send.isPending;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} css={formGridStyle} data-testid="inquiry-form" aria-busy={pending || undefined}>
      <p css={hintStyle}>{t('inquiry.form.intro')}</p>

      <div css={fieldStyle}>
        <label htmlFor={ids.email} css={labelStyle}>
          {t('inquiry.form.replyEmail')}
        </label>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          css={inputStyle}
          {...register('replyEmail')}
          aria-required="true"
          aria-invalid={codes.email ? true : undefined}
          aria-describedby={describedBy(ids.emailHint, codes.email && ids.emailError)}
          data-testid="inquiry-email"
        />
        <p id={ids.emailHint} css={hintStyle}>
          {t('inquiry.form.replyEmailHint')}
        </p>
        {codes.email ? (
          <p id={ids.emailError} css={errorStyle} data-testid="inquiry-email-error">
            {errorMessage(codes.email, language)}
          </p>
        ) : null}
      </div>

      <div css={fieldStyle}>
        <label htmlFor={ids.body} css={labelStyle}>
          {t('inquiry.form.body')}
        </label>
        <textarea
          id={ids.body}
          css={textareaStyle}
          placeholder={t('inquiry.form.bodyPlaceholder')}
          {...register('body')}
          aria-required="true"
          aria-invalid={codes.body ? true : undefined}
          aria-describedby={describedBy(ids.counter, codes.body && ids.bodyError)}
          data-testid="inquiry-body"
        />
        <p id={ids.counter} css={counterStyle(body.length > INQUIRY_BODY_MAX)} data-testid="inquiry-counter">
          {t('inquiry.form.counter', { length: formatNumber(body.length, language), max: formatNumber(INQUIRY_BODY_MAX, language) })}
        </p>
        {codes.body ? (
          <p id={ids.bodyError} css={errorStyle} data-testid="inquiry-body-error">
            {errorMessage(codes.body, language)}
          </p>
        ) : null}
      </div>

      <div ref={filesRef}>
        <InquiryFilePicker files={files} onFilesChange={setFiles} refusal={fileRefusal} onRefusal={setFileRefusal} disabled={pending} />
      </div>

      <div css={fieldStyle}>
        <div id={ids.privacy} css={privacyStyle} data-testid="inquiry-privacy">
          <p css={labelStyle}>{t('inquiry.form.privacyTitle')}</p>
          <ul>
            <li>{t('inquiry.form.privacyItems')}</li>
            <li>{t('inquiry.form.privacyPurpose')}</li>
            <li>{t('inquiry.form.privacyRetention')}</li>
            <li>{t('inquiry.form.privacyRefuse')}</li>
          </ul>
        </div>
        <label css={checkboxRowStyle}>
          <input
            type="checkbox"
            {...register('agreePrivacy')}
            aria-required="true"
            aria-invalid={codes.consent ? true : undefined}
            aria-describedby={describedBy(ids.privacy, codes.consent && ids.consentError)}
            data-testid="inquiry-consent"
          />
          <span>{t('inquiry.form.agreePrivacy')}</span>
        </label>
        {codes.consent ? (
          <p id={ids.consentError} css={errorStyle} data-testid="inquiry-consent-error">
            {errorMessage(codes.consent, language)}
          </p>
        ) : null}
      </div>

      {formRefusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid="inquiry-error">
          {errorMessage(formRefusal, language)}
        </p>
      ) : null}

      <Button type="submit" size="lg" fullWidth disabled={pending} data-testid="inquiry-submit">
        {pending ? t('inquiry.form.sending') : t('inquiry.form.submit')}
      </Button>
    </form>
  );
}
