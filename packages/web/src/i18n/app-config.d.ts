// Typed message keys: a t('…') whose key is not in en.json fails the build (issue 16 part 1).
import type { Catalog, Locale } from '@pragati/domain';

declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Catalog;
  }
}
