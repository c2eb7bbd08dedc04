import type { Db } from '../client';
import { vimeoDownloadLinks } from '../schema';
import { GREENFIELD } from './institutes';

/** Renditions of a Vimeo video: width, height, size in bytes. */
type Rendition = [number, number, number];

/**
 * The Vimeo download links the video service answers (GET {video}/download-links/{id}): what
 * Greenfield registered for its Vimeo recording ('76979871') and its Vimeo document ('1084537').
 * The links are Vimeo's public progressive-download style addresses.
 */
const LINKS: Array<[number, string, Rendition[]]> = [
  [
    GREENFIELD,
    '76979871',
    [
      [640, 360, 48_653_107],
      [960, 540, 112_407_347],
      [1920, 1080, 432_328_704],
    ],
  ],
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
