/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_POCKETBASE_URL?: string;
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  /** Each locale's compiled catalog, one module per area, loaded on demand (scripts/vite/catalogs.ts). */
  export const loaders: Record<
    import('@/i18n/locales').AppLocale,
    Record<import('@/i18n/areas').CatalogArea, () => Promise<{ default: Messages }>>
  >;
}

declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
