import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRE_BOOK_STEPS } from 'shared-contract';
import { mq, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { stepPath } from './step-path';

const listStyle = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const linkStyle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 56px;
  padding: 6px 2px;
  border-radius: ${theme.radius.sm}px;
  border-bottom: 3px solid ${theme.colors.gray200};
  color: ${theme.colors.gray700};
  font-size: 12px;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  word-break: keep-all;
  &[aria-current='step'] {
    border-bottom-color: ${theme.colors.pink};
    color: ${theme.colors.gray900};
    font-weight: 700;
  }
  &:hover {
    background: ${theme.colors.gray50};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${mq.desktop} {
    font-size: 14px;
  }
`;

const numberStyle = css`
  font-size: 13px;
  font-weight: 700;
`;

/** The five steps as links (`?p=0..4`), the current one marked for assistive technology. */
export function StepsNav({ current }: { current: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('preRegistration.stepsLabel')}>
      <ol css={listStyle}>
        {PRE_BOOK_STEPS.map((step, index) => (
          <li key={step}>
            <Link to={stepPath(index)} css={linkStyle} aria-current={index === current ? 'step' : undefined} data-testid={`pre-registration-step-${index}`}>
              <span css={numberStyle} aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`preRegistration.steps.${step}`)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
