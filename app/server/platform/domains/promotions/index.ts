// The promotions domain (SPEC.md sections 2, 4 and 5): promotions and activities (guests too), the
// application with remark and images, the reward centre and the referral information. The raffle
// claim is answered by the home domain (SPEC.md section 7 lists it there).
import { applicationRules, ErrorCode, promotionScopes, promotionTypes, rewardStates } from '@lobby/contract';
import type { Domain, PlatformContext, Readers, Services } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { posterSvg } from '../../seed/svg';
import { serveAsset } from '../../shared/assets';
import { offsetOf, pageChecks, totalPagesOf } from '../../shared/paging';
import { accountOf, langOf } from '../../shared/request';
import { seedPromotions } from './seed';
import { createPromotionStore, migratePromotions } from './store';
import { createUploadStore, migrateUploads } from './uploads';

/** Characters as a player sees them (an emoji counts once), as the remark field counts them. */
const graphemes = (text: string): number => [...new Intl.Segmenter().segment(text)].length;

export const promotionsDomain: Domain = {
  name: 'promotions',
  migrate(db) {
    migratePromotions(db);
    migrateUploads(db);
  },
  seed: seedPromotions,
  routes(router, ctx) {
    const store = createPromotionStore(ctx.db, ctx.now);
    const uploads = createUploadStore(ctx.db, ctx.now);
    const memberOnly = [ctx.requireToken, ctx.requireMember] as const;
    // Issued rewards expire on their last day even when nobody looks (the records read the table).
    ctx.every('promotions:expire-rewards', 60_000, store.expireDue);

    router.get('/wps/relay/MCSFE_getPromotionList', ctx.optionalToken, (c) => {
      const query = readQuery(c, {
        ...pageChecks(12, 100),
        promotionType: v.optional(v.oneOf(['ALL', ...promotionTypes] as const), 'ALL'),
        scope: v.optional(v.oneOf(promotionScopes), 'ALL'),
      });
      const { list, availableCount } = store.list(
        c.get('account')?.id ?? null,
        query.promotionType === 'ALL' ? undefined : query.promotionType,
        query.scope,
        langOf(c),
      );
      return ok(c, {
        list: list.slice(offsetOf(query), offsetOf(query) + query.pageSize),
        totalCount: list.length,
        totalPages: totalPagesOf(list.length, query.pageSize),
        availableCount,
      });
    });

    router.get('/wps/relay/MCSFE_getPromotionDetail', ctx.optionalToken, (c) => {
      const { promotionId } = readQuery(c, { promotionId: v.int({ min: 1 }) });
      return ok(c, store.get(c.get('account')?.id ?? null, promotionId, langOf(c)));
    });

    // One piece of an application image (SPEC.md section 5), checked again here: type by its bytes.
    router.post('/wps/relay/MCS2_uploadActivityImage', ...memberOnly, (c) => {
      const piece = readBody(c, {
        uploadId: v.optional(v.str({ max: 64 })),
        size: v.int({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        offset: v.int({ min: 0 }),
        data: v.str({ max: 1024 * 1024, trim: false }),
      });
      return ok(c, uploads.receive(accountOf(c).id, piece));
    });

    router.post('/wps/relay/MCS2_applyPromotion', ...memberOnly, ctx.idempotent({ required: false }), (c) => {
      const input = readBody(c, {
        promotionId: v.int({ min: 1 }),
        remark: v.optional(v.str({ max: 1000 }), ''),
        imageIds: v.optional(v.list(v.str({ max: 64 }), { max: applicationRules.maxImages }), []),
      });
      if (graphemes(input.remark) > applicationRules.maxRemark) {
        throw new PlatformError(
          ErrorCode.VALIDATION,
          `remark must be at most ${applicationRules.maxRemark} characters`,
        );
      }
      const id = accountOf(c).id;
      const images = uploads.prepare(id, input.imageIds);
      const promotion = store.apply(id, input.promotionId, input.remark, images.count, () =>
        images.attach(input.promotionId),
      );
      return ok(c, { promotionId: promotion.promotionId, state: promotion.state });
    });

    router.get('/wps/relay/MCSFE_getRewardCenter', ...memberOnly, (c) => {
      const query = readQuery(c, { ...pageChecks(10, 100), state: v.optional(v.oneOf(rewardStates)) });
      const id = accountOf(c).id;
      const { list, totalCount } = store.rewards(id, query, langOf(c));
      return ok(c, {
        list,
        totalCount,
        totalPages: totalPagesOf(totalCount, query.pageSize),
        unclaimedCount: store.unclaimedRewards(id),
        unclaimedAmount: store.unclaimedAmount(id),
      });
    });

    router.post('/wps/relay/MCS2_claimReward', ...memberOnly, ctx.idempotent(), (c) => {
      const { rewardId } = readBody(c, { rewardId: v.int({ min: 1 }) });
      const amount = store.claimReward(ctx.services.wallet, accountOf(c).id, rewardId);
      return ok(c, { rewardId, amount, state: 'CLAIMED' });
    });

    router.get('/wps/relay/MCSFE_getReferralInfo', ...memberOnly, (c) => {
      const account = accountOf(c);
      const referralCode = account.affiliateCode ?? `R${String(account.id).padStart(6, '0')}`;
      const n = store.invitedCount(account.id);
      return ok(c, {
        referralPromoEnabled: true,
        referralCode,
        referralPath: `/register?referralCode=${encodeURIComponent(referralCode)}`,
        invitedCount: n,
        rewardTotal: n * 8,
      });
    });

    serveAsset(router, 'promo', /^\d{1,6}$/, (id) => {
      const title = store.titleOf(Number(id));
      return title === undefined ? undefined : posterSvg(`promo:${id}`, title, { width: 720, height: 300 });
    });
  },
};

/** What other domains read of the promotions (domain.ts: Readers). */
export function promotionsReader(ctx: Pick<PlatformContext, 'db' | 'now'>): Readers['promotions'] {
  const store = createPromotionStore(ctx.db, ctx.now);
  // Titled in the player's language (issue 16 item 7), as the promotions list titles it.
  const newbie = ctx.db.prepare(`SELECT p.promotion_id AS promotionId, COALESCE(t.title, p.title) AS title
    FROM promotions p LEFT JOIN promotion_texts t ON t.promotion_id = p.promotion_id AND t.lang = @lang
    WHERE p.promotion_type = 'NEWBIE' AND p.start_at <= @time AND p.end_at > @time
    ORDER BY p.start_at, p.promotion_id LIMIT 1`);
  return {
    unclaimedRewards: (accountId) => store.unclaimedRewards(accountId),
    newbiePromotion: (lang) => {
      const time = ctx.now();
      return (newbie.get({ lang, time }) as { promotionId: number; title: string } | undefined) ?? null;
    },
  };
}

/** What other domains may do with the promotions (domain.ts: Services). */
export function promotionsService(
  ctx: Pick<PlatformContext, 'db' | 'now' | 'config'>,
  wallet: Services['wallet'],
): Services['promotions'] {
  const store = createPromotionStore(ctx.db, ctx.now);
  return {
    claimRaffle: (accountId, promotionId) => store.claimRaffle(wallet, ctx.config.seed, accountId, promotionId),
  };
}
