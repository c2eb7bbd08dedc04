/**
 * What the media viewer shows (spec learning-content section 4, viewer types: file, image,
 * audio, youtube, vimeo, vdo, unsupported; plus 'video' for a stored video with a URL, such
 * as a recording's playback URL). Screens build one and open <MediaViewer item=… />.
 */
export type MediaItem =
  /** A PDF: its bytes (fetched with the token) or a same-origin URL. */
  | { kind: 'file'; title: string; source: Blob | string }
  /** An image or audio clip: its bytes or a URL the element can load. */
  | { kind: 'image'; title: string; source: Blob | string }
  | { kind: 'audio'; title: string; source: Blob | string; watch?: WatchTarget }
  /** A stored video the browser may play from this URL (e.g. a recording's type=1 playback URL). */
  | { kind: 'video'; title: string; source: string; watch?: WatchTarget }
  | { kind: 'youtube'; title: string; youtubeId: string; watch?: WatchTarget }
  | { kind: 'vimeo'; title: string; vimeoId: string; watch?: WatchTarget }
  /**
   * A protected video: the viewer asks POST /api/v1/instFileSystem/videoOTP for an OTP and
   * playback info (a 5-minute signed URL bound to the user), then plays it.
   */
  | {
      kind: 'vdo';
      title: string;
      videoId: string;
      instituteId: number;
      userId: number;
      /** Study material sends the study file's id too. */
      fileId?: number;
      /** The videoOTP call's `source` query value for the screen. */
      source: string;
      watch?: WatchTarget;
    }
  /** No preview (zip, pbix, …): 'Preview not supported. Please download the file.' */
  | { kind: 'unsupported'; title: string };

/** Playing records a watch count and the watch history (update-watch-count, allocateWatchHistory). */
export interface WatchTarget {
  videoId: string;
  instituteId: number;
}
