import type { Db } from '../client';
import { vimeoDownloadLinks } from '../schema';
import { GREENFIELD } from './institutes';

/** Renditions of a Vimeo video: width, height, size in bytes. */
type Rendition = [number, number, number];

/**
 * The Vimeo download links the video service answers (GET {video}/download-links/{id}): what
 * Greenfield registered for its Vimeo document ('1084537'); the recordings' links are the live
 * classes seed's (seed/live-classes-elsewhere.ts).
 * The links are Vimeo's public progressive-download style addresses.
 */
const LINKS: Array<[number, string, Rendition[]]> = [
  [
    GREENFIELD,
    '1084537',
    [
      [640, 360, 21_495_808],
      [1280, 720, 76_546_048],
    ],
  ],
];

export async function seedMedia(db: Db): Promise<void> {
  const rows = LINKS.flatMap(([instituteId, vimeoVideoId, renditions]) =>
    renditions.map(([width, height, sizeBytes]) => ({
      instituteId,
      vimeoVideoId,
      width,
      height,
      sizeBytes,
      link: `https://player.vimeo.com/progressive_redirect/download/${vimeoVideoId}/rendition/${height}p/file.mp4`,
    })),
  );
  await db.insert(vimeoDownloadLinks).values(rows).onConflictDoNothing();
}
