import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useDsTranslation } from '../../i18n';
import { FieldFrame, useFieldIds } from '../../private/FieldFrame';
import { Button } from '../Button';
import * as styles from './ChallengeField.css';

/** What a hosted challenge's widget tells the field. */
export interface ChallengeCallbacks {
  /** Solved: the token the platform checks (single use). */
  solved: (token: string) => void;
  /** The token ran out (or the widget was reset): the field is empty again. */
  expired: () => void;
  /** The widget could not load or run: the field offers a retry. */
  failed: () => void;
}

/**
 * Draws a hosted challenge (issue 16 item 3: an operator's widget, e.g. Cloudflare Turnstile) into
 * `element` and answers its removal. The design system knows nothing of the provider: the app loads
 * its script and calls its `render`.
 */
export type ChallengeWidget = (element: HTMLElement, callbacks: ChallengeCallbacks) => () => void;

export interface ChallengeFieldProps {
  label: ReactNode;
  required?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  widget: ChallengeWidget;
  /** The token once solved, '' when it expired. */
  onAnswer: (token: string) => void;
  /** The widget's box: focused when a submit finds the challenge unsolved. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A hosted challenge in the forms' frame: the label above, the provider's widget (usually an
 * iframe with its own checkbox) in a box of its size, the error below. The box keeps the widget's
 * height while it loads (no shift). A widget that fails to load says so and offers a retry.
 */
export function ChallengeField({ label, required, error, hint, id, widget, onAnswer, ref }: ChallengeFieldProps) {
  const t = useDsTranslation();
  const ids = useFieldIds({ id, hint, error });
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const box = useRef<HTMLDivElement | null>(null);
  // The latest handler, for a widget drawn once and answering later.
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let current = true;
    const remove = widget(element, {
      solved: (token) => {
        if (current) answer.current(token);
      },
      expired: () => {
        if (current) answer.current('');
      },
      failed: () => {
        if (!current) return;
        answer.current('');
        setFailed(true);
      },
    });
    return () => {
      current = false;
      remove();
    };
  }, [widget, round]);

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <div
        ref={(element) => {
          box.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={ids.controlId}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        tabIndex={-1}
        // The forms focus the first field marked invalid after a refused submit (AuthForm).
        data-invalid={ids.invalid || undefined}
        className={styles.widget}
        hidden={failed}
      />
      {failed ? (
        <div className={styles.failure} role="alert">
          <span>{t('challengeFieldFailed')}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setFailed(false);
              setRound((value) => value + 1);
            }}
          >
            {t('challengeFieldRetry')}
          </Button>
        </div>
      ) : null}
    </FieldFrame>
  );
}
