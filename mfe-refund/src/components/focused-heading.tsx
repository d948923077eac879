import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';

const noRing = css`
  &:focus {
    outline: none;
  }
`;

type Props = {
  id: string;
  level: 2 | 3 | 4;
  children: ReactNode;
  /** Its look, through the `css` prop. */
  className?: string;
};

/**
 * A heading that takes the focus when it appears (a form, a detail or a result opened in place), so keyboard and
 * screen reader users land on what opened. It is not a control, so it shows no focus ring.
 */
export function FocusedHeading({ id, level, children, className }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return (
    <Heading id={id} ref={heading} tabIndex={-1} css={noRing} className={className}>
      {children}
    </Heading>
  );
}
