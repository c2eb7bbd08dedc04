import { z } from 'zod';
import {
  ICON_SIZES,
  iconParamsSchema,
  shortName,
  THEME_COLOUR,
  webManifestSchema,
  type WebManifest,
} from '@portal/shared/pwa/schema';
import type { App } from '../../app';
import { instituteIcon } from '../../lib/institute-logo';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { errorResponses } from '../../lib/envelope';
import { instituteOf as instituteOfRequest } from '../../plugins/tenant';
import type { Institute } from '../../lib/institutes';

const DESCRIPTION: Record<Institute['language'], string> = {
  en: 'Timetable, classes, exams, homework, fees and messages',
  fr: 'Emploi du temps, cours, examens, devoirs, frais et messages',
  hi: 'समय-सारणी, कक्षाएँ, परीक्षाएँ, गृहकार्य, शुल्क और संदेश',
  de: 'Stundenplan, Unterricht, Prüfungen, Hausaufgaben, Gebühren und Nachrichten',
};

export function manifestOf(institute: Institute): WebManifest {
  return {
    id: '/',
    name: institute.name,
    short_name: shortName(institute.name),
    description: DESCRIPTION[institute.language],
    lang: institute.language,
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose,
      })),
    ),
  };
}

/** The installable portal: each host's manifest and icons (the institute's name, language and logo). */
export async function pwaRoutes(app: App): Promise<void> {
  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['shell'],
        summary:
          "The web app manifest of the institute served at this host (its name, language and logo's icons).",
        response: { 200: webManifestSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const institute = await instituteOfRequest(app, request);
      void reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache');
      return manifestOf(institute);
    },
  );

  app.get(
    '/icons/icon-:size.png',
    {
      schema: {
        tags: ['shell'],
        summary: "The institute's logo as a square PNG icon (192 or 512 pixels) for the installed portal.",
        params: iconParamsSchema,
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const institute = await instituteOfRequest(app, request);
      const icon = await instituteIcon(institute.slug, Number(request.params.size));
      if (!icon) throw new HttpError(404, MESSAGES.notFound);
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(icon);
    },
  );
}
