import { useEffect, useState, type FocusEvent, type ReactNode, type SyntheticEvent } from 'react';
import { onLeft, watchPresses } from '../../private/forms/leftByPlayer';
import { useFieldErrors } from './useFieldErrors';

/** What the points dialogs (redeem, convert) share: closing, the busy state and the platform's answer. */
export interface PointsDialogProps<Field extends string> {
  /** Escape, the close button, Cancel, or Close after success (never while submitting). */
  onClose: () => void;
  submitting?: boolean;
  /** The platform's refusal or a failure, above the buttons; the values typed stay. */
  serverError?: ReactNode;
  /** The platform's refusal of one field (a wrong password), under that field. */
  fieldErrors?: Partial<Record<Field, ReactNode>>;
}

/**
 * A points form's state: the values typed, each field's message once it was left (or at once for
 * `live` fields) or a submit was tried, the platform's refusals until the field is edited, and a
 * submit that focuses the first field in error instead of sending.
 */
export function usePointsForm<Field extends string>(options: {
  initial: Record<Field, string>;
  check: (field: Field, values: Record<Field, string>) => string | undefined;
  fieldErrors?: Partial<Record<Field, ReactNode>>;
  /** Fields whose limits are said as they are typed (a quantity), not only once left. */
  live?: readonly Field[];
}) {
  const { check, fieldErrors, live = [] } = options;
  const [values, setValues] = useState(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [tried, setTried] = useState(false);
  useEffect(watchPresses, []);
  const server = useFieldErrors<Field>(fieldErrors);

  const touch = (field: Field) => setTouched((current) => new Set([...current, field]));
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    server.markEdited(field);
    if (live.includes(field)) touch(field);
  };
  const errorOf = (field: Field): ReactNode =>
    (tried || touched.has(field) ? check(field, values) : undefined) ?? server.errorOf(field);

  /** A submit handler: sends through `send` when every field passes and `canSend` says so. */
  const onSubmit =
    (fields: readonly Field[], canSend: boolean, send: () => void) => (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      setTried(true);
      if (!canSend) return;
      if (fields.some((field) => check(field, values) !== undefined)) {
        // After React has drawn the messages, the first field in error takes the focus.
        requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      send();
    };

  /** Props of a bound field: its value, error and handlers. */
  const bind = (field: Field) => ({
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: (event: FocusEvent) => {
      onLeft(event, () => touch(field));
    },
  });

  return { values, change, touch, bind, onSubmit };
}
