/** PLACEHOLDER: replaced by the issue 9 work in progress. */
export function StockTab() {
  return null;
}
