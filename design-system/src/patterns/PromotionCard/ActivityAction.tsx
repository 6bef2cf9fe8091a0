import type { ReactNode } from 'react';
import { type ActivityState, raffleKinds } from '@lobby/contract';
import { Button, type ButtonSize } from '../../components/Button';
import { Text } from '../../components/Text';
import { useDsTranslation, type DsKey } from '../../i18n';
import * as styles from './PromotionCard.css';

/** What a promotion gives: a reward, or a prize from a red envelope or a lucky draw. */
export const promotionKinds = ['PROMOTION', ...raffleKinds] as const;
export type PromotionKind = (typeof promotionKinds)[number];

export interface ActivityActionProps {
  /** The player's state in the activity (SPEC.md section 4). */
  state: ActivityState;
  kind?: PromotionKind;
  /** Joining means sending an application (remark and images). */
  needsApplication?: boolean;
  /** REJECTED: the player may apply again. */
  canReapply?: boolean;
  /** COMING_SOON: when it starts, formatted; the button stays disabled until then. */
  startsAt?: string;
  /** REJECTED: the reviewer's reason. */
  rejectReason?: string;
  /** CLAIMED prize of a raffle, formatted with its currency. */
  wonAmount?: string;
  /** The action is in flight: the button is busy and ignores clicks. */
  busy?: boolean;
  onAction?: () => void;
  /** Names what the button acts on (the id of the promotion's title). */
  describedBy?: string;
  size?: ButtonSize;
  /** Another action beside this one (the card's "View details"), kept on the same row. */
  secondary?: ReactNode;
}

/** The action a state allows, as a DS string key; null when the state allows none. */
export function activityActionKey(
  state: ActivityState,
  { kind = 'PROMOTION', needsApplication = false, canReapply = false }: Partial<ActivityActionProps> = {},
): DsKey | null {
  switch (state) {
    case 'JOIN':
      return kind === 'PROMOTION'
        ? needsApplication
          ? 'promotionsActionApply'
          : 'promotionsActionJoin'
        : 'promotionsActionTakePart';
    case 'ISSUED':
      return kind === 'RED_ENVELOPE'
        ? 'promotionsActionOpenEnvelope'
        : kind === 'LUCKY_DRAW'
          ? 'promotionsActionDraw'
          : 'promotionsActionClaim';
    case 'REJECTED':
      return canReapply ? 'promotionsActionApplyAgain' : null;
    default:
      return null;
  }
}

const notes: Partial<Record<ActivityState, DsKey>> = {
  APPLYING: 'promotionsNoteAPPLYING',
  CLAIMED: 'promotionsNoteCLAIMED',
  PROCESSING: 'promotionsNotePROCESSING',
  JOINED: 'promotionsNoteJOINED',
  CLOSED: 'promotionsNoteCLOSED',
};

/**
 * The action of an activity state (SPEC.md section 4): join or apply, apply again after a
 * rejection when allowed, claim an issued reward or open a raffle prize; a disabled button with the
 * start for what is coming soon; and a sentence for the states that wait on the platform.
 */
export function ActivityAction({
  state,
  kind = 'PROMOTION',
  needsApplication,
  canReapply,
  startsAt,
  rejectReason,
  wonAmount,
  busy = false,
  onAction,
  describedBy,
  size = 'md',
  secondary,
}: ActivityActionProps) {
  const t = useDsTranslation();
  const action = activityActionKey(state, { kind, needsApplication, canReapply });
  const note =
    state === 'REJECTED'
      ? t(canReapply ? 'promotionsNoteREJECTED' : 'promotionsNoteREJECTEDFinal')
      : state === 'CLAIMED' && wonAmount
        ? t('promotionsNoteWon', { amount: wonAmount })
        : notes[state] && t(notes[state]);
  return (
    <div className={styles.action}>
      {note ? (
        <Text size="sm" tone="secondary">
          {note}
        </Text>
      ) : null}
      {state === 'REJECTED' && rejectReason ? (
        <Text size="sm">{t('promotionsNoteReason', { reason: rejectReason })}</Text>
      ) : null}
      <div className={styles.buttons}>
        {action ? (
          <Button size={size} loading={busy} aria-describedby={describedBy} onClick={onAction}>
            {t(action)}
          </Button>
        ) : state === 'COMING_SOON' ? (
          <Button size={size} variant="secondary" disabled aria-describedby={describedBy}>
            {startsAt ? t('promotionsActionStarts', { date: startsAt }) : t('promotionsStateCOMING_SOON')}
          </Button>
        ) : null}
        {secondary}
      </div>
    </div>
  );
}
