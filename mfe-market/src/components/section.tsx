import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mq, theme } from 'shared-ui';

type SectionProps = {
  title: ReactNode;
  level?: 2 | 3;
  link?: { to: string; label: string };
  children: ReactNode;
  id?: string;
};

export function Section({ title, level = 2, link, children, id }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      id={id}
      css={css`
        margin-top: ${level === 2 ? 32 : 20}px;
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: baseline;
          justify-content: space-between;
          gap: 12px;
          margin-bottom: 12px;
        `}
      >
        <Heading
          id={headingId}
          css={css`
            margin: 0;
            font-size: ${level === 2 ? 19 : 16}px;
            color: ${theme.colors.gray900};
            ${mq.desktop} {
              font-size: ${level === 2 ? 22 : 17}px;
            }
          `}
        >
          {title}
        </Heading>
        {link ? (
          <Link
            to={link.to}
            css={css`
              display: inline-flex;
              align-items: center;
              min-height: 32px;
              flex-shrink: 0;
              font-size: 14px;
              color: ${theme.colors.gray600};
              white-space: nowrap;
            `}
          >
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
