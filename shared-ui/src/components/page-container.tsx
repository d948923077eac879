import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq, theme } from '../theme';
import { visuallyHidden } from './visually-hidden';

export type PageContainerProps = {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** `narrow` keeps the 480 px column of the theme; `wide` uses the desktop content width. */
  width?: 'narrow' | 'wide';
  /** Visually hide the title while keeping it as the page heading. */
  hideTitle?: boolean;
  actions?: ReactNode;
  children: ReactNode;
};

/** A page's frame: one h1, an optional subtitle, and the theme's max width. */
export function PageContainer({ title, subtitle, width = 'wide', hideTitle = false, actions, children }: PageContainerProps) {
  const maxWidth = width === 'narrow' ? theme.layout.maxWidth : theme.layout.contentMaxWidth;
  return (
    <section
      css={css`
        box-sizing: border-box;
        width: 100%;
        max-width: ${maxWidth}px;
        margin: 0 auto;
        padding: 16px 16px 40px;
        ${mq.desktop} {
          padding: 32px 24px 64px;
        }
      `}
    >
      {title !== undefined || actions ? (
        <header
          css={css`
            display: flex;
            align-items: flex-end;
            justify-content: space-between;
            gap: 12px;
            margin-bottom: 16px;
          `}
        >
          <div css={hideTitle ? visuallyHidden : undefined}>
            {title !== undefined ? (
              <h1
                css={css`
                  margin: 0;
                  font-size: 22px;
                  line-height: 1.3;
                  color: ${theme.colors.gray900};
                  ${mq.desktop} {
                    font-size: 28px;
                  }
                `}
              >
                {title}
              </h1>
            ) : null}
            {subtitle ? (
              <p
                css={css`
                  margin: 4px 0 0;
                  font-size: 14px;
                  color: ${theme.colors.gray500};
                `}
              >
                {subtitle}
              </p>
            ) : null}
          </div>
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
