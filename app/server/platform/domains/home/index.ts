// The home domain (SPEC.md section 7 "Home" and "Other"): banners and announcements, the winner
// board, unread badges, feedback and the raffle claim (the customer-service chat is domains/chat).
import {
  type Announcement,
  type AnnouncementType,
  announcementTypes,
  type Banner,
  countWords,
  ErrorCode,
  FEEDBACK_SCREENSHOT,
  FEEDBACK_WORDS,
  feedbackCategories,
  productLines,
  type Winner,
} from '@lobby/contract';
import type { Domain } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { createRng } from '../../seed/random';
import { posterSvg } from '../../seed/svg';
import { assetUrl, serveAsset } from '../../shared/assets';
import { maskName } from '../../shared/names';
import { isoTime } from '../../shared/days';
import { toMajor } from '../../shared/money';
import { accountOf, langOf } from '../../shared/request';
import { announcementBody, announcementPlans, bannerPlans, bannerSizes } from './seed-texts';
import { createHomeStore, migrateHome } from './store';

/** A banner's linkage type that opens a promotion (contract: LinkageType). */
const promotionLinkage = 3;

/** The feedback's screenshot: a png or jpg data: URI within FEEDBACK_SCREENSHOT.maxBytes. */
function checkScreenshot(uri: string): void {
  const match = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+=*)$/.exec(uri);
  if (!match) throw new PlatformError(ErrorCode.VALIDATION, 'screenshot must be a png or jpg data URI');
  if (Buffer.byteLength(match[2] ?? '', 'base64') > FEEDBACK_SCREENSHOT.maxBytes) {
    throw new PlatformError(ErrorCode.VALIDATION, 'screenshot is larger than 512 KB');
  }
}

export const homeDomain: Domain = {
  name: 'home',
  migrate: migrateHome,
  seed(db, ctx) {
    const now = ctx.now();
    const store = createHomeStore(db);
    bannerPlans.forEach(([titles, group, linkage, target], index) =>
      store.addBanner(index + 1, titles, group, linkage, target, index + 1),
    );
    announcementPlans.forEach(([type, execution, titles, promotionType], index) =>
      store.addAnnouncement(
        index + 1,
        titles,
        {
          EN: announcementBody(titles.EN, 'EN'),
          ES: announcementBody(titles.ES, 'ES'),
          TH: announcementBody(titles.TH, 'TH'),
        },
        promotionType ?? null,
        execution,
        type,
        now - (index + 1) * 7 * 3_600_000,
      ),
    );
    // 30 winners of real catalogue games (the board shows 20).
    const rng = createRng(ctx.config.seed, 'winners');
    const games = store.winnerGames();
    const names = [
      'lucky',
      'tiger',
      'jade',
      'nova',
      'comet',
      'storm',
      'pearl',
      'river',
      'blaze',
      'lotus',
      'falcon',
      'orchid',
    ];
    for (let index = 0; index < 30; index += 1) {
      const big = rng.chance(0.2);
      store.addWinner(
        maskName(`${rng.pick(names)}${rng.int(10, 9999)}`),
        rng.int(big ? 500_000 : 5_000, big ? 25_000_000 : 500_000),
        rng.pick(games).node_id,
        now - rng.int(1, 72) * 3_600_000,
      );
    }
  },
  routes(router, ctx) {
    const store = createHomeStore(ctx.db);

    router.get('/wps/relay/MCSFE_getListAnnouncements', ctx.optionalToken, (c) => {
      const query = readQuery(c, {
        types: v.optional(v.list(v.oneOf(announcementTypes), { max: 5 }), [...announcementTypes]),
        platform: v.optional(v.str({ max: 8 })),
        language: v.optional(v.str({ max: 8 })),
      });
      // Issue 17: no marketing to an account on a break or ever self-excluded (exclusion/rules.ts):
      // promotion popups, promotional announcements and banners that lead to a promotion are left out.
      const lang = langOf(c);
      const account = c.get('account');
      const promotional = account !== undefined && ctx.readers.exclusion.hidesPromotions(account.id);
      const banners = store
        .banners(lang)
        .filter((row) => !promotional || row.linkage_type !== promotionLinkage)
        .map((row): Banner => ({
          bannerId: row.banner_id,
          title: row.title,
          url: assetUrl('banner', row.banner_id),
          groupName: row.group_name,
          linkageType: row.linkage_type,
          target: row.target,
          sort: row.sort,
        }));
      const rows = store.announcements(lang);
      const items = rows
        .filter((row) => query.types.includes(row.type))
        .filter((row) => !promotional || (row.type !== 'PR' && row.promotion_type === null))
        .map((row): Announcement => {
          const item: Announcement = {
            id: row.id,
            title: row.title,
            content: row.content,
            execution: row.execution,
            type: row.type,
            publishTime: isoTime(row.published_at),
          };
          if (row.promotion_type) item.promotionType = row.promotion_type;
          return item;
        });
      const ofTypes = (...types: AnnouncementType[]) => items.filter((item) => types.includes(item.type));
      return ok(c, {
        banners,
        player: ofTypes('B', 'PL'),
        popup: ofTypes('PU'),
        promotion: ofTypes('PR'),
        marquee: ofTypes('H'),
      });
    });

    router.get('/wps/relay/ODSFE2_getWinnerBoard', (c) => {
      const query = readQuery(c, {
        gameCategory: v.optional(v.oneOf(['ALL', ...productLines] as const), 'ALL'),
        language: v.optional(v.str({ max: 8 })),
        limitNum: v.optional(v.int({ min: 1, max: 20 }), 20),
      });
      const rows = store.winners(query.gameCategory, query.limitNum);
      const list = rows.map((row): Winner => ({
        customerName: row.customer_name,
        winAmount: toMajor(row.amount),
        gameName: row.game_name,
        winTime: isoTime(row.won_at),
        nodeId: row.node_id,
        vassalage: row.vassalage,
        gameType: row.game_type,
      }));
      return ok(c, { list });
    });

    router.get('/wps/relay/CSP_unreadCount', ctx.requireToken, ctx.requireMember, (c) => {
      const id = accountOf(c).id;
      const message = ctx.readers.messages.unreadCount(id);
      const mission = ctx.readers.lottery.unclaimedMissions(id);
      const reward = ctx.readers.promotions.unclaimedRewards(id);
      return ok(c, { total: message + mission + reward, message, mission, reward });
    });

    router.put('/wps/feedback', ctx.optionalToken, ctx.idempotent({ required: false }), (c) => {
      const input = readBody(c, {
        category: v.oneOf(feedbackCategories),
        content: v.str({ max: 5000 }),
        contact: v.optional(v.str({ max: 100 })),
        screenshot: v.optional(v.str({ max: 800_000 })),
      });
      const words = countWords(input.content, c.req.header('language')?.toLowerCase());
      if (words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max) {
        throw new PlatformError(
          ErrorCode.VALIDATION,
          `content must be between ${FEEDBACK_WORDS.min} and ${FEEDBACK_WORDS.max} words`,
        );
      }
      if (input.screenshot !== undefined) checkScreenshot(input.screenshot);
      const feedbackId = store.addFeedback(
        c.get('account')?.id ?? null,
        input.category,
        input.content,
        input.contact ?? null,
        input.screenshot ?? null,
        ctx.now(),
      );
      return ok(c, { feedbackId });
    });

    router.post('/wps/relay/MCS2_claimRafflePromotion', ctx.requireToken, ctx.requireMember, ctx.idempotent(), (c) => {
      const { promotionId } = readBody(c, { promotionId: v.int({ min: 1 }) });
      // The prize is fixed per player and raffle by the seed (SPEC.md section 7); a second claim is
      // refused with ALREADY_CLAIMED, carrying what was won.
      const prizeAmount = ctx.services.promotions.claimRaffle(accountOf(c).id, promotionId);
      return ok(c, { promotionId, prizeAmount, state: 'CLAIMED' });
    });

    serveAsset(router, 'banner', /^\d{1,6}$/, (id) => {
      // Sized for its slot (issue 16 item 6): a strip in the popups, a small card in the side menu.
      const art = store.bannerArt(Number(id));
      return art && posterSvg(`banner:${id}`, art.title, bannerSizes[art.group_name]);
    });
  },
};
