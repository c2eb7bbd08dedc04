import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchTracker } from './use-watch';

interface StoredVideoProps {
  url: string;
  title: string;
  /** The viewing's watch tracking (kept by the caller: a renewed URL is the same viewing). */
  tracker: WatchTracker;
  /** Seconds to start from (a renewed grant resumes where the last one stopped). */
  startAt?: number;
  /**
   * The stream failed at this second: true when the caller takes over (asks a new URL), false to
   * show the error here.
   */
  onStreamError?: (at: number) => boolean;
}

/** A video the server streams (a recording, a protected video's signed URL), with the browser's controls. */
export function StoredVideo({ url, title, tracker, startAt = 0, onStreamError }: StoredVideoProps) {
  const { t } = useTranslation('media');
  const { started, stopped } = tracker;
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <p className="media-viewer__message" role="alert">
        {t('video.error')}
      </p>
    );
  }
  return (
    <video
      className="media-viewer__video"
      src={url}
      controls
      autoPlay
      playsInline
      preload="metadata"
      aria-label={title}
      // The user pressed Play to open it: no download or casting of a protected file from the menu.
      controlsList="nodownload"
      onLoadedMetadata={(event) => {
        if (startAt > 0) event.currentTarget.currentTime = startAt;
      }}
      onPlay={started}
      onPause={stopped}
      onEnded={stopped}
      onError={(event) => {
        stopped();
        if (!onStreamError?.(event.currentTarget.currentTime)) setFailed(true);
      }}
    />
  );
}
