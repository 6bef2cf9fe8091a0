import { useId, type ReactNode } from 'react';
import { Avatar, avatarSide } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { routeOnPlainClick } from '../../components/VendorMenu';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';
import * as styles from './ProfileCard.css';

export interface ProfileField {
  key: string;
  label: ReactNode;
  /** The value as shown (masked where sensitive); empty shows "Not set". */
  value?: ReactNode;
  /** What the player can do about this field: a small button. */
  action?: ReactNode;
  /** A link to where the field is changed (another page of the site). */
  link?: { label: string; href: string };
}

export interface ProfileCardProps {
  /** The nickname (or the account when there is none): the card's heading. */
  name: string;
  /** The account id, under the name. */
  account: string;
  /** The avatar; the default avatar when missing or failing (SPEC.md section 8). */
  avatarSrc?: string;
  /** The VIP label beside the name (SPEC.md section 3). */
  vipLabel?: string;
  /** A line under the account ("Member since ..."). */
  meta?: ReactNode;
  /** The labelled fields, in order. */
  fields: ProfileField[];
  /** Shows a "Change avatar" button under the avatar. */
  onChangeAvatar?: () => void;
  /** The card's own actions (edit), after the identity. */
  actions?: ReactNode;
  /** The outline level of the name (2 by default). */
  headingLevel?: 2 | 3;
  /** Placeholders while the profile loads: pass the fields (labels, links) to keep the card's shape. */
  loading?: boolean;
  /** Follows a field's link inside the site (a plain click); without it, links load the page. */
  onNavigate?: (href: string) => void;
}

/** A member's profile: avatar, name, account and VIP label, then the labelled fields (securityCenter). */
export function ProfileCard({
  name,
  account,
  avatarSrc,
  vipLabel,
  meta,
  fields,
  onChangeAvatar,
  actions,
  headingLevel = 2,
  loading = false,
  onNavigate,
}: ProfileCardProps) {
  const t = useDsTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (loading) {
    // The loaded card's shape, so that nothing below it moves when the profile arrives (CLS): the
    // avatar's size with its button's line, the identity's lines, and one row per field with its
    // label (known before the data) and a placeholder for the value.
    return (
      <Card padding="lg" className={styles.root} role="status">
        <span className={visuallyHidden}>{t('accountProfileLoading')}</span>
        <div className={styles.header} aria-hidden="true">
          <div className={styles.portrait}>
            <Skeleton variant="circle" width={avatarSide.lg} height={avatarSide.lg} />
            {onChangeAvatar ? <Skeleton variant="rect" width="6em" height={vars.component.control.height.sm} /> : null}
          </div>
          <div className={styles.identity}>
            <Skeleton lines={meta ? 3 : 2} />
          </div>
        </div>
        {fields.length > 0 ? (
          <dl className={styles.fields} aria-hidden="true">
            {fields.map((field) => (
              <div key={field.key} className={styles.field}>
                <dt className={styles.term}>{field.label}</dt>
                <dd className={styles.value}>
                  <Skeleton width="40%" />
                </dd>
                <dd className={styles.fieldAction}>{field.link ? <Skeleton width="5em" /> : null}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Skeleton lines={6} />
        )}
      </Card>
    );
  }
  return (
    <Card as="section" padding="lg" className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.portrait}>
          <Avatar src={avatarSrc} name={t('accountProfileAvatar', { name })} size="lg" />
          {onChangeAvatar ? (
            <Button variant="ghost" size="sm" onClick={onChangeAvatar}>
              {t('accountProfileChangeAvatar')}
            </Button>
          ) : null}
        </div>
        <div className={styles.identity}>
          <div className={styles.nameLine}>
            <Heading id={headingId} className={styles.name}>
              {name}
            </Heading>
            {vipLabel ? <span className={styles.label}>{vipLabel}</span> : null}
          </div>
          <p className={styles.secondary}>{account}</p>
          {meta ? <p className={styles.secondary}>{meta}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <dl className={styles.fields}>
        {fields.map((field) => {
          const empty = field.value === undefined || field.value === null || field.value === '';
          return (
            <div key={field.key} className={styles.field}>
              <dt className={styles.term}>{field.label}</dt>
              <dd className={styles.value}>
                {empty ? <span className={styles.notSet}>{t('accountProfileNotSet')}</span> : field.value}
              </dd>
              <dd className={styles.fieldAction}>
                {field.link ? (
                  <a
                    href={field.link.href}
                    className={styles.link}
                    onClick={(event) => {
                      const { href } = field.link ?? {};
                      if (onNavigate && href) routeOnPlainClick(event, () => onNavigate(href));
                    }}
                  >
                    {field.link.label}
                  </a>
                ) : null}
                {field.action}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
