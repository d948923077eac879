import { css } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { theme } from 'shared-ui';

type DisclosureProps = {
  summary: ReactNode;
  children: ReactNode;
  /** Heading level wrapping the button (WAI-ARIA accordion pattern). */
  level?: 3 | 4;
  testId?: string;
};

/** One accordion row: a button in a heading that shows or hides its region. */
export function Disclosure({ summary, children, level = 3, testId }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div
      data-testid={testId}
      css={css`
        border-bottom: 1px solid ${theme.colors.gray100};
      `}
    >
      <Heading
        css={css`
          margin: 0;
          font-size: inherit;
        `}
      >
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-region`}
          onClick={() => setOpen((value) => !value)}
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            width: 100%;
            min-height: 52px;
            padding: 12px 4px;
            border: 0;
            background: none;
            font: inherit;
            font-size: 15px;
            text-align: left;
            color: ${theme.colors.gray900};
            cursor: pointer;
            &:focus-visible {
              outline: 3px solid ${theme.colors.focus};
              outline-offset: -3px;
            }
            &::after {
              content: '';
              margin-left: auto;
              flex: 0 0 auto;
              width: 8px;
              height: 8px;
              border-right: 2px solid ${theme.colors.gray500};
              border-bottom: 2px solid ${theme.colors.gray500};
              transform: rotate(${open ? '-135deg' : '45deg'});
              transition: transform 0.15s;
            }
          `}
        >
          {summary}
        </button>
      </Heading>
      <div
        id={`${id}-region`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        css={css`
          padding: 4px 4px 20px;
          font-size: 14px;
          line-height: 1.7;
          color: ${theme.colors.gray700};
          white-space: pre-line;
        `}
      >
        {children}
      </div>
    </div>
  );
}
