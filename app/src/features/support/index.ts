/** TEMPORARY scaffold, replaced by the shell work of issue 6. */
export function openCustomerServiceWindow(): void {}
