import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Chunks the app fetches on first use (answer schemas, login notices): loaded here once, so that a test's
// first use does not wait for the whole domain to be transformed.
import '../lib/answer-schemas';
import '../features/auth/components/login-notices';

// The suite shares two cores with the rest of `npm test`: an answer that comes in 1.1 s there is slow, not
// missing. Testing Library's default wait of 1 s failed a dialog's last step in a fresh-clone run.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
