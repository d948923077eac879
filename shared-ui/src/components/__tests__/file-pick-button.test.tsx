import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilePickButton } from '../file-pick-button';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

const choose = (input: HTMLElement, files: File[]) => {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
};

describe('FilePickButton', () => {
  it('is a file input named by its button-like label, in the tab order and focusable', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <FilePickButton onFiles={() => undefined} accept="image/png" multiple inputRef={ref} aria-describedby="hint" data-testid="pick">
          Add images
        </FilePickButton>
        <p id="hint">Up to 4</p>
      </>,
    );
    const input = screen.getByLabelText('Add images') as HTMLInputElement;
    expect(input).toBe(screen.getByTestId('pick'));
    expect(input).toBe(ref.current);
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/png');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
    expect(input).not.toHaveAttribute('aria-invalid');
    // Hidden on screen only: the keyboard reaches it (Enter or Space opens the browser's file dialog).
    expect(input.tabIndex).toBe(0);
    input.focus();
    expect(input).toHaveFocus();
    expect(screen.getByText('Add images').tagName).toBe('LABEL');
  });

  it('hands over the chosen files and empties the input, so the same file can be chosen again', () => {
    const onFiles = jest.fn();
    render(
      <FilePickButton onFiles={onFiles} data-testid="pick">
        Add
      </FilePickButton>,
    );
    const input = screen.getByTestId('pick');
    const chosen = [file('a.png'), file('b.png')];
    choose(input, chosen);
    expect(onFiles).toHaveBeenCalledWith(chosen);
    expect((input as HTMLInputElement).value).toBe('');
    // A cancelled file dialog (no files) says nothing.
    choose(input, []);
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('says when it is invalid and can be turned off', () => {
    render(
      <FilePickButton onFiles={() => undefined} aria-invalid disabled id="upload">
        Upload
      </FilePickButton>,
    );
    const input = screen.getByLabelText('Upload') as HTMLInputElement;
    expect(input.id).toBe('upload');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeDisabled();
  });
});
