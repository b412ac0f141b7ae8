import type { SVGProps } from 'react';

// The sign-in screens' few icons, inline like ui/icons.tsx.
type IconProps = SVGProps<SVGSVGElement>;

const base: SVGProps<SVGSVGElement> = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
};

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" {...props}>
    <path d="M6 9.5l6 6 6-6" strokeLinejoin="round" />
  </svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" {...props}>
    <path d="M9.5 6l6 6-6 6" strokeLinejoin="round" />
  </svg>
);

export const EyeIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={1.7} {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" strokeLinejoin="round" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" {...props}>
    <path d="M4 8.5C2.9 10.2 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1" strokeLinejoin="round" />
    <path d="M9.8 5.8c.7-.2 1.4-.3 2.2-.3 6 0 9.5 6.5 9.5 6.5s-.8 1.5-2.3 3.1" strokeLinejoin="round" />
    <path d="M3.5 3.5l17 17" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinejoin="round" />
  </svg>
);

export const CrownIcon = (props: IconProps) => (
  <svg {...base} fill="currentColor" {...props}>
    <path d="M3 8.2l4.6 3.6L12 5l4.4 6.8L21 8.2l-1.8 10.3H4.8z" />
    <rect x="4.8" y="19.6" width="14.4" height="1.8" rx=".9" />
  </svg>
);

export const GiftIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinejoin="round" {...props}>
    <rect x="3.5" y="9" width="17" height="4" rx="1" />
    <path d="M5 13v7h14v-7M12 9v11M12 9S10.5 4.5 8 5s-1.5 4 4 4zm0 0s1.5-4.5 4-4 1.5 4-4 4z" />
  </svg>
);

export const CompassIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinejoin="round" {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </svg>
);

export const StarIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinejoin="round" {...props}>
    <path d="M12 3.8l2.5 5.2 5.7.7-4.2 3.9 1.1 5.6L12 16.4l-5.1 2.8 1.1-5.6-4.2-3.9 5.7-.7z" />
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </svg>
);
