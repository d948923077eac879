import { css } from '@emotion/react';
import type { MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, signUpConsentsSchema, type SignUpConsents } from 'shared-contract';
import { Button, mq, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { schemaResolver } from '../../../utils/schema-resolver';
import { choiceInputStyle, fieldErrorStyle } from '../../../components/form-styles';
import { leadStyle } from './form-styles';

type ConsentField = keyof SignUpConsents;
/** What the boxes hold: unticked is `false`, which the shared schema refuses for the required ones. */
type ConsentValues = Record<ConsentField, boolean>;
const FIELDS: ConsentField[] = ['agreeAge', 'agreeTerms', 'agreePrivacy', 'agreeMail'];

const LABELS: Record<ConsentField, string> = {
  agreeAge: 'signUp.consents.age',
  agreeTerms: 'signUp.consents.terms',
  agreePrivacy: 'signUp.consents.privacy',
  agreeMail: 'signUp.consents.mail',
};

/** The document each consent refers to, opened as a popup window (a normal page when popups are blocked). */
const DOCUMENTS: Partial<Record<ConsentField, { href: string; window: string; label: string }>> = {
  agreeTerms: { href: '/user/policy', window: 'keys-policy', label: 'signUp.consents.viewTerms' },
  agreePrivacy: { href: '/user/privacy', window: 'keys-privacy', label: 'signUp.consents.viewPrivacy' },
};

const openPopup = (event: MouseEvent<HTMLAnchorElement>, href: string, name: string) => {
  const popup = window.open(href, name, 'popup,width=520,height=720');
  if (popup) {
    event.preventDefault();
    popup.focus();
  }
};

const rowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
`;

const checkLabelStyle = css`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  flex: 1;
  min-width: 0;
  box-sizing: border-box;
  min-height: ${theme.layout.touchTarget}px;
  padding: 10px 0;
  font-size: 15px;
  line-height: 1.4;
  cursor: pointer;
  ${choiceInputStyle};
`;

const viewLinkStyle = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  ${mq.mobile} {
    min-width: ${theme.layout.touchTarget}px;
    min-height: ${theme.layout.touchTarget}px;
    justify-content: center;
    box-sizing: border-box;
  }
  padding: 0 8px;
  font-size: 14px;
  color: ${theme.colors.gray600};
  text-decoration: underline;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

export type ConsentFormProps = {
  defaultValues?: SignUpConsents;
  onSubmit: (consents: SignUpConsents) => void;
};

/** `/user/policyAgree`: age, terms and privacy required (the shared `signUpConsentsSchema`), promotion mail optional, and "agree to all". */
export function ConsentForm({ defaultValues, onSubmit }: ConsentFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ConsentValues, unknown, SignUpConsents>({
    resolver: schemaResolver(signUpConsentsSchema),
    defaultValues: defaultValues ?? { agreeAge: false, agreeTerms: false, agreePrivacy: false, agreeMail: false },
  });
  const values = watch();
  const allChecked = FIELDS.every((field) => values[field] === true);

  const toggleAll = (checked: boolean) => {
    for (const field of FIELDS) setValue(field, checked, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="consent-form">
      <p css={leadStyle}>{t('signUp.consents.lead')}</p>
      <div
        css={css`
          padding: 4px 14px;
          border: 1px solid ${theme.colors.gray200};
          border-radius: ${theme.radius.md}px;
          background: ${theme.colors.gray50};
        `}
      >
        <label
          css={[
            checkLabelStyle,
            css`
              font-weight: 700;
              font-size: 16px;
            `,
          ]}
        >
          <input type="checkbox" checked={allChecked} onChange={(event) => toggleAll(event.target.checked)} aria-describedby="consent-all-hint" />
          <span>
            {t('signUp.consents.all')}
            <span
              id="consent-all-hint"
              css={css`
                display: block;
                font-weight: 400;
                font-size: 13px;
                color: ${theme.colors.gray500};
              `}
            >
              {t('signUp.consents.allHint')}
            </span>
          </span>
        </label>
      </div>
      <ul
        css={css`
          list-style: none;
          margin: 8px 0 24px;
          padding: 0 14px;
        `}
      >
        {FIELDS.map((field) => {
          const error = errors[field]?.message;
          const errorId = `consent-${field}-error`;
          const linked = DOCUMENTS[field];
          return (
            <li key={field}>
              <div css={rowStyle}>
                <label css={checkLabelStyle}>
                  <input type="checkbox" {...register(field)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
                  <span>{t(LABELS[field])}</span>
                </label>
                {linked ? (
                  <a
                    href={linked.href}
                    target="_blank"
                    aria-label={t(linked.label)}
                    css={viewLinkStyle}
                    onClick={(event) => openPopup(event, linked.href, linked.window)}
                  >
                    {t('signUp.consents.view')}
                  </a>
                ) : null}
              </div>
              {error ? (
                <p
                  id={errorId}
                  role="alert"
                  css={[
                    fieldErrorStyle,
                    css`
                      margin: -6px 0 6px;
                      padding-left: 30px;
                    `,
                  ]}
                >
                  {errorMessage(error, language)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button type="submit" fullWidth size="lg" data-testid="consents-next">
        {t('signUp.consents.next')}
      </Button>
    </form>
  );
}
