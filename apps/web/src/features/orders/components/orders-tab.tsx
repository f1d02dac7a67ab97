/** PLACEHOLDER: replaced by the issue 9 work in progress. */
export function OrdersTab() {
  return null;
}
