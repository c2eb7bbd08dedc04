/**
 * Every language × namespace text bundle, one lazy chunk each. This map lives apart from
 * lib/i18n.ts so that the sign-in page (which needs only 'common' and 'auth') does not carry an
 * entry for each of the portal's bundles.
 */
export const bundleLoaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});
