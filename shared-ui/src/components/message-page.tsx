import { useId, type ReactNode } from 'react';
import { theme } from '../theme';

export type MessagePageProps = {
  /** Large decoration above the title (e.g. "404", an icon); hidden from screen readers. */
  mark: ReactNode;
  title: string;
  message: string;
  /** Actions under the message. */
  children?: ReactNode;
  /** `alert` for errors, so screen readers announce them. */
  role?: 'alert';
  'data-testid'?: string;
};

/** The frame of whole-page messages (404, maintenance, the generic error page): mark, title, message, actions. */
export function MessagePage({ mark, title, message, children, role, ...rest }: MessagePageProps) {
  const titleId = useId();
  return (
    <section
      role={role}
      aria-labelledby={titleId}
      data-testid={rest['data-testid']}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        minHeight: theme.layout.minHeight,
        padding: '48px 24px',
        textAlign: 'center',
        color: theme.colors.gray900,
      }}
    >
      <div aria-hidden="true" css={{ color: theme.colors.pink }}>
        {mark}
      </div>
      <h1 id={titleId} css={{ margin: 0, fontSize: 22, lineHeight: 1.4 }}>
        {title}
      </h1>
      <p css={{ margin: 0, maxWidth: 360, lineHeight: 1.6, color: theme.colors.gray600 }}>{message}</p>
      {children && <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 12, marginTop: 8 }}>{children}</div>}
    </section>
  );
}

/** The big text mark of a message page (e.g. "404"). */
export const TextMark = ({ children }: { children: string }) => <p css={{ margin: 0, fontSize: 56, fontWeight: 800, letterSpacing: '0.04em' }}>{children}</p>;
