import { useId, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { useDsTranslation } from '../../i18n';
import * as styles from './AvatarPicker.css';

export interface AvatarChoice {
  id: number;
  /** The picture; the default avatar when it fails to load. */
  src: string;
}

export interface AvatarPickerProps {
  /** Names the choice (the group's legend). */
  label: ReactNode;
  choices: AvatarChoice[];
  /** The chosen avatar's id. */
  value: number;
  onChange: (id: number) => void;
  disabled?: boolean;
}

/**
 * The avatars a member may choose from (PUT /wps/member/info/icon), as one radio group: arrow keys
 * move between them, and each reads as "Avatar n".
 */
export function AvatarPicker({ label, choices, value, onChange, disabled = false }: AvatarPickerProps) {
  const t = useDsTranslation();
  const name = useId();
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        {choices.map((choice, index) => {
          const id = `${name}-${String(choice.id)}`;
          const choiceName = t('accountAvatarChoice', { number: index + 1 });
          return (
            <div key={choice.id} className={styles.item}>
              <input
                type="radio"
                id={id}
                name={name}
                value={choice.id}
                checked={choice.id === value}
                onChange={() => onChange(choice.id)}
                className={styles.input}
              />
              <label htmlFor={id} className={styles.choice}>
                <Avatar src={choice.src} name={choiceName} size="lg" />
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
