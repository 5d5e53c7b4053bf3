import { useId } from 'react';

/** The brand mark (same drawing as public/favicon.svg), decorative: the brand name is written beside it. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0B2545" />
          <stop offset="1" stopColor="#0E5E6F" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path d="M26 22h-4a10 10 0 0 0 0 20h4" fill="none" stroke="#5EEAD4" strokeWidth="5" strokeLinecap="round" />
      <path d="M38 22h4a10 10 0 0 1 0 20h-4" fill="none" stroke="#FFFFFF" strokeWidth="5" strokeLinecap="round" />
      <path d="M24 32h16" stroke="#FFFFFF" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
