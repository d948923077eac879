import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Tabs, tabPanelProps, theme } from 'shared-ui';

const panelStyle = css`
  display: grid;
  gap: 16px;
  min-width: 0;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`;

type Props<V extends string> = {
  views: readonly V[];
  value: V;
  /** The tab's name of each view. */
  viewLabel: (view: V) => string;
  /** Opens another view (not called for the one open). */
  onOpen: (view: V) => void;
  'aria-label': string;
  idPrefix: string;
  'data-testid': string;
  /** The open view's panel. */
  children: ReactNode;
};

/** A console section's sub-views: the tabs (the open one kept in the URL by the section) and the open view's panel. */
export function ViewTabs<V extends string>({ views, value, viewLabel, onOpen, idPrefix, children, ...aria }: Props<V>) {
  return (
    <>
      <Tabs<V>
        {...aria}
        idPrefix={idPrefix}
        items={views.map((id) => ({ id, label: viewLabel(id) }))}
        value={value}
        onChange={(next) => {
          if (next !== value) onOpen(next);
        }}
      />
      <div {...tabPanelProps(idPrefix, value)} css={panelStyle}>
        {children}
      </div>
    </>
  );
}
