import { BalanceFigures, WalletTable } from '../sections/Wallet';

/** /member/transferFund (SPEC.md section 2). */
export default function TransferFundPage() {
  return (
    <>
      <BalanceFigures />
      <WalletTable />
    </>
  );
}
