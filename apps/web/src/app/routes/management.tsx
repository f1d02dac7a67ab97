/** PLACEHOLDER: replaced by the issue 9 work in progress. */
export default function ManagementPage() {
  return null;
}
