/** PLACEHOLDER: replaced by the issue 9 work in progress. */
export function RecallTab() {
  return null;
}
