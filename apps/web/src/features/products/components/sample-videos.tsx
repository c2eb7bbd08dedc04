import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_STEP_PX, type SampleVideo } from '@portal/shared/products/rules';
import { ChevronIcon, PlayIcon } from '@/components/ui/app-icons';
import { vimeoEmbedUrl, youtubeEmbedUrl } from '@/components/ui/media-viewer/embed-player';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One sample video. YouTube (privacy-enhanced) and Vimeo load only when asked to play, so the
 * page sends nothing to them before; a direct file is a native player.
 */
function Slide({
  video,
  number,
  productTitle,
}: {
  video: SampleVideo;
  number: number;
  productTitle: string;
}) {
  const { t } = useTranslation('products');
  const [playing, setPlaying] = useState(false);
  const kind = t(`videos.kind.${video.kind}`);
  const title = t('videos.frameTitle', { number, title: productTitle });
  if (video.kind === 'file') {
    return (
      <video className="product-videos__media" controls preload="metadata" aria-label={title}>
        <source src={video.url} type={video.type} />
        {t('videos.unsupported')}
      </video>
    );
  }
  if (playing) {
    return (
      <iframe
        className="product-videos__media"
        src={video.kind === 'youtube' ? youtubeEmbedUrl(video.id) : vimeoEmbedUrl(video.id)}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      />
    );
  }
  return (
    <button
      type="button"
      className="product-videos__media product-videos__play"
      onClick={() => setPlaying(true)}
    >
      <PlayIcon size={34} />
      <span>{t('videos.play', { number, kind })}</span>
    </button>
  );
}

/** spec section 2.5: the sample-video carousel; Previous and Next move it 300 px. */
export function SampleVideos({ videos, productTitle }: { videos: SampleVideo[]; productTitle: string }) {
  const { t } = useTranslation('products');
  const headingId = useId();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: -1 | 1) =>
    track.current?.scrollBy({
      left: direction * CAROUSEL_STEP_PX,
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  return (
    <section className="card product-videos" aria-labelledby={headingId}>
      <div className="product-videos__head">
        <h2 id={headingId} className="product-section__title">
          {t('videos.title')}
        </h2>
        <div className="product-videos__arrows">
          <button
            type="button"
            className="button button--ghost product-videos__arrow"
            aria-controls={trackId}
            aria-label={t('videos.previous')}
            onClick={() => move(-1)}
          >
            <ChevronIcon direction="left" size={18} />
          </button>
          <button
            type="button"
            className="button button--ghost product-videos__arrow"
            aria-controls={trackId}
            aria-label={t('videos.next')}
            onClick={() => move(1)}
          >
            <ChevronIcon direction="right" size={18} />
          </button>
        </div>
      </div>
      <ul id={trackId} ref={track} className="product-videos__track" aria-labelledby={headingId}>
        {videos.map((video, index) => (
          <li
            key={video.kind === 'file' ? video.url : `${video.kind}-${video.id}`}
            className="product-videos__slide"
          >
            <Slide video={video} number={index + 1} productTitle={productTitle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
