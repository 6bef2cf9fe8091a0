/**
 * Wire types of the wallet calls of SPEC.md section 7: GET /wps/v2/wallets/balance,
 * /wps/relay/GCS_walletTransfer, /wps/member/info/funds/consolidated, /wps/relay/GCS_merchantWallet;
 * and of the money pages of section 2 (depositv2, withdraw with the confirmation of section 4,
 * transferUpline), whose paths and shapes the spec does not show (defined here).
 * Amounts are decimal numbers with two decimals on the wire (PLATFORM.md); the platform keeps
 * integer minor units.
 */

export const walletPaths = {
  balance: '/wps/v2/wallets/balance',
  transfer: '/wps/relay/GCS_walletTransfer',
  consolidated: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  depositMethods: '/wps/relay/PCS_getDepositMethods',
  deposit: '/wps/relay/PCS_deposit',
  deposits: '/wps/relay/PCS_getDepositList',
  withdrawSettings: '/wps/relay/PCS_getWithdrawSettings',
  withdrawPassword: '/wps/relay/PCS_setWithdrawPassword',
  withdraw: '/wps/relay/PCS_withdraw',
  withdrawals: '/wps/relay/PCS_getWithdrawList',
  confirmWithdrawal: '/wps/relay/PCS_confirmWithdraw',
  upline: '/wps/relay/GCS_getUpline',
  transferUpline: '/wps/relay/GCS_transferUpline',
} as const;

/** The main wallet's account type; game wallets use other ids (one per vendor). */
export const MAIN_WALLET_ACCOUNT_TYPE = 1;

/** One wallet of the player. */
export interface WalletBalance {
  accountTypeId: number;
  availBalance: number;
  /** Vendor code of a game wallet; absent for the main wallet. */
  vassalage?: string;
  /** Display name of the wallet ('Main' or the vendor's name). */
  accountName: string;
}

/** GET /wps/v2/wallets/balance (T). */
export interface BalanceValue {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
  balance: WalletBalance[];
}

/** POST /wps/relay/GCS_walletTransfer (T, Idempotency-Key). */
export interface WalletTransferRequest {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  /** Positive, at most two decimals. */
  amount: number;
}

export interface WalletTransferValue {
  transferId: string;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: number;
  /** The balances after the transfer. */
  wallets: BalanceValue;
}

/**
 * Pending contract request flags of the consolidated info (SPEC.md section 3): 0 nothing pending,
 * 1 a new contract is waiting for this user's answer, 2 a termination is waiting for it.
 */
export type ContractRequestFlag = 0 | 1 | 2;

/**
 * GET /wps/member/info/funds/consolidated (T): the funds summary together with the consolidated
 * contract info of SPEC.md section 3 (defined here: one call serves the header and the contract popup).
 */
export interface ConsolidatedFundsValue {
  currency: string;
  currencySymbol: string;
  totalBalance: number;
  mainBalance: number;
  gameBalance: number;
  pointBalance: number;
  dailysalreqtype: ContractRequestFlag;
  divtypereq: ContractRequestFlag;
  contracthoursalreqtype: ContractRequestFlag;
  realtimesalreqtype: ContractRequestFlag;
}

/** GET /wps/relay/GCS_merchantWallet (T): single wallet merchants need no transfers. */
export interface MerchantWalletValue {
  isSingle: boolean;
}

// ── Deposits (depositv2; defined here) ──────────────────────────────────────────────────────────

export const depositMethodIds = ['BANK', 'EWALLET', 'USDT', 'CARD'] as const;
export type DepositMethodId = (typeof depositMethodIds)[number];

/** One line of where to send the money (account number, wallet address), in the request's language. */
export interface PayToLine {
  label: string;
  value: string;
}

/** A way to deposit, with its limits and its tutorial, in the request's language. */
export interface DepositMethod {
  methodId: DepositMethodId;
  name: string;
  minAmount: number;
  maxAmount: number;
  /** Suggested amounts, within the limits. */
  quickAmounts: number[];
  /** How long it takes and what to keep in mind. */
  processingNote: string;
  /** The deposit tutorial: its steps in order. */
  tutorial: string[];
  /** Where to send the money. */
  payTo: PayToLine[];
  /** Content of a QR code to scan (e-wallet, crypto address), when the method has one. */
  qrValue?: string;
}

/** GET PCS_getDepositMethods (T). */
export interface DepositMethodsValue {
  currency: string;
  currencySymbol: string;
  methods: DepositMethod[];
  /** About how many seconds the platform takes to confirm a deposit or settle a withdrawal. */
  settleSeconds: number;
}

/** POST PCS_deposit (T, members, Idempotency-Key): opens a PENDING deposit. */
export interface DepositRequest {
  methodId: DepositMethodId;
  amount: number;
}

/** PENDING until the platform confirms the payment: CREDITED to the main wallet, or FAILED (no money moved). */
export const depositStates = ['PENDING', 'CREDITED', 'FAILED'] as const;
export type DepositState = (typeof depositStates)[number];

export interface Deposit {
  depositId: number;
  /** The code to write in the payment's remark, so that the payment is matched to this deposit. */
  reference: string;
  methodId: DepositMethodId;
  methodName: string;
  amount: number;
  state: DepositState;
  /** ISO 8601. */
  requestTime: string;
  settleTime: string | null;
}

/** GET PCS_getDepositList (T, pageNo, pageSize): the member's deposits, newest first. */
export interface DepositListValue {
  list: Deposit[];
  totalPages: number;
  totalCount: number;
}

// ── Withdrawals (withdraw, with the confirmation of SPEC.md section 4; defined here) ─────────────

/** A withdraw password is this many digits. */
export const withdrawPasswordLength = 6;

/** GET PCS_getWithdrawSettings (T). */
export interface WithdrawSettingsValue {
  /** Whether the member has set a withdraw password (none: set it before the first withdrawal). */
  passwordSet: boolean;
  minAmount: number;
  maxAmount: number;
  /** Withdrawals allowed per day (the platform's day), and those already requested today. */
  dailyCount: number;
  usedToday: number;
  /** Amounts above it are paid in part: this much is paid, the rest returns to the main wallet. */
  partialPayoutCap: number;
  /** SPEC.md sections 4 and 9: an approved withdrawal unconfirmed for this long counts as received ({0}). */
  autoConfirmMinutes: number;
  /** Where the money is paid, masked. */
  payoutAccount: string;
  /** The proof image of a withdrawal not received: png or jpg, at most this many bytes. */
  proofMaxBytes: number;
}

/**
 * POST PCS_setWithdrawPassword (T, E): the first time with the login password, later with the old
 * withdraw password. Answers the settings.
 */
export interface SetWithdrawPasswordRequest {
  newPassword: string;
  loginPassword?: string;
  oldPassword?: string;
}

/** POST PCS_withdraw (T, E, members, Idempotency-Key): takes the amount from the main wallet at once. */
export interface WithdrawRequest {
  amount: number;
  withdrawPassword: string;
}

/**
 * PENDING: under review, the money held. REJECTED: refunded to the main wallet. Approved withdrawals
 * wait for the member's confirmation (AWAITING_CONFIRMATION), who answers RECEIVED or NOT_RECEIVED
 * (with a proof for staff); unanswered for `autoConfirmMinutes` it is AUTO_CONFIRMED; FORCED_RECEIVED:
 * staff judged it received, nothing is refunded (SPEC.md section 4).
 */
export const withdrawalStates = [
  'PENDING',
  'AWAITING_CONFIRMATION',
  'RECEIVED',
  'NOT_RECEIVED',
  'AUTO_CONFIRMED',
  'FORCED_RECEIVED',
  'REJECTED',
] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];

export interface Withdrawal {
  withdrawalId: number;
  amount: number;
  /** What was paid out: the amount, or `partialPayoutCap` for a partial payment; 0 before approval. */
  paidAmount: number;
  /** What was not paid (a partial payment), returned to the main wallet at approval. */
  remainingAmount: number;
  state: WithdrawalState;
  payoutAccount: string;
  /** ISO 8601. */
  requestTime: string;
  settleTime: string | null;
  /** When an unanswered approval counts as received (AWAITING_CONFIRMATION only). */
  confirmDeadline: string | null;
  confirmTime: string | null;
  /** A proof image was sent with NOT_RECEIVED. */
  proofSent: boolean;
}

/** GET PCS_getWithdrawList (T, pageNo, pageSize): the member's withdrawals, newest first. */
export interface WithdrawalListValue {
  list: Withdrawal[];
  totalPages: number;
  totalCount: number;
}

/**
 * POST PCS_confirmWithdraw (T, members, Idempotency-Key): the member's answer to an approved
 * withdrawal. NOT_RECEIVED needs `proof`, a data: URI of a png or jpg image.
 */
export interface ConfirmWithdrawalRequest {
  withdrawalId: number;
  received: boolean;
  proof?: string;
}

// ── Transfer to the upline (transferUpline; defined here) ─────────────────────────────────────────

export interface UplineAccount {
  account: string;
  nickname: string;
}

/** GET GCS_getUpline (T, members): the upline agent (accounts' parent), or null without one. */
export interface UplineValue {
  upline: UplineAccount | null;
  minAmount: number;
  maxAmount: number;
}

/** POST GCS_transferUpline (T, members, Idempotency-Key): main wallet to the upline's main wallet. */
export interface TransferUplineRequest {
  amount: number;
}

export interface TransferUplineValue {
  transferId: string;
  amount: number;
  upline: UplineAccount;
  /** The member's balances after the transfer. */
  wallets: BalanceValue;
}
