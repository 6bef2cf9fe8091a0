import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode } from 'react';
import { useDsTranslation } from '../../i18n';
import { styleNonce } from '../../theme/styleNonce';
import { ThemePortal } from '../../theme/ThemeProvider';
import { FieldFrame, useFieldIds } from '../../private/FieldFrame';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label, naming the select. */
  label: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: SelectOption[];
  /** Shown while nothing is chosen; defaults to "Select…". */
  placeholder?: ReactNode;
  /** Shown under the select; also marks it invalid. */
  error?: ReactNode;
  /** Submitted with a native form (Radix renders a hidden select). */
  name?: string;
  disabled?: boolean;
  /** Shows a "*" and sets aria-required (SPEC.md section 5). */
  required?: boolean;
  id?: string;
}

/** A labelled single choice from a list (Radix Select: typeahead, arrows, Enter, Escape). */
export function Select({
  label,
  hideLabel,
  value,
  defaultValue,
  onValueChange,
  options,
  placeholder,
  error,
  name,
  disabled,
  required,
  id,
}: SelectProps) {
  const t = useDsTranslation();
  const ids = useFieldIds({ id, error });
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} required={required} error={error}>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
      >
        <RadixSelect.Trigger
          id={ids.controlId}
          className={styles.trigger}
          aria-labelledby={ids.labelId}
          aria-required={required ? true : undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        >
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder ?? t('selectPlaceholder')} />
          </span>
          <RadixSelect.Icon>
            <ChevronIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <SelectList>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectList>
      </RadixSelect.Root>
    </FieldFrame>
  );
}

/** The themed, portalled list of a Radix Select (also used by PhoneField's country picker). */
export function SelectList({ children }: { children: ReactNode }) {
  // No usePortalContainer here: a Select's portal is mounted while the list is closed (Radix keeps
  // its options in it). Given the body at once, a Select inside a dialog had its portal in the body
  // before the dialog hid the page from assistive technology, so the list was hidden with the page
  // (e2e agent: the contract popup's kind had no options to find).
  return (
    <RadixSelect.Portal>
      <ThemePortal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          {/* Radix writes a <style> for the viewport's scrollbar: it carries the page's CSP nonce. */}
          <RadixSelect.Viewport className={styles.viewport} nonce={styleNonce()}>
            {children}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </ThemePortal>
    </RadixSelect.Portal>
  );
}

/** One option; `children` is what the trigger shows once it is chosen. */
export function SelectItem({
  value,
  disabled,
  textValue,
  before,
  children,
}: {
  value: string;
  disabled?: boolean;
  /** Typeahead text when `children` is not plain text. */
  textValue?: string;
  /** Shown in the list only, before the text (not in the trigger). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RadixSelect.Item value={value} disabled={disabled} textValue={textValue} className={styles.item}>
      {before}
      <span className={styles.itemText}>
        <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
      </span>
      <RadixSelect.ItemIndicator>
        <svg viewBox="0 0 16 16" className={styles.check} fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.chevron}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
