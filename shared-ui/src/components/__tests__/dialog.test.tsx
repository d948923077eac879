import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Dialog } from '../dialog';

const cancel = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

function FormHarness({ onSend, onClose, busy = false }: { onSend: (name: string) => void; onClose: () => void; busy?: boolean }) {
  const [name, setName] = useState('');
  return (
    <Dialog
      open
      title="Rename"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(name);
      }}
      confirmLabel="Save"
      cancelLabel="Cancel"
      onClose={onClose}
      busy={busy}
      contentProps={{ 'data-testid': 'rename-form' }}
      data-testid="rename-dialog"
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('asks: a dialog named by its title, described by its body; the main action has the focus', () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(
      <Dialog open title="Delete the post?" confirmLabel="Delete" cancelLabel="Keep" onConfirm={onConfirm} onClose={onClose}>
        It cannot be undone.
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete the post?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('It cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('informs: an alertdialog with one button, in a live status wrapper when asked', () => {
    const onClose = jest.fn();
    render(
      <Dialog open title="Report received" confirmLabel="Close" onClose={onClose} contentProps={{ role: 'status', 'data-testid': 'done' }}>
        Thank you.
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Report received' });
    expect(within(dialog).getByRole('status').textContent).toContain('Report received');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hosts a form: the fields and buttons in one form, the main action submits it, Escape closes', () => {
    const onSend = jest.fn();
    const onClose = jest.fn();
    render(<FormHarness onSend={onSend} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    const form = screen.getByTestId('rename-form');
    expect(form.tagName).toBe('FORM');
    const submit = within(form).getByRole('button', { name: 'Save' });
    expect(submit).toHaveAttribute('type', 'submit');
    // The main action does not take the focus from the first field.
    expect(submit).not.toHaveFocus();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Spring' } });
    fireEvent.click(submit);
    expect(onSend).toHaveBeenCalledWith('Spring');
    // Enter in a field submits the form (the browser's implicit submission).
    fireEvent.submit(form);
    expect(onSend).toHaveBeenCalledTimes(2);
    cancel(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while busy: buttons off, Escape ignored', () => {
    const onClose = jest.fn();
    render(<FormHarness onSend={jest.fn()} onClose={onClose} busy />);
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    cancel(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing inside while closed', () => {
    render(<Dialog open={false} title="Hidden" confirmLabel="OK" onClose={() => undefined} data-testid="closed" />);
    expect(screen.getByTestId('closed').textContent).toBe('');
  });
});
