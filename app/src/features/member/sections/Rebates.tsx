import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionDetail, PromotionGrid } from '../../promotions';

/** manualRebate: the rebate promotions (type REBATE, SPEC.md section 2) and their details. */
export function Rebates() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PromotionGrid type="REBATE" onOpen={setOpenId} empty={t('centres.member.rebate.empty')} />
      {openId === null ? null : <PromotionDetail promotionId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
