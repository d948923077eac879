import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { ERRORS, errorMessage, type LocalizedText } from 'shared-contract';
import { mq, theme, useLanguage, useLocalized } from 'shared-ui';
import { fieldErrorStyle, fieldStyle, hintStyle } from './console-styles';

/** A console form's fields: one column at 360 px, two on a desktop. */
export const gridStyle = css`
  display: grid;
  gap: 12px;
  min-width: 0;
  ${mq.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A group of a console form's fields under its legend, set apart by a line above. */
export const fieldsetStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px 0 0;
  border: 0;
  border-top: 1px solid ${theme.colors.gray200};
  min-width: 0;
  legend {
    padding: 0 0 8px;
    font-weight: 700;
    font-size: 15px;
  }
`;

export type Control = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type FieldProps = { id: string; label: string; hint?: string; error?: string | null; children: (control: Control) => ReactNode };

/** A labelled control with its hint and its error (announced), the control described by both. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} css={hintStyle}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {error ? (
        <p id={`${id}-error`} role="alert" css={fieldErrorStyle}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field's error: the catalogue message when the schema's rule names a code (EVENT_WINDOW_INVALID...), else `fallback`. */
export function useFieldError() {
  const language = useLanguage();
  return (error: FieldError | undefined, fallback: string): string | null => {
    if (!error) return null;
    const code = error.message ?? '';
    return code in ERRORS ? errorMessage(code, language) : fallback;
  };
}

/** '' → null, else the number of a select's value. */
export const optionalId = (value: string) => (value === '' ? null : Number(value));

type ProjectRef = { id: number; title: LocalizedText };

/** A project select's options: the empty choice (`placeholder`), then each project as "title (#id)". */
export function ProjectOptions({ placeholder, projects }: { placeholder: string; projects: readonly ProjectRef[] }) {
  const localized = useLocalized();
  return (
    <>
      <option value="">{placeholder}</option>
      {projects.map((project) => (
        <option key={project.id} value={project.id}>{`${localized(project.title)} (#${project.id})`}</option>
      ))}
    </>
  );
}
