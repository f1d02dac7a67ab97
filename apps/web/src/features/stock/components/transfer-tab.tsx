/** PLACEHOLDER: replaced by the issue 9 work in progress. */
export function TransferTab() {
  return null;
}
