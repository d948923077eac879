import { css } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from '../theme';

export type TabItem<T extends string = string> = {
  id: T;
  label: ReactNode;
  /** Kept in the list (the spec names it) but not rendered. */
  hidden?: boolean;
};

export type TabsProps<T extends string> = {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  'aria-label': string;
  /** Prefix for tab/panel ids, so panels can point back with `tabPanelProps`. */
  idPrefix?: string;
  'data-testid'?: string;
  stretch?: boolean;
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Props for the element showing the selected tab's content. */
export const tabPanelProps = (prefix: string, id: string) => ({
  role: 'tabpanel' as const,
  id: tabPanelId(prefix, id),
  'aria-labelledby': tabId(prefix, id),
  tabIndex: 0,
});

const listStyle = (stretch: boolean) => css`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${theme.colors.gray200};
  overflow-x: auto;
  scrollbar-width: none;
  & > button {
    flex: ${stretch ? '1 1 0' : '0 0 auto'};
  }
  ${stretch ? `& > button { min-width: 0; padding: 6px 8px; white-space: normal; line-height: 1.25; overflow-wrap: anywhere; }` : ''}
`;

const tabStyle = css`
  min-height: 44px;
  padding: 0 14px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.gray500};
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${theme.colors.gray900};
    border-bottom-color: ${theme.colors.pink};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * An accessible tablist (WAI-ARIA tabs, automatic activation): arrows move and select,
 * Home/End jump to the ends; only the selected tab is in the tab order.
 */
export function Tabs<T extends string>({ items, value, onChange, idPrefix, stretch = false, ...aria }: TabsProps<T>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const visible = items.filter((item) => !item.hidden);
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const select = (index: number) => {
    const item = visible[(index + visible.length) % visible.length];
    if (!item) return;
    onChange(item.id);
    refs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(index + 1),
      ArrowLeft: () => select(index - 1),
      Home: () => select(0),
      End: () => select(visible.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <div role="tablist" aria-label={aria['aria-label']} data-testid={aria['data-testid']} css={listStyle(stretch)}>
      {visible.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(element) => {
              if (element) refs.current.set(item.id, element);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(prefix, item.id)}
            aria-selected={selected}
            aria-controls={tabPanelId(prefix, item.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={tabStyle}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
