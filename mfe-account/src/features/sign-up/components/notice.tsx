import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from 'shared-ui';

export type NoticeProps = {
  title?: string;
  message: string;
  /** `alert` announces an error; `status` a calm state. */
  role?: 'alert' | 'status';
  tone?: 'info' | 'error';
  children?: ReactNode;
  'data-testid'?: string;
};

/** A message box with actions under it: the sign-up pages' "not now" states (sign in first, closed, already a member). */
export function Notice({ title, message, role = 'status', tone = 'info', children, ...rest }: NoticeProps) {
  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <div
        role={role}
        data-testid={rest['data-testid']}
        css={css`
          padding: 16px;
          border-radius: ${theme.radius.md}px;
          background: ${tone === 'error' ? theme.colors.pinkSoft : theme.colors.gray50};
          color: ${theme.colors.gray900};
          overflow-wrap: anywhere;
        `}
      >
        {title ? (
          <p
            css={css`
              margin: 0 0 6px;
              font-weight: 700;
              font-size: 16px;
            `}
          >
            {title}
          </p>
        ) : null}
        <p
          css={css`
            margin: 0;
            font-size: 15px;
            line-height: 1.5;
          `}
        >
          {message}
        </p>
      </div>
      {children ? (
        <div
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
