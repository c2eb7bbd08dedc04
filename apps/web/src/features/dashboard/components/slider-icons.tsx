import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Decorative 24×24 line icons of the banner slider (the buttons around them carry the names). */
function SliderIcon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const ChevronIcon = ({ direction, ...p }: IconProps & { direction: 'left' | 'right' }) => (
  <SliderIcon {...p}>
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </SliderIcon>
);
export const PauseIcon = (p: IconProps) => (
  <SliderIcon {...p}>
    <path d="M9 5v14M15 5v14" />
  </SliderIcon>
);
export const PlayIcon = (p: IconProps) => (
  <SliderIcon {...p}>
    <path d="m7 4 12 8-12 8z" />
  </SliderIcon>
);
