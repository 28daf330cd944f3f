import { useT } from '../i18n/use-t';

/** The form's message: an alert for errors (announced at once), a status otherwise. */
export function FormMessage({ message, type }: { message: string | null; type: 'success' | 'error' | 'info' | null }) {
  const t = useT();
  if (!message) return null;
  return type === 'error' ? (
    <p role="alert" className="form-error">
      {t(message)}
    </p>
  ) : (
    <p role="status" className="auth-message--info">
      {t(message)}
    </p>
  );
}

/** A field's error text, referenced by the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useT();
  return error ? (
    <p id={id} className="field-error">
      {t(error)}
    </p>
  ) : null;
}
