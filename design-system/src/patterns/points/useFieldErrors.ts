import { useState, type ReactNode } from 'react';

/**
 * The platform's errors per field, each hidden once the player edits that field (a corrected value
 * no longer shows the old refusal); a new set of errors from the platform shows in full again.
 */
export function useFieldErrors<Field extends string>(errors: Partial<Record<Field, ReactNode>> | undefined) {
  const [edited, setEdited] = useState<{ source: typeof errors; fields: ReadonlySet<Field> }>({
    source: errors,
    fields: new Set(),
  });
  const fields = edited.source === errors ? edited.fields : new Set<Field>();
  return {
    errorOf: (field: Field): ReactNode => (fields.has(field) ? undefined : errors?.[field]),
    markEdited: (field: Field) => {
      if (errors?.[field] !== undefined && !fields.has(field)) {
        setEdited({ source: errors, fields: new Set([...fields, field]) });
      }
    },
  };
}
