import { css } from '@emotion/react';
import { Button, noticeStyle } from 'shared-ui';

type Grant = { kind: 'KEY' | 'TICKET'; purchaseId: number | null };

type Props = {
  grant: Grant;
  /** What was received, per kind ("You received a KEY!"). */
  message: string;
  revealLabel: string;
  ticketsLabel: string;
  'data-testid'?: string;
};

/** A reward just given (a lottery prize, the pre-registration reward), said, with the way to it: /reveal for a KEY, /ticket for a ticket. */
export function GrantedReward({ grant, message, revealLabel, ticketsLabel, 'data-testid': testId }: Props) {
  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
        justify-items: start;
      `}
    >
      <p css={noticeStyle('success')} data-testid={testId}>
        {message}
      </p>
      {grant.kind === 'KEY' && grant.purchaseId !== null ? (
        <Button to={`/reveal?purchaseId=${grant.purchaseId}`} size="lg">
          {revealLabel}
        </Button>
      ) : (
        <Button to="/ticket" size="lg">
          {ticketsLabel}
        </Button>
      )}
    </div>
  );
}
