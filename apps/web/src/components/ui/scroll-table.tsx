import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen (a tablet): it scrolls sideways inside a region that the keyboard can
 * reach and scroll (WCAG 2.1.1), named for screen readers.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
