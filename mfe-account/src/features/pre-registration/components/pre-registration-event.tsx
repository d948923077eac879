import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PRE_BOOK_STEPS, preBookStepOf } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { ErrorState, panelStyle, Skeleton, theme, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { usePreBookStatus } from '../api/get-pre-book-status';
import { DoneStep } from './done-step';
import { EntryStep } from './entry-step';
import { BenefitsStep, HowToStep, IntroStep } from './info-steps';
import { stepPath } from './step-path';
import { StepsNav } from './steps-nav';
import { stepHeadingStyle } from './styles';

const pagerStyle = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${theme.radius.sm}px;
    color: ${theme.colors.gray800};
    font-size: 15px;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  & > a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  & > a:last-of-type {
    margin-left: auto;
  }
`;

const HEADINGS = ['intro.title', 'benefits.title', 'howTo.title', 'entry.title', 'done.title'] as const;

/**
 * `/event/pre-reservation?p=0..4`: the pre-registration event in five steps (introduction, benefits, how to take part,
 * entry, done). A missing or out-of-range `p` is replaced by `p=0`. The pages are public; entering and claiming need
 * a signed-in member. A step change moves the focus to the step's heading.
 */
export function PreRegistrationEvent() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = preBookStepOf(params.get('p'));
  const status = usePreBookStatus();
  // The shell keeps the one session store current (it runs the session sync).
  const session = useSessionStore((state) => state.status);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);

  useEffect(() => {
    if (step === null) void navigate(stepPath(0), { replace: true });
  }, [step, navigate]);

  useEffect(() => {
    if (step === null) return;
    // Not on the first view (the page's own heading comes first); on every later step change.
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  if (step === null) return null;
  const name = (index: number) => t(`preRegistration.steps.${PRE_BOOK_STEPS[index] ?? 'intro'}`);

  let content;
  if (status.isPending) content = <Skeleton height={160} />;
  else if (status.isError) content = <ErrorState title={t('preRegistration.loadFailed')} error={status.error} onRetry={() => void status.refetch()} />;
  else {
    const data = status.data;
    content = [
      <IntroStep key="intro" status={data} />,
      <BenefitsStep key="benefits" status={data} />,
      <HowToStep key="howTo" />,
      <EntryStep key="entry" status={data} session={session} />,
      <DoneStep key="done" status={data} session={session} />,
    ][step];
  }

  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
      data-testid="pre-registration"
    >
      <StepsNav current={step} />
      <section aria-labelledby="pre-registration-step-title" css={panelStyle} aria-busy={status.isPending}>
        <p
          css={css`
            margin: 0;
            font-size: 13px;
            color: ${theme.colors.gray600};
          `}
        >
          {t('preRegistration.stepOf', { step: step + 1, total: PRE_BOOK_STEPS.length })}
        </p>
        <h2 id="pre-registration-step-title" ref={heading} tabIndex={-1} css={stepHeadingStyle}>
          {t(`preRegistration.${HEADINGS[step] ?? 'intro.title'}`)}
        </h2>
        {status.isPending ? <span css={visuallyHidden}>{t('preRegistration.loading')}</span> : null}
        {content}
      </section>
      <nav aria-label={t('preRegistration.pagerLabel')} css={pagerStyle}>
        {step > 0 ? (
          <Link to={stepPath(step - 1)} aria-label={t('preRegistration.previousStep', { name: name(step - 1) })}>
            ← {t('preRegistration.previous')}
          </Link>
        ) : null}
        {step < PRE_BOOK_STEPS.length - 1 ? (
          <Link to={stepPath(step + 1)} aria-label={t('preRegistration.nextStep', { name: name(step + 1) })}>
            {t('preRegistration.next')} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
