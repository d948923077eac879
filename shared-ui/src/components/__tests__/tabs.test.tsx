import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, type TabItem } from '../tabs';

type Id = 'details' | 'properties' | 'project' | 'activities';
const items: TabItem<Id>[] = [
  { id: 'details', label: 'Key details' },
  { id: 'properties', label: 'Key properties', hidden: true },
  { id: 'project', label: 'Project details' },
  { id: 'activities', label: 'Key activities' },
];

function Harness({ onChange }: { onChange?: (id: Id) => void }) {
  const [value, setValue] = useState<Id>('details');
  return (
    <Tabs
      aria-label="Key tabs"
      items={items}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('renders a labelled tablist without hidden items', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Key tabs' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Key details', 'Project details', 'Key activities']);
    expect(screen.queryByRole('tab', { name: 'Key properties' })).not.toBeInTheDocument();
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves selection and focus with the arrow keys, wrapping at the ends', () => {
    const changes: Id[] = [];
    render(<Harness onChange={(id) => changes.push(id)} />);
    const first = screen.getByRole('tab', { name: 'Key details' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selected().map((tab) => tab.textContent)).toEqual(['Project details']);
    expect(screen.getByRole('tab', { name: 'Project details' })).toHaveFocus();

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(selected().map((tab) => tab.textContent)).toEqual(['Key details']);

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Key activities' })).toHaveFocus();
    expect(changes).toEqual(['project', 'activities', 'details', 'activities']);
  });

  it('jumps with Home and End and selects on click', () => {
    render(<Harness />);
    const first = screen.getByRole('tab', { name: 'Key details' });
    fireEvent.keyDown(first, { key: 'End' });
    expect(selected()[0]?.textContent).toBe('Key activities');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(selected()[0]?.textContent).toBe('Key details');
    fireEvent.click(screen.getByRole('tab', { name: 'Project details' }));
    expect(selected()[0]?.textContent).toBe('Project details');
  });

  it('points each tab at its panel', () => {
    render(<Tabs aria-label="t" idPrefix="x" items={items} value="project" onChange={() => undefined} />);
    const tab = screen.getByRole('tab', { name: 'Project details' });
    expect(tab.id).toBe('x-tab-project');
    expect(tab).toHaveAttribute('aria-controls', 'x-panel-project');
  });
});
