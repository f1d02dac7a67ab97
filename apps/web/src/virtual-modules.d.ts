/** Injected by vite.config.ts (define): the web app's version from its package.json. */
declare const __APP_VERSION__: string;

declare module 'virtual:ponto-licences' {
  const packages: Array<{ name: string; version: string; licence: string }>;
  export default packages;
}
