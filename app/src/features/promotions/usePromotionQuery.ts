import { useSearchParams } from 'react-router-dom';

/**
 * The promotion open in the detail (`?id=4`) and its application form (`&apply=1`), kept in the
 * address so that a link or a reload shows the same view; other parameters stay as they are.
 */
export function usePromotionQuery() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const update = (changes: Record<string, string | null>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };
  return {
    params,
    update,
    openId: Number.isSafeInteger(id) && id > 0 ? id : null,
    applying: params.get('apply') === '1',
    open: (promotionId: number, apply = false) => update({ id: String(promotionId), apply: apply ? '1' : null }),
    setApplying: (apply: boolean) => update({ apply: apply ? '1' : null }),
    close: () => update({ id: null, apply: null }),
  };
}
