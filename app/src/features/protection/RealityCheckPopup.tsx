import { Button, fact, factAmount, factLabel, facts, Loader, Modal, Text } from '@lobby/design-system';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionSummaryValue } from '@lobby/contract';
import { useSession } from '../../data';
import { memberHref, paths } from '../../routes/paths';
import { SignOut, useSignOut } from '../header';
import { useFormat } from '../shared';
import { elapsedSince } from './timing';

export interface RealityCheckPopupProps {
  summary: SessionSummaryValue;
  /** Continue (or Escape): the popup closes and the next check is counted. */
  onClose: () => void;
}

/**
 * The reality check (issue 17, item 2): the time since login, the amount wagered and the net result
 * since then, as the platform counts them, with continue, the betting record and log out. A game in
 * full screen leaves it, so that the popup is seen over the game rather than behind it.
 */
export function RealityCheckPopup({ summary, onClose }: RealityCheckPopupProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { logout } = useSession();
  const { pathname } = useLocation();
  const [leavingGame, setLeavingGame] = useState(false);
  const elapsed = elapsedSince(summary.loginTime, summary.serverTime);

  useEffect(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  // Log out as the header does (home first, then the session ends), except over a launched game: that
  // page has no header, and home's header, arriving while the token is being revoked, would ask for the
  // member's data with it. There the session ends first (the game page asks nothing more), then home.
  const logOut = () => {
    if (pathname.toLowerCase() !== paths.seamless.toLowerCase()) {
      signOut.confirm();
      return;
    }
    setLeavingGame(true);
    void logout()
      .catch(() => undefined)
      .finally(() => void navigate(paths.home, { replace: true }));
  };

  const figures = [
    {
      label: t('protection.realityCheck.elapsed'),
      value: elapsed.hours
        ? t('protection.realityCheck.hoursMinutes', elapsed)
        : t('protection.realityCheck.minutes', { minutes: elapsed.minutes }),
    },
    { label: t('protection.realityCheck.wagered'), value: format.money(summary.wagered, summary.currencySymbol) },
    { label: t('protection.realityCheck.netResult'), value: format.money(summary.netResult, summary.currencySymbol) },
  ];

  return (
    <>
      <Modal
        open={signOut.step === 'idle' && !leavingGame}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t('protection.realityCheck.title')}
        description={t('protection.realityCheck.intro')}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                void navigate(memberHref('personalHistoryCopy'));
              }}
            >
              {t('protection.realityCheck.bettingRecord')}
            </Button>
            <Button variant="secondary" onClick={logOut}>
              {t('protection.realityCheck.logout')}
            </Button>
            <Button onClick={onClose}>{t('protection.realityCheck.continue')}</Button>
          </>
        }
      >
        <dl className={facts}>
          {figures.map((figure) => (
            <div key={figure.label} className={fact}>
              <dt className={factLabel}>{figure.label}</dt>
              <dd className={factAmount}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <Text size="sm" tone="secondary">
          {t('protection.realityCheck.loginAt', { time: format.date(summary.loginTime) })}
        </Text>
      </Modal>
      <SignOut flow={signOut} />
      {leavingGame ? <Loader fullPage label={t('shell.account.loggingOut')} /> : null}
    </>
  );
}
