import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { theme } from 'shared-ui';
import { iconButtonStyle } from './styles';

export type MenuAction = { id: string; label: string; onSelect: () => void; danger?: boolean };

const menuStyle = css`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
  display: grid;
  min-width: 160px;
  margin: 0;
  padding: 6px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  list-style: none;
`;

const itemStyle = (danger: boolean) => css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: none;
  border-radius: ${theme.radius.sm}px;
  background: transparent;
  font: inherit;
  font-size: 15px;
  text-align: left;
  color: ${danger ? '#b3261e' : theme.colors.gray900};
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${theme.colors.gray100};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * The "⋯" menu of a post or comment (menu button pattern): Enter, Space or ArrowDown opens it on the first item,
 * arrows, Home and End move, Escape or Tab closes it, focus returns to the button after a choice.
 */
export function MoreMenu({ label, actions, 'data-testid': testId }: { label: string; actions: MenuAction[]; 'data-testid'?: string }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  if (actions.length === 0) return null;

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(actions.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      ref={rootRef}
      css={css`
        position: relative;
        flex: none;
      `}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKey}
        css={iconButtonStyle}
        data-testid={testId}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} css={menuStyle} onKeyDown={onMenuKey}>
          {actions.map((action, index) => (
            <li key={action.id} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => {
                  close();
                  action.onSelect();
                }}
                css={itemStyle(action.danger ?? false)}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
