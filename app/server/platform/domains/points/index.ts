// The points domain (SPEC.md section 7 "Points", all T under /wps/relay/): balance, gift catalogue,
// redeem (sealed, password-checked, idempotent; processing until staff settle it), redeem history by
// status, configuration, point details by type, and conversion of points into the main wallet (sealed,
// password-checked, idempotent).
import type { Context } from 'hono';
import {
  type ConvertPointValue,
  ErrorCode,
  type PointConfigValue,
  type PointReward,
  type RedeemPointRewardValue,
  redeemRules,
  redeemStatuses,
} from '@lobby/contract';
import type { Database } from '../../db';
import type { Domain, PlatformEnv, Readers } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import type { Lang } from '../../seed/names';
import { posterSvg } from '../../seed/svg';
import { assetUrl, serveAsset } from '../../shared/assets';
import { langOf, accountOf } from '../../shared/request';
import { pageChecks, totalPagesOf } from '../../shared/paging';
import { toMajor } from '../../shared/money';
import { seedPoints } from './seed';
import { convertedRemark } from './texts';
import {
  createPointStore,
  exchangeRate,
  maxRedeemQuantity,
  migratePoints,
  minConvertPoints,
  pointBalanceOf,
  pointTypes,
  type RewardRow,
} from './store';

/** Bet (or deposit) amount that earns points, per type (SPEC.md section 3: point types). */
const ratios: PointConfigValue['ratios'] = [
  { pointType: 'LIVE', amount: 100, points: 1, unit: 'USD' },
  { pointType: 'LOTTERY', amount: 50, points: 1, unit: 'USD' },
  { pointType: 'CARD', amount: 100, points: 1, unit: 'USD' },
  { pointType: 'SLOTS', amount: 20, points: 1, unit: 'USD' },
  { pointType: 'SPORTS', amount: 50, points: 1, unit: 'USD' },
  { pointType: 'REDEEM', amount: 1, points: 1, unit: 'point' },
  { pointType: 'DEPOSIT', amount: 10, points: 1, unit: 'USD' },
];

/** The platform's rules text per language (HTML, as an operator writes it; the site sanitises it). */
const rules: Record<Lang, string> = {
  EN: `<h3>Earning points</h3>
<p>Points are earned on valid bets and on deposits, at the rates of the exchange-rate table. Cancelled or void bets earn nothing.</p>
<h3>Redeeming</h3>
<ul>
<li>Gifts are shipped to the receiving address within 7 working days after approval.</li>
<li>Cash rewards are paid to the payment account you give after approval.</li>
<li>A rejected redeem gives its points back at once.</li>
</ul>
<p>Points can also be converted into money in the main wallet at the published rate.</p>
<p>The platform keeps the final right of interpretation and modification.</p>`,
  ES: `<h3>Cómo se ganan puntos</h3>
<p>Los puntos se ganan con apuestas válidas y con depósitos, según la tabla de tipos de cambio. Las apuestas canceladas o anuladas no dan puntos.</p>
<h3>Canjes</h3>
<ul>
<li>Los regalos se envían a la dirección de entrega en un plazo de 7 días hábiles tras la aprobación.</li>
<li>Las recompensas en efectivo se pagan a la cuenta de pago indicada tras la aprobación.</li>
<li>Un canje rechazado devuelve sus puntos al instante.</li>
</ul>
<p>Los puntos también se pueden convertir en dinero de la billetera principal al tipo publicado.</p>
<p>La plataforma se reserva el derecho final de interpretación y modificación.</p>`,
  TH: `<h3>การสะสมคะแนน</h3>
<p>รับคะแนนจากการเดิมพันที่ถูกต้องและการฝากเงิน ตามอัตราในตารางอัตราแลกเปลี่ยน การเดิมพันที่ยกเลิกหรือเป็นโมฆะจะไม่ได้รับคะแนน</p>
<h3>การแลกของรางวัล</h3>
<ul>
<li>ของรางวัลจะจัดส่งไปยังที่อยู่สำหรับจัดส่งภายใน 7 วันทำการหลังได้รับอนุมัติ</li>
<li>รางวัลเงินสดจะจ่ายเข้าบัญชีรับเงินที่คุณระบุหลังได้รับอนุมัติ</li>
<li>การแลกที่ถูกปฏิเสธจะได้รับคะแนนคืนทันที</li>
</ul>
<p>คะแนนยังสามารถแปลงเป็นเงินในกระเป๋าหลักได้ตามอัตราที่ประกาศ</p>
<p>แพลตฟอร์มขอสงวนสิทธิ์ในการตีความและแก้ไขขั้นสุดท้าย</p>`,
};

const toReward = (row: RewardRow): PointReward => ({
  rewardId: row.reward_id,
  name: row.name,
  imageUrl: assetUrl('reward', row.reward_id),
  kind: row.kind,
  pointsRequired: row.points_required,
  amount: toMajor(row.amount),
  unit: row.unit,
  stock: row.stock,
  needsAddress: row.kind === 'GIFT',
});

/** Length in code points, as the checks of http.ts count it (a Thai or emoji character counts once). */
const codePoints = (text: string): number => text.match(/./gsu)?.length ?? 0;

/** A refused field, named in the envelope's value so that the site can put the message under it. */
const fieldError = (field: string, message: string) =>
  new PlatformError(ErrorCode.VALIDATION, `${field} ${message}`, 200, { field });

export const pointsDomain: Domain = {
  name: 'points',
  migrate: migratePoints,
  seed: seedPoints,
  routes(router, ctx) {
    const store = createPointStore(ctx.db, ctx.now);
    const wallets = ctx.services.wallet;
    const { requireToken, requireMember } = ctx;
    const member = [requireToken, requireMember] as const;

    router.get('/wps/relay/MCS2_getPointBalance', ...member, (c) => ok(c, { balance: store.balance(accountOf(c).id) }));

    router.get('/wps/relay/MCS2_getPointReward', ...member, (c) => {
      const page = readQuery(c, pageChecks(20, 100));
      const { rows, totalCount } = store.rewards(page, langOf(c));
      return ok(c, { list: rows.map(toReward), totalPages: totalPagesOf(totalCount, page.pageSize), totalCount });
    });

    const checkPassword = (c: Context<PlatformEnv>, password: string) => {
      if (!ctx.accounts.checkPassword(accountOf(c), password)) {
        throw new PlatformError(ErrorCode.PASSWORD_WRONG, 'The password is wrong', 200, { field: 'password' });
      }
    };

    /** The delivery a reward needs: a receiving address for a GIFT, a payment account for CASH. */
    const deliveryOf = (reward: RewardRow, input: { receivingAddress?: string; paymentAccount?: string }) => {
      if (reward.kind === 'GIFT') {
        const { min, max } = redeemRules.receivingAddress;
        const address = input.receivingAddress ?? '';
        if (address === '') throw fieldError('receivingAddress', 'is required');
        if (codePoints(address) < min || codePoints(address) > max) {
          throw fieldError('receivingAddress', `must be ${min} to ${max} characters`);
        }
        return { address, paymentAccount: null };
      }
      const { min, max, pattern } = redeemRules.paymentAccount;
      const paymentAccount = input.paymentAccount ?? '';
      if (paymentAccount === '') throw fieldError('paymentAccount', 'is required');
      const length = codePoints(paymentAccount);
      if (length < min || length > max || !pattern.test(paymentAccount)) {
        throw fieldError('paymentAccount', 'has an invalid format');
      }
      return { address: null, paymentAccount };
    };

    router.post('/wps/relay/passwordCheck/MCS2_redeemPointReward', ...member, ctx.sealed, ctx.idempotent(), (c) => {
      const input = readBody(c, {
        rewardId: v.int({ min: 1 }),
        quantity: v.optional(v.int({ min: 1, max: maxRedeemQuantity }), 1),
        password: v.str({ max: 64, trim: false }),
        receivingAddress: v.optional(v.str({ max: 1000 })),
        paymentAccount: v.optional(v.str({ max: 1000 })),
      });
      checkPassword(c, input.password);
      const reward = store.reward(input.rewardId);
      if (!reward) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such reward');
      const delivery = deliveryOf(reward, input);
      const account = accountOf(c);
      // Points and stock are taken at once; staff settle it later (approved, or rejected and returned).
      const record = store.redeem({ accountId: account.id, reward, quantity: input.quantity, ...delivery }, langOf(c));
      const value: RedeemPointRewardValue = { record, balance: store.balance(account.id) };
      return ok(c, value);
    });

    router.get('/wps/relay/MCS2_getRedeemPointList', ...member, (c) => {
      const query = readQuery(c, { ...pageChecks(10, 100), status: v.optional(v.oneOf(redeemStatuses)) });
      const { list, totalCount } = store.redeems(accountOf(c).id, query, langOf(c));
      return ok(c, { list, totalPages: totalPagesOf(totalCount, query.pageSize), totalCount });
    });

    router.get('/wps/relay/MCS2_getPointConfig', requireToken, (c) => {
      const value: PointConfigValue = {
        exchangeRate,
        minConvertPoints,
        maxRedeemQuantity,
        ratios,
        rules: rules[langOf(c)],
      };
      return ok(c, value);
    });

    router.get('/wps/relay/ODSFE2_MemTransDet', ...member, (c) => {
      const query = readQuery(c, { ...pageChecks(10, 100), pointType: v.optional(v.oneOf(pointTypes)) });
      const { list, totalCount } = store.ledger(accountOf(c).id, query.pointType, query, langOf(c));
      return ok(c, { list, totalPages: totalPagesOf(totalCount, query.pageSize), totalCount });
    });

    router.post('/wps/relay/passwordCheck/MCS2_convertPoint', ...member, ctx.sealed, ctx.idempotent(), (c) => {
      const input = readBody(c, {
        points: v.int({ min: minConvertPoints, max: 100_000_000 }),
        password: v.str({ max: 64, trim: false }),
      });
      checkPassword(c, input.password);
      if (input.points % exchangeRate.points !== 0) {
        throw fieldError('points', `must be a multiple of ${exchangeRate.points}`);
      }
      const account = accountOf(c);
      // One point is one minor unit at the published rate (100 points = 1.00).
      const minor = (input.points / exchangeRate.points) * exchangeRate.amount * 100;
      const pointBalance = ctx.db.transaction(() => {
        const balance = store.move(account.id, 'REDEEM', -input.points, convertedRemark);
        wallets.creditMain(account.id, minor, 'POINTS_CONVERT');
        return balance;
      })();
      const value: ConvertPointValue = {
        points: input.points,
        amount: toMajor(minor),
        pointBalance,
        mainBalance: toMajor(wallets.mainBalance(account.id)),
      };
      return ok(c, value);
    });

    serveAsset(router, 'reward', /^\d{1,6}$/, (id) => {
      const reward = store.reward(Number(id));
      return reward && posterSvg(`reward:${reward.name}`, reward.name, { width: 320, height: 240 });
    });
  },
};

/** What other domains read of the points (domain.ts: Readers). */
export const pointsReader = (db: Database): Readers['points'] => ({
  balanceOf: (accountId) => pointBalanceOf(db, accountId),
});
