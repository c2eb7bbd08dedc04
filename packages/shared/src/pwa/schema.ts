import { z } from 'zod';

/**
 * The installable portal (issue 15): the web app manifest each institute's host serves, with its
 * own name, language and icons drawn from its logo. Our own paths: /manifest.webmanifest, /icons/.
 */
export const ICON_SIZES = [192, 512] as const;

export const manifestIconSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});

export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(manifestIconSchema),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

export const iconParamsSchema = z.object({
  size: z.enum(ICON_SIZES.map(String) as ['192', '512']),
});

/** The light theme's primary colour (apps/web/src/styles/tokens.css): the installed app's title bar. */
export const THEME_COLOUR = '#2350c4';

/** A home-screen label: the institute's name when short, else its first words within 12 characters. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  let label = '';
  for (const word of name.split(/\s+/)) {
    const next = label ? `${label} ${word}` : word;
    if (next.length > 12) break;
    label = next;
  }
  return label || name.slice(0, 12);
}

/**
 * Vite's manifest of a build (build.manifest, dist/.vite/manifest.json): each source file's chunk,
 * what it imports and its styles. The server reads each page's preload hints from it
 * (apps/server/src/plugins/preload-hints.ts).
 */
export const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type ViteManifest = z.infer<typeof viteManifestSchema>;
