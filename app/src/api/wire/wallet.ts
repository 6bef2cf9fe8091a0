/**
 * Wire types of the wallet calls of SPEC.md section 7: GET /wps/v2/wallets/balance,
 * /wps/relay/GCS_walletTransfer, /wps/member/info/funds/consolidated, /wps/relay/GCS_merchantWallet.
 * Amounts are decimal numbers with two decimals on the wire (PLATFORM.md); the platform keeps
 * integer minor units.
 */

export const walletPaths = {
  balance: '/wps/v2/wallets/balance',
  transfer: '/wps/relay/GCS_walletTransfer',
  consolidated: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
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
