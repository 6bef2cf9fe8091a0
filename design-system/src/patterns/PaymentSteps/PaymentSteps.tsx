import { useId, type ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Text';
import * as styles from './PaymentSteps.css';

export interface PaymentStepsProps {
  /** Names the tutorial ("How to deposit by bank transfer"). */
  title: ReactNode;
  /** The steps, in order. */
  steps: readonly string[];
  /** A note under the steps (how long it takes). */
  note?: ReactNode;
  /** The heading level in its page (default 3). */
  level?: 2 | 3 | 4;
}

/** A payment tutorial (SPEC.md section 2: deposit tutorial): numbered steps and a note. */
export function PaymentSteps({ title, steps, note, level = 3 }: PaymentStepsProps) {
  const titleId = useId();
  return (
    <Card as="section" padding="lg" radius="md" className={styles.root} aria-labelledby={titleId}>
      <Heading level={level} size={4} id={titleId}>
        {title}
      </Heading>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <span className={styles.marker} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.text}>{step}</span>
          </li>
        ))}
      </ol>
      {note ? <p className={styles.note}>{note}</p> : null}
    </Card>
  );
}
