import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { textLinkStyle } from './text-link';

/** Verification starts there and comes back to `returnTo` (the page that asked). */
const SETTINGS_PATH = '/my/settings';
export const COINS_PATH = '/my/coins';

/** The identity verification (in the account settings) that comes back to `returnTo` after. */
export const verificationHref = (returnTo: string) => `${SETTINGS_PATH}?${new URLSearchParams({ returnTo })}`;

/** Why a purchase cannot go on, as shown: the API's code (null: not from the API) and its localized message. */
export interface PurchaseProblemValue {
  code: string | null;
  message: string;
}

/**
 * A refused purchase's message (buy panel, cart, market), with the way forward when there is one: verify one's
 * identity (and come back here) or get Gold.
 */
export function PurchaseProblem({ problem, 'data-testid': testId }: { problem: PurchaseProblemValue; 'data-testid': string }) {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const verifyHref = verificationHref(`${location.pathname}${location.search}`);
  return (
    <div
      role="alert"
      css={css`
        padding: 10px 12px;
        border-radius: ${theme.radius.sm}px;
        background: ${theme.colors.pinkSoft};
        font-size: 14px;
        display: grid;
        gap: 6px;
      `}
      data-testid={testId}
    >
      <span>{problem.message}</span>
      {(problem.code === 'IDENTITY_VERIFICATION_REQUIRED' || problem.code === 'ADULT_ONLY') && (
        <Link to={verifyHref} css={textLinkStyle}>
          {t('purchase.verify')}
        </Link>
      )}
      {problem.code === 'INSUFFICIENT_GOLD' && (
        <Link to={COINS_PATH} css={textLinkStyle}>
          {t('purchase.chargeGold')}
        </Link>
      )}
    </div>
  );
}
