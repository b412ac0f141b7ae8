import type { SVGProps } from 'react';

// Inline icons: a handful of paths is cheaper than an icon package and needs no request.
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const base = (size: number | string | undefined): SVGProps<SVGSVGElement> => ({
  width: size ?? '1em',
  height: size ?? '1em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
});

export function ImageIcon({ size, ...rest }: IconProps) {
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" {...rest}>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <circle cx="8.5" cy="9.5" r="1.8" />
      <path d="M4 18l5.5-5.5 4 4 2.5-2.5L20 18" strokeLinejoin="round" />
    </svg>
  );
}

export function HeartIcon({ size, filled, ...rest }: IconProps & { filled?: boolean }) {
  return (
    <svg {...base(size)} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} {...rest}>
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
      />
    </svg>
  );
}

export function UserIcon({ size, ...rest }: IconProps) {
  return (
    <svg {...base(size)} fill="currentColor" {...rest}>
      <circle cx="12" cy="9" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6z" />
    </svg>
  );
}

export function EmptyIcon({ size, ...rest }: IconProps) {
  return (
    <svg {...base(size)} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth={2} {...rest}>
      <path d="M10 40l8-22h28l8 22v10a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3z" strokeLinejoin="round" />
      <path d="M10 40h14a8 8 0 0 0 16 0h14" strokeLinejoin="round" />
    </svg>
  );
}

export function CloudOffIcon({ size, ...rest }: IconProps) {
  return (
    <svg
      {...base(size)}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      {...rest}
    >
      <path d="M20 46h26a10 10 0 0 0 1.5-19.9A15 15 0 0 0 19 24a11 11 0 0 0 1 22z" strokeLinejoin="round" />
      <path d="M12 12l40 40" />
    </svg>
  );
}

export function BackIcon({ size, ...rest }: IconProps) {
  return (
    <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" {...rest}>
      <path d="M15 5l-7 7 7 7" strokeLinejoin="round" />
    </svg>
  );
}
