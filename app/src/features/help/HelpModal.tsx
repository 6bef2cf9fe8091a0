/** TEMPORARY scaffold, replaced by the shell work of issue 6. */
export function HelpModal(_props: { anchor?: string; onClose: () => void }) {
  return null;
}
