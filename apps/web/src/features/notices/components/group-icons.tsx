import type { SVGProps } from 'react';
import type { NoticeKind } from '../api/notice-list';

// The four groups' icons, drawn inline (a few paths, no request), white on each group's colour.

const base: SVGProps<SVGSVGElement> = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.9,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

const PATHS: Record<NoticeKind, string[]> = {
  like: ['M12 20s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.5a4.3 4.3 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z'],
  comment: [
    'M20.5 11.6c0 4.2-3.8 7.4-8.5 7.4-1.2 0-2.3-.2-3.3-.6L4 19.8l1.3-3.6C4.1 14.9 3.5 13.3 3.5 11.6 3.5 7.4 7.3 4.2 12 4.2s8.5 3.2 8.5 7.4z',
    'M8.5 11.8h.01M12 11.8h.01M15.5 11.8h.01',
  ],
  follow: [
    'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M3.5 20c.6-3.6 3.2-5.5 6.5-5.5 1.6 0 3 .4 4.1 1.2',
    'M18 14v6M15 17h6',
  ],
  system: ['M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15L6 16.5z', 'M10 20.5a2 2 0 0 0 4 0'],
};

export function GroupIcon({ kind, className }: { kind: NoticeKind; className?: string }) {
  return (
    <svg {...base} className={className}>
      {PATHS[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
