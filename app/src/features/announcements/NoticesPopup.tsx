import { AnnouncementPopup } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { useAnnouncements } from '../../data';
import type { SitePopup } from '../../shell/site';
import { noticeList } from './announcementLists';
import { useGoToPromotion } from './useGoToPromotion';

export interface NoticesPopupProps {
  popup: Extract<SitePopup, { kind: 'notices' }>;
  onClose: () => void;
}

/** noticeModal (SPEC.md section 2): every announcement, 9 per page, opened on the chosen one. */
export function NoticesPopup({ popup, onClose }: NoticesPopupProps) {
  const { t, i18n } = useTranslation();
  const result = useAnnouncements();
  const { data, isLoading, mutate } = result;
  const error = result.error as unknown;
  const announcements = useMemo(() => noticeList(data, popup.selectedId), [data, popup.selectedId]);
  const goToPromotion = useGoToPromotion(onClose);
  const failed = error !== undefined && !data;
  return (
    <AnnouncementPopup
      // The list opens on its first item: a new choice from the marquee starts it afresh.
      key={popup.selectedId ?? ''}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      announcements={announcements}
      onGoToPromotion={goToPromotion}
      loading={isLoading}
      error={failed ? `${t('home.announcements.failed')} ${errorText(i18n.t, error)}` : undefined}
      onRetry={() => void mutate()}
    />
  );
}
