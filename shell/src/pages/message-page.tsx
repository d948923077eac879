import type { ReactNode } from 'react';
import { theme } from 'shared-ui';

/** The frame of the shell's own pages (404, maintenance): a mark, a title, a message, actions. */
export function MessagePage({ mark, title, message, children }: { mark: ReactNode; title: string; message: string; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="message-page-title"
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        minHeight: theme.layout.minHeight,
        padding: '48px 24px',
        textAlign: 'center',
      }}
    >
      <p aria-hidden="true" css={{ margin: 0, fontSize: 56, fontWeight: 800, color: theme.colors.pink, letterSpacing: '0.04em' }}>
        {mark}
      </p>
      <h1 id="message-page-title" css={{ margin: 0, fontSize: 22, color: theme.colors.gray900 }}>
        {title}
      </h1>
      <p css={{ margin: 0, maxWidth: 360, lineHeight: 1.6, color: theme.colors.gray600 }}>{message}</p>
      {children}
    </section>
  );
}

export const actionLink = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 140,
  minHeight: 44,
  padding: '0 20px',
  borderRadius: theme.radius.md,
  color: theme.colors.white,
  background: theme.colors.pink,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.gray900}`, outlineOffset: 2 },
} as const;
