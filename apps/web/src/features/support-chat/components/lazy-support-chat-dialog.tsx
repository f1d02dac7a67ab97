import { lazy, Suspense, useState } from 'react';
import { DialogLoader } from '@/components/ui/dialog-loader';

const SupportChatDialog = lazy(() => import('./support-chat-dialog'));

/**
 * The support chat dialog, its code fetched the first time it opens (most sessions never open it). Kept
 * mounted afterwards, so closing it plays the dialog's transition.
 */
export function LazySupportChatDialog(props: {
  opened: boolean;
  onClose: () => void;
  context: Record<string, string>;
}) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={props.opened ? <DialogLoader /> : null}>
      <SupportChatDialog {...props} />
    </Suspense>
  );
}
