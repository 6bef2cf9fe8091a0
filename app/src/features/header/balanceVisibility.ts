import { useCallback, useState } from 'react';
import { readSession, writeSession } from '../../data/storage';

/** Where the balance's show/hide choice is kept: for the session (SPEC.md section 4). */
const balanceHiddenKey = 'lobby.balanceHidden';

/** Whether the balance is masked, and its setter; the choice lasts as long as the session. */
export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(() => readSession(balanceHiddenKey) === 'true');
  const change = useCallback((next: boolean) => {
    writeSession(balanceHiddenKey, String(next));
    setHidden(next);
  }, []);
  return [hidden, change];
}
