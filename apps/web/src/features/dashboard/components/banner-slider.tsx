import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, bannerAction } from '@portal/shared/dashboard/rules';
import type { Banner } from '@portal/shared/dashboard/schema';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { ChevronIcon, PauseIcon, PlayIcon } from '@/components/ui/app-icons';
import { useHydrated } from '@/lib/drawn-by-server';

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;

/**
 * The home banners: one at a time, 500 ms slides, swipe, arrow keys, previous /
 * next and dot buttons, and an automatic turn that pauses on hover and focus,
 * can be stopped, and never runs for users who prefer reduced motion.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('dashboard');
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // The hidden slides' pictures are asked for once the page is the portal's, not with the server's
  // page: they would share the first round trips with the styles and the first banner, which paint
  // it (Lighthouse counted them in the dashboard's LCP).
  const live = useHydrated();
  const [drag, setDrag] = useState<{ startX: number; dx: number; id: number; width: number } | null>(null);
  // Set when a swipe ends on a link: its click must not follow the link.
  const swiped = useRef(false);
  const viewport = useRef<HTMLDivElement>(null);

  const autoplay = count > 1 && !reducedMotion && !stopped;
  const playing = autoplay && !hovered && !focused && drag === null;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => go(index + 1), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, go]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    swiped.current = false;
    setDrag({
      startX: event.clientX,
      dx: 0,
      id: event.pointerId,
      width: event.currentTarget.clientWidth || 1,
    });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.startX;
    if (Math.abs(dx) > 6 && !viewport.current?.hasPointerCapture(event.pointerId)) {
      viewport.current?.setPointerCapture(event.pointerId);
    }
    setDrag({ ...drag, dx });
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    if (Math.abs(drag.dx) > 6) swiped.current = true;
    if (drag.dx <= -SWIPE_PX) go(index + 1);
    else if (drag.dx >= SWIPE_PX) go(index - 1);
    setDrag(null);
  };

  const offset = -index * 100 + (drag ? (drag.dx / drag.width) * 100 : 0);

  return (
    <section
      className="home-slider"
      aria-roledescription={t('slider.roleDescription')}
      aria-label={t('slider.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewport}
        className="home-slider__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          if (swiped.current) {
            event.preventDefault();
            event.stopPropagation();
            swiped.current = false;
          }
        }}
      >
        <div
          className="home-slider__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{
            transform: `translateX(${offset}%)`,
            transitionDuration: drag ? '0ms' : `${BANNER_SPEED_MS}ms`,
          }}
        >
          {banners.map((banner, i) => (
            <div
              key={`${i}-${banner.web_url}`}
              className="home-slider__slide"
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { n: i + 1, count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {(i === 0 || live) && <BannerPicture banner={banner} first={i === 0} />}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="home-slider__controls">
          {!reducedMotion && (
            <button
              type="button"
              className="icon-button icon-button--sm home-slider__button"
              aria-label={stopped ? t('slider.play') : t('slider.pause')}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
            </button>
          )}
          <button
            type="button"
            className="icon-button icon-button--sm home-slider__button"
            aria-label={t('slider.previous')}
            onClick={() => go(index - 1)}
          >
            <ChevronIcon size={18} direction="left" />
          </button>
          <div className="home-slider__dots">
            {banners.map((banner, i) => (
              <button
                key={`${i}-${banner.web_url}`}
                type="button"
                className="home-slider__dot"
                aria-label={t('slider.goTo', { n: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button icon-button--sm home-slider__button"
            aria-label={t('slider.next')}
            onClick={() => go(index + 1)}
          >
            <ChevronIcon size={18} direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The picture, as a link to its screen or outside page when it has one. The first is the home
 * screen's largest paint: asked for ahead of the scripts the page also names; the others wait
 * until they are near.
 */
function BannerPicture({ banner, first }: { banner: Banner; first: boolean }) {
  const { t } = useTranslation('dashboard');
  const image = (
    <img
      className="home-slider__image"
      src={banner.web_url}
      alt={banner.alt}
      draggable={false}
      fetchPriority={first ? 'high' : undefined}
      loading={first ? undefined : 'lazy'}
    />
  );
  const action = bannerAction(banner);
  if (action.kind === 'route') {
    return (
      <Link className="home-slider__link" to={action.to} draggable={false}>
        {image}
      </Link>
    );
  }
  if (action.kind === 'link') {
    return (
      <a
        className="home-slider__link"
        href={action.href}
        target="_blank"
        rel="noopener noreferrer"
        draggable={false}
      >
        {image}
        <span className="sr-only"> {t('opensInNewTab')}</span>
      </a>
    );
  }
  return image;
}
