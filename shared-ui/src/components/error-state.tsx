import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { Button } from './button';
import { stateBoxStyle } from './empty-state';
import { useCommonTranslation } from '../locales/use-common-translation';

export type ErrorStateProps = {
  error: unknown;
  onRetry?: () => void;
  title?: ReactNode;
};

/** An `ApiError` (shared-session) carries a message already in the user's language. */
const isApiError = (error: unknown): error is Error => error instanceof Error && error.name === 'ApiError' && error.message.length > 0;

/** Inline error: the API's message (or a generic one) and a Retry button. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const { t: text } = useCommonTranslation();
  const message = isApiError(error) ? error.message : text('error.generic');
  return (
    <div role="alert" data-testid="error-state" css={stateBoxStyle}>
      <p
        css={css`
          font-size: 16px;
          font-weight: 600;
          color: ${theme.colors.gray800};
        `}
      >
        {title ?? text('error.title')}
      </p>
      <p
        css={css`
          font-size: 14px;
        `}
      >
        {message}
      </p>
      {/* md: a 44 px touch target on every page (WCAG 2.2 target size). */}
      {onRetry ? (
        <Button variant="secondary" size="md" onClick={onRetry}>
          {text('retry')}
        </Button>
      ) : null}
    </div>
  );
}
